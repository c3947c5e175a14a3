package org.seedscape.render;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.queue.RenderQueue.Bucket;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial.CullHint;
import com.jme3.scene.VertexBuffer.Type;
import com.jme3.texture.Texture;

/**
 * The sea at the current terrain's sea level: one quad that the vertex shader centres under the
 * eye and stretches past the far plane, so it covers the view in every direction and needs no
 * scene-graph updates (it is never culled, nor its parent, for its bound holds any view). Each
 * frame this state hands the shader the sea level, the quad's size and the floating origin modulo
 * the ripple period, worked out in double so the ripples stay put on the world when the origin
 * jumps. The sea is blended over the seabed, so shallow ground shows through; a {@link SeaFloor}
 * keeps deeper seabed from being shaded at all.
 */
public final class WaterState extends BaseAppState {
    /** Metres over which the ripple texture coordinates repeat. */
    private static final double PERIOD = 512;

    private final ShownTerrain terrain;
    private final FloatingOrigin origin;
    private final Vector2f originOffset = new Vector2f();
    private Geometry water;
    private Material material;
    private SeaFloor floor;

    public WaterState(ShownTerrain terrain, FloatingOrigin origin) {
        this.terrain = terrain;
        this.origin = origin;
    }

    @Override
    protected void initialize(Application app) {
        Mesh square = new Mesh();
        square.setBuffer(Type.Position, 3, new float[] {-1, 0, -1, 1, 0, -1, 1, 0, 1, -1, 0, 1});
        square.setBuffer(Type.Index, 3, new short[] {0, 2, 1, 0, 3, 2}); // facing up
        square.setBound(Atmosphere.everywhere());
        Texture ripples = app.getAssetManager().loadTexture("Common/MatDefs/Water/Textures/water_normalmap.dds");
        ripples.setWrap(Texture.WrapMode.Repeat);
        // One mip level per read: on a CPU rasteriser trilinear reads cost a fifth of the sea's time.
        ripples.setMinFilter(Texture.MinFilter.BilinearNearestMipMap);
        material = new Material(app.getAssetManager(), "MatDefs/Water/Water.j3md");
        Atmosphere.apply(material);
        material.setTexture("NormalMap", ripples);
        material.setFloat("Period", (float) PERIOD);
        water = new Geometry("water", square);
        water.setMaterial(material);
        water.setQueueBucket(Bucket.Transparent);
        water.setCullHint(CullHint.Never);
        floor = new SeaFloor(app.getAssetManager(), square);
    }

    /** After every state's update, so the values match the camera this frame is drawn with. */
    @Override
    public void render(RenderManager rm) {
        float seaLevel = (float) terrain.seaLevel();
        // Twice the far distance reaches past the far plane's corners for any usual field of view.
        Camera cam = getApplication().getCamera();
        float radius = 2 * cam.getFrustumFar();
        material.setFloat("SeaLevel", seaLevel);
        material.setFloat("Radius", radius);
        Atmosphere.setViewDistance(material, terrain.viewDistance());
        material.setVector2("OriginOffset", origin.offsetModulo(PERIOD, originOffset));
        floor.update(seaLevel, radius, cam, terrain.shownTiles());
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getRootNode().attachChild(water);
        floor.attach(app.getRootNode(), app.getViewPort());
    }

    @Override
    protected void onDisable() {
        water.removeFromParent();
        floor.detach();
    }
}
