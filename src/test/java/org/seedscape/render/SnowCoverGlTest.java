package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
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
            return RedTarget.draw(rm, m, SIZE);
        });
    }
}
