package org.seedscape.landform;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Hydraulic erosion on a square height grid, in whole numbers like {@link ThermalErosion} (heights,
 * water and sediment all in {@link ThermalErosion#UNITS_PER_METRE}ths of a metre), so that every
 * run, and the GPU pass ({@code MatDefs/Gen/Hydraulic.comp}, its twin: change both or neither),
 * gives the same bits.
 *
 * <p>Olsen's (2004) water model with a stream-power capacity: rain falls on every sample each step;
 * a sample's water runs to the neighbours whose water surface lies below its own, half its
 * steepest drop at most, shared by drop, and carries its sediment along in the same proportion.
 * Water leaving a sample can carry {@code capacity x flux x slope} of sediment (slope to the
 * lowest neighbour, capped at 2): where it carries less it takes a quarter of the shortfall from
 * the ground, never more than half the drop to that neighbour (so it cuts channels, not pits);
 * where it carries more, as the slope eases or the water spreads, it drops a quarter of the
 * excess (fans; pits fill). A thirty-second of the water evaporates each step, so flow
 * gathers over the last few dozen samples upslope. Sediment still afloat after the last step
 * is laid where it is: material is kept exactly.
 *
 * <p>Like thermal erosion a step reads a sample's neighbours' flows, each worked out from their
 * neighbours: a sample's new state depends on the last state within two samples, so after K steps
 * the samples {@code 2 K} or more from the grid's edge are the same in any grid that holds them,
 * and a caller crops the rest ({@link #HALO_PER_STEP}).
 */
public final class HydraulicErosion {
    /** Samples from the grid's edge a step makes unreliable: the reach of one step. */
    public static final int HALO_PER_STEP = 2;
    /** Water each sample gains a step, in units (2 mm). */
    static final int RAIN = 2;
    /** Water kept a step: all but {@code 2^-EVAPORATION_SHIFT} of it. */
    static final int EVAPORATION_SHIFT = 5;
    /** 256ths of the shortfall below capacity taken from the ground a step, and of the excess dropped. */
    static final int ERODE = 64, DEPOSIT = 64;
    /** Bits of the fractions water and sediment are shared in. */
    private static final int SHARE_BITS = 8;
    /** The greatest flux, in units, that counts toward the capacity: keeps every product within an int. */
    private static final int FLUX_CAP = 1 << 15;
    /** Neighbour offsets, in order: -x, +x, -z, +z (n ^ 1 is the opposite of n). */
    private static final int[] DI = {-1, 1, 0, 0}, DJ = {0, 0, -1, 1};

    private HydraulicErosion() {
    }

    /** The capacity factor in 256ths: {@code strength} 1 carries as much sediment as the flux times the slope. */
    public static int capacityOf(double strength) {
        return (int) Math.round(strength * 256);
    }

    /** A slope of 1 between neighbours {@code spacing} metres apart, in units of drop. */
    public static int slopeUnitOf(double spacing) {
        return (int) Math.round(spacing * ThermalErosion.UNITS_PER_METRE);
    }

    /**
     * What the steps leave, row-major over the grid, in units: the heights (with the sediment still
     * afloat laid where it is), and the water that ran off each sample, summed over the steps (each
     * step's counted up to the capacity's flux cap), greatest along channels, where flow gathers
     * (the ground uses it for wet channel beds).
     */
    public record Result(int[] heights, int[] runoff) {
    }

    /**
     * Runs {@code steps} steps on the row-major {@code size x size} grid of heights in units with
     * the capacity factor {@code capacity} ({@link #capacityOf}) and a slope of 1 being
     * {@code slopeUnit} units of drop ({@link #slopeUnitOf}); the argument is left as it was. Each
     * step's rows are spread over all cores when {@code parallel}: the same bits.
     */
    public static Result run(int[] heights, int size, int steps, int capacity, int slopeUnit, boolean parallel) {
        int count = size * size;
        if (heights.length != count) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        if (capacity < 0 || capacity > 1 << 12 || slopeUnit < 1 || slopeUnit > 1 << 13) {
            throw new IllegalArgumentException("capacity must lie in [0, 4096] and slopeUnit in [1, 8192]: "
                    + capacity + ", " + slopeUnit);
        }
        // Four planes: heights, water, sediment, runoff (the shader's buffer holds them so too).
        int[] from = new int[4 * count], to = new int[4 * count];
        System.arraycopy(heights, 0, from, 0, count);
        // What each sample sends to each neighbour this step: water, then sediment.
        int[] flows = new int[8 * count];
        for (int s = 0; s < steps; s++) {
            int[] last = from, next = to;
            IntStream rows = IntStream.range(0, size);
            (parallel ? rows.parallel() : rows).forEach(j -> {
                for (int i = 0; i < size; i++) {
                    flows(last, size, i, j, flows);
                }
            });
            IntStream again = IntStream.range(0, size);
            (parallel ? again.parallel() : again).forEach(j -> {
                for (int i = 0; i < size; i++) {
                    step(last, flows, size, i, j, capacity, slopeUnit, next);
                }
            });
            int[] t = from;
            from = to;
            to = t;
        }
        return resultOf(from, count);
    }

    /** The result from a last state's four planes (heights, water, sediment, runoff): the GPU twin's read-back too. */
    public static Result resultOf(int[] state, int count) {
        int[] heights = new int[count];
        for (int k = 0; k < count; k++) {
            heights[k] = state[k] + state[2 * count + k];
        }
        return new Result(heights, Arrays.copyOfRange(state, 3 * count, 4 * count));
    }

    /** Sample (i, j)'s next height, water and sediment, into {@code next}. */
    private static void step(int[] state, int[] flows, int size, int i, int j, int capacity, int slopeUnit, int[] next) {
        int count = size * size, k = i + j * size;
        int h = state[k], water = state[count + k], sediment = state[2 * count + k];
        int flux = 0;
        for (int n = 0; n < 4; n++) {
            flux += flows[8 * k + n];
            water -= flows[8 * k + n];
            sediment -= flows[8 * k + 4 + n];
        }
        int drop = 0;
        for (int n = 0; n < 4; n++) {
            int ni = i + DI[n], nj = j + DJ[n];
            if (inside(ni, nj, size)) {
                int q = ni + nj * size;
                // (i, j) is the neighbour's neighbour n ^ 1.
                water += flows[8 * q + (n ^ 1)];
                sediment += flows[8 * q + 4 + (n ^ 1)];
                drop = Math.max(drop, h - state[q]);
            }
        }
        int carried = ((Math.min(flux, FLUX_CAP) * Math.min(drop, 2 * slopeUnit)) / slopeUnit * capacity) >> SHARE_BITS;
        if (sediment < carried) {
            int taken = Math.min(((carried - sediment) * ERODE) >> SHARE_BITS, drop >> 1);
            h -= taken;
            sediment += taken;
        } else {
            int dropped = ((sediment - carried) * DEPOSIT) >> SHARE_BITS;
            h += dropped;
            sediment -= dropped;
        }
        next[k] = h;
        next[count + k] = water - (water >> EVAPORATION_SHIFT) + RAIN;
        next[2 * count + k] = sediment;
        next[3 * count + k] = state[3 * count + k] + Math.min(flux, FLUX_CAP);
    }

    /**
     * What sample (i, j) sends to each neighbour this step, into {@code flows[8k .. 8k + 7]}
     * (water to -x, +x, -z, +z, then sediment): half the steepest drop of the water surface at
     * most, all its water at most, shared among the lower neighbours by drop in 256ths, each
     * share's sediment in proportion to the water.
     */
    private static void flows(int[] state, int size, int i, int j, int[] flows) {
        int count = size * size, k = i + j * size, at = 8 * k;
        int water = state[count + k], surface = state[k] + water;
        int d0 = drop(state, size, surface, i - 1, j), d1 = drop(state, size, surface, i + 1, j);
        int d2 = drop(state, size, surface, i, j - 1), d3 = drop(state, size, surface, i, j + 1);
        int sum = d0 + d1 + d2 + d3;
        int moved = Math.min(water, Math.max(Math.max(d0, d1), Math.max(d2, d3)) >> 1);
        if (sum == 0 || moved == 0) {
            Arrays.fill(flows, at, at + 8, 0);
            return;
        }
        int sediment = state[2 * count + k];
        send(flows, at, 0, moved, d0, sum, sediment, water);
        send(flows, at, 1, moved, d1, sum, sediment, water);
        send(flows, at, 2, moved, d2, sum, sediment, water);
        send(flows, at, 3, moved, d3, sum, sediment, water);
    }

    /** How far the water surface {@code surface} stands above neighbour (i, j)'s; 0 off the grid. */
    private static int drop(int[] state, int size, int surface, int i, int j) {
        if (!inside(i, j, size)) {
            return 0;
        }
        int q = i + j * size;
        return Math.max(0, surface - state[q] - state[size * size + q]);
    }

    /** Neighbour n's share of the water moved, by its drop in 256ths, and of the sediment, by its share of the water. */
    private static void send(int[] flows, int at, int n, int moved, int drop, int sum, int sediment, int water) {
        int w = (moved * ((drop << SHARE_BITS) / sum)) >> SHARE_BITS;
        flows[at + n] = w;
        flows[at + 4 + n] = w == 0 ? 0 : (sediment * ((w << SHARE_BITS) / water)) >> SHARE_BITS;
    }

    private static boolean inside(int i, int j, int size) {
        return i >= 0 && j >= 0 && i < size && j < size;
    }
}
