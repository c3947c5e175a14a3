package org.seedscape.ui;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.BrushedStream;

/**
 * The brush on the ground: a ring at its radius and a fainter one where its falloff begins, laid on
 * the ground as shown (strokes not made yet on it too), always in front (a cursor, not a thing in
 * the world). Each ring is a ribbon of triangles a hundredth of the radius wide, and at least a
 * four hundredth of its distance from the eye (some three pixels at 1280 across) and 0.2 m: an
 * OpenGL core context draws lines one pixel wide only.
 */
final class BrushCircle {
    /** Points a ring. */
    static final int POINTS = 96;
    /** A ring's width, as a share of the radius and of its distance, and at least. */
    static final double WIDTH_SHARE = 0.01, DISTANCE_SHARE = 0.0025, MIN_WIDTH = 0.2;
    /** Metres the rings float over the ground. */
    static final float LIFT = 0.3f;

    private final Node node = new Node("brush");
    private final Geometry outer, inner;

    BrushCircle(AssetManager assets) {
        outer = ring("brush-radius", assets, new ColorRGBA(1f, 0.85f, 0.35f, 1));
        inner = ring("brush-falloff", assets, new ColorRGBA(1f, 0.85f, 0.35f, 0.45f));
        node.attachChild(outer);
        node.attachChild(inner);
    }

    private static Geometry ring(String name, AssetManager assets, ColorRGBA colour) {
        Mesh mesh = new Mesh();
        mesh.setMode(Mesh.Mode.TriangleStrip);
        mesh.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(3 * 2 * (POINTS + 1)));
        Geometry g = new Geometry(name, mesh);
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", colour);
        m.getAdditionalRenderState().setDepthTest(false);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        g.setMaterial(m);
        g.setQueueBucket(RenderQueue.Bucket.Translucent); // after the sea, which would hide it under water
        return g;
    }

    Node node() {
        return node;
    }

    /** Lays the rings around world (x, z), {@code distance} metres from the eye: the radius and where the falloff begins. */
    void place(BrushedStream shown, FloatingOrigin origin, double x, double z, double distance, double radius, double falloff) {
        double width = Math.max(Math.max(WIDTH_SHARE * radius, DISTANCE_SHARE * distance), MIN_WIDTH);
        lay(outer, shown, origin, x, z, radius, width);
        lay(inner, shown, origin, x, z, Math.max(radius * (1 - falloff), 0.05 * radius), width);
    }

    private static void lay(Geometry ring, BrushedStream shown, FloatingOrigin origin, double x, double z, double radius, double width) {
        Mesh mesh = ring.getMesh();
        FloatBuffer p = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Position).getData();
        p.clear();
        for (int k = 0; k <= POINTS; k++) {
            double a = 2 * Math.PI * k / POINTS, c = Math.cos(a), s = Math.sin(a);
            for (double r : new double[] {radius - width / 2, radius + width / 2}) {
                double px = x + r * c, pz = z + r * s;
                p.put((float) (px - origin.x())).put((float) shown.shownHeight(px, pz) + LIFT).put((float) (pz - origin.z()));
            }
        }
        p.flip();
        mesh.getBuffer(VertexBuffer.Type.Position).updateData(p);
        mesh.updateBound();
        ring.updateModelBound();
    }
}
