package org.seedscape.foliage;

/**
 * What placement needs to know of the ground under a point of a tile: the surface the tile draws
 * there, as the tile's builder has it.
 */
public interface GroundProbe {
    /**
     * Fills {@code out} for tile-local metres (x, z), both within [0, tile size].
     */
    void sample(double x, double z, GroundPoint out);

    /**
     * Metres: no height {@link #sample} gives is lower than this (give or take its rounding), or
     * minus infinity where that is not known. Lets placement pass over a tile all above a
     * species' limit without asking about each candidate.
     */
    default double lowest() {
        return Double.NEGATIVE_INFINITY;
    }

    /** The ground at one point: height, slope, and the share of each ground layer (they sum to 1). */
    final class GroundPoint {
        /** Metres. */
        public double height;
        /** Rise over run. */
        public double slope;
        public double grass, soil, sand, rock, snow;
    }
}
