package org.seedscape.landform;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Thermal erosion on grids whose outcome is known: kept material, the talus slope, exact cropping. */
class ThermalErosionTest {
    private static final double SPACING = 1;

    /** A cliff 40 m high along x = 30, flat above and below, on a 61 x 61 grid. */
    private static int[] cliff(int size) {
        int[] h = new int[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                h[i + j * size] = ThermalErosion.toUnits(i < size / 2 ? 40f : 0f);
            }
        }
        return h;
    }

    @Test
    void materialIsKeptExactly() {
        Random rnd = new Random(5);
        int size = 33;
        int[] h = new int[size * size];
        for (int k = 0; k < h.length; k++) {
            h[k] = ThermalErosion.toUnits(rnd.nextFloat() * 50);
        }
        int[] after = ThermalErosion.run(h, size, 20, ThermalErosion.talusUnits(30, SPACING));
        assertEquals(Arrays.stream(h).asLongStream().sum(), Arrays.stream(after).asLongStream().sum());
        assertTrue(!Arrays.equals(h, after), "rough ground moves");
    }

    /** A cliff becomes a slope at the talus angle: no drop steeper than it is left, and the slope is that steep. */
    @Test
    void aCliffBecomesASlopeAtTheTalusAngle() {
        int size = 61;
        double angle = 33;
        int talus = ThermalErosion.talusUnits(angle, SPACING);
        int[] after = ThermalErosion.run(cliff(size), size, 12000, talus);
        int j = size / 2, steepest = 0;
        int top = -1, bottom = -1;
        for (int i = 0; i + 1 < size; i++) {
            int drop = after[i + j * size] - after[i + 1 + j * size];
            steepest = Math.max(steepest, drop);
            if (top < 0 && drop > talus / 2) {
                top = i;
            }
            if (drop > talus / 2) {
                bottom = i + 1;
            }
        }
        // A quarter of the excess moves a step, so a drop ends within four units of the talus drop.
        assertTrue(steepest <= talus + 3, "steepest drop " + steepest + " of talus " + talus);
        double rise = ThermalErosion.toMetres(after[top + j * size] - after[bottom + j * size]);
        double slope = Math.toDegrees(Math.atan(rise / ((bottom - top) * SPACING)));
        System.out.printf("cliff of 40 m after 12000 steps at a talus of %.0f degrees: a slope of %.1f degrees over %d m%n",
                angle, slope, bottom - top);
        assertEquals(angle, slope, 2.0);
        assertTrue(bottom - top > 40, "the slope runs out well past the cliff: " + (bottom - top) + " m");
    }

    /**
     * After K steps the samples 2 K or more from a grid's edge are the same in any grid holding
     * them: so two tiles computed over themselves plus a halo agree on their shared samples.
     */
    @Test
    void innerSamplesAreTheSameInAnyGrid() {
        Random rnd = new Random(9);
        int big = 70, steps = 6, halo = steps * ThermalErosion.HALO_PER_STEP;
        int[] world = new int[big * big];
        for (int k = 0; k < world.length; k++) {
            world[k] = ThermalErosion.toUnits(rnd.nextFloat() * 30 + (k % big) * 1.5f);
        }
        int talus = ThermalErosion.talusUnits(35, SPACING);
        int[] whole = ThermalErosion.run(world, big, steps, talus);
        // A window of 40 samples at (17, 9) of the world.
        int size = 40, ox = 17, oz = 9;
        int[] window = new int[size * size];
        for (int j = 0; j < size; j++) {
            System.arraycopy(world, ox + (oz + j) * big, window, j * size, size);
        }
        int[] part = ThermalErosion.run(window, size, steps, talus);
        int differing = 0;
        for (int j = halo; j < size - halo; j++) {
            for (int i = halo; i < size - halo; i++) {
                assertEquals(whole[ox + i + (oz + j) * big], part[i + j * size], "sample " + i + ", " + j);
            }
            differing += part[j * size] != whole[ox + (oz + j) * big] ? 1 : 0;
        }
        assertTrue(differing > 0, "the edge is not reliable, so the test can tell");
    }

    /**
     * A slope steeper than the talus everywhere, rippled from sample to sample, sheds its ripple:
     * moving half the excess would keep it for ever (it turns r into -r each step), a quarter
     * removes it. And spreading the rows over all cores gives the same bits.
     */
    @Test
    void aRippleOnASteepSlopeDiesAway() {
        int size = 48, steps = 8;
        int talus = ThermalErosion.talusUnits(30, SPACING);
        int[] h = new int[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                h[i + j * size] = ThermalErosion.toUnits(100 - 1.2f * i + ((i & 1) == 0 ? 0.3f : -0.3f));
            }
        }
        int[] after = ThermalErosion.run(h, size, steps, talus);
        assertArrayEquals(after, ThermalErosion.run(h, size, steps, talus, true));
        int j = size / 2, before = ripple(h, size, j), left = ripple(after, size, j);
        assertTrue(left < before / 20, "ripple " + before + " units, after " + steps + " steps " + left);
    }

    /** The largest second difference along row j, away from the edges: twice a two-sample ripple's height, four times its amplitude. */
    private static int ripple(int[] h, int size, int j) {
        int most = 0;
        for (int i = 2 * 8 + 1; i < size - 2 * 8 - 1; i++) {
            int k = i + j * size;
            most = Math.max(most, Math.abs(h[k - 1] - 2 * h[k] + h[k + 1]));
        }
        return most;
    }

    @Test
    void unitsConvertExactly() {
        assertEquals(-1, ThermalErosion.toUnits(-1e-6f));
        assertEquals(1024 * 8848 + 512, ThermalErosion.toUnits(8848.5f));
        int[] h = cliff(21);
        assertArrayEquals(ThermalErosion.run(h, 21, 7, 900), ThermalErosion.run(h, 21, 7, 900));
    }
}
