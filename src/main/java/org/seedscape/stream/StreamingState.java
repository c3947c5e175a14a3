package org.seedscape.stream;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.seedscape.erosion.Landforms;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.GroundHoles;
import org.seedscape.render.ShownTerrain;
import org.seedscape.render.TerrainMaterials;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.ViewFrustum;
import org.seedscape.render.foliage.FoliageDresser;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * Streams the world around the camera. Each frame, on the render thread: select the needed
 * quadtree tiles, take finished tiles from the workers into the cache (dropping any made for an
 * old world version), hand tiles whose GPU passes are done to the workers, move the shown set
 * toward the best ready cut with blended transitions, start GPU generation passes for missing
 * tiles within a time budget (read back a frame or more later, never waited for), and evict
 * unused tiles over the cache's cap, freeing their GL objects. Mesh building runs on worker threads.
 * It coordinates {@link TileProduction} (making tiles), {@link ShownTiles} (showing them),
 * {@link WorldChanges} (switching worlds) and {@link GenerationPace} (the budget).
 */
public final class StreamingState extends BaseAppState implements ShownTerrain {
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

    private final StreamingSettings settings;
    private final FloatingOrigin origin;
    private final TileLayout layout;
    private final TileCache<TerrainTile> cache;
    private final TileTransitions transitions;
    private final GenerationPace pace = new GenerationPace();
    private final ShownTiles tiles;
    private final TileProduction production;
    private final WorldChanges changes;
    private final List<TileKey> toAttach = new ArrayList<>(), toDetach = new ArrayList<>();
    private final ShownGround ground;
    private final DrawnSurface surface;
    private final ViewDistance viewDistance;
    /** Whether the camera has been put at a new place since the last update ({@link #arrive}). */
    private boolean arrived;
    /** The terrain under the camera, for the selection. */
    private final TerrainSample groundProbe = new TerrainSample();
    private TerrainMaterials materials;
    /** Puts plants and rocks on tiles as they are built; null with foliage off. */
    private FoliageDresser foliage;
    private RenderManager renderManager;
    private Camera camera;
    /** Re-places the shown tiles and the texture offset when the origin jumps (inside the mover's update). */
    private final Runnable originFollower = this::followOrigin;
    private QuadtreeSelection selection;
    /** Holes a game cut in the drawn ground. */
    private final GroundHoles holes = new GroundHoles();
    /** Brush strokes shown before the tiles carry them, and the stream ready for them. */
    private final StreamBrushing brushing;

    public StreamingState(TerrainFunction terrain, StreamingSettings settings, FloatingOrigin origin) {
        Landforms landforms = Landforms.of(terrain, settings.layout());
        this.settings = settings;
        this.layout = settings.layout();
        this.origin = origin;
        this.cache = new TileCache<>(settings.cacheBytes());
        this.transitions = new TileTransitions(settings.morphSeconds());
        this.tiles = new ShownTiles(layout, origin, cache, this::free);
        StaleTiles<TerrainTile> stale = new StaleTiles<>();
        this.production = new TileProduction(settings, origin, cache, stale, this::free);
        this.ground = new ShownGround(layout, tiles::drawn, terrain, landforms);
        this.changes = new WorldChanges(terrain, landforms, layout, cache, transitions, tiles, production, stale, pace,
                ground, this::free, level -> materials.setSeaLevel(level));
        this.surface = new DrawnSurface(layout, tiles::drawn, origin, holes);
        this.viewDistance = settings.viewByHeight() ? ViewDistance.byHeight() : ViewDistance.fixed(layout.viewDistance());
        this.brushing = new StreamBrushing(changes, terrain, layout.spacing(0), ground, surface);
    }

    /** The holes a game cut in the drawn ground (render thread). */
    public GroundHoles holes() {
        return holes;
    }

    /** The floating origin the tiles are placed on. */
    public FloatingOrigin origin() {
        return origin;
    }

    /** Frees a tile's GL objects. Render thread. */
    private void free(TerrainTile tile) {
        tile.dispose(renderManager.getRenderer());
    }

