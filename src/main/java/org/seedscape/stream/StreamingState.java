package org.seedscape.stream;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.bounding.BoundingBox;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.scene.Node;
import com.jme3.texture.TextureArray;
import com.jme3.material.RenderState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.render.Atmosphere;
import org.seedscape.render.GroundTextures;
import org.seedscape.render.TerrainTile;

/**
 * Streams the world around the camera. Each frame, on the render thread: select the needed
 * quadtree tiles, take finished tiles from the workers into the cache (dropping any made for an
 * old world version), move the shown set toward the best ready cut with blended transitions, run
 * GPU generation passes for missing tiles within a time budget, and evict unused tiles over the
 * cache's cap, freeing their GL objects. Mesh building runs on worker threads.
 */
public final class StreamingState extends BaseAppState {
    /**
     * Settings a caller can tune.
     *
     * @param frameBudgetMs   GPU generation time per frame once the view is covered (at least one tile runs)
     * @param loadingBudgetMs the same while parts of the view are still missing
     * @param morphSeconds    how long one level of refine or coarsen blends
     * @param lodMultiplier   geomipmap distance factor (see {@link TerrainTile#build})
     */
    public record Settings(TileLayout layout, long cacheBytes, double frameBudgetMs, double loadingBudgetMs,
                           float morphSeconds, float lodMultiplier) {
        public static Settings defaults(double viewDistance, long cacheBytes) {
            return new Settings(TileLayout.standard(viewDistance), cacheBytes, 2, 250, 0.4f, 2.5f);
        }
    }

    private final Settings settings;
    private final FloatingOrigin origin;
    private final TileLayout layout;
    private final Node terrainRoot = new Node("terrain");
    private final TileCache<TerrainTile> cache;
    private final TileTransitions transitions;
    private final TileBuilds<TerrainTile> builds = new TileBuilds<>(Math.max(1, Runtime.getRuntime().availableProcessors()));
    private final Map<TileKey, TerrainTile> attached = new HashMap<>();
    private final List<TileKey> attach = new ArrayList<>(), detach = new ArrayList<>();
    private TerrainFunction terrain;
    private Material surfaceMaterial, skirtMaterial;
    private GpuTileGenerator generator;
    private GroundTextures textures;
    /** Bound in place of the normal maps until they are decoded; null once they are. */
    private TextureArray flatNormals;
    private RenderManager renderManager;
    private Camera camera;
    private int placedOriginVersion = -1;
    private QuadtreeSelection selection;
    private final TerrainSample probe = new TerrainSample();

    private long tilesGenerated, staleDropped;
    private double genMsTotal;
    private boolean covered;
    private double fixedStep;

    public StreamingState(TerrainFunction terrain, Settings settings, FloatingOrigin origin) {
        this.terrain = terrain;
        this.settings = settings;
        this.layout = settings.layout();
        this.origin = origin;
        this.cache = new TileCache<>(settings.cacheBytes());
        this.transitions = new TileTransitions(settings.morphSeconds());
    }

    @Override
    protected void initialize(Application app) {
        renderManager = app.getRenderManager();
        camera = app.getCamera();
        surfaceMaterial = new Material(app.getAssetManager(), "MatDefs/Terrain/Terrain.j3md");
        textures = GroundTextures.load();
        textures.setOn(surfaceMaterial);
        flatNormals = GroundTextures.flatNormals();
        surfaceMaterial.setTexture("Normals", flatNormals);
        surfaceMaterial.setFloat("TextureEnd", TerrainTile.TEXTURE_END);
        surfaceMaterial.setFloat("BumpEnd", TerrainTile.BUMP_END);
        Atmosphere.applyWithHaze(surfaceMaterial, layout.viewDistance());
        skirtMaterial = surfaceMaterial.clone();
        setSeaLevel();
        skirtMaterial.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        generator = new GpuTileGenerator(renderManager, app.getAssetManager());
    }

