package org.seedscape.erosion;

/**
 * Olsen's (2004) optimised thermal erosion on a square height grid, in whole numbers, so that every
 * run, and the GPU pass ({@code MatDefs/Gen/Thermal.comp}, its twin: change both or neither),
 * gives the same bits. Heights are {@link #UNITS_PER_METRE}ths of a metre ({@link #toUnits}).
 *
 * <p>Each step reads the last grid and writes a new one, every sample its own: a sample whose
 * steepest drop to one of its four neighbours (the lowest; on a tie the first of -x, +x, -z, +z)
 * exceeds the talus drop T sends half the excess, {@code (d - T) >> 1}, down to it. A sample's
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
    /** Neighbour offsets, in the order ties are broken: -x, +x, -z, +z. */
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
        if (heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        int[] from = heights.clone(), to = new int[heights.length];
        for (int s = 0; s < steps; s++) {
            for (int j = 0; j < size; j++) {
                for (int i = 0; i < size; i++) {
                    to[i + j * size] = stepped(from, size, i, j, talus);
                }
            }
            int[] t = from;
            from = to;
            to = t;
        }
        return from;
    }

    /** Sample (i, j)'s height after one step. */
    static int stepped(int[] h, int size, int i, int j, int talus) {
        int k = i + j * size;
        int next = h[k] - sent(h, size, i, j, talus, -1);
        for (int n = 0; n < 4; n++) {
            int ni = i + DI[n], nj = j + DJ[n];
            if (inside(ni, nj, size)) {
                // What the neighbour sends, if (i, j) is where it sends it: (i, j) is its neighbour (n ^ 1).
                next += sent(h, size, ni, nj, talus, n ^ 1);
            }
        }
        return next;
    }

    /**
     * What sample (i, j) sends down its steepest drop this step: all of it ({@code toward} -1), or
     * only if it goes to neighbour {@code toward}, else 0.
     */
    private static int sent(int[] h, int size, int i, int j, int talus, int toward) {
        int here = h[i + j * size], steepest = -1, drop = 0;
        for (int n = 0; n < 4; n++) {
            int ni = i + DI[n], nj = j + DJ[n];
            if (inside(ni, nj, size)) {
                int d = here - h[ni + nj * size];
                if (d > drop) {
                    drop = d;
                    steepest = n;
                }
            }
        }
        if (steepest < 0 || drop <= talus || (toward >= 0 && toward != steepest)) {
            return 0;
        }
        return (drop - talus) >> 1;
    }

    private static boolean inside(int i, int j, int size) {
        return i >= 0 && j >= 0 && i < size && j < size;
    }
}