    @Override
    protected void initialize(Application app) {
        renderManager = app.getRenderManager();
        camera = app.getCamera();
        materials = new TerrainMaterials(app.getAssetManager(), terrain().params().seaLevel(), settings.quality(),
                settings.softwareRasteriser(), settings.groundTextures());
        if (settings.foliage()) {
            foliage = new FoliageDresser(app.getAssetManager(), settings.quality(), terrain(), materials.grassColor());
            foliage.colourCanopy(materials);
            foliage.forEachMaterial(holes::cutIn);
            foliage.forEachMaterial(materials::showEditPreviewUnder);
        }
        holes.cutIn(materials.surface());
        GpuTileGenerator generator = new GpuTileGenerator(renderManager, app.getAssetManager());
        production.start(generator, materials, foliage, camera);
        brushing.start(materials, generator);
        origin.addFollower(originFollower);
        followOrigin();
    }

    @Override
    protected void cleanup(Application app) {
        brushing.stop();
        if (materials == null) {
            // initialize failed making them (a game's ground texture is missing): only the builders are there to stop
            production.stop();
            return;
        }
        origin.removeFollower(originFollower);
        changes.dropEdit();
        production.stop();
        changes.dropEveryTile();
        changes.retire();
        production.dispose();
    }

    @Override
    protected void onEnable() {
        tiles.attachTo(((SimpleApplication) getApplication()).getRootNode());
    }

    @Override
    protected void onDisable() {
        tiles.detach();
    }

    /**
     * Switches to another world (a changed preset or seed). Every tile of the old one is dropped,
     * including those still building, except the picture shown now: it stays drawn while the new
     * world is made, nearest tiles first, within the refresh budget, and the new world replaces it
     * all at once when it has settled (or is at least covered after {@link WorldChanges#REFRESH_SECONDS_MAX}),
     * so the view never shows a hole or a mix of both. A change during a refresh keeps the same
     * old picture and starts the new world again. A world that differs in dabs alone (a brush
     * stroke, its undo or redo) is an edit: its landform layers are worked out off the render
     * thread, then only the tiles it changed are made again; a world asked for meanwhile waits for it.
     */
    public void setTerrain(TerrainFunction newTerrain) {
        changes.setTerrain(newTerrain);
    }

    /**
     * What a brush tells the stream each frame it is on: the dabs to show before their tiles carry
     * them ({@link EditPreview}), and whether strokes are still coming.
     */
    public BrushedStream brushing() {
        return brushing;
    }

    /** Whether brush strokes the tiles do not carry yet are shown laid over them ({@link BrushedStream#previewEdits}). */
    public boolean showsEditPreview() {
        return materials.showsEditPreview();
    }

    /**
     * The world the shown tiles carry: the last one handed to {@link #setTerrain} whose every tile
     * in use is made and swapped in (worlds replaced before that are never drawn).
     */
    public TerrainFunction drawnTerrain() {
        return brushing.drawn();
    }

    /** Whether a changed world is being made behind the old picture, or an edit behind the tiles it changed ({@link #setTerrain}). */
    public boolean refreshing() {
        return changes.refreshing();
    }

