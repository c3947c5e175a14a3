package org.seedscape.export;

import java.awt.image.BufferedImage;
import java.util.Arrays;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.TileData;
import org.seedscape.noise.TerrainFunction;

/**
 * The ground layers over an exported grid, as the surface pass weighs them at the grid's spacing
 * ({@link GroundLayers}, its Java twin), and how well they agree with the landform: whether rock
 * lies where the ground is steep or convex, snow where it can hold, and scree at the foot of
 * steep ground. Samples of the grid's outer ring have no weights of their own (the rules read
 * each sample's neighbours).
 *
 * <p>The measures, over the samples where a layer outweighs each other one (it is dominant):
 * <ul>
 * <li>{@link #rockSteepOrConvex()}: the share of rock-dominant samples on slopes over
 *     {@link #ROCK_DEGREES} or on convex ground, which stands above the mean of the four samples
 *     {@link #CONVEX_REACH} metres away (a topographic position index over 0);</li>
 * <li>{@link #snowOnSteep()}: the share of snow-dominant samples on slopes over {@link #SNOW_DEGREES};</li>
 * <li>{@link #screeBelowSteep()}: the share of the samples at the foot of steep ground (no steeper
 *     than {@link #CLIFF_DEGREES} themselves, lower than a sample steeper than that within
 *     {@link #FOOT_REACH} metres) where soil and scree (the soil layer) is dominant.</li>
 * </ul>
 * Slopes are the rules' own: the central differences of the neighbours, rise over run.
 */
public final class GroundCover {
    static final double ROCK_DEGREES = 35, SNOW_DEGREES = 50, CLIFF_DEGREES = 45;
    /** Metres to the samples a convex one stands above. */
    static final double CONVEX_REACH = 16;
    /** Metres from steep ground within which lower ground counts as its foot. */
    static final double FOOT_REACH = 20;
    /** {@code layers.png}'s colour of each layer, in {@link GroundLayers#NAMES}' order. */
    private static final int[] COLOURS = {0x5b8c3a, 0x8a7355, 0xd8c690, 0x7a7a7a, 0xf4f6fa};
    /** The layer index of grass, which is not stored; the stored ones follow it in order. */
    private static final int GRASS = 0;

    private final int size;
    /** The dominant layer of each sample (index into NAMES), -1 on the outer ring. */
    private final byte[] dominant;
    private final double rockSteepOrConvex;
    private final double snowOnSteep;
    private final double screeBelowSteep;

    private GroundCover(int size, byte[] dominant, double rock, double snow, double scree) {
        this.size = size;
        this.dominant = dominant;
        this.rockSteepOrConvex = rock;
        this.snowOnSteep = snow;
        this.screeBelowSteep = scree;
    }

    /**
     * The layers over an exported tile whose heights include erosion's {@code eroded} metres,
     * where {@code runoff} metres of water ran off each sample (either null where there is none).
     */
    public static GroundCover of(TerrainFunction terrain, TileData tile, float[] eroded, float[] runoff) {
        int n = tile.size();
        float[] weights = GroundLayers.compute(terrain, tile, 1, 1, eroded, runoff);
        int side = n - 2;
        byte[] dominant = new byte[n * n];
        Arrays.fill(dominant, (byte) -1);
        for (int v = 0; v < side; v++) {
            for (int u = 0; u < side; u++) {
                int w = GroundLayers.WEIGHTS_PER_SAMPLE * (u + v * side);
                float best = 1 - weights[w] - weights[w + 1] - weights[w + 2] - weights[w + 3];
                int layer = GRASS;
                for (int l = 0; l < GroundLayers.WEIGHTS_PER_SAMPLE; l++) {
                    if (weights[w + l] > best) {
                        best = weights[w + l];
                        layer = l + 1;
                    }
                }
                dominant[(u + 1) + (v + 1) * n] = (byte) layer;
            }
        }
        float[] h = tile.height();
        double spacing = tile.grid().spacing();
        float[] slope = slopes(h, n, spacing);
        int reach = Math.max(1, (int) Math.round(CONVEX_REACH / spacing));
        double rockSlope = Math.tan(Math.toRadians(ROCK_DEGREES)), snowSlope = Math.tan(Math.toRadians(SNOW_DEGREES));
        double cliff = Math.tan(Math.toRadians(CLIFF_DEGREES));
        long rock = 0, rockAgreeing = 0, snow = 0, snowSteep = 0;
        for (int j = 1; j < n - 1; j++) {
            for (int i = 1; i < n - 1; i++) {
                int k = i + j * n;
                if (dominant[k] == GroundLayers.ROCK + 1) {
                    rock++;
                    rockAgreeing += slope[k] > rockSlope || convex(h, n, i, j, reach) ? 1 : 0;
                } else if (dominant[k] == GroundLayers.SNOW + 1) {
                    snow++;
                    snowSteep += slope[k] > snowSlope ? 1 : 0;
                }
            }
        }
        boolean[] foot = feet(h, slope, n, cliff, Math.max(1, (int) Math.round(FOOT_REACH / spacing)));
        long feet = 0, scree = 0;
        for (int k = 0; k < foot.length; k++) {
            if (foot[k]) {
                feet++;
                scree += dominant[k] == GroundLayers.SOIL + 1 ? 1 : 0;
            }
        }
        return new GroundCover(n, dominant, share(rockAgreeing, rock, 1), share(snowSteep, snow, 0), share(scree, feet, 1));
    }

