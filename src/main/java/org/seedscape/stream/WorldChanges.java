package org.seedscape.stream;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The world being made and its changes ({@link StreamingState#setTerrain}), render thread: a world
 * made anew behind the old picture, which it replaces all at once; an edit's tiles made again and
 * swapped in together ({@link StaleTiles}), its landform layers worked out first ({@link EditWork}).
 */
final class WorldChanges {
    private static final Logger LOG = Logger.getLogger(WorldChanges.class.getName());
    /** A refresh shows the new world once it has settled, or after this long if it is covered. */
    static final double REFRESH_SECONDS_MAX = 4;
    /** Milliseconds of a frame that freeing unused tiles may take. */
    static final double FREE_MS = 1;
    private final TileLayout layout;
    private final TileCache<TerrainTile> cache;
    private final TileTransitions transitions;
    private final ShownTiles tiles;
    private final TileProduction production;
    private final GenerationPace pace;
    private final ShownGround ground;
    private final Consumer<TerrainTile> free;
    private final DoubleConsumer seaLevelShown;
    /** Tiles in use an edit changed, drawn (or ready) until their replacements are swapped in together. */
    private final StaleTiles<TerrainTile> stale;
    /** An edit's landform layers, worked out off the render thread. */
    private final EditWork editWork = new EditWork();
    private TerrainFunction terrain;
    /** The landform layers' fields of the world being made (filled basins, talus). */
    private Landforms landforms;
    /**
     * Tiles an edit changed that nobody uses, out of the cache, their GL objects freed a few a frame
     * ({@link #freeUnused}): freeing 120 at once took 28 ms of the render thread on llvmpipe.
     */
    private final Deque<TerrainTile> unused = new ArrayDeque<>();
    private boolean holdingEdits;
    /** The newest edited world asked for while edits wait ({@link #holdEdits}), or null. */
    private TerrainFunction heldEdit;
    private double refreshSeconds;
    /** The sea level of the world drawn: the old one's during a refresh. */
    private double drawnSeaLevel;

    /**
     * {@code free} disposes of a tile's GL objects; {@code seaLevelShown} gives the ground's
     * shading the sea level drawn.
     */
    WorldChanges(TerrainFunction terrain, Landforms landforms, TileLayout layout, TileCache<TerrainTile> cache,
                 TileTransitions transitions, ShownTiles tiles, TileProduction production, StaleTiles<TerrainTile> stale,
                 GenerationPace pace, ShownGround ground, Consumer<TerrainTile> free, DoubleConsumer seaLevelShown) {
        this.terrain = terrain;
        this.landforms = landforms;
        this.drawnSeaLevel = terrain.params().seaLevel();
        this.layout = layout;
        this.cache = cache;
        this.transitions = transitions;
        this.tiles = tiles;
        this.production = production;
        this.stale = stale;
        this.pace = pace;
        this.ground = ground;
        this.free = free;
        this.seaLevelShown = seaLevelShown;
    }

    /** See {@link StreamingState#setTerrain}. */
    void setTerrain(TerrainFunction newTerrain) {
        if (holdingEdits && terrain.dabsChangedBox(newTerrain) != null) {
            heldEdit = newTerrain; // a brush's strokes are still coming: shown by the preview until they stop
            return;
        }
        heldEdit = null;
        if (editWork.busy()) {
            editWork.queue(newTerrain);
            return;
        }
        double[] edited = terrain.dabsChangedBox(newTerrain);
        if (edited != null && edited.length == 0) {
            return; // the same dabs: the same world
        }
        if (edited != null && !pace.loading() && !tiles.keepsOldPicture()) {
            editWork.start(landforms, newTerrain, edited, layout);
            return;
        }
        rebuildWhole(newTerrain);
    }

    /**
     * Whether edits wait ({@link BrushedStream#strokesComing}): while they do, a world that differs
     * from the one made in dabs alone is kept, the newest only, and made once they no longer wait.
     */
    void holdEdits(boolean hold) {
        holdingEdits = hold;
        if (!hold && heldEdit != null) {
            setTerrain(heldEdit);
        }
    }

    /** The body of {@link #setTerrain} for a world made anew, every tile of it. */
    private void rebuildWhole(TerrainFunction newTerrain) {
        terrain = newTerrain;
        landforms = Landforms.of(newTerrain, layout);
        ground.setTerrain(newTerrain, landforms);
        production.newWorld(newTerrain);
        if (!tiles.keepsOldPicture() && pace.covered()) {
            tiles.keepAsOldPicture(transitions.clear());
        }
        dropEveryTile();
        refreshSeconds = 0;
        pace.uncover();
        if (!tiles.keepsOldPicture()) {
            pace.restartLoading(); // nothing to keep on screen: load as at the start
            showSeaLevelOf(newTerrain);
        }
    }

    /**
     * Switches to a world that differs from this one in dabs only, whose landform layers keep
     * every field the edit left as it was ({@code edited}: and where they changed): the tiles it
     * changed are made again, nearest first, and those in use stay until their replacements are
     * swapped in together ({@link StaleTiles}), those not in use leave the cache (freed a few a
     * frame: {@link #freeUnused}); every other tile stays as it is, the same bits.
     */
    private void remakeWhereEdited(TerrainFunction newTerrain, Landforms.Edited edited, QuadtreeSelection selection) {
        Landforms kept = edited.layers();
        double[] box = edited.changed();
        terrain = newTerrain;
        landforms = kept;
        ground.setTerrain(newTerrain, kept);
        production.newVersion();
        List<TileKey> changedInUse = new ArrayList<>();
        for (TileKey key : cache.keys()) {
            if (kept.changes(key, box, layout)) {
                if (inUse(key, selection)) {
                    changedInUse.add(key);
                } else {
                    unused.add(cache.remove(key));
                }
            }
        }
        stale.mark(changedInUse, free);
    }

    /**
     * Switches to an edited world once its layers are worked out; then to the world asked for
     * meanwhile, if any. {@code selection} is the last frame's.
     */
    void takeEdit(QuadtreeSelection selection) {
        EditWork.Done done = editWork.poll();
        if (done == null) {
            return;
        }
        TerrainFunction next = editWork.takeQueued();
        if (done.failure() == null) {
            remakeWhereEdited(done.world(), done.layers(), selection);
        } else {
            LOG.log(Level.SEVERE, "an edit's landform layers failed; the world is made anew", done.failure());
            rebuildWhole(done.world());
        }
        if (next != null) {
            setTerrain(next);
        }
    }

    /**
     * Whether a cached tile is in use: shown, or needed by the selection (the transitions step
     * through the needed tiles above the shown ones to find what to show).
     */
    private boolean inUse(TileKey key, QuadtreeSelection selection) {
        return tiles.isShown(key) || selection.needed().contains(key);
    }

    /**
     * Swaps in the replacements of stale tiles once all are made (or the wait ran out); a stale
     * tile no longer in use leaves the cache for its replacement, or for nothing. Returns whether
     * any shown tile was swapped.
     */
    boolean swapRemade(float tpf, QuadtreeSelection selection) {
        boolean[] swapped = {false};
        stale.settle(key -> inUse(key, selection), tpf, (key, fresh) -> {
            TerrainTile old = cache.remove(key);
            if (old != null) {
                free.accept(old);
            }
            if (fresh != null) {
                cache.put(key, fresh, fresh.bytes());
            }
        }, (key, fresh) -> {
            TerrainTile old = cache.remove(key);
            cache.put(key, fresh, fresh.bytes());
            if (tiles.isShown(key)) {
                tiles.hide(key);
                tiles.show(key);
                swapped[0] = true;
            }
            if (old != null) {
                free.accept(old);
            }
        });
        return swapped[0];
    }

    /** The sea and the ground's shading follow the world drawn, not the one being made. */
    private void showSeaLevelOf(TerrainFunction drawnTerrain) {
        drawnSeaLevel = drawnTerrain.params().seaLevel();
        seaLevelShown.accept(drawnSeaLevel);
    }

    /** Counts a frame of the old picture; retires it once the new world has settled, or after {@link #REFRESH_SECONDS_MAX} if covered. */
    void retireWhenReady(float tpf) {
        if (tiles.keepsOldPicture()) {
            refreshSeconds += tpf;
            if (pace.covered() && (transitions.settled() || refreshSeconds >= REFRESH_SECONDS_MAX)) {
                retire();
            }
        }
    }

    /** Frees the old picture and shows the new world in its place. */
    void retire() {
        tiles.retire();
        showSeaLevelOf(terrain);
    }

    /**
     * Whether a changed world is being made behind the old picture, or an edit behind the tiles it
     * changed (or waits to be: {@link #holdEdits}).
     */
    boolean refreshing() {
        return tiles.keepsOldPicture() || !stale.isEmpty() || editWork.busy() || heldEdit != null;
    }

    /**
     * Whether the shown tiles carry the world made: no old picture stands in for it and no tile an
     * edit changed waits for its replacement (an edit still being worked out has not changed the
     * world made yet).
     */
    boolean drawnIsMade() {
        return !tiles.keepsOldPicture() && stale.isEmpty();
    }

    /** Frees the GL objects of tiles an edit left unused, for at most {@value #FREE_MS} ms of this frame (one at least). */
    void freeUnused() {
        long until = System.nanoTime() + (long) (FREE_MS * 1e6);
        while (!unused.isEmpty()) {
            free.accept(unused.poll());
            if (System.nanoTime() > until) {
                return;
            }
        }
    }

    /** Drops every tile, shown, cached or stale, but the old picture. */
    void dropEveryTile() {
        while (!unused.isEmpty()) {
            free.accept(unused.poll());
        }
        stale.clear(free);
        for (TileKey key : transitions.clear()) {
            tiles.hide(key);
        }
        Set<TerrainTile> kept = Collections.newSetFromMap(new IdentityHashMap<>());
        kept.addAll(tiles.oldPicture());
        for (TerrainTile t : cache.clear()) {
            if (!kept.contains(t)) {
                free.accept(t);
            }
        }
    }

    /** Drops an edit's work under way, and one waiting. */
    void dropEdit() {
        editWork.drop();
        heldEdit = null;
    }

    TerrainFunction terrain() {
        return terrain;
    }

    /** The landform layers of the world being made. */
    Landforms landforms() {
        return landforms;
    }

    /** The sea level of the world drawn: the old one's during a refresh. */
    double seaLevel() {
        return drawnSeaLevel;
    }
}
