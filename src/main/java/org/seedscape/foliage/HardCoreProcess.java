package org.seedscape.foliage;

import java.util.Arrays;

/**
 * Points that keep a minimum distance from each other, everywhere in the world: a Matérn type II
 * hard-core process. Candidates fall as a seeded Poisson process, each with a random mark in
 * [0, 1); a candidate survives when no other candidate nearer than the radius has a lower mark.
 * Everything about a candidate is a pure function of (seed, stream, its cell), so tiles that
 * share a border agree on every point near it: no two points closer than the radius, on one tile
 * or across tiles, and no seam in the density.
 *
 * <p>Asking only for marks below a limit gives a subset that is the same wherever it is asked
 * for (a point's survival depends only on lower marks), which is how far tiles draw fewer trees
 * of the same forest. So that a far tile need not visit every small cell, marks fall in bands:
 * band k holds the marks in [4^-(k+1), 4^-k) on cells 2^k times the base cell (the same number of
 * candidates per cell in every band), and the last band all marks below its top.
 */
final class HardCoreProcess {
    /** Uniform numbers each candidate carries for its own choices ({@link Traits}). */
    static final int TRAITS = Traits.COUNT;
    /** Per candidate: x, z, mark, then its traits. */
    static final int STRIDE = 3 + TRAITS;
    /** The largest share of the disk area a Matérn II process can be asked to fill (it tends to 1). */
    private static final double MAX_FILL = 0.95;
    /** The base cell is never smaller than this, so a small radius does not mean countless cells. */
    private static final double MIN_CELL = 4;

    private final long seed, stream;
    private final double radius, baseCell, candidatesPerM2;
    private final int bands;

    /**
     * @param radius  the minimum distance between two points, metres
     * @param density surviving points per square metre wanted; more than the radius allows gives
     *                the most it allows
     * @param bands   mark bands: marks down to 4^-(bands - 1) are cheap to ask for alone
     */
    HardCoreProcess(long seed, long stream, double radius, double density, int bands) {
        this.seed = seed;
        this.stream = stream;
        this.radius = radius;
        this.bands = bands;
        double area = Math.PI * radius * radius;
        // Matérn II keeps (1 - exp(-c A)) / A of a candidate density c
        this.candidatesPerM2 = -Math.log(1 - Math.min(density * area, MAX_FILL)) / area;
        this.baseCell = Math.max(radius, MIN_CELL);
    }

    double radius() {
        return radius;
    }

    /**
     * The surviving points with marks below {@code markLimit} in {@code [x0, x1) x [z0, z1)} (world
     * metres), {@link #STRIDE} numbers each.
     */
    double[] survivors(double x0, double z0, double x1, double z1, double markLimit) {
        Band[] generated = new Band[bands];
        for (int k = 0; k < bands; k++) {
            if (low(k) < markLimit) {
                generated[k] = new Band(k, x0 - radius, z0 - radius, x1 + radius, z1 + radius, markLimit);
            }
        }
        PointList out = new PointList();
        for (Band band : generated) {
            if (band == null) {
                continue;
            }
            double[] p = band.points;
            for (int c = 0; c < band.end; c += STRIDE) {
                double x = p[c], z = p[c + 1];
                if (x >= x0 && x < x1 && z >= z0 && z < z1 && !beaten(generated, x, z, p[c + 2])) {
                    out.add(p, c);
                }
            }
        }
        return out.toArray();
    }

    /** Whether a candidate with a lower mark than {@code mark} lies nearer than the radius. */
    private boolean beaten(Band[] generated, double x, double z, double mark) {
        for (Band band : generated) {
            if (band == null || low(band.k) >= mark) {
                continue;
            }
            if (band.anyBelow(x, z, mark, radius)) {
                return true;
            }
        }
        return false;
    }

    private double low(int k) {
        return k == bands - 1 ? 0 : Math.pow(4, -(k + 1));
    }

    private double high(int k) {
        return Math.pow(4, -k);
    }

