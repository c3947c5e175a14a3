package org.seedscape.stream;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.erosion.Landforms;
import org.seedscape.foliage.Species;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.HazeSight;
import org.seedscape.render.Quality;
import org.seedscape.render.ShownTerrain;
import org.seedscape.render.TerrainMaterials;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileSurface;
import org.seedscape.render.ViewFrustum;
import org.seedscape.render.foliage.FoliageDresser;
import org.seedscape.render.foliage.TileFoliageDrawing;
import org.seedscape.tile.TileArrayPool;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * Streams the world around the camera. Each frame, on the render thread: select the needed
 * quadtree tiles, take finished tiles from the workers into the cache (dropping any made for an
 * old world version), hand tiles whose GPU passes are done to the workers, move the shown set
 * toward the best ready cut with blended transitions, start GPU generation passes for missing
 * tiles within a time budget (read back a frame or more later, never waited for), and evict
 * unused tiles over the cache's cap, freeing their GL objects. Mesh building runs on worker threads.
 */
public final class StreamingState extends BaseAppState implements ShownTerrain {
    private static final Logger LOG = Logger.getLogger(StreamingState.class.getName());
    /**
     * Settings a caller can tune.
     *
     * @param frameBudgetMs   render-thread time per frame for generation once the view is covered:
     *                        new tiles' passes and the steps of those on their way back
     * @param loadingBudgetMs the same while a hole is in sight ({@link #HOLE_SIGHT}), or the world
     *                        is loading ({@link #loading})
     * @param refreshBudgetMs the same while a changed world is made behind the old picture
     *                        ({@link #setTerrain}): frames stay interactive
     * @param morphSeconds    how long one level of refine or coarsen blends
     * @param lodMultiplier   geomipmap distance factor (see {@link TerrainTile#build})
     * @param viewByHeight    whether the view distance grows with height ({@link ViewDistance}) up to
     *                        the layout's, or is always the layout's
     * @param quality         how much the terrain draws per pixel
     * @param softwareRasteriser whether the GL is a software rasteriser ({@link Quality#softwareRasteriser})
     * @param foliage         whether tiles carry their plants and rocks
     */
    public record Settings(TileLayout layout, long cacheBytes, double frameBudgetMs, double loadingBudgetMs,
                           double refreshBudgetMs, float morphSeconds, float lodMultiplier, boolean viewByHeight, Quality quality,
                           boolean softwareRasteriser, boolean foliage) {
        /**
         * @param viewDistance metres, or 0 for a view distance growing with height
         * @param renderScale  the fraction of the window's width and height the world is drawn at
         *                     ({@link org.seedscape.render.RenderScale}): the tier's geomipmap
         *                     distances are for every pixel of the window, and a patch's error in
         *                     pixels shrinks with the pixels, so they shrink with them
         */
        public static Settings defaults(double viewDistance, long cacheBytes, Quality quality, float renderScale,
                                        boolean softwareRasteriser, boolean foliage) {
            ViewDistance view = viewDistance > 0 ? ViewDistance.fixed(viewDistance) : ViewDistance.byHeight();
            return new Settings(TileLayout.standard(view.max()), cacheBytes, 2, 250, 40, 0.4f,
                    quality.lodMultiplier() * renderScale, !view.isFixed(), quality, softwareRasteriser, foliage);
        }
    }

    /**
     * Told on the render thread when a tile's node joins the streamed scene and when it leaves it
     * (to be disposed or kept in the cache). A tile moved aside to keep the old picture during a
     * world change ({@link #setTerrain}) stays in the scene; meanwhile the new world's tiles join
     * under a node hidden until they replace it. Disabling the state hides its tiles without telling.
     */
    public interface TileListener {
        void shown(TerrainTile tile);

        void hidden(TerrainTile tile);
    }

