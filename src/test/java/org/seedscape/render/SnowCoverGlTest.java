package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.SharedGl;

/**
 * How the terrain's pixels lay snow (MatDefs/Terrain/Snow.glsllib), drawn in a real GL context: a
 * weight that runs linearly across the picture, as it does across one triangle of the mesh, at
 * one metre a pixel (MatDefs/Test/SnowCover.j3md).
 */
class SnowCoverGlTest {
    private static final int SIZE = 256;

    /**
     * Across a triangle the weight's contour is a straight line, and snow sharpened along it showed
     * the mesh as a saw-tooth. The breakup noise moves the edge by tens of metres from row to row.
     */
    @Test
    void theSnowEdgeIsNotTheWeightsStraightContour() {
        float[] cover = draw(0.2f, 0.8f, 1000, -3000);
        int first = SIZE, last = -1;
        for (int row = 0; row < SIZE; row++) {
            int edge = 0;
            while (edge < SIZE && cover[row * SIZE + edge] < 0.5f) {
                edge++;
            }
            first = Math.min(first, edge);
            last = Math.max(last, edge);
        }
        // The straight contour is the column where the weight is a half, 128, in every row.
        assertTrue(last - first >= 30, "the snow edge spans columns " + first + " to " + last);
        assertTrue(first > 0 && last < SIZE, "the edge leaves the picture: columns " + first + " to " + last);
    }

    /**
     * The noise moves the edge, never the snow line: weights beyond a half plus or minus the noise
     * (0.3) and the edge (here under 0.1) stay bare or white, everywhere.
     */
    @Test
    void lowWeightsStayBareAndHighOnesWhite() {
        for (float[] at : new float[][] {{0, 0}, {-777, 12_345}, {1e6f, -2e6f}}) {
            float[] bare = draw(0.1f, 0.1f, at[0], at[1]), white = draw(0.9f, 0.9f, at[0], at[1]);
            for (int i = 0; i < SIZE * SIZE; i++) {
                assertEquals(0, bare[i], 0, "cover at weight 0.1, pixel " + i);
                assertEquals(1, white[i], 0, "cover at weight 0.9, pixel " + i);
            }
        }
    }

    /**
     * The ground coordinate is the scene position plus the floating origin modulo a period, so it
     * jumps by the period where the origin's offset wraps: the snow must lie the same after the jump.
     */
    @Test
    void theSnowLiesTheSameAcrossTheOriginPeriod() {
        float period = (float) GroundTextures.ORIGIN_PERIOD;
        float[] before = draw(0.2f, 0.8f, 512, 256), after = draw(0.2f, 0.8f, 512 + period, 256 - 2 * period);
        int covered = 0;
        for (int i = 0; i < SIZE * SIZE; i++) {
            assertEquals(before[i], after[i], 0.01, "pixel " + i);
            covered += before[i] > 0.5f ? 1 : 0;
        }
        assertTrue(covered > SIZE * SIZE / 8 && covered < SIZE * SIZE * 7 / 8, covered + " pixels covered");
    }

    /** The cover per pixel, rows bottom up, for weights running from {@code left} to {@code right}, ground at (x, z). */
    private static float[] draw(float left, float right, float x, float z) {
        return SharedGl.get().call((rm, assets) -> {
            Material m = new Material(assets, "MatDefs/Test/SnowCover.j3md");
            m.setVector2("Weights", new Vector2f(left, right));
            m.setVector3("Ground", new Vector3f(x, z, 1));
            m.setFloat("Width", SIZE);
            return drawn(rm, new Geometry("snow cover", new Quad(1, 1)), m);
        });
    }

    private static float[] drawn(RenderManager rm, Geometry quad, Material material) {
        Texture2D texture = new Texture2D(SIZE, SIZE, Image.Format.RGBA32F);
        FrameBuffer fb = new FrameBuffer(SIZE, SIZE, 1);
        fb.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(texture));
        Renderer renderer = rm.getRenderer();
        quad.setMaterial(material);
        quad.updateGeometricState();
        renderer.setFrameBuffer(fb);
        rm.setCamera(new Camera(SIZE, SIZE), false);
        rm.renderGeometry(quad);
        ByteBuffer pixels = BufferUtils.createByteBuffer(SIZE * SIZE * 16);
        renderer.readFrameBufferWithFormat(fb, pixels, Image.Format.RGBA32F);
        // The target is left to jME's native object manager: deleting it here left the shared
        // context's shutdown hanging until Surefire killed the JVM.
        renderer.setFrameBuffer(null);
        FloatBuffer rgba = pixels.order(ByteOrder.nativeOrder()).asFloatBuffer();
        float[] cover = new float[SIZE * SIZE];
        for (int i = 0; i < cover.length; i++) {
            cover[i] = rgba.get(4 * i);
        }
        return cover;
    }
}
