package org.seedscape.landform;

import java.util.stream.IntStream;

/**
 * Thermal erosion (Olsen 2004) on a square height grid, in whole numbers, so that every
 * run, and the GPU pass ({@code MatDefs/Gen/Thermal.comp}, its twin: change both or neither),
 * gives the same bits. Heights are {@link #UNITS_PER_METRE}ths of a metre ({@link #toUnits}).
 *
 * <p>Each step reads the last grid and writes a new one, every sample its own: a sample whose
 * steepest drop to one of its four neighbours exceeds the talus drop T sends a quarter of that
 * excess, {@code (d - T) >> 2}, down, shared among the neighbours it stands more than T above by
 * how far (Musgrave's 1989 rule on Olsen's four neighbours). Olsen's half, all to the lowest
 * neighbour, left a grid of dimples on slopes facing between two neighbours, where the lowest
 * changed from step to step; shared, it left stripes two samples apart: on a slope steeper than
 * the talus everywhere, a fraction c of the excess turns a two-sample ripple of height r into one
 * of {@code (1 - 4c) r}, which c = 1/2 keeps for ever and c = 1/4 removes in a step. A sample's
 * new height is its old one, less what it sends, plus what its neighbours send to it; so material
 * is kept exactly, and a sample's new height depends only on the samples within two of it. After
 * K steps the inner samples, {@code 2 K} or more from the grid's edge, are the same whatever grid
 * they were computed in (neighbouring tiles agree there bit for bit); the edge ones are not, and a
 * caller crops them ({@link #HALO_PER_STEP}).
 */
public final class ThermalErosion {
    /** Height units a metre: a power of two, so the conversion from float heights is exact. */
    public static final int UNITS_PER_METRE = 1024;
    /** Samples from the grid's edge a step makes unreliable: the reach of one step. */
    public static final int HALO_PER_STEP = 2;
    /** Bits of the fraction each neighbour's share of a sample's shed material is counted in. */
    private static final int SHARE_BITS = 8;
    /** Neighbour offsets, in order: -x, +x, -z, +z (n ^ 1 is the opposite of n). */
    private static final int[] DI = {-1, 1, 0, 0}, DJ = {0, 0, -1, 1};

    private ThermalErosion() {
    }

    /** A height in metres as whole units: {@code floor(metres * 1024)}, exact for every float. */
    public static int toUnits(float metres) {
        return (int) Math.floor(metres * (float) UNITS_PER_METRE);
    }

    /** A grid of heights in metres as units, sample by sample ({@link #toUnits(float)}). */
    public static int[] toUnits(float[] metres) {
        int[] out = new int[metres.length];
        for (int k = 0; k < out.length; k++) {
            out[k] = toUnits(metres[k]);
        }
        return out;
    }

    /** Units back to metres. */
    public static float toMetres(int units) {
        return units / (float) UNITS_PER_METRE;
    }

    /**
     * The talus drop in units between neighbours {@code spacing} metres apart: the greatest rise a
     * slope at {@code angleDegrees} keeps (steeper ground sheds material).
     */
    public static int talusUnits(double angleDegrees, double spacing) {
        return (int) Math.floor(Math.tan(Math.toRadians(angleDegrees)) * spacing * UNITS_PER_METRE);
    }

    /**
     * Runs {@code steps} steps on the row-major {@code size x size} grid of units {@code heights};
     * returns the new grid (the argument is left as it was).
     */
    public static int[] run(int[] heights, int size, int steps, int talus) {
        return run(heights, size, steps, talus, false);
    }

    /** {@link #run(int[], int, int, int)}, each step's rows spread over all cores when {@code parallel}: the same bits. */
    public static int[] run(int[] heights, int size, int steps, int talus, boolean parallel) {
        if (heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        int[] from = heights.clone(), to = new int[heights.length];
        // Each step first works out what every sample sends to each neighbour (the shader works it
        // out again for each of the five samples that need it: the same integers).
        int[] shares = new int[4 * heights.length];
        for (int s = 0; s < steps; s++) {
            int[] last = from, next = to;
            IntStream rows = IntStream.range(0, size);
            (parallel ? rows.parallel() : rows).forEach(j -> {
                for (int i = 0; i < size; i++) {
                    shares(last, size, i, j, talus, shares);
                }
            });
            IntStream again = IntStream.range(0, size);
            (parallel ? again.parallel() : again).forEach(j -> {
                for (int i = 0; i < size; i++) {
                    next[i + j * size] = stepped(last, shares, size, i, j);
                }
            });
            int[] t = from;
            from = to;
            to = t;
        }
        return from;
    }

    /** Sample (i, j)'s height after a step: its own, less what it sends, plus what its neighbours send to it. */
    private static int stepped(int[] h, int[] shares, int size, int i, int j) {
        int k = i + j * size;
        int next = h[k] - shares[4 * k] - shares[4 * k + 1] - shares[4 * k + 2] - shares[4 * k + 3];
        for (int n = 0; n < 4; n++) {
            int ni = i + DI[n], nj = j + DJ[n];
            if (inside(ni, nj, size)) {
                // (i, j) is the neighbour's neighbour n ^ 1.
                next += shares[4 * (ni + nj * size) + (n ^ 1)];
            }
        }
        return next;
    }

    /**
     * What sample (i, j) sends to each neighbour this step, into {@code shares[4k .. 4k + 3]}: a
     * quarter of the steepest excess over the talus drop, shared among the neighbours below the
     * talus by their excess, each share in 256ths (so every product stays within an int for drops
     * up to 8,000 m between neighbours).
     */
    private static void shares(int[] h, int size, int i, int j, int talus, int[] shares) {
        int k = i + j * size, here = h[k];
        int e0 = excess(h, size, here, i - 1, j, talus), e1 = excess(h, size, here, i + 1, j, talus);
        int e2 = excess(h, size, here, i, j - 1, talus), e3 = excess(h, size, here, i, j + 1, talus);
        int sum = e0 + e1 + e2 + e3;
        if (sum == 0) {
            shares[4 * k] = shares[4 * k + 1] = shares[4 * k + 2] = shares[4 * k + 3] = 0;
            return;
        }
        int quarter = Math.max(Math.max(e0, e1), Math.max(e2, e3)) >> 2;
        shares[4 * k] = share(quarter, e0, sum);
        shares[4 * k + 1] = share(quarter, e1, sum);
        shares[4 * k + 2] = share(quarter, e2, sum);
        shares[4 * k + 3] = share(quarter, e3, sum);
    }

    /** How far a sample at {@code here} stands above neighbour (i, j) beyond the talus drop; 0 off the grid. */
    private static int excess(int[] h, int size, int here, int i, int j, int talus) {
        return inside(i, j, size) ? Math.max(0, here - h[i + j * size] - talus) : 0;
    }

    /** A neighbour's share of the material sent: {@code sent} in proportion to its excess, in 256ths. */
    private static int share(int sent, int excess, int sum) {
        return (sent * ((excess << SHARE_BITS) / sum)) >> SHARE_BITS;
    }

    private static boolean inside(int i, int j, int size) {
        return i >= 0 && j >= 0 && i < size && j < size;
    }
}
