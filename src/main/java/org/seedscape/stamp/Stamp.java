package org.seedscape.stamp;

import java.util.ArrayDeque;
import org.seedscape.stamp.read.HeightRaster;

/**
 * A heightmap placed in the world, before it meets any ground: its raster's Gaussian pyramid
 * (level 0 the raster, each level half the samples of the one below, 1-4-6-4-1 filtered, sample i
 * of level k+1 at sample 2i of level k, so the levels nest and a coarse tile reads a level no
 * finer than its own spacing), where it lies, and how far a point is inside it. Samples without
 * data are filled from their nearest neighbours with data, and the edge runs round them.
 * Immutable; reads from any thread.
 */
public final class Stamp {
    /** A read point closer than this to a sample (in samples) is that sample, so a raster put back where it came from reads its own bits. */
    private static final double SNAP = 1e-9;

    private final StampPlacement placement;
    private final int[] columns, rows;
    private final float[][] levels;
    /** Metres between level 0's samples along the raster's columns and rows, scale applied. */
    private final double spacingX, spacingZ;
    private final double centreX, centreZ, cos, sin;
    /** Metres from each sample to the nearest sample without data (level 0), or null where every sample has data. */
    private final float[] holeDistance;
    private final double shift;

    private Stamp(StampPlacement placement, int[] columns, int[] rows, float[][] levels, double spacingX, double spacingZ,
                  double centreX, double centreZ, float[] holeDistance, double shift) {
        this.placement = placement;
        this.columns = columns;
        this.rows = rows;
        this.levels = levels;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.centreX = centreX;
        this.centreZ = centreZ;
        double turn = Math.toRadians(placement.rotation());
        this.cos = Math.cos(turn);
        this.sin = Math.sin(turn);
        this.holeDistance = holeDistance;
        this.shift = shift;
    }

    /** The raster placed as {@code placement} says, its heights moved by the placement's offset. */
    public static Stamp of(StampPlacement placement, HeightRaster raster) {
        int c = raster.columns(), r = raster.rows();
        float[] base = raster.heights().clone();
        float[] holes = fillHoles(base, c, r, raster.spacingX() * placement.scale(), raster.spacingZ() * placement.scale());
        int count = 1;
        for (int cc = c, rr = r; Math.min(cc, rr) > 3; cc = Pyramid.half(cc), rr = Pyramid.half(rr)) {
            count++;
        }
        int[] columns = new int[count], rows = new int[count];
        float[][] levels = new float[count][];
        columns[0] = c;
        rows[0] = r;
        levels[0] = base;
        for (int k = 1; k < count; k++) {
            columns[k] = Pyramid.half(columns[k - 1]);
            rows[k] = Pyramid.half(rows[k - 1]);
            levels[k] = Pyramid.reduce(levels[k - 1], columns[k - 1], rows[k - 1], columns[k], rows[k]);
        }
        double sx = raster.spacingX() * placement.scale(), sz = raster.spacingZ() * placement.scale();
        double cx = placement.centreX(), cz = placement.centreZ();
        if (Double.isNaN(cx)) {
            cx = raster.originX() == null ? 0 : raster.originX() + (c - 1) / 2.0 * raster.spacingX();
        }
        if (Double.isNaN(cz)) {
            cz = raster.originZ() == null ? 0 : raster.originZ() + (r - 1) / 2.0 * raster.spacingZ();
        }
        return new Stamp(placement, columns, rows, levels, sx, sz, cx, cz, holes, placement.offset());
    }

    /** This stamp with its middle at world (x, z) instead. */
    public Stamp placedAt(double x, double z) {
        return new Stamp(placement.at(x, z), columns, rows, levels, spacingX, spacingZ, x, z, holeDistance, shift);
    }

