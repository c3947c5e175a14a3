package org.seedscape.api;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppStateManager;
import com.jme3.app.state.BaseAppState;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.light.AmbientLight;
import com.jme3.light.DirectionalLight;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.Collection;
import java.util.List;
import org.lwjgl.opengl.GL11;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.PointGroundLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.Atmosphere;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.Quality;
import org.seedscape.render.RenderScale;
import org.seedscape.render.SkyState;
import org.seedscape.render.WaterState;
import org.seedscape.stream.Ground;
import org.seedscape.stream.StreamingSettings;
import org.seedscape.stream.StreamingState;
import org.seedscape.tile.TileLayout;

/**
 * The endless world as an app state for any jME {@link SimpleApplication}: attached, it streams
 * the terrain around the application's camera, with the sky and the sea; detached, it takes them
 * away again. Made by {@link #builder()}:
 *
 * <pre>{@code
 * SeedscapeWorld world = SeedscapeWorld.builder().preset("alpine").seed(7).build();
 * stateManager.attach(world);
 * }</pre>
 *
 * <p><b>Coordinates.</b> The world is endless, and a float holds a position 10^6 m out only to
 * 6 cm, so the scene is centred on a floating origin: a scene position is the world position
 * minus an origin that jumps by whole kilometres (x and z only) when the camera strays more than
 * {@value FloatingOrigin#STEP} m from it. The camera moves in scene coordinates as in any jME
 * game; this state moves the origin, and puts the camera at the same world position on the new
 * one, at the start of its update. {@link #toScene} and {@link #toWorld} convert; {@link #place}
 * keeps a spatial at a world position through the jumps; {@link #moveCamera} puts the camera
 * anywhere in the world; an {@link OriginListener} hears of the jumps, to move what else keeps
 * scene positions (physics bodies, as the {@code org.seedscape.physics} package keeps them).
 *
 * <p><b>Threads.</b> Every method is for the render thread (jME's update thread); the ground
 * queries answer from the state's first update on, once it is initialized.
 *
 * <p>The world draws at the viewport's own resolution unless {@link WorldBuilder#renderScale}
 * asks for less, which takes over the main viewport's output ({@link RenderScale}). The camera
 * keeps its field of view; the world fits its near and far planes to the view every frame.
 *
 * <p><b>Lights and shadows.</b> The terrain, sky, haze and sea are lit by one sun inside their own
 * materials. {@link #sun} and {@link #ambient} are that sun and the sky's fill as jME lights, in the
 * application's root node while the world is enabled ({@link WorldBuilder#sceneLights}), so the
 * game's own {@code Lighting.j3md} objects are lit as the ground is (and {@code PBRLighting.j3md}
 * ones by the sun; their fill needs a light probe of the game's).
 * The game's objects cast shadows on the ground, the sea and each other through jME's
 * {@code DirectionalLightShadowFilter} made with {@link #sun} (docs/LIBRARY.md, "Lights and
 * shadows"); the ground receives them, it casts none.
 *
 * <p>The demo, the bench and the shots are clients of this state too: each attaches one and its
 * own states beside it.
 */
public final class SeedscapeWorld extends BaseAppState {
    private final WorldConfig config;
    private final FloatingOrigin origin = new FloatingOrigin();
    private final PlacedSpatials placed = new PlacedSpatials(origin);
    private final TileEvents tileEvents = new TileEvents();
    private final OriginEvents originEvents = new OriginEvents(origin);
    private final GroundEditor editor = new GroundEditor(tileEvents);
    private RenderScale renderScale;
    private StreamingState streaming;
    /** What the streaming state tells {@link #tileEvents}. */
    private StreamingState.TileListener streamedTiles;
    private SkyState sky;
    private WaterState water;
    private Quality quality;
    /** The application's own background, given back when the world is disabled. */
    private ColorRGBA appBackground;
    private final DirectionalLight sun = new DirectionalLight(Atmosphere.SUN_DIRECTION.clone(), Atmosphere.SUN_COLOR.clone());
    private final AmbientLight ambient = new AmbientLight(Atmosphere.SKY_FILL.clone());

