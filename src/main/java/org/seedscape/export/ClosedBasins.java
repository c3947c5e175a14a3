package org.seedscape.export;

import org.seedscape.erosion.BasinFill;

/**
 * Where water poured on a height grid cannot drain away: the land in closed basins, found by a
 * priority flood (Barnes, Lehman and Mulla 2014). The outlets are the grid's edge and every sample
 * at or below the sea; from them the flood rises through the grid, lowest sample first, and each
 * sample's water level is the higher of its own height and the level of the sample the flood
 * reached it from. A land sample whose water level lies above its height is in a closed basin:
 * water would have to fill the basin to that level before it could run on.
 *
 * @param landShare   the share of land samples (above the sea) in closed basins, 0 to 1; 0 where
 *                    there is no land
 * @param deepest     the deepest a closed basin's water stands over the ground, metres
 */
public record ClosedBasins(double landShare, double deepest) {

    /** The closed basins of a row-major {@code size x size} grid with the sea at {@code seaLevel}. */
    public static ClosedBasins of(float[] heights, int size, double seaLevel) {
        if (size < 1 || heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        return of(heights, BasinFill.of(heights, size, seaLevel, 0), seaLevel);
    }

    /** The closed basins of a grid from its flood (no rise), when the caller has it already. */
    public static ClosedBasins of(float[] heights, BasinFill.Flood flood, double seaLevel) {
        float[] level = flood.level();
        long land = 0, closed = 0;
        double deepest = 0;
        for (int k = 0; k < heights.length; k++) {
            if (heights[k] > seaLevel) {
                land++;
                double depth = level[k] - heights[k];
                if (depth > 0) {
                    closed++;
                    deepest = Math.max(deepest, depth);
                }
            }
        }
        return new ClosedBasins(land == 0 ? 0 : (double) closed / land, deepest);
    }
}
