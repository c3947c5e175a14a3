package org.seedscape.export;

import java.awt.image.BufferedImage;
import org.seedscape.erosion.BasinFill;

/**
 * How much water flows over each sample of a height grid, so that one can see whether valleys join
 * into drainage networks. Rain of one cell falls on every sample and runs the way {@link BasinFill}'s
 * flood (no rise) reached the sample from, on to an outlet (the grid's edge or the sea); water in
 * a closed basin crosses its flat to the rim where it spills. A sample's accumulation is then its
 * upslope area in cells, itself included. Land is the samples above the sea, as in
 * {@link ClosedBasins}.
 *
 * <p>The picture ({@link #image()}) colours land from pale grey for a sample that gathers only its
 * own rain to deep blue for the tile's largest accumulation on land, on a log scale, so hillslopes
 * stay pale and the channels, from rills to the main river, stand out as a darkening blue
 * network; the sea is a fixed near-black, darker than any channel. Row 0 is the highest z, as in
 * the export's other PNGs.
 */
public final class FlowMap {
    private static final double[] HILLSLOPE = {0.93, 0.93, 0.90};
    private static final double[] CHANNEL = {0.02, 0.16, 0.55};
    private static final int SEA = 0x14161c;

    private final float[] heights;
    private final int size;
    private final double seaLevel;
    private final int[] accumulation;
    private final long landSamples;
    private final long largestCatchment;
    private final int largestOnLand;

    private FlowMap(float[] heights, int size, double seaLevel, int[] accumulation, int[] from) {
        this.heights = heights;
        this.size = size;
        this.seaLevel = seaLevel;
        this.accumulation = accumulation;
        long land = 0, catchment = 0;
        int onLand = 1;
        for (int k = 0; k < heights.length; k++) {
            boolean isLand = heights[k] > seaLevel;
            if (isLand) {
                land++;
                onLand = Math.max(onLand, accumulation[k]);
            }
            if (from[k] < 0) {
                // Only land drains into an outlet: a sea outlet's own cell is not land.
                catchment = Math.max(catchment, accumulation[k] - (isLand ? 0 : 1));
            }
        }
        landSamples = land;
        largestCatchment = catchment;
        largestOnLand = onLand;
    }

    /** The flow over a row-major {@code size x size} grid, row 0 at the lowest z, with the sea at {@code seaLevel}. */
    public static FlowMap of(float[] heights, int size, double seaLevel) {
        return of(heights, size, seaLevel, BasinFill.of(heights, size, seaLevel, 0f));
    }

    /** The flow over the grid from its flood (no rise), when the caller has it already. */
    public static FlowMap of(float[] heights, int size, double seaLevel, BasinFill.Flood flood) {
        int[] order = flood.order(), from = flood.from();
        int[] accumulation = new int[heights.length];
        // Backwards through the flood every sample comes before the one its water runs to.
        for (int r = order.length - 1; r >= 0; r--) {
            int k = order[r];
            accumulation[k]++;
            if (from[k] >= 0) {
                accumulation[from[k]] += accumulation[k];
            }
        }
        return new FlowMap(heights, size, seaLevel, accumulation, from);
    }

    /** Each sample's upslope area in cells, itself included, row-major as the heights (not a copy). */
    public int[] accumulation() {
        return accumulation;
    }

    /** The share of land samples whose upslope area is at least {@code minCells} cells; 0 where there is no land. */
    public double channelShare(double minCells) {
        long channels = 0;
        for (int k = 0; k < heights.length; k++) {
            channels += heights[k] > seaLevel && accumulation[k] >= minCells ? 1 : 0;
        }
        return landSamples == 0 ? 0 : (double) channels / landSamples;
    }

    /** The most land samples draining to one outlet, as a share of all land samples; 0 where there is no land. */
    public double largestCatchmentShare() {
        return landSamples == 0 ? 0 : (double) largestCatchment / landSamples;
    }

    /** The flow as an 8-bit RGB picture, coloured as the class comment says. */
    public BufferedImage image() {
        double logLargest = Math.log(largestOnLand);
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                int k = i + j * size;
                int rgb = SEA;
                if (heights[k] > seaLevel) {
                    double t = logLargest > 0 ? Math.log(accumulation[k]) / logLargest : 0;
                    rgb = channel(HILLSLOPE[0] + (CHANNEL[0] - HILLSLOPE[0]) * t) << 16
                            | channel(HILLSLOPE[1] + (CHANNEL[1] - HILLSLOPE[1]) * t) << 8
                            | channel(HILLSLOPE[2] + (CHANNEL[2] - HILLSLOPE[2]) * t);
                }
                img.setRGB(i, size - 1 - j, rgb);
            }
        }
        return img;
    }

    private static int channel(double v) {
        return (int) Math.round(v * 255);
    }
}
