package org.seedscape.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.seedscape.gen.TileData;
import org.seedscape.noise.SampleGrid;

class GradientsOfChangeTest {
    private static final int N = 5;
    private static final double SPACING = 2;

    @Test
    void aPlainLaidOverASlopeIsShadedFlat() {
        // Generated: a slope rising 0.5 a metre along x, its analytic gradient (0.5, 0).
        float[] h = new float[N * N], gx = new float[N * N], gz = new float[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                h[i + j * N] = (float) (0.5 * i * SPACING);
                gx[i + j * N] = 0.5f;
            }
        }
        TileData tile = new TileData(new SampleGrid(0, 0, SPACING, N), h, null, gx, gz, "java");
        float[] before = h.clone();
        // A plain at 10 m over the rows j >= 2: shaded flat inside, and the rows at its edge from their neighbours' heights.
        for (int k = 2 * N; k < h.length; k++) {
            h[k] = 10;
        }
        GradientsOfChange.apply(tile, before);
        for (int i = 0; i < N; i++) {
            assertEquals(0.5f, gx[i], 0, "row 0 is as generated");
            assertEquals(0, gz[i], 0, "row 0 is as generated");
            assertEquals((10 - h[i]) / (2 * SPACING), gz[i + N], 1e-6, "row 1 reads the plain above it");
            assertEquals(0.5f, gx[i + N], 1e-6, "and its own heights along x");
            assertEquals((10 - h[i + N]) / (2 * SPACING), gz[i + 2 * N], 1e-6, "the plain's edge reads the slope below it");
            assertEquals(0, gx[i + 2 * N], 1e-6, "and the plain along x");
            for (int j = 3; j < N; j++) {
                assertEquals(0, gx[i + j * N], 1e-6, "sample " + i + "," + j);
                assertEquals(0, gz[i + j * N], 1e-6, "sample " + i + "," + j);
            }
        }
    }

    @Test
    void unchangedGroundKeepsItsAnalyticGradients() {
        float[] h = new float[N * N], gx = new float[N * N], gz = new float[N * N];
        for (int k = 0; k < h.length; k++) {
            gx[k] = 0.3f;
            gz[k] = -0.7f;
        }
        TileData tile = new TileData(new SampleGrid(0, 0, SPACING, N), h, null, gx, gz, "java");
        GradientsOfChange.apply(tile, h.clone());
        for (int k = 0; k < h.length; k++) {
            assertEquals(0.3f, gx[k], 0);
            assertEquals(-0.7f, gz[k], 0);
        }
    }
}
