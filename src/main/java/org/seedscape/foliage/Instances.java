package org.seedscape.foliage;

import java.util.Arrays;

/**
 * One species' instances on one tile, {@link #STRIDE} floats each: tile-local x and z (metres),
 * scale (times the species' size), turn about the vertical (radians), tint in [0, 1], and whether
 * the parent tile places the same instance (1) or not (0): those not kept fade in and out with the
 * tile's morph, so nothing pops when tiles split or merge.
 */
public final class Instances {
    public static final int X = 0, Z = 1, SCALE = 2, TURN = 3, TINT = 4, KEPT = 5, STRIDE = 6;
    private float[] data = new float[16 * STRIDE];
    private int count;

    void add(double x, double z, double scale, double turn, double tint, boolean keptByParent) {
        if ((count + 1) * STRIDE > data.length) {
            data = Arrays.copyOf(data, 2 * data.length);
        }
        int at = count * STRIDE;
        data[at + X] = (float) x;
        data[at + Z] = (float) z;
        data[at + SCALE] = (float) scale;
        data[at + TURN] = (float) turn;
        data[at + TINT] = (float) tint;
        data[at + KEPT] = keptByParent ? 1 : 0;
        count++;
    }

    public int count() {
        return count;
    }

    /** Value {@code field} (X, Z, ...) of instance {@code i}. */
    public float get(int i, int field) {
        return data[i * STRIDE + field];
    }

    /** The instances' floats, {@code count() * STRIDE} of them. */
    public float[] toArray() {
        return Arrays.copyOf(data, count * STRIDE);
    }
}