    /** This stamp faded to {@code opacity} and shown or hidden, as a layer is ({@link StampPlacement#opacity}). */
    public Stamp asLayer(double opacity, boolean shown) {
        return new Stamp(placement.asLayer(opacity, shown), columns, rows, levels, spacingX, spacingZ, centreX, centreZ,
                holeDistance, shift);
    }

    /** World x of the raster's middle. */
    public double centreX() {
        return centreX;
    }

    /** World z of the raster's middle. */
    public double centreZ() {
        return centreZ;
    }

    /** This stamp moved up by {@code metres} more (settled onto the ground). */
    Stamp shifted(double metres) {
        return new Stamp(placement, columns, rows, levels, spacingX, spacingZ, centreX, centreZ, holeDistance,
                shift + metres);
    }

    public StampPlacement placement() {
        return placement;
    }

    /** Pyramid levels; level k's samples are {@code 2^k} of level 0's apart. */
    public int levelCount() {
        return levels.length;
    }

    /** Metres between level k's samples (the larger of the two axes'). */
    public double spacing(int k) {
        return Math.scalb(Math.max(spacingX, spacingZ), k);
    }

    /** Metres between level 0's samples along u (the raster's rows), scale applied. */
    public double spacingX() {
        return spacingX;
    }

    /** Metres between level 0's samples along v (its columns), scale applied. */
    public double spacingZ() {
        return spacingZ;
    }

    public int columns(int k) {
        return columns[k];
    }

    public int rows(int k) {
        return rows[k];
    }

    /** The raster's column coordinate of a world point (0 at its first column, fractional between). */
    public double u(double x, double z) {
        return snapped(((x - centreX) * cos + (z - centreZ) * sin) / spacingX + (columns[0] - 1) / 2.0);
    }

    /** The raster's row coordinate of a world point. */
    public double v(double x, double z) {
        return snapped((-(x - centreX) * sin + (z - centreZ) * cos) / spacingZ + (rows[0] - 1) / 2.0);
    }

    /** World x of raster coordinates (u, v). */
    public double worldX(double u, double v) {
        double lx = (u - (columns[0] - 1) / 2.0) * spacingX, lz = (v - (rows[0] - 1) / 2.0) * spacingZ;
        return centreX + lx * cos - lz * sin;
    }

    /** World z of raster coordinates (u, v). */
    public double worldZ(double u, double v) {
        double lx = (u - (columns[0] - 1) / 2.0) * spacingX, lz = (v - (rows[0] - 1) / 2.0) * spacingZ;
        return centreZ + lx * sin + lz * cos;
    }

    /** The world's axis-aligned bounds of the stamp: min x, min z, max x, max z. */
    public double[] bounds() {
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (int corner = 0; corner < 4; corner++) {
            double u = (corner & 1) * (columns[0] - 1.0), v = (corner >> 1) * (rows[0] - 1.0);
            double x = worldX(u, v), z = worldZ(u, v);
            b[0] = Math.min(b[0], x);
            b[1] = Math.min(b[1], z);
            b[2] = Math.max(b[2], x);
            b[3] = Math.max(b[3], z);
        }
        return b;
    }

    /**
     * Metres from raster coordinates (u, v) to the stamp's edge, inward: negative outside the
     * raster, and no further than the nearest sample without data.
     */
    public double inside(double u, double v) {
        double d = Math.min(Math.min(u, columns[0] - 1 - u) * spacingX, Math.min(v, rows[0] - 1 - v) * spacingZ);
        if (holeDistance != null && d >= 0) {
            d = Math.min(d, Pyramid.read(holeDistance, columns[0], rows[0], u, v));
        }
        return d;
    }

    /**
     * Level k's height at raster coordinates (u, v) of level 0 ({@link Pyramid#read}: exactly the
     * sample where (u, v) is one, so a raster placed where it came from gives its own bits back).
     */
    public double height(int k, double u, double v) {
        double h = Pyramid.read(levels[k], columns[k], rows[k], Math.scalb(u, -k), Math.scalb(v, -k));
        return shift == 0 ? h : h + shift;
    }