    private final Settings settings;
    private final FloatingOrigin origin;
    private final TileLayout layout;
    private final Node terrainRoot = new Node("terrain");
    /**
     * The old world's tiles while a changed one is made ({@link #setTerrain}): they stay drawn,
     * with the morph they had, until the new world can replace the whole picture at once.
     */
    private final Map<TileKey, TerrainTile> retiring = new HashMap<>();
    private final Node retiringRoot = new Node("terrain-retiring");
    private double refreshSeconds;
    /** The sea level of the world drawn: the old one's during a refresh. */
    private double drawnSeaLevel;
    /** A refresh shows the new world once it has settled, or after this long if it is covered. */
    static final double REFRESH_SECONDS_MAX = 4;
    /** Where the camera was last frame, to notice a jump (a teleport), which loads like a start. */
    private double lastCamX = Double.NaN, lastCamZ = Double.NaN;
    private final TileCache<TerrainTile> cache;
    private final TileTransitions transitions;
    private static final int BUILDERS = TileBuilds.threadsFor(Runtime.getRuntime().availableProcessors());
    /** Builders while a whole world is to be built (loading, a refresh): every core. */
    private static final int BUILDERS_BURST = Math.max(BUILDERS, Runtime.getRuntime().availableProcessors());
    private final TileBuilds<TerrainTile> builds = new TileBuilds<>(BUILDERS);
    private int builders = BUILDERS;
    /**
     * Arrays of tiles in flight: each tile's read-back data, and a surface per builder (six arrays
     * of one length each), so a shelf never overflows.
     */
    private final TileArrayPool arrays = new TileArrayPool(maxTilesInFlight() + 6 * BUILDERS_BURST);
    private final Map<TileKey, TerrainTile> shown = new HashMap<>();
    /** Tiles in use an edit changed, drawn (or ready) until their replacements are swapped in together. */
    private final StaleTiles<TerrainTile> stale = new StaleTiles<>();
    /** An edit's landform layers, worked out off the render thread. */
    private final EditWork editWork = new EditWork();
    private final List<TileListener> tileListeners = new ArrayList<>();
    private final List<TileKey> toAttach = new ArrayList<>(), toDetach = new ArrayList<>();
    private final ShownGround ground;
    private final DrawnSurface surface;
    private final ViewDistance viewDistance;
    /** Whether the camera has been put at a new place since the last update ({@link #arrive}). */
    private boolean arrived;
    private TerrainFunction terrain;
    /** The landform layers' fields of the world being made (filled basins, talus). */
    private Landforms landforms;
    /** The terrain under the camera, for the selection. */
    private final TerrainSample groundProbe = new TerrainSample();
    private TerrainMaterials materials;
    /** Puts plants and rocks on tiles as they are built; null with foliage off. */
    private FoliageDresser foliage;
    /** The tiles on the GPU; made once GL is there. */
    private TileGenerations generations;
    private RenderManager renderManager;
    private Camera camera;
    /** Re-places the shown tiles and the texture offset when the origin jumps (inside the mover's update). */
    private final Runnable originFollower = this::followOrigin;
    private QuadtreeSelection selection;

    private long staleDropped;
    private boolean covered;
    /**
     * Whether a part of the view square that the haze does not hide is shown at no level: a hole
     * in sight, which the loading budget fills. A root entering at the square's edge, where the
     * fade to the world's edge leaves at most a tenth of the ground showing, is filled with the
     * frame budget: with the loading budget, the first metres of a flight from a tile corner
     * started 64 tiles in one frame on an H200 and took 7-10 ms a frame to collect them.
     */
    private boolean holeInSight = true;
    /** Where that fade leaves a tenth of the ground showing, as a fraction of the view distance (Atmosphere.hazeLeft). */
    static final double HOLE_SIGHT = 0.9;
    /**
     * Until the view first settles, or for at most {@link #LOADING_SECONDS_MAX} of frames, missing
     * tiles are generated with the loading budget: with the frame budget alone, the detailed world
     * took some 400 frames to appear around a new camera; with it, a few seconds.
     */
    private boolean loading = true;
    private double loadingSeconds;
    static final double LOADING_SECONDS_MAX = 10;

    public StreamingState(TerrainFunction terrain, Settings settings, FloatingOrigin origin) {
        this.terrain = terrain;
        this.landforms = Landforms.of(terrain, settings.layout());
        this.drawnSeaLevel = terrain.params().seaLevel();
        this.settings = settings;
        this.layout = settings.layout();
        this.origin = origin;
        this.cache = new TileCache<>(settings.cacheBytes());
        this.transitions = new TileTransitions(settings.morphSeconds());
        this.ground = new ShownGround(layout, this::drawn, terrain, landforms);
        this.surface = new DrawnSurface(layout, this::drawn, origin);
        this.viewDistance = settings.viewByHeight() ? ViewDistance.byHeight() : ViewDistance.fixed(layout.viewDistance());
    }

