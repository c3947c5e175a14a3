package org.seedscape.export;

import org.seedscape.gen.TileData;

/**
 * Keeps a tile's gradients true to its heights after the landform layers changed them (filled
 * basins, erosion): the generator's analytic gradients are the terrain function's, so a plain
 * laid over a valley would still be shaded as the valley under it. Where a sample or a neighbour
 * its gradient would read changed, the gradient becomes the central differences of the final
 * heights (one-sided on the grid's edge); elsewhere the analytic one stays, sharper than the
 * samples (the terrain function's detail finer than them shades the ground the sample stands for).
 */
public final class GradientsOfChange {

    private GradientsOfChange() {
    }

    /**
     * Sets {@code tile}'s gradients (in place) where its heights differ from {@code before}, the
     * heights it was generated with (row-major, as the tile's), at the sample or a neighbour.
     */
    public static void apply(TileData tile, float[] before) {
        int n = tile.size();
        float[] h = tile.height();
        if (!tile.hasGradients() || before.length != h.length) {
            throw new IllegalArgumentException("a tile with gradients and " + h.length + " heights before the change are needed");
        }
        double spacing = tile.grid().spacing();
        float[] gx = tile.gradX(), gz = tile.gradZ();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int lo = Math.max(i - 1, 0), hi = Math.min(i + 1, n - 1);
                int below = Math.max(j - 1, 0), above = Math.min(j + 1, n - 1);
                int k = i + j * n;
                boolean changed = h[k] != before[k] || h[lo + j * n] != before[lo + j * n] || h[hi + j * n] != before[hi + j * n]
                        || h[i + below * n] != before[i + below * n] || h[i + above * n] != before[i + above * n];
                if (changed) {
                    gx[k] = hi > lo ? (float) ((h[hi + j * n] - h[lo + j * n]) / (spacing * (hi - lo))) : 0;
                    gz[k] = above > below ? (float) ((h[i + above * n] - h[i + below * n]) / (spacing * (above - below))) : 0;
                }
            }
        }
    }
}
