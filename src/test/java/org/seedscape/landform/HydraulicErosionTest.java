package org.seedscape.landform;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Hydraulic erosion on grids whose outcome is known: kept material, channels, fans, filled pits, exact cropping. */
class HydraulicErosionTest {
    private static final double SPACING = 4;
    private static final int SLOPE = HydraulicErosion.slopeUnitOf(SPACING);
    private static final int CAPACITY = HydraulicErosion.capacityOf(8);

    /**
     * A slope falling {@code slope} a sample toward +x over its first {@code steepColumns} columns,
     * then flat, with a little seeded roughness so water has somewhere to gather.
     */
    private static int[] slopeOntoAPlain(int size, double slope, int steepColumns, long seed) {
        Random rnd = new Random(seed);
        int[] h = new int[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                double metres = slope * SPACING * Math.max(0, steepColumns - i) + 0.3 * rnd.nextDouble();
                h[i + j * size] = ThermalErosion.toUnits((float) metres);
            }
        }
        return h;
    }

    @Test
    void materialIsKeptExactly() {
        int size = 41;
        int[] h = slopeOntoAPlain(size, 0.5, 30, 1);
        int[] after = HydraulicErosion.run(h, size, 48, CAPACITY, SLOPE, false).heights();
        assertFalse(Arrays.equals(h, after), "water moves ground");
        assertEquals(Arrays.stream(h).asLongStream().sum(), Arrays.stream(after).asLongStream().sum());
    }

    /** Water gathering down a slope cuts into it, and lays what it took where the slope ends: a fan. */
    @Test
    void aSlopeIsCutAndAFanLaidWhereItMeetsThePlain() {
        int size = 64, foot = 40, steps = 64;
        int[] h = slopeOntoAPlain(size, 0.5, foot, 2);
        int[] after = HydraulicErosion.run(h, size, steps, CAPACITY, SLOPE, false).heights();
        long cutOnSlope = 0, laidAtFoot = 0, deepest = 0;
        // Away from the rows along the grid's edges, which see no ground beyond them.
        for (int j = 8; j < size - 8; j++) {
            for (int i = 4; i < size - 4; i++) {
                int d = after[i + j * size] - h[i + j * size];
                if (i < foot - 2) {
                    cutOnSlope += Math.min(0, d);
                    deepest = Math.min(deepest, d);
                } else if (i < foot + 8) {
                    laidAtFoot += Math.max(0, d);
                }
            }
        }
        assertTrue(ThermalErosion.toMetres((int) deepest) < -0.5, "a channel at least half a metre deep: " + deepest);
        assertTrue(laidAtFoot > -cutOnSlope / 4, "the fan holds a good part of what the slope lost: "
                + laidAtFoot + " of " + -cutOnSlope);
    }

    /** A pit in a slope fills with sediment rather than deepening: water finds a way on down. */
    @Test
    void aPitInASlopeFills() {
        int size = 48, steps = 48;
        int[] h = slopeOntoAPlain(size, 0.3, size, 3);
        int pit = size / 2 + (size / 2) * size;
        h[pit] -= ThermalErosion.toUnits(3f);
        int[] after = HydraulicErosion.run(h, size, steps, CAPACITY, SLOPE, false).heights();
        assertTrue(after[pit] > h[pit] + ThermalErosion.UNITS_PER_METRE / 2, "the pit filled by more than half a metre: "
                + ThermalErosion.toMetres(after[pit] - h[pit]));
    }

    /** After K steps, samples 2 K or more from a grid's edge are the same in a larger grid: the halo rule. */
    @Test
    void innerSamplesDoNotDependOnTheGridAroundThem() {
        int big = 70, steps = 12, halo = HydraulicErosion.HALO_PER_STEP * steps, small = big - 20;
        int[] h = slopeOntoAPlain(big, 0.6, 50, 4);
        int[] whole = HydraulicErosion.run(h, big, steps, CAPACITY, SLOPE, false).heights();
        int[] part = new int[small * small];
        int at = 10;
        for (int j = 0; j < small; j++) {
            System.arraycopy(h, at + (at + j) * big, part, j * small, small);
        }
        int[] cropped = HydraulicErosion.run(part, small, steps, CAPACITY, SLOPE, false).heights();
        int differing = 0;
        for (int j = halo; j < small - halo; j++) {
            for (int i = halo; i < small - halo; i++) {
                assertEquals(whole[at + i + (at + j) * big], cropped[i + j * small], "sample " + i + ", " + j);
            }
        }
        for (int k = 0; k < small; k++) {
            differing += cropped[k] != whole[at + k + at * big] ? 1 : 0;
        }
        assertTrue(differing > 0, "the edge row does differ, so the halo is needed");
    }

    @Test
    void allCoresGiveTheSameBits() {
        int size = 57;
        int[] h = slopeOntoAPlain(size, 0.8, 40, 5);
        HydraulicErosion.Result one = HydraulicErosion.run(h, size, 30, CAPACITY, SLOPE, false);
        HydraulicErosion.Result all = HydraulicErosion.run(h, size, 30, CAPACITY, SLOPE, true);
        assertArrayEquals(one.heights(), all.heights());
        assertArrayEquals(one.runoff(), all.runoff());
    }

    @Test
    void noCapacityMovesNoGround() {
        int size = 30;
        int[] h = slopeOntoAPlain(size, 0.8, 20, 6);
        assertArrayEquals(h, HydraulicErosion.run(h, size, 30, 0, SLOPE, false).heights());
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> HydraulicErosion.run(new int[10], 3, 1, CAPACITY, SLOPE, false));
        assertThrows(IllegalArgumentException.class, () -> HydraulicErosion.run(new int[9], 3, 1, -1, SLOPE, false));
        assertThrows(IllegalArgumentException.class, () -> HydraulicErosion.run(new int[9], 3, 1, CAPACITY, 0, false));
    }
}