    /**
     * One band's candidates on the cells that cover a rectangle, cell after cell in one array (a
     * tile asks for tens of thousands of candidates: one array per cell was most of the builders'
     * garbage).
     */
    private final class Band {
        final int k;
        final double size;
        final long ix0, iz0;
        final int nx, nz;
        /** Cell i's candidates are {@code points[cellStart[i] .. cellStart[i + 1])}, in mark order. */
        final int[] cellStart;
        double[] points;
        int end;

        Band(int k, double x0, double z0, double x1, double z1, double markLimit) {
            this.k = k;
            this.size = baseCell * (1L << k);
            ix0 = (long) Math.floor(x0 / size);
            iz0 = (long) Math.floor(z0 / size);
            nx = (int) ((long) Math.floor(x1 / size) - ix0 + 1);
            nz = (int) ((long) Math.floor(z1 / size) - iz0 + 1);
            cellStart = new int[nx * nz + 1];
            double lo = low(k), hi = Math.min(high(k), markLimit);
            double perCell = candidatesPerM2 * size * size;
            // the mean count, and a margin: a Poisson count rarely exceeds it, and then the array grows
            double expected = Math.max(perCell * (hi - lo), 0) * nx * nz;
            points = new double[(int) Math.min(expected + 4 * Math.sqrt(expected) + 8, 1 << 24) * STRIDE];
            for (int j = 0; j < nz; j++) {
                for (int i = 0; i < nx; i++) {
                    cellStart[i + j * nx] = end;
                    addCandidates(ix0 + i, iz0 + j, lo, hi, perCell);
                }
            }
            cellStart[nx * nz] = end;
        }

        /**
         * Adds the cell's candidates with marks in [lo, hi), in mark order. Each draws the same
         * numbers whatever {@code hi} is, so a lower limit gives a prefix of the same list.
         */
        private void addCandidates(long cx, long cz, double lo, double hi, double perCell) {
            CellRandom random = new CellRandom(seed, stream * 64 + k, cx, cz);
            double mark = lo;
            while (perCell > 0) {
                mark += -Math.log(1 - random.next()) / perCell; // Poisson process in mark
                if (mark >= hi) {
                    break;
                }
                if (end + STRIDE > points.length) {
                    points = Arrays.copyOf(points, 2 * points.length);
                }
                points[end] = (cx + random.next()) * size;
                points[end + 1] = (cz + random.next()) * size;
                points[end + 2] = mark;
                for (int t = 0; t < TRAITS; t++) {
                    points[end + 3 + t] = random.next();
                }
                end += STRIDE;
            }
        }

        boolean anyBelow(double x, double z, double mark, double r) {
            long i0 = Math.max((long) Math.floor((x - r) / size), ix0), i1 = Math.min((long) Math.floor((x + r) / size), ix0 + nx - 1);
            long j0 = Math.max((long) Math.floor((z - r) / size), iz0), j1 = Math.min((long) Math.floor((z + r) / size), iz0 + nz - 1);
            for (long j = j0; j <= j1; j++) {
                int row = (int) (j - iz0) * nx;
                for (long i = i0; i <= i1; i++) {
                    int cell = (int) (i - ix0) + row;
                    for (int c = cellStart[cell], e = cellStart[cell + 1]; c < e && points[c + 2] < mark; c += STRIDE) {
                        double dx = points[c] - x, dz = points[c + 1] - z;
                        if (dx * dx + dz * dz < r * r) {
                            return true;
                        }
                    }
                }
            }
            return false;
        }
    }

    /** A growing array of candidates. */
    private static final class PointList {
        private double[] data = new double[8 * STRIDE];
        private int size;

        void add(double[] from, int at) {
            if (size + STRIDE > data.length) {
                data = Arrays.copyOf(data, 2 * data.length);
            }
            System.arraycopy(from, at, data, size, STRIDE);
            size += STRIDE;
        }

        double[] toArray() {
            return Arrays.copyOf(data, size);
        }
    }
}