    /** The pyramid level that a grid of {@code spacing} metres reads: the finest no finer than it. */
    public int levelFor(double spacing) {
        int k = 0;
        while (k + 1 < levels.length && spacing(k) < spacing) {
            k++;
        }
        return k;
    }

    private static double snapped(double c) {
        double r = Math.rint(c);
        return Math.abs(c - r) < SNAP ? r : c;
    }

    /**
     * Fills every NaN sample from its neighbours, nearest first (each takes the mean of its
     * already filled four neighbours, in breadth-first order from the samples with data), and
     * returns each sample's distance in metres to the nearest hole (a chamfer distance), or null
     * where there is none.
     */
    private static float[] fillHoles(float[] h, int c, int r, double sx, double sz) {
        int n = c * r;
        boolean[] known = new boolean[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        int holes = 0;
        for (int k = 0; k < n; k++) {
            known[k] = !Float.isNaN(h[k]);
            holes += known[k] ? 0 : 1;
        }
        if (holes == 0) {
            return null;
        }
        float[] distance = new float[n];
        for (int k = 0; k < n; k++) {
            distance[k] = known[k] ? Float.MAX_VALUE : 0;
            if (known[k] && hasNeighbour(known, k, c, r, false)) {
                queue.add(k);
            }
        }
        boolean[] queued = new boolean[n];
        while (!queue.isEmpty()) {
            int k = queue.poll();
            int i = k % c, j = k / c;
            int[] next = {i > 0 ? k - 1 : -1, i < c - 1 ? k + 1 : -1, j > 0 ? k - c : -1, j < r - 1 ? k + c : -1};
            for (int m : next) {
                if (m >= 0 && !known[m] && !queued[m]) {
                    queued[m] = true;
                    queue.add(m);
                }
            }
            if (!known[k]) {
                double sum = 0;
                int count = 0;
                for (int m : next) {
                    if (m >= 0 && known[m]) {
                        sum += h[m];
                        count++;
                    }
                }
                h[k] = (float) (sum / count);
                known[k] = true;
            }
        }
        chamfer(distance, c, r, sx, sz);
        return distance;
    }

    private static boolean hasNeighbour(boolean[] known, int k, int c, int r, boolean value) {
        int i = k % c, j = k / c;
        return (i > 0 && known[k - 1] == value) || (i < c - 1 && known[k + 1] == value)
                || (j > 0 && known[k - c] == value) || (j < r - 1 && known[k + c] == value);
    }

    /** Two passes of a 3 x 3 chamfer distance transform, steps of sx, sz and the diagonal. */
    private static void chamfer(float[] d, int c, int r, double sx, double sz) {
        float ax = (float) sx, az = (float) sz, diag = (float) Math.hypot(sx, sz);
        for (int j = 0; j < r; j++) {
            for (int i = 0; i < c; i++) {
                int k = i + j * c;
                if (i > 0) d[k] = Math.min(d[k], d[k - 1] + ax);
                if (j > 0) {
                    d[k] = Math.min(d[k], d[k - c] + az);
                    if (i > 0) d[k] = Math.min(d[k], d[k - c - 1] + diag);
                    if (i < c - 1) d[k] = Math.min(d[k], d[k - c + 1] + diag);
                }
            }
        }
        for (int j = r - 1; j >= 0; j--) {
            for (int i = c - 1; i >= 0; i--) {
                int k = i + j * c;
                if (i < c - 1) d[k] = Math.min(d[k], d[k + 1] + ax);
                if (j < r - 1) {
                    d[k] = Math.min(d[k], d[k + c] + az);
                    if (i < c - 1) d[k] = Math.min(d[k], d[k + c + 1] + diag);
                    if (i > 0) d[k] = Math.min(d[k], d[k + c - 1] + diag);
                }
            }
        }
    }
}
