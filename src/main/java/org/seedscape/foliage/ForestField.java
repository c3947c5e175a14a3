package org.seedscape.foliage;

import java.util.Arrays;
import org.seedscape.noise.PointNoise;

/**
 * Where woods grow: a seeded noise of a few octaves, cut at the level that leaves the preset's
 * share of the land above it, with a soft edge. 1 deep in a wood, 0 in a clearing or open country.
 * A pure function of world position, so woods run across tiles without a seam.
 */
final class ForestField {
    /** Octave wavelengths as shares of the preset's, and their weights: ragged edges, round woods. */
    private static final double[] WAVELENGTHS = {1, 0.43, 0.17}, WEIGHTS = {0.6, 0.28, 0.12};
    /** Half the width of a wood's edge, in noise units. */
    private static final double EDGE = 0.05;
    /** Samples of the noise taken to find the level that gives the wanted cover. */
    private static final int QUANTILE_SAMPLES = 64;

    private final PointNoise[] octaves = new PointNoise[WAVELENGTHS.length];
    private final double level;

    ForestField(long seed, double wavelength, double cover) {
        for (int o = 0; o < octaves.length; o++) {
            octaves[o] = new PointNoise(seed, Streams.FOREST + o, wavelength * WAVELENGTHS[o]);
        }
        level = levelFor(cover, wavelength);
    }

    /** The share of woods at world (x, z): 0 outside, 1 inside, between along the edge. */
    double woods(double x, double z) {
        return cut(noise(x, z));
    }

    /**
     * The woods over the world square from (x0, z0), {@code size} metres across, for many points in
     * it: the noise is worked out at world lattice nodes {@link Patch#SPACING} metres apart and
     * interpolated between them. Still a pure function of world position (any patch holding a
     * point gives it the same value), within 0.02 of {@link #woods} (FoliagePlacementTest).
     */
    Patch patch(double x0, double z0, double size) {
        return new Patch(x0, z0, size);
    }

    final class Patch {
        /** Metres between nodes: the shortest octave is 85 m at the default wavelength, so the interpolation is smooth. */
        static final double SPACING = 4;
        private final LatticeSquare square;

        private Patch(double x0, double z0, double size) {
            square = new LatticeSquare(x0, z0, size, SPACING, (i, j) -> noise(i * SPACING, j * SPACING));
        }

        /** The share of woods at world (x, z), which must lie in the patch's square. */
        double woods(double x, double z) {
            return cut(square.linear(x, z));
        }
    }

    /** The share of woods where the noise is {@code n}: the cut at the cover's level, with a soft edge. */
    private double cut(double n) {
        double t = (n - (level - EDGE)) / (2 * EDGE);
        t = Math.max(0, Math.min(1, t));
        return t * t * (3 - 2 * t);
    }

    private double noise(double x, double z) {
        double sum = 0;
        for (int o = 0; o < octaves.length; o++) {
            sum += WEIGHTS[o] * octaves[o].at(x, z);
        }
        return sum;
    }

    /** The noise level with {@code cover} of the samples of a wide, seeded grid above it. */
    private double levelFor(double cover, double wavelength) {
        if (cover <= 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (cover >= 1) {
            return Double.NEGATIVE_INFINITY;
        }
        double[] samples = new double[QUANTILE_SAMPLES * QUANTILE_SAMPLES];
        double step = 0.61 * wavelength; // far enough apart to sample many woods, off the lattice
        for (int j = 0; j < QUANTILE_SAMPLES; j++) {
            for (int i = 0; i < QUANTILE_SAMPLES; i++) {
                samples[i + j * QUANTILE_SAMPLES] = noise(i * step, j * step);
            }
        }
        Arrays.sort(samples);
        return samples[(int) Math.round((1 - cover) * (samples.length - 1))];
    }
}