    SeedscapeWorld(WorldConfig config) {
        this.config = config;
        sun.setName("Seedscape sun");
        ambient.setName("Seedscape sky light");
    }

    /** The options of a new world, defaults the demo's. */
    public static WorldBuilder builder() {
        return new WorldBuilder();
    }

    /**
     * Attaches the render scale with the world, so that it is initialized in the same frame: it
     * takes over the main viewport's output before any processor a game adds with the world (a
     * {@code FilterPostProcessor}) is initialized, and such a processor then draws into it.
     */
    @Override
    public void stateAttached(AppStateManager states) {
        renderScale = new RenderScale(config.renderScale());
        states.attach(renderScale);
    }

    /** Detached with the world (before it was initialized, too). */
    @Override
    public void stateDetached(AppStateManager states) {
        states.detach(renderScale);
    }

    /** Makes and attaches the world's states: the streamed terrain, the sky, the sea. */
    @Override
    protected void initialize(Application app) {
        if (!(app instanceof SimpleApplication)) {
            throw new IllegalStateException("SeedscapeWorld needs a SimpleApplication (it draws under its root node), not "
                    + app.getClass().getName());
        }
        String renderer = GL11.glGetString(GL11.GL_RENDERER);
        quality = config.quality() != null ? config.quality() : Quality.forRenderer(renderer);
        TerrainFunction terrain = new TerrainFunction(config.preset().params(), config.seed()).withLayers(config.layers());
        streaming = new StreamingState(terrain, StreamingSettings.defaults(config.viewDistance(), config.cacheBytes(),
                quality, config.renderScale(), Quality.softwareRasteriser(renderer), config.foliage(), config.detail())
                .withGroundTextures(config.groundTextures()), origin);
        streamedTiles = tileEvents.from(streaming.layout());
        streaming.addTileListener(streamedTiles);
        editor.attach(app, streaming);
        sky = new SkyState();
        water = new WaterState(streaming, origin);
        AppStateManager states = app.getStateManager();
        // Attached after this state, so they update after it has moved the origin for the frame.
        states.attach(streaming);
        states.attach(sky);
        states.attach(water);
    }

    /**
     * Detaches the world's states (they free their tiles and GL objects in the next frame) and
     * tells the listeners of every tile shown that it is hidden.
     */
    @Override
    protected void cleanup(Application app) {
        AppStateManager states = app.getStateManager();
        states.detach(water);
        states.detach(sky);
        states.detach(streaming);
        editor.detach();
        streaming.removeTileListener(streamedTiles);
        tileEvents.hideAll();
        streaming = null;
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getRootNode().attachChild(placed.node());
        if (config.sceneLights()) {
            app.getRootNode().addLight(sun);
            app.getRootNode().addLight(ambient);
        }
        // The sky covers the background; clearing to the horizon colour keeps any gap inconspicuous.
        appBackground = app.getViewPort().getBackgroundColor().clone();
        app.getViewPort().setBackgroundColor(Atmosphere.SKY_HORIZON);
        renderScale.setEnabled(true);
        streaming.setEnabled(true);
        sky.setEnabled(true);
        water.setEnabled(true);
    }

    @Override
    protected void onDisable() {
        water.setEnabled(false);
        sky.setEnabled(false);
        streaming.setEnabled(false);
        renderScale.setEnabled(false);
        getApplication().getViewPort().setBackgroundColor(appBackground);
        placed.node().removeFromParent();
        Node root = ((SimpleApplication) getApplication()).getRootNode();
        root.removeLight(sun);
        root.removeLight(ambient);
    }

    /**
     * Moves the origin under the camera if the camera strayed from it (keeping its world position);
     * tells the edit listeners of the edits drawn since the last frame.
     */
    @Override
    public void update(float tpf) {
        Camera cam = getApplication().getCamera();
        Vector3f at = cam.getLocation();
        origin.place(cam, origin.worldX(at.x), at.y, origin.worldZ(at.z));
        editor.update();
    }

