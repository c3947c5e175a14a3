package org.seedscape.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TerrainStatsTest {

    /** h = a*x + b*z sampled on a size x size grid, spacing metres apart. */
    private static float[] plane(int size, double spacing, double a, double b) {
        float[] h = new float[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                h[i + j * size] = (float) (a * i * spacing + b * j * spacing);
            }
        }
        return h;
    }

    @Test
    void planeHasItsSteepestAxisSlopeAndNoSpread() {
        // Values chosen so every height and difference is exact in float.
        TerrainStats s = TerrainStats.of(plane(9, 2, 0.5, -0.25), 9, 2);
        assertEquals(0.5, s.meanSlope(), 0);
        assertEquals(0, s.erosionScore(), 0);
        assertEquals(-4, s.minHeight(), 0);
        assertEquals(8, s.maxHeight(), 0);
    }

    @Test
    void spikeMatchesHandComputation() {
        // 5x5 zeros, 10 m spike in the middle, 2 m spacing. The 3x3 interior: the spike and
        // its 4 neighbours have rise 10, the 4 interior corners touch only zeros.
        // s = {5 x 5 m/m, 4 x 0}: mean 25/9, stddev sqrt(5/9*25 - (25/9)^2) = 5*sqrt(20)/9.
        float[] h = new float[25];
        h[2 + 2 * 5] = 10;
        TerrainStats s = TerrainStats.of(h, 5, 2);
        assertEquals(25.0 / 9, s.meanSlope(), 1e-12);
        assertEquals(Math.sqrt(20) / 5, s.erosionScore(), 1e-12);
        assertEquals(0, s.minHeight(), 0);
        assertEquals(10, s.maxHeight(), 0);
    }

    @Test
    void outerRingHasNoSlopeOfItsOwn() {
        // A corner sample is nobody's von Neumann neighbour: it moves min/max, not the slopes.
        float[] h = plane(6, 1, 1, 0);
        h[0] = -1000;
        TerrainStats s = TerrainStats.of(h, 6, 1);
        assertEquals(1, s.meanSlope(), 0);
        assertEquals(0, s.erosionScore(), 0);
        assertEquals(-1000, s.minHeight(), 0);
    }

    @Test
    void flatGroundScoresZero() {
        TerrainStats s = TerrainStats.of(new float[16], 4, 1);
        assertEquals(0, s.meanSlope(), 0);
        assertEquals(0, s.erosionScore(), 0);
    }

    @Test
    void rejectsGridsWithoutInterior() {
        assertThrows(IllegalArgumentException.class, () -> TerrainStats.of(new float[4], 2, 1));
        assertThrows(IllegalArgumentException.class, () -> TerrainStats.of(new float[10], 3, 1));
        assertThrows(IllegalArgumentException.class, () -> TerrainStats.of(new float[9], 3, 0));
    }
}