    @Override
    protected void initialize(Application app) {
        renderManager = app.getRenderManager();
        camera = app.getCamera();
        materials = new TerrainMaterials(app.getAssetManager(), terrain.params().seaLevel(), settings.quality(),
                settings.softwareRasteriser());
        generations = new TileGenerations(new GpuTileGenerator(renderManager, app.getAssetManager()), layout);
        if (settings.foliage()) {
            foliage = new FoliageDresser(app.getAssetManager(), settings.quality(), terrain, materials.grassColor());
            foliage.colourCanopy(materials);
        }
        origin.addFollower(originFollower);
        followOrigin();
    }

    @Override
    protected void cleanup(Application app) {
        origin.removeFollower(originFollower);
        editWork.drop();
        builds.close();
        generations.cancel();
        dropEveryTile();
        retire();
        generations.dispose();
    }

    @Override
    protected void onEnable() {
        Node root = ((SimpleApplication) getApplication()).getRootNode();
        root.attachChild(terrainRoot);
        root.attachChild(retiringRoot);
    }

    @Override
    protected void onDisable() {
        terrainRoot.removeFromParent();
        retiringRoot.removeFromParent();
    }

    /**
     * Switches to another world (a changed preset or seed). Every tile of the old one is dropped,
     * including those still building, except the picture shown now: it stays drawn while the new
     * world is made, nearest tiles first, within the refresh budget, and the new world replaces it
     * all at once when it has settled (or is at least covered after {@link #REFRESH_SECONDS_MAX}),
     * so the view never shows a hole or a mix of both. A change during a refresh keeps the same
     * old picture and starts the new world again. A world that differs in dabs alone (a brush
     * stroke, its undo or redo) is an edit: its landform layers are worked out off the render
     * thread, then only the tiles it changed are made again ({@link #remakeWhereEdited}); a world
     * asked for meanwhile waits for it.
     */
    public void setTerrain(TerrainFunction newTerrain) {
        if (editWork.busy()) {
            editWork.queue(newTerrain);
            return;
        }
        double[] edited = terrain.dabsChangedBox(newTerrain);
        if (edited != null && edited.length == 0) {
            return; // the same dabs: the same world
        }
        if (edited != null && !loading && retiring.isEmpty()) {
            editWork.start(landforms, newTerrain, edited, layout);
            return;
        }
        rebuildWhole(newTerrain);
    }

    /** The body of {@link #setTerrain} for a world made anew, every tile of it. */
    private void rebuildWhole(TerrainFunction newTerrain) {
        terrain = newTerrain;
        landforms = Landforms.of(newTerrain, layout);
        ground.setTerrain(newTerrain, landforms);
        if (foliage != null) {
            foliage.setTerrain(newTerrain);
        }
        builds.newVersion();
        generations.cancel();
        if (retiring.isEmpty() && covered) {
            keepShownAsRetiring();
        }
        dropEveryTile();
        refreshSeconds = 0;
        covered = false;
        if (retiring.isEmpty()) {
            loading = true; // nothing to keep on screen: load as at the start
            loadingSeconds = 0;
            showSeaLevelOf(newTerrain);
        }
    }

    /**
     * Switches to a world that differs from this one in dabs only, whose landform layers keep
     * every field the edit left as it was ({@code edited}: and where they changed): the tiles it
     * changed are made again, nearest first, and those in use stay until their replacements are
     * swapped in together ({@link StaleTiles}); every other tile stays as it is, the same bits.
     */
    private void remakeWhereEdited(TerrainFunction newTerrain, Landforms.Edited edited) {
        Landforms kept = edited.layers();
        double[] box = edited.changed();
        terrain = newTerrain;
        landforms = kept;
        ground.setTerrain(newTerrain, kept);
        builds.newVersion();
        generations.cancel();
        List<TileKey> changedInUse = new ArrayList<>();
        for (TileKey key : cache.keys()) {
            if (kept.changes(key, box, layout)) {
                if (inUse(key)) {
                    changedInUse.add(key);
                } else {
                    cache.remove(key).dispose(renderManager.getRenderer());
                }
            }
        }
        stale.mark(changedInUse, t -> t.dispose(renderManager.getRenderer()));
    }