    /**
     * The exact height of the ground at world (x, z), in metres: the terrain with every landform
     * layer (filled basins, hydraulic and thermal erosion), as the finest tiles draw it at their
     * samples (between samples a tile's mesh interpolates them). It needs no tile: it is worked out
     * on the CPU from the Java twin of the GPU's terrain function, some microseconds a call. The
     * landform layers come in fields a few hundred metres across made on threads of their own; the
     * first call in a field not made yet waits for it (seconds for the first near a new place:
     * {@link #prepare} starts them sooner). Render thread.
     *
     * @throws IllegalArgumentException for a coordinate that is not a number or beyond
     *         {@link TileLayout#MAX_COORDINATE}
     * @throws IllegalStateException before the state is initialized
     */
    public double heightAt(double x, double z) {
        checkPoint(x, z);
        return ground().trueHeight(x, z);
    }

    /**
     * The unit normal of the ground at world (x, z), pointing up: from {@link #heightAt} half a
     * metre east, west, north and south (a 1 m span, the finest tiles' spacing), so it costs four
     * height queries. Render thread.
     *
     * @throws IllegalArgumentException as {@link #heightAt}
     * @throws IllegalStateException before the state is initialized
     */
    public Vector3f normalAt(double x, double z) {
        checkPoint(x, z);
        return GroundNormal.at(this::heightAt, x, z);
    }

    /**
     * The height of the ground as the world draws it now at world (x, z), in metres: on the
     * triangles of the finest tile shown there, at its geomipmap LOD (far patches draw every
     * second to eighth sample), and at its morph (for 0.4 s after a level change a tile blends
     * toward its parent's surface, and along an edge that meets a coarser tile it always does). At
     * a vertex of the drawn mesh it is that vertex's height, which is {@link #heightAt} there once
     * the tile has blended in; between vertices it differs from {@link #heightAt} by what the
     * triangles miss of the ground. Render thread; 1 to 15 µs a call: it scans one patch's strip,
     * 2,000 triangles at LOD 0 (measured by {@code WorldQueriesGlTest} and {@code DrawnTrianglesTest}
     * on a 2-core test machine drawing with llvmpipe, 106 tiles shown).
     *
     * @return metres, or NaN where no tile is shown (beyond the view distance, or before the first
     *         tiles there are loaded)
     * @throws IllegalArgumentException as {@link #heightAt}
     * @throws IllegalStateException before the state is initialized
     */
    public double drawnHeightAt(double x, double z) {
        checkPoint(x, z);
        return streaming().drawnSurface().heightAt(x, z);
    }

    /**
     * Casts a ray, in scene coordinates (the camera's, {@link #toScene}), against the terrain as it
     * is drawn now, as jME's {@code collideWith} casts one against a geometry: adds to
     * {@code results} a {@link CollisionResult} for every triangle it crosses within its limit
     * (both faces; the skirts hung under tile edges are not ground), with the contact point, its
     * distance from the ray's origin, the triangle's normal (pointing up), and as geometry the
     * tile's {@code TerrainPatch} with the triangle's index in its mesh (whose heights are the
     * tile's own: the drawn ones blend toward its parent's while it morphs). The triangles are
     * those {@link #drawnHeightAt} answers from, so a hit lies on the drawn height there; the
     * nearest is {@code results.getClosestCollision()}. Render thread; the triangles under the ray
     * in each patch whose box it passes are tested: a ray straight down some 10 to 40 µs, one 30
     * degrees under the horizon across the view 30 to 100 µs (as {@link #drawnHeightAt}, same machine).
     *
     * @return how many results it added: 0 where the ray meets no tile shown
     * @throws IllegalStateException before the state is initialized
     */
    public int collide(Ray ray, CollisionResults results) {
        return streaming().drawnSurface().collide(ray, results);
    }