    @Override
    protected void cleanup(Application app) {
        builds.close();
        for (TileKey key : transitions.clear()) {
            attached.remove(key).node().removeFromParent();
        }
        for (TerrainTile t : cache.clear()) {
            t.dispose(renderManager.getRenderer());
        }
        generator.dispose();
    }

    @Override
    protected void onEnable() {
        ((com.jme3.app.SimpleApplication) getApplication()).getRootNode().attachChild(terrainRoot);
    }

    @Override
    protected void onDisable() {
        terrainRoot.removeFromParent();
    }

    /** Switches to another world: every tile of the old one is dropped, including those still building. */
    public void setTerrain(TerrainFunction newTerrain) {
        terrain = newTerrain;
        setSeaLevel();
        builds.newVersion();
        for (TileKey key : transitions.clear()) {
            attached.remove(key).node().removeFromParent();
        }
        for (TerrainTile t : cache.clear()) {
            t.dispose(renderManager.getRenderer());
        }
        covered = false;
    }

    private void setSeaLevel() {
        if (surfaceMaterial != null) {
            surfaceMaterial.setFloat("SeaLevel", (float) terrain.params().seaLevel());
            skirtMaterial.setFloat("SeaLevel", (float) terrain.params().seaLevel());
        }
    }

    /** Makes every frame advance blends by a fixed simulated step instead of the wall clock (the bench). */
    public void setFixedStep(double seconds) {
        fixedStep = seconds;
    }

    @Override
    public void update(float tpf) {
        step(fixedStep > 0 ? fixedStep : tpf);
    }

    /** One streaming step advancing blends by {@code dt} seconds (the bench passes its fixed step). */
    public void step(double dt) {
        if (flatNormals != null && textures.normals().isDone()) {
            surfaceMaterial.setTexture("Normals", textures.normals().join());
            skirtMaterial.setTexture("Normals", textures.normals().join());
            renderManager.getRenderer().deleteImage(flatNormals.getImage());
            flatNormals = null;
        }
        Vector3f cam = camera.getLocation();
        double camX = origin.worldX(cam.x), camZ = origin.worldZ(cam.z);
        if (placedOriginVersion != origin.version()) {
            placedOriginVersion = origin.version();
            Vector2f offset = new Vector2f((float) Math.floorMod((long) origin.x(), (long) GroundTextures.ORIGIN_PERIOD),
                    (float) Math.floorMod((long) origin.z(), (long) GroundTextures.ORIGIN_PERIOD));
            surfaceMaterial.setVector2("OriginOffset", offset);
            skirtMaterial.setVector2("OriginOffset", offset);
            for (TerrainTile t : attached.values()) {
                t.placeAt(layout, origin.x(), origin.z());
            }
        }
        selection = QuadtreeSelection.select(layout, camX, camZ, cam.y - trueHeight(camX, camZ));

        takeFinished();
        attach.clear();
        detach.clear();
        transitions.update(selection, cache::contains, dt, attach, detach);
        for (TileKey key : detach) {
            attached.remove(key).node().removeFromParent();
        }
        for (TileKey key : attach) {
            TerrainTile tile = cache.get(key);
            tile.placeAt(layout, origin.x(), origin.z());
            terrainRoot.attachChild(tile.node());
            attached.put(key, tile);
        }
        for (Map.Entry<TileKey, TerrainTile> e : attached.entrySet()) {
            e.getValue().setMorph(transitions.morph(e.getKey()));
            e.getValue().chooseDetail(cam);
            cache.get(e.getKey()); // shown tiles are the most recently used
        }
        covered = transitions.covers(selection) && !attached.isEmpty();

        generate(camX, camZ, covered ? settings.frameBudgetMs() : settings.loadingBudgetMs());
        evict();
    }

    private void takeFinished() {
        builds.drain((key, tile) -> cache.put(key, tile, tile.bytes()), tile -> {
            staleDropped++;
            tile.dispose(renderManager.getRenderer());
        });
    }

