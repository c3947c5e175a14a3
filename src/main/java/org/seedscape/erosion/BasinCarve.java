package org.seedscape.erosion;

/**
 * Closed basins drained by cutting, not filling: a channel carved from each basin's lowest point
 * out through its rim (Soille 2004, "Optimal removal of spurious pits in grid digital elevation
 * models", carving), and valley walls cut back from the channel no steeper than a given rise a
 * sample. A priority flood from the outlets (the grid's edge and every sample at or below the sea)
 * reaches the samples in the order of their own heights, so inside a basin it comes down the
 * lowest way in from the spill point; each sample's water runs back along that way. Walking the
 * flood backwards, a sample whose water runs to one higher than the level it is carved to lowers
 * that one to its level less {@code fall}: the channel falls {@code fall} a sample from the
 * basin's floor to where the ground outside it is lower. The walls are then the lowest of the
 * ground and of every channel sample's level plus {@code wallRise} a sample away (two raster
 * sweeps, 8 neighbours, diagonals by the square root of 2 in single precision): ground away from
 * the channels keeps its slopes, however steep. Deterministic: ties go to the lower sample index;
 * Java only (tiles read the result).
 *
 * @param carved  the ground after the cut, never above it
 * @param channel 1 at the channel's samples (the basin's floor and the way out), 0 elsewhere
 */
public record BasinCarve(float[] carved, float[] channel) {
    private static final float DIAGONAL = (float) Math.sqrt(2);

    /**
     * The carve of a row-major {@code size x size} grid with the sea at {@code seaLevel}: a
     * {@code share} of the way (0 to 1) from the ground to the full cut.
     */
    public static BasinCarve of(float[] heights, int size, double seaLevel, float fall, float wallRise, float share) {
        if (size < 1 || heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        if (!(fall >= 0) || !(wallRise > 0) || !(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("fall must be at least 0, wallRise above 0, share 0 to 1: " + fall + ", "
                    + wallRise + ", " + share);
        }
        BasinFill.Flood flood = BasinFill.lowestFirst(heights, size, seaLevel);
        int n = heights.length;
        float[] level = heights.clone();
        int[] order = flood.order(), from = flood.from();
        for (int r = n - 1; r >= 0; r--) {
            int k = order[r], p = from[k];
            if (p >= 0 && level[k] <= heights[p]) {
                level[p] = Math.min(level[p], level[k] - fall);
            }
        }
        float[] channel = new float[n], walls = new float[n];
        for (int k = 0; k < n; k++) {
            boolean cut = level[k] < heights[k];
            channel[k] = cut ? 1f : 0f;
            walls[k] = cut ? heights[k] - share * (heights[k] - level[k]) : Float.POSITIVE_INFINITY;
        }
        cutWalls(walls, size, wallRise);
        for (int k = 0; k < n; k++) {
            level[k] = Math.min(heights[k], walls[k]);
        }
        return new BasinCarve(level, channel);
    }

    /** Lowers every sample to the lowest neighbour's level plus the rise to it, wherever that is lower: forward, then backward. */
    private static void cutWalls(float[] level, int size, float rise) {
        float diagonal = rise * DIAGONAL;
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                int k = i + j * size;
                float l = level[k];
                l = i > 0 ? Math.min(l, level[k - 1] + rise) : l;
                if (j > 0) {
                    l = Math.min(l, level[k - size] + rise);
                    l = i > 0 ? Math.min(l, level[k - size - 1] + diagonal) : l;
                    l = i < size - 1 ? Math.min(l, level[k - size + 1] + diagonal) : l;
                }
                level[k] = l;
            }
        }
        for (int j = size - 1; j >= 0; j--) {
            for (int i = size - 1; i >= 0; i--) {
                int k = i + j * size;
                float l = level[k];
                l = i < size - 1 ? Math.min(l, level[k + 1] + rise) : l;
                if (j < size - 1) {
                    l = Math.min(l, level[k + size] + rise);
                    l = i < size - 1 ? Math.min(l, level[k + size + 1] + diagonal) : l;
                    l = i > 0 ? Math.min(l, level[k + size - 1] + diagonal) : l;
                }
                level[k] = l;
            }
        }
    }
}