    /**
     * Where the ray from world (x, y, z) along (dx, dy, dz) (any length) first meets the ground as
     * drawn: {@link #collide}'s nearest hit, in world coordinates. Render thread; as {@link #collide}.
     *
     * @return the point, or null where the ray meets no tile shown
     * @throws IllegalArgumentException for a point beyond {@link TileLayout#MAX_COORDINATE} or a
     *         direction that is not a finite, non-zero vector
     * @throws IllegalStateException before the state is initialized
     */
    public WorldPosition groundHit(double x, double y, double z, double dx, double dy, double dz) {
        checkPoint(x, z);
        checkHeight(y);
        double length = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (!(length > 0 && Double.isFinite(length))) {
            throw new IllegalArgumentException("the direction must be a finite vector, not zero: " + dx + ", " + dy + ", " + dz);
        }
        double ux = dx / length, uy = dy / length, uz = dz / length;
        double[] nearest = {Double.POSITIVE_INFINITY};
        streaming().drawnSurface().crossings(x, y, z, ux, uy, uz, Double.POSITIVE_INFINITY,
                (t, nx, ny, nz, patch, triangle) -> nearest[0] = Math.min(nearest[0], t));
        double t = nearest[0];
        return Double.isInfinite(t) ? null : new WorldPosition(x + t * ux, y + t * uy, z + t * uz);
    }

    /**
     * The ground layers the terrain paints at world (x, z): the weights the surface pass gives a
     * sample of the finest tiles (1 m apart) there, worked out by its Java twin from the exact
     * ground ({@link #heightAt} at the point and a metre each way), erosion's scree and channels,
     * and the layer noise. The finest tiles' samples lie on whole metres, and their meshes blend
     * the samples' weights between them; coarser tiles paint their weights at their own spacing.
     * It needs no tile. Render thread; some 50 to 140 µs a call (five exact heights and the layer
     * noise; as {@link #drawnHeightAt}, same machine), and like {@link #heightAt} the first call
     * near a new place waits for its landform fields.
     *
     * @throws IllegalArgumentException as {@link #heightAt}
     * @throws IllegalStateException before the state is initialized
     */
    public GroundLayerWeights groundLayersAt(double x, double z) {
        checkPoint(x, z);
        float[] w = new float[GroundLayers.WEIGHTS_PER_SAMPLE];
        StreamingState s = streaming();
        PointGroundLayers.at(s.terrain(), s.landforms(), s.layout(), x, z, w);
        double soil = w[GroundLayers.SOIL], sand = w[GroundLayers.SAND], rock = w[GroundLayers.ROCK], snow = w[GroundLayers.SNOW];
        return new GroundLayerWeights(Math.max(0, 1 - soil - sand - rock - snow), soil, sand, rock, snow);
    }

    /**
     * The trees and rocks the world draws whose trunk axis or middle lies within {@code radius}
     * metres of world (x, z) across the ground, nearest first: from the placement the shown tiles
     * draw (tiles up to 256 m across hold every tree and the rocks; farther, coarser tiles a share
     * of the trees), each standing where it is drawn ({@link Obstacle#y}). Grass and bushes are no
     * obstacles. Render thread; some 10 to 30 µs for a radius of 20 m (as {@link #drawnHeightAt},
     * same machine).
     *
     * @return a new list, empty with foliage off or where no tile is shown
     * @throws IllegalArgumentException for a point beyond {@link TileLayout#MAX_COORDINATE} or a
     *         radius that is negative or not finite
     * @throws IllegalStateException before the state is initialized
     */
    public List<Obstacle> obstaclesNear(double x, double z, double radius) {
        checkPoint(x, z);
        if (!(radius >= 0 && Double.isFinite(radius))) {
            throw new IllegalArgumentException("radius must be a finite number of metres, at least 0: " + radius);
        }
        List<Obstacle> near = NearbyObstacles.near(streaming().shownTiles(), streaming().layout(), x, z, radius);
        near.removeIf(o -> editor.inHole(o.x(), o.z()));
        return near;
    }

    /**
     * Shapes the ground by code ({@link GroundEditor}): brush dabs laid on the world's edits, made
     * off the render thread, then only the tiles they change made again, with undo and redo; and
     * holes cut in the drawn ground.
     */
    public GroundEditor editor() {
        return editor;
    }

