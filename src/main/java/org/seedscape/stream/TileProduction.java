package org.seedscape.stream;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.seedscape.erosion.Landforms;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.HazeSight;
import org.seedscape.render.TerrainMaterials;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileSurface;
import org.seedscape.render.foliage.FoliageDresser;
import org.seedscape.tile.TileArrayPool;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * Makes the missing tiles and keeps the cache within its cap: starts their GPU passes within a
 * budget, hands those read back to the builder threads, takes finished builds into the cache, and
 * evicts unused tiles. Render thread, but for the builds.
 */
final class TileProduction {
    private static final int BUILDERS = TileBuilds.threadsFor(Runtime.getRuntime().availableProcessors());
    /** Builders while a whole world is to be built (loading, a refresh): every core. */
    private static final int BUILDERS_BURST = Math.max(BUILDERS, Runtime.getRuntime().availableProcessors());
    private final StreamingSettings settings;
    private final TileLayout layout;
    private final FloatingOrigin origin;
    private final TileCache<TerrainTile> cache;
    private final StaleTiles<TerrainTile> stale;
    private final Consumer<TerrainTile> free;
    private final TileBuilds<TerrainTile> builds = new TileBuilds<>(BUILDERS);
    private int builders = BUILDERS;
    /**
     * Arrays of tiles in flight: each tile's read-back data, and a surface per builder (six arrays
     * of one length each), so a shelf never overflows.
     */
    private final TileArrayPool arrays = new TileArrayPool(StreamingState.maxTilesInFlight() + 6 * BUILDERS_BURST);
    /** The tiles on the GPU; made once GL is there ({@link #start}). */
    private TileGenerations generations;
    private TerrainMaterials materials;
    /** Puts plants and rocks on tiles as they are built; null with foliage off. */
    private FoliageDresser foliage;
    private Camera camera;
    private long staleDropped;

    /** {@code free} disposes of a tile's GL objects. */
    TileProduction(StreamingSettings settings, FloatingOrigin origin, TileCache<TerrainTile> cache,
                   StaleTiles<TerrainTile> stale, Consumer<TerrainTile> free) {
        this.settings = settings;
        this.layout = settings.layout();
        this.origin = origin;
        this.cache = cache;
        this.stale = stale;
        this.free = free;
    }

    /** What needs GL, once it is there; {@code foliage} null with foliage off. */
    void start(GpuTileGenerator generator, TerrainMaterials materials, FoliageDresser foliage, Camera camera) {
        this.generations = new TileGenerations(generator, layout);
        this.materials = materials;
        this.foliage = foliage;
        this.camera = camera;
    }

    /** Finished builds into the cache, or to their stale tiles; those made for an older world version freed. */
    void takeFinished() {
        builds.drain((key, tile) -> {
            if (!stale.offer(key, tile)) {
                cache.put(key, tile, tile.bytes());
            }
        }, tile -> {
            staleDropped++;
            free.accept(tile);
        });
    }

    /**
     * Moves the tiles on their way back on by their fences while {@code budgetMs} lasts, and hands
     * those read back to the builders. Returns the milliseconds spent.
     */
    double collect(double budgetMs) {
        return generations.collect(budgetMs, arrays, (key, data) -> {
            TerrainTile.View view = new TerrainTile.View(origin.x(), origin.z(), camera.getLocation().clone());
            builds.submit(key, () -> build(key, data, view));
        });
    }

    /** A builder's job: the tile's surface, then its renderable; the arrays go back to the pool. */
    private TerrainTile build(TileKey key, TileLayers data, TerrainTile.View view) throws Exception {
        TileSurface surface = TileSurface.of(data, layout.samples(), arrays::take);
        data.giveTo(arrays);
        try {
            if (foliage != null) {
                foliage.plantCanopy(surface);
            }
            HazeSight haze = settings.quality().thinsHazedGround() ? materials.haze() : null;
            TerrainTile tile = TerrainTile.build(key, layout, surface, materials.surface(), camera, settings.lodMultiplier(),
                    haze, view);
            if (foliage != null) {
                tile.dress(foliage.dress(key, layout, surface, tile.heights()));
            }
            return tile;
        } finally {
            surface.giveTo(arrays);
        }
    }