    /** Switches to an edited world once its layers are worked out; then to the world asked for meanwhile, if any. */
    private void takeEdit() {
        EditWork.Done done = editWork.poll();
        if (done == null) {
            return;
        }
        TerrainFunction next = editWork.takeQueued();
        if (done.failure() == null) {
            remakeWhereEdited(done.world(), done.layers());
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
    private boolean inUse(TileKey key) {
        return shown.containsKey(key) || selection.needed().contains(key);
    }

    /**
     * Swaps in the replacements of stale tiles once all are made (or the wait ran out); a stale
     * tile no longer in use leaves the cache for its replacement, or for nothing. Returns whether
     * any shown tile was swapped.
     */
    private boolean swapRemade(float tpf) {
        boolean[] swapped = {false};
        stale.settle(this::inUse, tpf, (key, fresh) -> {
            TerrainTile old = cache.remove(key);
            if (old != null) {
                old.dispose(renderManager.getRenderer());
            }
            if (fresh != null) {
                cache.put(key, fresh, fresh.bytes());
            }
        }, (key, fresh) -> {
            TerrainTile old = cache.remove(key);
            cache.put(key, fresh, fresh.bytes());
            if (shown.containsKey(key)) {
                hide(key);
                show(key);
                swapped[0] = true;
            }
            if (old != null) {
                old.dispose(renderManager.getRenderer());
            }
        });
        return swapped[0];
    }

    /** The sea and the ground's shading follow the world drawn, not the one being made. */
    private void showSeaLevelOf(TerrainFunction drawnTerrain) {
        drawnSeaLevel = drawnTerrain.params().seaLevel();
        materials.setSeaLevel(drawnSeaLevel);
    }

    /** Moves the shown tiles out of the streaming bookkeeping, still drawn, and hides the new world's node. */
    private void keepShownAsRetiring() {
        for (TileKey key : transitions.clear()) {
            TerrainTile t = shown.remove(key);
            retiring.put(key, t);
            retiringRoot.attachChild(t.node());
        }
        terrainRoot.setCullHint(Spatial.CullHint.Always);
    }

    /** Frees the old picture and shows the new world in its place. */
    private void retire() {
        retiringRoot.detachAllChildren();
        for (TerrainTile t : retiring.values()) {
            tileListeners.forEach(l -> l.hidden(t));
            t.dispose(renderManager.getRenderer());
        }
        retiring.clear();
        terrainRoot.setCullHint(Spatial.CullHint.Inherit);
        showSeaLevelOf(terrain);
    }

    /** Whether a changed world is being made behind the old picture, or an edit behind the tiles it changed ({@link #setTerrain}). */
    public boolean refreshing() {
        return !retiring.isEmpty() || !stale.isEmpty() || editWork.busy();
    }

    private void dropEveryTile() {
        stale.clear(t -> t.dispose(renderManager.getRenderer()));
        for (TileKey key : transitions.clear()) {
            hide(key);
        }
        Set<TerrainTile> kept = Collections.newSetFromMap(new IdentityHashMap<>());
        kept.addAll(retiring.values());
        for (TerrainTile t : cache.clear()) {
            if (!kept.contains(t)) {
                t.dispose(renderManager.getRenderer());
            }
        }
    }

    /** One streaming step: blends advance by the frame's time (the bench's clock makes that a fixed step). */
    @Override
    public void update(float tpf) {
        materials.update(renderManager.getRenderer());
        takeEdit();
        Vector3f cam = camera.getLocation();
        double camX = origin.worldX(cam.x), camZ = origin.worldZ(cam.z);
        noticeJump(camX, camZ);
        // The procedural height raised to the plains of filled basins (tens of metres) where their
        // fields are in, without thermal erosion's few metres: the selection needs no more, and so
        // never waits for a field (the first frame waited for a talus field).
        terrain.sample(camX, camZ, groundProbe);
        double heightAboveGround = cam.y - landforms.drainedHeightIfReady(camX, camZ, groundProbe.height, layout);
        double v = arrived ? viewDistance.arrive(heightAboveGround) : viewDistance.update(heightAboveGround, tpf);
        arrived = false;
        selection = QuadtreeSelection.select(layout, camX, camZ, heightAboveGround, v);
        materials.setViewDistance(v);
        if (foliage != null) {
            foliage.setViewDistance(v);
        }

        takeFinished();
        // one budget for the steps of tiles on their way back and the passes of new ones: a burst
        // of tiles started together must not come back together in one long frame
        double collectMs = generations.collect(generationBudgetMs(), arrays, (key, data) -> {
            TerrainTile.View view = new TerrainTile.View(origin.x(), origin.z(), camera.getLocation().clone());
            builds.submit(key, () -> build(key, data, view));
        });
        toAttach.clear();
        toDetach.clear();
        // Behind the old picture nothing is seen blending: a level of refinement a frame.
        double blendSeconds = retiring.isEmpty() ? tpf : settings.morphSeconds();
        transitions.update(selection, cache::contains, blendSeconds, toAttach, toDetach);
        for (TileKey key : toDetach) {
            hide(key);
        }
        for (TileKey key : toAttach) {
            show(key);
        }
        // Which edges meet a coarser tile changes only with the shown set (or a tile swapped for its remade one).
        boolean bordersMoved = swapRemade(tpf) | !toAttach.isEmpty() || !toDetach.isEmpty();
        for (Map.Entry<TileKey, TerrainTile> e : shown.entrySet()) {
            e.getValue().setMorph(transitions.morph(e.getKey()));
            if (bordersMoved) {
                e.getValue().setCoarseEdges(LevelBorders.coarseEdges(e.getKey(), shown::containsKey, layout.rootLevel()));
            }
            e.getValue().chooseDetail(cam, settings.quality());
            cache.get(e.getKey()); // shown tiles are the most recently used
        }
        covered = transitions.covers(selection) && !shown.isEmpty();
        holeInSight = shown.isEmpty() || !covered && holeInSight(selection, camX, camZ, transitions::covers);
        ViewFrustum.fit(camera, v, nearestSurface(cam));

        if (loading) {
            loadingSeconds += tpf;
            loading = !settled() && loadingSeconds < LOADING_SECONDS_MAX;
        }
        if (!retiring.isEmpty()) {
            refreshSeconds += tpf;
            if (covered && (transitions.settled() || refreshSeconds >= REFRESH_SECONDS_MAX)) {
                retire();
            }
        }
        int wanted = loading || refreshing() ? BUILDERS_BURST : BUILDERS;
        if (wanted != builders) {
            builds.setThreads(wanted);
            builders = wanted;
        }
        generate(camX, camZ, generationBudgetMs() - collectMs);
        evict();
    }

    private void show(TileKey key) {
        TerrainTile tile = cache.get(key);
        tile.placeAt(layout, origin.x(), origin.z());
        terrainRoot.attachChild(tile.node());
        shown.put(key, tile);
        tileListeners.forEach(l -> l.shown(tile));
    }

    private void hide(TileKey key) {
        TerrainTile tile = shown.remove(key);
        tile.node().removeFromParent();
        tileListeners.forEach(l -> l.hidden(tile));
    }

    /** Tells {@code listener} of every tile shown or hidden from now on. Render thread. */
    public void addTileListener(TileListener listener) {
        tileListeners.add(listener);
    }

    public void removeTileListener(TileListener listener) {
        tileListeners.remove(listener);
    }

    /**
     * A jump of the camera beyond the view distance in one frame (a teleport) leaves nothing
     * useful around it: the world loads there as at the start, with the loading budget, and for
     * the view of the height it arrived at ({@link #arrive}), not the one it left: a jump from
     * 2000 m up would otherwise load a 32 km world around a camera 60 m over the ground.
     */
    private void noticeJump(double camX, double camZ) {
        if (Math.hypot(camX - lastCamX, camZ - lastCamZ) > viewDistance.current()) {
            loading = true;
            loadingSeconds = 0;
            arrived = true;
        }
        lastCamX = camX;
        lastCamZ = camZ;
    }

    /** A lower bound of the distance from the eye to anything drawn: shown tiles' bounds, the sea. */
    private double nearestSurface(Vector3f eye) {
        double nearest = Math.abs(eye.y - seaLevel());
        for (TerrainTile t : drawn().values()) {
            if (t.node().getWorldBound() != null) {
                nearest = Math.min(nearest, t.node().getWorldBound().distanceToEdge(eye));
            }
        }
        return nearest;
    }

    /** The tiles drawn now: the old picture during a refresh, else the shown ones. */
    private Map<TileKey, TerrainTile> drawn() {
        return retiring.isEmpty() ? shown : retiring;
    }

    private void followOrigin() {
        for (TerrainTile t : shown.values()) {
            t.placeAt(layout, origin.x(), origin.z());
        }
        for (TerrainTile t : retiring.values()) {
            t.placeAt(layout, origin.x(), origin.z());
        }
        materials.followOrigin(origin);
        if (foliage != null) {
            foliage.followOrigin(origin);
        }
    }

    private void takeFinished() {
        builds.drain((key, tile) -> {
            if (!stale.offer(key, tile)) {
                cache.put(key, tile, tile.bytes());
            }
        }, tile -> {
            staleDropped++;
            tile.dispose(renderManager.getRenderer());
        });
    }

    /** Render-thread milliseconds a frame may spend on generation, bigger while a hole is in sight or the world loads. */
    private double generationBudgetMs() {
        if (refreshing()) {
            return settings.refreshBudgetMs();
        }
        return holeInSight || loading ? settings.loadingBudgetMs() : settings.frameBudgetMs();
    }

    /** Whether a root of the selection that {@code covered} denies comes nearer than {@link #HOLE_SIGHT} of the view distance. */
    static boolean holeInSight(QuadtreeSelection selection, double camX, double camZ, Predicate<TileKey> covered) {
        TileLayout layout = selection.layout();
        double sight = HOLE_SIGHT * selection.viewDistance();
        for (TileKey root : selection.roots()) {
            double half = layout.tileSize(root.level()) / 2;
            double dx = Math.max(Math.abs(layout.centreX(root) - camX) - half, 0);
            double dz = Math.max(Math.abs(layout.centreZ(root) - camZ) - half, 0);
            if (Math.hypot(dx, dz) < sight && !covered.test(root)) {
                return true;
            }
        }
        return false;
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

    /** Starts the generation passes of missing tiles, in the scheduler's order, while {@code budgetMs} lasts. */
    private void generate(double camX, double camZ, double budgetMs) {
        List<TileKey> order = TileScheduler.order(selection, camX, camZ,
                k -> (cache.contains(k) && !stale.waiting(k)) || builds.isBuilding(k) || generations.contains(k), this::inView, !covered);
        generations.start(order, terrain, landforms, maxTilesInFlight() - builds.inFlight() - generations.size(), budgetMs);
    }

    /**
     * Tiles on the GPU or building at once: enough to keep every core busy. Each tile on the GPU
     * holds its own render targets, so this also bounds those.
     */
    public static int maxTilesInFlight() {
        return 4 * Runtime.getRuntime().availableProcessors();
    }

    private void evict() {
        if (cache.usedBytes() <= cache.capBytes()) {
            return; // nothing to evict: skip building the pin set on this frame
        }
        Set<TileKey> pinned = new HashSet<>(selection.needed());
        for (TileKey key : shown.keySet()) {
            for (TileKey a = key; ; a = a.parent()) {
                pinned.add(a);
                if (a.level() >= layout.rootLevel()) {
                    break;
                }
            }
        }
        for (TerrainTile t : cache.evict(pinned::contains)) {
            t.dispose(renderManager.getRenderer());
        }
    }

    private boolean inView(TileKey key) {
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

    /** Heights of the exact terrain and of the ground as drawn. */
    public Ground ground() {
        return ground;
    }

    /** The drawn tiles' triangles, at their LOD and morph: heights and ray crossings. */
    public DrawnSurface drawnSurface() {
        return surface;
    }

    /** The landform layers of the world being made (the drawn one's but during a refresh). */
    public Landforms landforms() {
        return landforms;
    }

    /** Whether every part of the view square is drawn at some level (by the old picture during a refresh). */
    public boolean covered() {
        return covered || !retiring.isEmpty();
    }

    /** Whether the world is still loading: from the start (or a new world) until it first settles. */
    public boolean loading() {
        return loading;
    }

    /**
     * The camera has been put at a new place (a shot's viewpoint; a jump beyond the view distance
     * counts as one by itself): from the next update the view distance is the one for its height
     * at once, instead of shrinking toward it over seconds, so what is drawn there does not depend
     * on where the camera was before. Render thread.
     */
    public void arrive() {
        arrived = true;
    }

    /**
     * Whether every needed tile is shown at its own level, fully blended, with nothing left to
     * generate, and the ground's normal maps are in.
     */
    public boolean settled() {
        return transitions.settled() && builds.inFlight() == 0 && generations.size() == 0 && materials.complete()
                && retiring.isEmpty();
    }

    /**
     * {@link #settled}, and every shown tile's LOD worked out for where the camera is now (where
     * not, it is asked for): what a picture needs to come out the same in every run. A tile asks
     * for a new LOD only once the camera has moved a few samples, and the eye rises and sinks a
     * little while tiles refine under it, so its last request can be for a place the eye has left,
     * by an amount that depends on timing. Render thread.
     */
    public boolean settledForPicture() {
        if (!settled()) {
            return false;
        }
        boolean current = true;
        for (TerrainTile t : shown.values()) {
            current &= t.lodCurrentOrRefresh();
        }
        return current;
    }

    /** The counters now. */
    public StreamStats stats() {
        return new StreamStats(generations.started(), cache.evictions(), staleDropped, generations.renderMsTotal(),
                generations.gpuMsTotal(), builds.cpuMs(), shown.size(), generations.size() + builds.inFlight(), cache.size(), cache.usedBytes(), covered(), viewDistance.current());
    }

    public TerrainFunction terrain() {
        return terrain;
    }

    public TileLayout layout() {
        return layout;
    }

    @Override
    public double viewDistance() {
        return viewDistance.current();
    }

    @Override
    public double seaLevel() {
        return drawnSeaLevel;
    }

    @Override
    public Collection<TerrainTile> shownTiles() {
        return Collections.unmodifiableCollection(drawn().values());
    }

    public QuadtreeSelection selection() {
        return selection;
    }

    /**
     * Per species (by ordinal), the instances of the foliage batches drawn now: those in their band
     * whose bounds meet the camera frustum.
     */
    public int[] foliageDrawn() {
        int[] counts = new int[Species.values().length];
        int planeState = camera.getPlaneState();
        for (TerrainTile t : drawn().values()) {
            if (t.dressing() instanceof TileFoliageDrawing drawing) {
                camera.setPlaneState(0);
                drawing.countDrawn(camera, counts);
            }
        }
        camera.setPlaneState(planeState);
        return counts;
    }

    /**
     * Per species (by ordinal), the instances of the shown tiles whose base stands in the camera's
     * view within the distance their species shows at (each counted: for pictures, not frames).
     */
    public int[] foliageInView() {
        int[] counts = new int[Species.values().length];
        for (TerrainTile t : drawn().values()) {
            if (t.dressing() instanceof TileFoliageDrawing drawing) {
                drawing.countInView(camera, counts);
            }
        }
        return counts;
    }

    /** Milliseconds the builders have spent placing and building foliage (0 with foliage off). */
    public double foliageBuildMs() {
        return foliage == null ? 0 : foliage.buildMs();
    }

    /** Shown tiles whose bounds meet the camera frustum. */
    public int visibleTiles() {
        int n = 0;
        int planeState = camera.getPlaneState();
        for (TerrainTile t : drawn().values()) {
            camera.setPlaneState(0);
            if (t.node().getWorldBound() != null && camera.contains(t.node().getWorldBound()) != Camera.FrustumIntersect.Outside) {
                n++;
            }
        }
        camera.setPlaneState(planeState);
        return n;
    }
}
