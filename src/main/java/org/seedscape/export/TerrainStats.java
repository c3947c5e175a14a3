package org.seedscape.export;

import org.seedscape.gen.TileData;

/**
 * Summary numbers of a height grid, with Olsen's (2004) erosion measure. The slope of a sample
 * is {@code s = max |h - h_neighbour|} over its 4 von Neumann neighbours, divided by the grid
 * spacing so it is rise over run; only interior samples have all 4 neighbours, so the outer
 * ring gets no slope of its own. The erosion score is {@code stddev(s) / mean(s)} (population
 * standard deviation): eroded terrain has flat valleys between steep slopes, so a higher score
 * and a lower mean slope than plain fBm.
 *
 * @param minHeight    lowest height of all samples, metres
 * @param maxHeight    highest height of all samples, metres
 * @param meanSlope    mean of s, metres per metre
 * @param erosionScore stddev(s) / mean(s); 0 where the mean slope is 0
 */
public record TerrainStats(double minHeight, double maxHeight, double meanSlope, double erosionScore) {

    /** Statistics of a generated tile. */
    public static TerrainStats of(TileData tile) {
        return of(tile.height(), tile.size(), tile.grid().spacing());
    }

    /**
     * Statistics of a row-major {@code size x size} height grid with samples {@code spacing}
     * metres apart; {@code size} must be at least 3 so that there are interior samples.
     */
    public static TerrainStats of(float[] heights, int size, double spacing) {
        if (size < 3) {
            throw new IllegalArgumentException("size must be at least 3: " + size);
        }
        if (heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size * size + " samples: " + heights.length);
        }
        if (!(spacing > 0) || Double.isInfinite(spacing)) {
            throw new IllegalArgumentException("spacing must be positive and finite: " + spacing);
        }
        HeightRange range = HeightRange.of(heights);
        double min = range.min();
        double max = range.max();
        // Welford's running mean and variance: one pass, no slope array, stable for millions of samples.
        long n = 0;
        double mean = 0;
        double m2 = 0;
        for (int j = 1; j < size - 1; j++) {
            for (int i = 1; i < size - 1; i++) {
                int k = i + j * size;
                double h = heights[k];
                double rise = Math.max(
                        Math.max(Math.abs(h - heights[k - 1]), Math.abs(h - heights[k + 1])),
                        Math.max(Math.abs(h - heights[k - size]), Math.abs(h - heights[k + size])));
                double s = rise / spacing;
                n++;
                double delta = s - mean;
                mean += delta / n;
                m2 += delta * (s - mean);
            }
        }
        double stddev = Math.sqrt(m2 / n);
        double score = mean == 0 ? 0 : stddev / mean;
        return new TerrainStats(min, max, mean, score);
    }
}
