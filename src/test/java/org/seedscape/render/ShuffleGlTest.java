package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.SharedGl;

/**
 * The low tier's shuffled texture reads (MatDefs/Terrain/Shuffle.glsllib), drawn in a real GL
 * context (MatDefs/Test/Shuffle.j3md): inside a repeat the texture lies whole, only turned and
 * shifted; neighbouring repeats are shuffled differently, with every symmetry; the shuffle stays
 * put across texture space's period; and a normal map read through it is turned back with it.
 */
class ShuffleGlTest {
    private static final int SIZE = 256;
    /** Pixels a repeat: 16 x 16 repeats across the target. */
    private static final int PIXELS_PER_REPEAT = 16;
    private static final float STEP = 1f / PIXELS_PER_REPEAT;
    /** Texture space's period in repeats for a layer repeating every 8 m (GroundTextures.ORIGIN_PERIOD / 8). */
    private static final int PERIOD = 512;
    private static final double TAU = 2 * Math.PI;

    @Test
    void insideARepeatTheTextureLiesWholeTurnedAndShifted() {
        float[] rgba = draw(PERIOD - 5, 3);
        for (int row = 0; row < SIZE; row++) {
            for (int col = 0; col < SIZE - 1; col++) {
                if (col % PIXELS_PER_REPEAT == PIXELS_PER_REPEAT - 1) {
                    continue; // the next pixel lies in the next repeat
                }
                float[] a = readAt(rgba, col, row), b = readAt(rgba, col + 1, row);
                double along = Math.hypot(b[0] - a[0], b[1] - a[1]);
                assertEquals(STEP, along, 1e-4, "a step across the texture at pixel " + col + ", " + row);
                boolean alongAnAxis = Math.abs(b[0] - a[0]) < 1e-4 || Math.abs(b[1] - a[1]) < 1e-4;
                assertTrue(alongAnAxis, "turned by quarters at pixel " + col + ", " + row);
            }
        }
    }

    @Test
    void neighbouringRepeatsAreShuffledDifferentlyWithEverySymmetry() {
        float[] rgba = draw(0, 0);
        int repeats = SIZE / PIXELS_PER_REPEAT;
        Set<String> seen = new HashSet<>();
        int[] symmetries = new int[16];
        int alike = 0;
        String[] cells = new String[repeats * repeats];
        for (int v = 0; v < repeats; v++) {
            for (int u = 0; u < repeats; u++) {
                // The read at the repeat's lower left pixel, and the directions the repeat's x and y run in the texture.
                int col = u * PIXELS_PER_REPEAT, row = v * PIXELS_PER_REPEAT;
                float[] corner = readAt(rgba, col, row), right = readAt(rgba, col + 1, row), up = readAt(rgba, col, row + 1);
                int dx = direction(right[0] - corner[0], right[1] - corner[1]);
                int dy = direction(up[0] - corner[0], up[1] - corner[1]);
                symmetries[dx * 4 + dy]++;
                cells[u + v * repeats] = String.format("%.3f %.3f %d %d", corner[0], corner[1], dx, dy);
                seen.add(cells[u + v * repeats]);
                if (u > 0 && cells[u + v * repeats].equals(cells[u - 1 + v * repeats])) {
                    alike++;
                }
            }
        }
        assertEquals(repeats * repeats, seen.size(), "every repeat shuffled its own way");
        assertEquals(0, alike, "neighbours alike");
        for (int s : new int[] {2, 3, 6, 7, 8, 9, 12, 13}) {
            // the eight symmetries: x and y run along different axes, each either way
            int count = symmetries[s];
            assertTrue(count > repeats * repeats / 32 && count < repeats * repeats * 3 / 16,
                    "symmetry " + s + " on " + count + " of " + repeats * repeats + " repeats");
        }
    }

    @Test
    void theShuffleStaysPutAcrossTexturesPeriod() {
        assertArrayEquals(draw(40, 24), draw(40 + PERIOD, 24 - 3 * PERIOD),
                "reads before and after the origin's offset wraps");
    }

    @Test
    void aNormalMapReadThroughTheShuffleIsTurnedBackWithIt() {
        float[] rgba = draw(7, -9);
        int checked = 0;
        for (int row = 2; row < SIZE - 2; row++) {
            for (int col = 2; col < SIZE - 2; col++) {
                int x = col % PIXELS_PER_REPEAT, y = row % PIXELS_PER_REPEAT;
                if (x < 2 || x > PIXELS_PER_REPEAT - 3 || y < 2 || y > PIXELS_PER_REPEAT - 3) {
                    continue; // differences inside the repeat only
                }
                // The relief as the ground shows it, through the shuffle: its slope by five-point differences.
                double dhdx = slope(relief(readAt(rgba, col - 2, row)), relief(readAt(rgba, col - 1, row)),
                        relief(readAt(rgba, col + 1, row)), relief(readAt(rgba, col + 2, row)));
                double dhdy = slope(relief(readAt(rgba, col, row - 2)), relief(readAt(rgba, col, row - 1)),
                        relief(readAt(rgba, col, row + 1)), relief(readAt(rgba, col, row + 2)));
                float[] here = readAt(rgba, col, row);
                assertEquals(0.5 - 0.5 * dhdx, here[2], 2e-3, "the normal's x at pixel " + col + ", " + row);
                assertEquals(0.5 - 0.5 * dhdy, here[3], 2e-3, "the normal's y at pixel " + col + ", " + row);
                checked++;
            }
        }
        assertTrue(checked > SIZE * SIZE / 3, "checked " + checked);
    }

    /** The slope at the middle of five samples a step apart, from the four around it. */
    private static double slope(double twoBefore, double before, double after, double twoAfter) {
        return (twoBefore - 8 * before + 8 * after - twoAfter) / (12 * STEP);
    }

    /** The test shader's relief at texture point (u, v): its slope is {@code reliefNormal}'s. */
    private static double relief(float[] read) {
        double u = read[0], v = read[1];
        return 0.1 / TAU * Math.sin(TAU * u) * Math.cos(2 * TAU * v);
    }

    /** 0 to 3: +x, -x, +y, -y in the texture, for a step along one axis. */
    private static int direction(float du, float dv) {
        if (Math.abs(du) > Math.abs(dv)) {
            return du > 0 ? 0 : 1;
        }
        return dv > 0 ? 2 : 3;
    }

    private static float[] readAt(float[] rgba, int col, int row) {
        int at = 4 * (col + row * SIZE);
        return new float[] {rgba[at], rgba[at + 1], rgba[at + 2], rgba[at + 3]};
    }

    /** Each pixel's read (red, green) and turned-back normal (blue, alpha), the lower left pixel at repeat (u, v). */
    private static float[] draw(float u, float v) {
        return SharedGl.get().call((rm, assets) -> {
            Material m = new Material(assets, "MatDefs/Test/Shuffle.j3md");
            m.setVector3("Ground", new Vector3f(u + 0.5f * STEP, v + 0.5f * STEP, STEP));
            m.setInt("Period", PERIOD);
            return RedTarget.drawRgba(rm, m, SIZE);
        });
    }
}