    /** The share of rock-dominant samples on steep or convex ground; 1 where there are none. */
    public double rockSteepOrConvex() {
        return rockSteepOrConvex;
    }

    /** The share of snow-dominant samples on slopes over {@link #SNOW_DEGREES}; 0 where there are none. */
    public double snowOnSteep() {
        return snowOnSteep;
    }

    /** The share of the samples at the foot of steep ground that show soil and scree; 1 where there are none. */
    public double screeBelowSteep() {
        return screeBelowSteep;
    }

    /** The dominant layer at sample (i, j) as an index into {@link GroundLayers#NAMES}, -1 on the outer ring. */
    public int dominant(int i, int j) {
        return dominant[i + j * size];
    }

    /** {@code layers.png}: each sample in its dominant layer's colour (the outer ring as its neighbour), row 0 the highest z. */
    public BufferedImage image() {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                int ci = Math.min(Math.max(i, 1), size - 2), cj = Math.min(Math.max(j, 1), size - 2);
                img.setRGB(i, size - 1 - j, COLOURS[dominant[ci + cj * size]]);
            }
        }
        return img;
    }

    /** Each inner sample's slope as the layer rules read it ({@link GroundLayers#slope}); 0 on the outer ring. */
    private static float[] slopes(float[] h, int n, double spacing) {
        float[] out = new float[n * n];
        for (int j = 1; j < n - 1; j++) {
            for (int i = 1; i < n - 1; i++) {
                out[i + j * n] = (float) GroundLayers.slope(h, n, i, j, 1, spacing);
            }
        }
        return out;
    }

    /** Whether sample (i, j) stands above the mean of the four samples {@code reach} away (those inside the grid). */
    private static boolean convex(float[] h, int n, int i, int j, int reach) {
        double sum = 0;
        int count = 0;
        int[][] at = {{i - reach, j}, {i + reach, j}, {i, j - reach}, {i, j + reach}};
        for (int[] p : at) {
            if (p[0] >= 0 && p[1] >= 0 && p[0] < n && p[1] < n) {
                sum += h[p[0] + p[1] * n];
                count++;
            }
        }
        return count > 0 && h[i + j * n] > sum / count;
    }

    /**
     * The samples at the foot of steep ground: no steeper than {@code cliff} themselves, and lower
     * than a sample steeper than that within {@code reach} samples.
     */
    private static boolean[] feet(float[] h, float[] slope, int n, double cliff, int reach) {
        boolean[] foot = new boolean[n * n];
        for (int j = 1; j < n - 1; j++) {
            for (int i = 1; i < n - 1; i++) {
                int k = i + j * n;
                if (slope[k] <= cliff) {
                    continue;
                }
                for (int dj = -reach; dj <= reach; dj++) {
                    for (int di = -reach; di <= reach; di++) {
                        int fi = i + di, fj = j + dj, f = fi + fj * n;
                        if (di * di + dj * dj <= reach * reach && fi > 0 && fj > 0 && fi < n - 1 && fj < n - 1
                                && slope[f] <= cliff && h[f] < h[k]) {
                            foot[f] = true;
                        }
                    }
                }
            }
        }
        return foot;
    }

    private static double share(long part, long whole, double none) {
        return whole == 0 ? none : part / (double) whole;
    }
}