    /** One streaming step: blends advance by the frame's time (the bench's clock makes that a fixed step). */
    @Override
    public void update(float tpf) {
        materials.update(renderManager.getRenderer());
        changes.takeEdit(selection);
        changes.freeUnused();
        Vector3f cam = camera.getLocation();
        double camX = origin.worldX(cam.x), camZ = origin.worldZ(cam.z);
        if (pace.noticeJump(camX, camZ, viewDistance.current())) {
            arrived = true;
        }
        // The procedural height raised to the plains of filled basins (tens of metres) where their
        // fields are in, without thermal erosion's few metres: the selection needs no more, and so
        // never waits for a field (the first frame waited for a talus field).
        TerrainFunction terrain = changes.terrain();
        terrain.sample(camX, camZ, groundProbe);
        double heightAboveGround = cam.y - changes.landforms().drainedHeightIfReady(camX, camZ, groundProbe.height, layout);
        double v = arrived ? viewDistance.arrive(heightAboveGround) : viewDistance.update(heightAboveGround, tpf);
        arrived = false;
        selection = QuadtreeSelection.select(layout, camX, camZ, heightAboveGround, v);
        materials.setViewDistance(v);
        if (foliage != null) {
            foliage.setViewDistance(v);
        }

        production.takeFinished();
        // One budget for the steps of tiles on their way back and the passes of new ones (a burst of
        // tiles started together must not come back together in one long frame); a change comes at
        // the refresh's pace, but brush strokes shown already (EditPreview) at the flight's.
        boolean hurry = refreshing() && !materials.showsEditPreview();
        double collectMs = production.collect(pace.budgetMs(settings, hurry));
        toAttach.clear();
        toDetach.clear();
        // Behind the old picture nothing is seen blending: a level of refinement a frame.
        double blendSeconds = tiles.keepsOldPicture() ? settings.morphSeconds() : tpf;
        transitions.update(selection, cache::contains, blendSeconds, toAttach, toDetach);
        for (TileKey key : toDetach) {
            tiles.hide(key);
        }
        for (TileKey key : toAttach) {
            tiles.show(key);
        }
        // Which edges meet a coarser tile changes only with the shown set (or a tile swapped for its remade one).
        boolean bordersMoved = changes.swapRemade(tpf, selection) | !toAttach.isEmpty() || !toDetach.isEmpty();
        tiles.update(transitions, bordersMoved, cam, settings.quality());
        pace.see(selection, camX, camZ, transitions, tiles.isEmpty());
        ViewFrustum.fit(camera, v, tiles.nearestSurface(cam, seaLevel()));

        pace.advanceLoading(tpf, this::settled);
        changes.retireWhenReady(tpf);
        production.burst(pace.loading() || hurry);
        production.generate(selection, camX, camZ, pace.budgetMs(settings, hurry) - collectMs, changes.terrain(),
                changes.landforms(), !pace.covered());
        production.evict(selection, tiles.shownKeys());
        brushing.update();
    }

    /** Tells {@code listener} of every tile shown or hidden from now on. Render thread. */
    public void addTileListener(TileListener listener) {
        tiles.addListener(listener);
    }

    public void removeTileListener(TileListener listener) {
        tiles.removeListener(listener);
    }

    private void followOrigin() {
        tiles.followOrigin();
        holes.followOrigin(origin);
        materials.followOrigin(origin);
        if (foliage != null) {
            foliage.followOrigin(origin);
        }
    }

    /**
     * Tiles on the GPU or building at once: enough to keep every core busy. Each tile on the GPU
     * holds its own render targets, so this also bounds those.
     */
    public static int maxTilesInFlight() {
        return 4 * Runtime.getRuntime().availableProcessors();
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
        return changes.landforms();
    }

    /** Whether every part of the view square is drawn at some level (by the old picture during a refresh). */
    public boolean covered() {
        return pace.covered() || tiles.keepsOldPicture();
    }

    /** Whether the world is still loading: from the start (or a new world) until it first settles. */
    public boolean loading() {
        return pace.loading();
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
        return transitions.settled() && production.idle() && materials.complete() && !tiles.keepsOldPicture();
    }

    /**
     * {@link #settled}, and every shown tile's LOD worked out for where the camera is now (where
     * not, it is asked for): what a picture needs to come out the same in every run. A tile asks
     * for a new LOD only once the camera has moved a few samples, and the eye rises and sinks a
     * little while tiles refine under it, so its last request can be for a place the eye has left,
     * by an amount that depends on timing. Render thread.
     */
    public boolean settledForPicture() {
        return settled() && tiles.lodsCurrent();
    }

    /** The counters now. */
    public StreamStats stats() {
        return production.stats(tiles.size(), covered(), viewDistance.current());
    }

    public TerrainFunction terrain() {
        return changes.terrain();
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
        return changes.seaLevel();
    }

    @Override
    public Collection<TerrainTile> shownTiles() {
        return tiles.drawnTiles();
    }

    public QuadtreeSelection selection() {
        return selection;
    }

    /** Per species (by ordinal), the instances of the foliage batches drawn now: in their band, meeting the frustum. */
    public int[] foliageDrawn() {
        return tiles.foliageDrawn(camera);
    }

    /**
     * Per species (by ordinal), the instances of the shown tiles whose base stands in the camera's
     * view within the distance their species shows at (each counted: for pictures, not frames).
     */
    public int[] foliageInView() {
        return tiles.foliageInView(camera);
    }

    /** Milliseconds the builders have spent placing and building foliage (0 with foliage off). */
    public double foliageBuildMs() {
        return foliage == null ? 0 : foliage.buildMs();
    }

    /** Shown tiles whose bounds meet the camera frustum. */
    public int visibleTiles() {
        return tiles.visible(camera);
    }
}