    /**
     * A triangle mesh of the exact ground ({@link #heightAt}) over {@code cellsX} by {@code cellsZ}
     * square cells of {@code spacing} metres from world (minX, minZ), for a navigation mesh baker
     * or a game's own collision: vertex (i, j) at (i * spacing, height, j * spacing), relative to
     * that corner (put a geometry of it there with {@link #place}{@code (geometry, minX, 0, minZ)}),
     * two triangles a cell facing up, and normals; 32-bit indices. Trees and rocks are not in it
     * ({@link #obstaclesNear}). Render thread; {@code (cellsX + 3) * (cellsZ + 3)} height queries,
     * some microseconds each once the landform fields there are made (a first call near a new place
     * waits for them, as {@link #heightAt} does).
     *
     * @throws IllegalArgumentException for cells outside 1-{@value GroundMesh#MAX_CELLS} a side, a
     *         spacing outside {@value GroundMesh#MIN_SPACING}-{@value GroundMesh#MAX_SPACING} metres, or
     *         a grid (with a cell's border) beyond {@link TileLayout#MAX_COORDINATE}
     * @throws IllegalStateException before the state is initialized
     */
    public Mesh groundMesh(double minX, double minZ, int cellsX, int cellsZ, double spacing) {
        GroundMesh.check(cellsX, cellsZ, spacing);
        checkPoint(minX - spacing, minZ - spacing); // the normals' border
        checkPoint(minX + (cellsX + 1) * spacing, minZ + (cellsZ + 1) * spacing);
        return GroundMesh.of(ground()::trueHeight, minX, minZ, cellsX, cellsZ, spacing);
    }

    /**
     * Starts making the landform fields that {@link #heightAt} needs at world (x, z) on threads of
     * their own and returns at once, so that a query there later waits less. Render thread.
     */
    public void prepare(double x, double z) {
        checkPoint(x, z);
        ground().prepare(x, z);
    }

    /** The scene position of a world position (now: the origin moves). */
    public Vector3f toScene(double x, double y, double z) {
        return new Vector3f((float) (x - origin.x()), (float) y, (float) (z - origin.z()));
    }

    /** The world position of a scene position (now: the origin moves). */
    public WorldPosition toWorld(Vector3f scene) {
        return new WorldPosition(origin.worldX(scene.x), scene.y, origin.worldZ(scene.z));
    }

    /** Where the application's camera is in the world. Once initialized. */
    public WorldPosition cameraPosition() {
        return toWorld(initializedApp().getCamera().getLocation());
    }

    /**
     * Puts the application's camera at a world position, exactly, moving the origin there first
     * if needed; its rotation is kept. A move beyond the view distance loads the world there as
     * at the start. Once initialized.
     */
    public void moveCamera(double x, double y, double z) {
        checkPoint(x, z);
        checkHeight(y);
        origin.place(initializedApp().getCamera(), x, y, z);
    }

    /**
     * Hangs {@code spatial} under the world's node at a world position (or moves it there if it is
     * placed already) and keeps it there while the origin jumps: its scene translation is worked
     * out from the doubles at every jump. Something else may move it in the scene afterwards (a
     * control, physics): it then keeps where it was moved to. Its rotation and scale are its own.
     */
    public void place(Spatial spatial, double x, double y, double z) {
        if (spatial == null) {
            throw new IllegalArgumentException("spatial must not be null");
        }
        checkPoint(x, z);
        checkHeight(y);
        placed.place(spatial, x, y, z);
    }

    /**
     * A set of copies of {@code mesh} drawn with {@code material} at world positions, instanced
     * ({@link WorldInstances}): the game adds and removes them by code. The material is given
     * {@code UseInstancing = true} (jME's {@code Lighting}, {@code PBRLighting} and
     * {@code Unshaded} definitions have it). Any number of sets; render thread.
     *
     * @throws IllegalArgumentException for a null mesh or material, or a material whose definition
     *         has no {@code UseInstancing} parameter
     */
    public WorldInstances instances(Mesh mesh, Material material) {
        if (mesh == null || material == null) {
            throw new IllegalArgumentException("mesh and material must not be null: " + mesh + ", " + material);
        }
        if (material.getMaterialDef().getMaterialParam("UseInstancing") == null) {
            throw new IllegalArgumentException("material " + material.getMaterialDef().getAssetName()
                    + " has no UseInstancing parameter; allowed: a definition with one, such as Common/MatDefs/Light/Lighting.j3md,"
                    + " Common/MatDefs/Light/PBRLighting.j3md or Common/MatDefs/Misc/Unshaded.j3md");
        }
        return new WorldInstances(placed, mesh, material);
    }

