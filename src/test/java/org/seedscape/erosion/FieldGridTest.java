package org.seedscape.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.noise.SampleGrid;

/** The smooth read of a field: exact at its samples, a plane stays a plane, and no crease between cells. */
class FieldGridTest {
    private static final int SIZE = 8;

    private static float[] field(java.util.function.IntBinaryOperator f) {
        float[] v = new float[SIZE * SIZE];
        for (int j = 0; j < SIZE; j++) {
            for (int i = 0; i < SIZE; i++) {
                v[i + j * SIZE] = f.applyAsInt(i, j);
            }
        }
        return v;
    }

    @Test
    void exactAtTheFieldsSamplesAndAPlaneStaysAPlane() {
        float[] bumpy = field((i, j) -> (i * 37 + j * 11) % 23);
        float[] plane = field((i, j) -> 3 * i - 2 * j);
        FieldGrid.Placement p = new FieldGrid.Placement(4, 4, 2); // a grid 4 times finer, from the field's sample 1
        for (int j = 0; j < 16; j++) {
            for (int i = 0; i < 16; i++) {
                if (i % 4 == 0 && j % 4 == 0) {
                    assertEquals(bumpy[(1 + i / 4) + (1 + j / 4) * SIZE], FieldGrid.smoothAt(bumpy, SIZE, p, i, j), "sample " + i + ", " + j);
                }
                assertEquals(3 * (1 + i / 4.0) - 2 * (1 + j / 4.0), FieldGrid.smoothAt(plane, SIZE, p, i, j), 1e-5);
            }
        }
    }

    /** A step read smoothly has no kink at the cell edges: its slope changes little from one finer sample to the next. */
    @Test
    void noCreaseAtTheCellsEdges() {
        float[] step = field((i, j) -> i >= 4 ? 100 : 0);
        SampleGrid grid = new SampleGrid(0, 0, 1, SIZE);
        double smooth = worstKink(x -> FieldGrid.smoothAt(grid, step, x, 3));
        double bilinear = worstKink(x -> FieldGrid.at(grid, step, x, 3));
        assertTrue(smooth < bilinear / 3, "smooth " + smooth + " against bilinear " + bilinear);
    }

    /** The largest change of slope between neighbouring steps of an eighth of a cell, from x 2 to 5. */
    private static double worstKink(java.util.function.DoubleUnaryOperator read) {
        double last = Double.NaN, lastSlope = Double.NaN, worst = 0;
        for (double x = 2; x <= 5; x += 0.125) {
            double v = read.applyAsDouble(x), slope = v - last;
            if (!Double.isNaN(lastSlope)) {
                worst = Math.max(worst, Math.abs(slope - lastSlope));
            }
            last = v;
            lastSlope = slope;
        }
        return worst;
    }
}
