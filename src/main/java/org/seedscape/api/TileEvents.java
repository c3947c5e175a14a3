package org.seedscape.api;

import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.seedscape.render.TerrainTile;
import org.seedscape.stream.StreamingState;
import org.seedscape.tile.TileLayout;

/**
 * The world's {@link TileListener}s and the tiles they were told of: each streamed tile shown gets
 * one {@link WorldTile}, told shown and, with the same object, hidden. Render thread.
 */
final class TileEvents {
    /** Copied on change, so that a listener may remove itself while it is told. */
    private final List<TileListener> listeners = new CopyOnWriteArrayList<>();
    /** The tiles shown now, each with the object its listeners were told of. */
    private final Map<TerrainTile, WorldTile> shown = new IdentityHashMap<>();
    /** The layout of the tiles told: the streaming state's. */
    private TileLayout layout;

    /** What the streaming state tells, for {@link StreamingState#addTileListener}: its tiles on {@code layout}. */
    StreamingState.TileListener from(TileLayout tiles) {
        layout = tiles;
        return new StreamingState.TileListener() {
            @Override
            public void shown(TerrainTile tile) {
                WorldTile t = new WorldTile(tile, layout);
                shown.put(tile, t);
                listeners.forEach(l -> l.tileShown(t));
            }

            @Override
            public void hidden(TerrainTile tile) {
                WorldTile t = shown.remove(tile);
                listeners.forEach(l -> l.tileHidden(t));
            }
        };
    }

    /** Adds {@code listener}, first telling it of every tile shown already. */
    void add(TileListener listener) {
        listeners.add(listener);
        shown.values().forEach(listener::tileShown);
    }

    void remove(TileListener listener) {
        listeners.remove(listener);
    }

    /**
     * Tells each shown tile whose square meets [minX, maxX] x [minZ, maxZ] hidden, then shown again
     * as a new {@link WorldTile}: what the world draws there changed (a hole), not the tile.
     */
    void reshow(double minX, double minZ, double maxX, double maxZ) {
        for (Map.Entry<TerrainTile, WorldTile> e : List.copyOf(shown.entrySet())) {
            WorldTile old = e.getValue();
            if (old.minX() < maxX && old.maxX() > minX && old.minZ() < maxZ && old.maxZ() > minZ) {
                listeners.forEach(l -> l.tileHidden(old));
                WorldTile again = new WorldTile(e.getKey(), layout);
                shown.put(e.getKey(), again);
                listeners.forEach(l -> l.tileShown(again));
            }
        }
    }

    /** Tells every tile still shown hidden (the world is leaving the scene). */
    void hideAll() {
        for (WorldTile t : List.copyOf(shown.values())) {
            listeners.forEach(l -> l.tileHidden(t));
        }
        shown.clear();
    }

    Collection<WorldTile> shown() {
        return Collections.unmodifiableCollection(shown.values());
    }
}
