package org.seedscape.erosion;

import org.seedscape.noise.SampleGrid;

/**
 * How the erosion layers' fields (values on a grid of samples, coarser than or as fine as the
 * tiles that read them) are read at a finer grid's samples: bilinearly, exact at the field's own
 * samples. {@link #at} is the height pass's reads' twin ({@code fieldTap} and {@code blend} in
 * {@code MatDefs/Gen/TerrainGen.comp}), operation for operation: change both or neither.
 */
public final class FieldGrid {

    private FieldGrid() {
    }

    /** Where a finer grid lies in a field's: its first sample's index at its own spacing, and the spacing's ratio as a shift. */
    public record Placement(int offsetX, int offsetZ, int shift) {
    }

    /**
     * Where {@code finer} lies in {@code field}'s grid: its spacing must be the field's over a power
     * of two and its samples on its own lattice within the field's grid.
     */
    public static Placement placement(SampleGrid field, SampleGrid finer) {
        Placement p = placementOrNull(field, finer);
        if (p == null) {
            throw new IllegalArgumentException(finer + " does not lie on the lattice of " + field);
        }
        return p;
    }

    /** {@link #placement}, or null where {@code finer} does not lie on the field's lattice. */
    public static Placement placementOrNull(SampleGrid field, SampleGrid finer) {
        int shift = Math.getExponent(field.spacing()) - Math.getExponent(finer.spacing());
        double ox = (finer.originX() - field.originX()) / finer.spacing();
        double oz = (finer.originZ() - field.originZ()) / finer.spacing();
        int last = (field.size() - 1) << Math.max(shift, 0);
        if (shift < 0 || Math.scalb(finer.spacing(), shift) != field.spacing() || ox != Math.rint(ox) || oz != Math.rint(oz)
                || ox < 0 || oz < 0 || ox + finer.size() - 1 > last || oz + finer.size() - 1 > last) {
            return null;
        }
        return new Placement((int) ox, (int) oz, shift);
    }

    /**
     * The field's value at sample (i, j) of a finer grid placed at {@code p}, from its
     * {@code size x size} row-major {@code values}: bilinear, exact at the field's samples.
     */
    public static float at(float[] values, int size, Placement p, int i, int j) {
        int shift = p.shift(), a = p.offsetX() + i, b = p.offsetZ() + j, mask = (1 << shift) - 1;
        int ci = a >> shift, cj = b >> shift;
        int ci1 = Math.min(ci + 1, size - 1), cj1 = Math.min(cj + 1, size - 1);
        float tx = (a & mask) / (float) (1 << shift), tz = (b & mask) / (float) (1 << shift);
        float d00 = values[ci + cj * size], d10 = values[ci1 + cj * size];
        float d01 = values[ci + cj1 * size], d11 = values[ci1 + cj1 * size];
        float d0 = d00 + (d10 - d00) * tx, d1 = d01 + (d11 - d01) * tx;
        return d0 + (d1 - d0) * tz;
    }

    /**
     * The field's value at sample (i, j) of a finer grid placed at {@code p}, from its {@code size x
     * size} row-major {@code values}: Catmull-Rom, smooth across the field's samples (bilinear reads
     * of a field that changes fast from sample to sample draw its cells' edges as creases and stair
     * steps) and exact at them. Reads the samples one before and two after the cell: the field's
     * grid must hold them ({@link #SMOOTH_PAD_BEFORE}, {@link #SMOOTH_PAD_AFTER}), as samples past its
     * edge are read at the edge. The twin of {@code smoothDrainage} in {@code
     * MatDefs/Gen/TerrainGen.comp}, operation for operation.
     */
    public static float smoothAt(float[] values, int size, Placement p, int i, int j) {
        int shift = p.shift(), a = p.offsetX() + i, b = p.offsetZ() + j, mask = (1 << shift) - 1;
        int ci = a >> shift, cj = b >> shift;
        float tx = (a & mask) / (float) (1 << shift), tz = (b & mask) / (float) (1 << shift);
        float[] wx = catmullRom(tx), wz = catmullRom(tz);
        float sum = 0;
        for (int r = 0; r < 4; r++) {
            int row = Math.min(Math.max(cj + r - 1, 0), size - 1) * size;
            float v = 0;
            for (int c = 0; c < 4; c++) {
                v = v + wx[c] * values[row + Math.min(Math.max(ci + c - 1, 0), size - 1)];
            }
            sum = sum + wz[r] * v;
        }
        return sum;
    }

    /** Samples a field's grid must hold before a cell that is read {@link #smoothAt smoothly}. */
    public static final int SMOOTH_PAD_BEFORE = 1;
    /** Samples a field's grid must hold after a cell's first sample that is read {@link #smoothAt smoothly}. */
    public static final int SMOOTH_PAD_AFTER = 2;

    /** Catmull-Rom's four weights at {@code t} (0 to 1) between the second and third sample: 0, 1, 0, 0 at 0. */
    static float[] catmullRom(float t) {
        float t2 = t * t, t3 = t2 * t;
        return new float[] {0.5f * (2 * t2 - t - t3), 0.5f * (3 * t3 - 5 * t2 + 2), 0.5f * (4 * t2 + t - 3 * t3), 0.5f * (t3 - t2)};
    }

    /** {@link #smoothAt(float[], int, Placement, int, int)} at any point of its grid, in doubles (export, point queries). */
    public static double smoothAt(SampleGrid grid, float[] values, double x, double z) {
        int size = grid.size();
        double u = (x - grid.originX()) / grid.spacing(), v = (z - grid.originZ()) / grid.spacing();
        int ci = Math.max(0, Math.min((int) Math.floor(u), size - 2)), cj = Math.max(0, Math.min((int) Math.floor(v), size - 2));
        double[] wx = catmullRom(u - ci), wz = catmullRom(v - cj);
        double sum = 0;
        for (int r = 0; r < 4; r++) {
            int row = Math.min(Math.max(cj + r - 1, 0), size - 1) * size;
            double w = 0;
            for (int c = 0; c < 4; c++) {
                w += wx[c] * values[row + Math.min(Math.max(ci + c - 1, 0), size - 1)];
            }
            sum += wz[r] * w;
        }
        return sum;
    }

    private static double[] catmullRom(double t) {
        double t2 = t * t, t3 = t2 * t;
        return new double[] {0.5 * (2 * t2 - t - t3), 0.5 * (3 * t3 - 5 * t2 + 2), 0.5 * (4 * t2 + t - 3 * t3), 0.5 * (t3 - t2)};
    }

    /** The field's value at any point of its grid, bilinear in doubles (export's grids, which need not lie on the lattice; point queries). */
    public static double at(SampleGrid grid, float[] values, double x, double z) {
        int size = grid.size();
        double u = (x - grid.originX()) / grid.spacing(), v = (z - grid.originZ()) / grid.spacing();
        int ci = Math.max(0, Math.min((int) Math.floor(u), size - 2)), cj = Math.max(0, Math.min((int) Math.floor(v), size - 2));
        double tx = u - ci, tz = v - cj;
        double d0 = values[ci + cj * size] + (values[ci + 1 + cj * size] - values[ci + cj * size]) * tx;
        double d1 = values[ci + (cj + 1) * size] + (values[ci + 1 + (cj + 1) * size] - values[ci + (cj + 1) * size]) * tx;
        return d0 + (d1 - d0) * tz;
    }
}
