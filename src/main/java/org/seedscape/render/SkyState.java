package org.seedscape.render;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.renderer.queue.RenderQueue.Bucket;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial.CullHint;
import com.jme3.scene.VertexBuffer.Type;

/**
 * The sky: one full-screen triangle in the Sky bucket, which jME draws after the opaque terrain at
 * the far depth, so it is shaded only where no terrain is and never hides any. Its vertex shader
 * ignores the camera transform and the triangle is never culled (nor its parent, for its bound
 * holds any view), so it needs no updates to follow the camera. Colours come from {@link Atmosphere}.
 */
public final class SkyState extends BaseAppState {
    private Geometry sky;

    @Override
    protected void initialize(Application app) {
        Mesh triangle = new Mesh();
        // Normalised device coordinates: one triangle that covers the whole screen.
        triangle.setBuffer(Type.Position, 3, new float[] {-1, -1, 0, 3, -1, 0, -1, 3, 0});
        triangle.setBuffer(Type.Index, 3, new short[] {0, 1, 2});
        triangle.setBound(Atmosphere.everywhere());
        Material material = new Material(app.getAssetManager(), "MatDefs/Sky/Sky.j3md");
        Atmosphere.apply(material);
        sky = new Geometry("sky", triangle);
        sky.setMaterial(material);
        sky.setQueueBucket(Bucket.Sky);
        sky.setCullHint(CullHint.Never);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(sky);
    }

    @Override
    protected void onDisable() {
        sky.removeFromParent();
    }
}
