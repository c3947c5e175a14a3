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

    /** What the streaming state tells, for {@link StreamingState#addTileListener}: its tiles on {@code layout}. */
    StreamingState.TileListener from(TileLayout layout) {
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
