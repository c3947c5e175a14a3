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

    /** The ground at one point: height, slope, and the share of each ground layer (they sum to 1). */
    final class GroundPoint {
        /** Metres. */
        public double height;
        /** Rise over run. */
        public double slope;
        public double grass, soil, sand, rock, snow;
    }
}