    private void generate(double camX, double camZ, double budgetMs) {
        List<TileKey> order = TileScheduler.order(selection, camX, camZ,
                k -> cache.contains(k) || builds.isBuilding(k), this::inView, !covered);
        long start = System.nanoTime();
        int maxInFlight = 4 * Runtime.getRuntime().availableProcessors();
        for (TileKey key : order) {
            if (builds.inFlight() >= maxInFlight || (System.nanoTime() - start) * 1e-6 >= budgetMs) {
                break;
            }
            long t0 = System.nanoTime();
            TileLayers data = generator.generateWithLayers(terrain, layout.generationGrid(key), TileLayout.BORDER);
            genMsTotal += (System.nanoTime() - t0) * 1e-6;
            tilesGenerated++;
            TerrainTile.View view = new TerrainTile.View(origin.x(), origin.z(), camera.getLocation().clone());
            builds.submit(key, () -> TerrainTile.build(key, layout, data, surfaceMaterial, skirtMaterial, camera,
                    settings.lodMultiplier(), view));
        }
    }

    private void evict() {
        if (cache.usedBytes() <= cache.capBytes()) {
            return; // nothing to evict: skip building the pin set on this frame
        }
        Set<TileKey> pinned = new HashSet<>(selection.needed());
        for (TileKey key : attached.keySet()) {
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

    /** The exact terrain height from the Java reference (a point query, no tiles needed). */
    public double trueHeight(double worldX, double worldZ) {
        terrain.sample(worldX, worldZ, probe);
        return probe.height;
    }

    /**
     * The height of the ground as drawn at a world point: the finest shown tile there, at its
     * current morph; the Java reference where no tile is shown yet.
     */
    public double groundHeight(double worldX, double worldZ) {
        TerrainTile best = null;
        for (TerrainTile t : attached.values()) {
            TileKey k = t.key();
            double size = layout.tileSize(k.level());
            double u = worldX - layout.minX(k), v = worldZ - layout.minZ(k);
            if (u >= 0 && v >= 0 && u <= size && v <= size && (best == null || k.level() < best.key().level())) {
                best = t;
            }
        }
        if (best == null) {
            return trueHeight(worldX, worldZ);
        }
        TileKey k = best.key();
        double s = layout.spacing(k.level());
        return best.heights().heightAt((worldX - layout.minX(k)) / s, (worldZ - layout.minZ(k)) / s,
                transitions.morph(k));
    }

    /** Whether every part of the view square is shown at some level. */
    public boolean covered() {
        return covered;
    }

    /**
     * Whether every needed tile is shown at its own level, fully blended, with nothing left to
     * generate, and the ground's normal maps are in.
     */
    public boolean settled() {
        return transitions.settled() && builds.inFlight() == 0 && flatNormals == null;
    }

    public TerrainFunction terrain() {
        return terrain;
    }

    public TileLayout layout() {
        return layout;
    }

    public Map<TileKey, TerrainTile> shownTiles() {
        return attached;
    }

    public QuadtreeSelection selection() {
        return selection;
    }

    public long tilesGenerated() {
        return tilesGenerated;
    }

    public long tilesEvicted() {
        return cache.evictions();
    }

    public long staleDropped() {
        return staleDropped;
    }

    public double genMsTotal() {
        return genMsTotal;
    }

    public TileCache<TerrainTile> cache() {
        return cache;
    }

    /** Shown tiles whose bounds meet the camera frustum. */
    public int visibleTiles() {
        int n = 0;
        int planeState = camera.getPlaneState();
        for (TerrainTile t : attached.values()) {
            camera.setPlaneState(0);
            if (t.node().getWorldBound() != null && camera.contains(t.node().getWorldBound()) != Camera.FrustumIntersect.Outside) {
                n++;
            }
        }
        camera.setPlaneState(planeState);
        return n;
    }
}
