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
        return new Patch(new Octave(x0, z0, size, FINE, Streams.GRASS_CLUMPS),
                new Octave(x0, z0, size, COARSE, Streams.GRASS_CLUMPS + 1));
    }

    /** The clumps of one square. */
    static final class Patch {
        private final Octave fine, coarse;

        private Patch(Octave fine, Octave coarse) {
            this.fine = fine;
            this.coarse = coarse;
        }

        /** How thick the grass grows at world (x, z), which must lie in the patch's square: 0 to 1. */
        double at(double x, double z) {
            double n = FINE_WEIGHT * fine.at(x, z) + COARSE_WEIGHT * coarse.at(x, z);
            double t = Math.max(0, Math.min(1, (n - GAP) / (THICK - GAP)));
            return t * t * (3 - 2 * t);
        }
    }

    /** Seeded uniform numbers at the lattice nodes around a square, interpolated with a smoothstep. */
    private final class Octave {
        private final double spacing;
        private final long i0, j0;
        private final int side;
        private final double[] nodes;

        Octave(double x0, double z0, double size, double spacing, long stream) {
            this.spacing = spacing;
            i0 = (long) Math.floor(x0 / spacing);
            j0 = (long) Math.floor(z0 / spacing);
            // the square spans as many nodes along x as along z, give or take one where the spacing
            // does not divide its corner's coordinates
            side = (int) Math.max((long) Math.floor((x0 + size) / spacing) - i0,
                    (long) Math.floor((z0 + size) / spacing) - j0) + 2;
            nodes = new double[side * side];
            for (int j = 0; j < side; j++) {
                for (int i = 0; i < side; i++) {
                    nodes[i + j * side] = new CellRandom(seed, stream, i0 + i, j0 + j).next();
                }
            }
        }

        double at(double x, double z) {
            double u = x / spacing, v = z / spacing;
            long iu = (long) Math.floor(u), jv = (long) Math.floor(v);
            double fu = smooth(u - iu), fv = smooth(v - jv);
            int at = (int) (iu - i0) + (int) (jv - j0) * side;
            double south = nodes[at] + fu * (nodes[at + 1] - nodes[at]);
            double north = nodes[at + side] + fu * (nodes[at + side + 1] - nodes[at + side]);
            return south + fv * (north - south);
        }

        private static double smooth(double f) {
            return f * f * (3 - 2 * f);
        }
    }
}