    /** Detaches a spatial put by {@link #place} and forgets it; false if it was not placed. */
    public boolean remove(Spatial spatial) {
        return placed.remove(spatial);
    }

    /** Where a spatial put by {@link #place} is in the world now, or null if it is not placed. */
    public WorldPosition worldPosition(Spatial spatial) {
        return placed.worldPosition(spatial);
    }

    /**
     * Tells {@code listener} of every tile shown or hidden from now on, first of each tile shown
     * already. Render thread.
     */
    public void addTileListener(TileListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener must not be null");
        }
        tileEvents.add(listener);
    }

    public void removeTileListener(TileListener listener) {
        tileEvents.remove(listener);
    }

    /**
     * Tells {@code listener} of every jump of the floating origin from now on, inside the jump
     * (whether the camera strayed or {@link #moveCamera} moved it). Render thread.
     */
    public void addOriginListener(OriginListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener must not be null");
        }
        originEvents.add(listener);
    }

    public void removeOriginListener(OriginListener listener) {
        originEvents.remove(listener);
    }

    /** The tiles shown now. */
    public Collection<WorldTile> shownTiles() {
        return tileEvents.shown();
    }

    /**
     * The world's sun as a jME light: its direction and colour (linear light) are those the
     * terrain, the sky's sun disc, the haze and the sea are drawn with. The world adds it to the
     * application's root node while it is enabled, unless {@link WorldBuilder#sceneLights} left it
     * out. Hand it to jME's {@code DirectionalLightShadowFilter} for the game's objects' shadows on
     * the ground (docs/LIBRARY.md, "Lights and shadows"). The world's own materials do not read it:
     * turning or recolouring it lights the game's objects differently from the ground.
     *
     * @return the same light every call, from the world's making on
     */
    public DirectionalLight sun() {
        return sun;
    }

    /**
     * The sky's fill as a jME ambient light: the light the terrain's material gives an upright
     * surface from the sky, which is its mean over every way a surface may face
     * ({@link Atmosphere#SKY_FILL}; the ground's own fill is bluer where it faces up). Added to the
     * root node with {@link #sun}. {@code Lighting.j3md} takes it as it is; {@code PBRLighting.j3md}
     * only scales a light probe's light by it, so a PBR object needs the game's own probe for its fill.
     *
     * @return the same light every call, from the world's making on
     */
    public AmbientLight ambient() {
        return ambient;
    }

    /** The terrain's quality tier: the one asked for, or once initialized the renderer's; null before. */
    public Quality quality() {
        return quality != null ? quality : config.quality();
    }

    WorldConfig config() {
        return config;
    }

    private Ground ground() {
        return streaming().ground();
    }

    private StreamingState streaming() {
        if (streaming == null) {
            throw new IllegalStateException("the world answers from its first update on: attach it to a SimpleApplication first");
        }
        return streaming;
    }

    private Application initializedApp() {
        if (!isInitialized()) {
            throw new IllegalStateException("the world has no camera before its first update: attach it to a SimpleApplication first");
        }
        return getApplication();
    }

    static void checkHeight(double y) {
        if (!Double.isFinite(y)) {
            throw new IllegalArgumentException("y must be a finite number of metres: " + y);
        }
    }

    static void checkPoint(double x, double z) {
        if (!(Math.abs(x) <= TileLayout.MAX_COORDINATE && Math.abs(z) <= TileLayout.MAX_COORDINATE)) {
            throw new IllegalArgumentException("x and z must be within [-" + (long) TileLayout.MAX_COORDINATE + ", "
                    + (long) TileLayout.MAX_COORDINATE + "] metres: " + x + ", " + z);
        }
    }
}
