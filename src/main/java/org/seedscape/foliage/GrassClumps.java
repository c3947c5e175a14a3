package org.seedscape.foliage;

/**
 * How grass gathers: tussocks and patches with gaps between them, where a jittered grid of tufts
 * alone reads as a sown crop. A seeded value noise of two octaves (seeded numbers at world lattice
 * nodes, interpolated smoothly), given contrast: 0 in a gap, 1 in the thick of a clump. Its mean
 * is exactly one half (the nodes' numbers are uniform, and the interpolation and the contrast are
 * symmetric about a half), so thinning candidates at twice the wanted density by it keeps the
 * wanted density on average. A pure function of world position, so clumps run across tiles
 * without a seam.
 */
final class GrassClumps {
    /** Metres between lattice nodes: tussocks, and the patches they gather in. */
    private static final double FINE = 1.25, COARSE = 5;
    /** The octaves' weights; they sum to 1. */
    private static final double FINE_WEIGHT = 0.45, COARSE_WEIGHT = 0.55;
    /** The noise's values that become a gap (0) and the thick of a clump (1). */
    private static final double GAP = 0.2, THICK = 0.8;

    private final long seed;

    GrassClumps(long seed) {
        this.seed = seed;
    }

    /** The clumps over the world square from (x0, z0), {@code size} metres across: every node it needs, hashed once. */
    Patch patch(double x0, double z0, double size) {
        return new Patch(octave(x0, z0, size, FINE, Streams.GRASS_CLUMPS),
                octave(x0, z0, size, COARSE, Streams.GRASS_CLUMPS + 1));
    }

    /** Seeded uniform numbers at the lattice nodes around a square, interpolated smoothly. */
    private LatticeSquare octave(double x0, double z0, double size, double spacing, long stream) {
        return new LatticeSquare(x0, z0, size, spacing, (i, j) -> new CellRandom(seed, stream, i, j).next());
    }

    /** The clumps of one square. */
    static final class Patch {
        private final LatticeSquare fine, coarse;

        private Patch(LatticeSquare fine, LatticeSquare coarse) {
            this.fine = fine;
            this.coarse = coarse;
        }

        /** How thick the grass grows at world (x, z), which must lie in the patch's square: 0 to 1. */
        double at(double x, double z) {
            double n = FINE_WEIGHT * fine.smooth(x, z) + COARSE_WEIGHT * coarse.smooth(x, z);
            double t = Math.max(0, Math.min(1, (n - GAP) / (THICK - GAP)));
            return t * t * (3 - 2 * t);
        }
    }
}
