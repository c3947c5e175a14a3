package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.FloatBuffer;
import org.junit.jupiter.api.Test;

class MacroVariationTest {
    private static float[] at(double x, double z, double spacing) {
        FloatBuffer out = FloatBuffer.allocate(2);
        MacroVariation.sample(x, z, spacing, out);
        return out.array();
    }

    @Test
    void repeatsExactlyOverItsPeriodFarFromTheOrigin() {
        for (double x : new double[] {0, 1234.5, -777.25}) {
            float[] here = at(x, 99, 2), far = at(x + 2441 * MacroVariation.METRES, 99 - 1000 * MacroVariation.METRES, 2);
            assertEquals(here[0], far[0]);
            assertEquals(here[1], far[1]);
        }
    }

    @Test
    void staysInRangeAndIsContinuous() {
        float[] last = at(0, 0, 1);
        for (int i = 1; i <= 8000; i++) {
            float[] v = at(i * 0.5, 0, 1);
            for (int c = 0; c < 2; c++) {
                assertTrue(v[c] >= 0 && v[c] <= 1, "channel " + c + " at " + i + ": " + v[c]);
                assertTrue(Math.abs(v[c] - last[c]) < 0.05, "jump at " + i);
            }
            last = v;
        }
    }

    /** A coarse mesh reads it filtered: the finer channel's spread shrinks as the spacing grows. */
    @Test
    void coarserSpacingsSeeASmootherMap() {
        assertTrue(spread(1, 512) > 1.5 * spread(256, 512), spread(1, 512) + " vs " + spread(256, 512));
    }

    private static double spread(double spacing, int count) {
        double sum = 0, sumSq = 0;
        for (int i = 0; i < count; i++) {
            double v = at(i * 37.0, i * 11.0, spacing)[1];
            sum += v;
            sumSq += v * v;
        }
        double mean = sum / count;
        return Math.sqrt(sumSq / count - mean * mean);
    }
}