    /**
     * Starts the generation passes of missing tiles of {@code terrain}, in the scheduler's order
     * ({@code rootsFirst} while the view is not covered), while {@code budgetMs} lasts.
     */
    void generate(QuadtreeSelection selection, double camX, double camZ, double budgetMs, TerrainFunction terrain,
                  Landforms landforms, boolean rootsFirst) {
        List<TileKey> order = TileScheduler.order(selection, camX, camZ,
                k -> (cache.contains(k) && !stale.waiting(k)) || builds.isBuilding(k) || generations.contains(k),
                k -> inView(k, terrain), rootsFirst);
        generations.start(order, terrain, landforms, StreamingState.maxTilesInFlight() - builds.inFlight() - generations.size(), budgetMs);
    }

    private boolean inView(TileKey key, TerrainFunction terrain) {
        double half = layout.tileSize(key.level()) / 2;
        float ySpan = (float) (2 * terrain.params().heightScale() + 100);
        BoundingBox box = new BoundingBox(new Vector3f((float) (layout.centreX(key) - origin.x()), 0,
                (float) (layout.centreZ(key) - origin.z())), (float) half, ySpan, (float) half);
        int planeState = camera.getPlaneState();
        camera.setPlaneState(0);
        boolean in = camera.contains(box) != Camera.FrustumIntersect.Outside;
        camera.setPlaneState(planeState);
        return in;
    }

    /**
     * Above the cache's cap, drops least recently used tiles that are neither needed, shown, nor
     * an ancestor of a shown tile, and frees them.
     */
    void evict(QuadtreeSelection selection, Collection<TileKey> shown) {
        if (cache.usedBytes() <= cache.capBytes()) {
            return; // nothing to evict: skip building the pin set on this frame
        }
        Set<TileKey> pinned = new HashSet<>(selection.needed());
        for (TileKey key : shown) {
            for (TileKey a = key; ; a = a.parent()) {
                pinned.add(a);
                if (a.level() >= layout.rootLevel()) {
                    break;
                }
            }
        }
        for (TerrainTile t : cache.evict(pinned::contains)) {
            free.accept(t);
        }
    }

    /** Every core builds while {@code wholeWorld} is to be built (loading, a refresh), else half of them. */
    void burst(boolean wholeWorld) {
        int wanted = wholeWorld ? BUILDERS_BURST : BUILDERS;
        if (wanted != builders) {
            builds.setThreads(wanted);
            builders = wanted;
        }
    }

    /** A changed world: foliage for {@code terrain}, and {@link #newVersion}. */
    void newWorld(TerrainFunction terrain) {
        if (foliage != null) {
            foliage.setTerrain(terrain);
        }
        newVersion();
    }

    /** Builds under way are made for an older world version; passes under way are cancelled. */
    void newVersion() {
        builds.newVersion();
        generations.cancel();
    }

    /** Whether no tile is on the GPU or building. */
    boolean idle() {
        return builds.inFlight() == 0 && generations.size() == 0;
    }

    StreamStats stats(int shown, boolean covered, double viewDistance) {
        return new StreamStats(generations.started(), cache.evictions(), staleDropped, generations.renderMsTotal(),
                generations.gpuMsTotal(), builds.cpuMs(), shown, generations.size() + builds.inFlight(), cache.size(),
                cache.usedBytes(), covered, viewDistance);
    }

    /** Stops the builders and cancels the passes under way (none if it was never started). */
    void stop() {
        builds.close();
        if (generations != null) {
            generations.cancel();
        }
    }

    /** Frees the GPU passes' objects. */
    void dispose() {
        generations.dispose();
    }
}
