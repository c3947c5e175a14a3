package org.seedscape.ui;

import java.nio.ByteBuffer;

/**
 * The minimap's picture of a height grid: shaded relief. Land takes a hypsometric tint (greens
 * low, tan and brown, grey rock, white at the top) spread over the grid's own land heights, times a
 * hillshade; water is a flat blue, darker with depth; a sample with no height (NaN) is dark grey.
 * No GL: the map's state hands it its grid and uploads the bytes.
 *
 * <p>Grid and picture are row-major, sample (i, j) at {@code i + j * width}, i along world +x and
 * j along +z; the picture is sRGB RGBA, {@link #BYTES_PER_PIXEL} bytes a sample. The light comes
 * from +x +z, 45 degrees up: the minimap shows +z up and +x to the left, so that is its top left,
 * where maps put the light (lit from below, relief reads inverted).
 */
public final class ReliefImage {
    public static final int BYTES_PER_PIXEL = 4;
    /** Metres: the least height range the tint spans, so rolling lowland is not painted from meadow to snow. */
    static final float MIN_RELIEF = 500;
    /** Metres of water over which the sea goes from its shallow to its deep blue. */
    private static final float DEEP_METRES = 100;
    /** Light on slopes facing away from the sun, so they keep their tint. */
    private static final double AMBIENT = 0.35;
    // Unit vector toward the light.
    private static final double LIGHT_X = 0.5, LIGHT_Y = Math.sqrt(0.5), LIGHT_Z = 0.5;
    /** sRGB 0xRRGGBB of a sample with no height. */
    static final int UNKNOWN = 0x1a1c1f;
    private static final float[] SHALLOW = {0.38f, 0.62f, 0.80f}, DEEP = {0.09f, 0.20f, 0.42f};
    // The land tint over 0 (the grid's lowest land) .. 1 (its highest, or MIN_RELIEF above the lowest),
    // growing lighter with height as map tints do: a light lowland would read as a plateau.
    private static final float[] LAND_AT = {0, 0.25f, 0.5f, 0.7f, 0.86f, 1};
    private static final float[][] LAND = {
            {0.24f, 0.42f, 0.22f}, // lowland green
            {0.42f, 0.58f, 0.30f}, // green
            {0.62f, 0.58f, 0.38f}, // tan
            {0.62f, 0.51f, 0.37f}, // brown
            {0.64f, 0.62f, 0.59f}, // rock
            {0.97f, 0.97f, 0.99f}, // snow
    };

    private final int width, height;
    private float tintLow, tintHigh = MIN_RELIEF;

    public ReliefImage(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /**
     * Spreads the tint over the land of {@code heights} (samples at or above the sea): from its
     * lowest to its highest, at least {@link #MIN_RELIEF} metres. Call once the grid is complete,
     * before shading it.
     */
    public void fitTint(float[] heights, double seaLevel) {
        float low = Float.POSITIVE_INFINITY, high = Float.NEGATIVE_INFINITY;
        for (int k = 0; k < width * height; k++) {
            float h = heights[k];
            if (h >= seaLevel) { // false for NaN
                if (h < low) {
                    low = h;
                }
                if (h > high) {
                    high = h;
                }
            }
        }
        if (low > high) { // no land
            low = (float) seaLevel;
        }
        tintLow = low;
        tintHigh = Math.max(high, low + MIN_RELIEF);
    }

    /**
     * Writes rows {@code [fromRow, toRow)} of the picture of {@code heights}, samples
     * {@code spacing} metres apart, into {@code rgba} (absolute puts: its position is left alone).
     */
    public void shadeRows(float[] heights, double spacing, double seaLevel, int fromRow, int toRow, ByteBuffer rgba) {
        for (int j = fromRow; j < toRow; j++) {
            for (int i = 0; i < width; i++) {
                int k = i + j * width, at = BYTES_PER_PIXEL * k;
                float h = heights[k];
                if (Float.isNaN(h)) {
                    put(rgba, at, (UNKNOWN >> 16 & 0xff) / 255f, (UNKNOWN >> 8 & 0xff) / 255f, (UNKNOWN & 0xff) / 255f, 1);
                } else if (h < seaLevel) {
                    float t = (float) Math.min((seaLevel - h) / DEEP_METRES, 1);
                    put(rgba, at, lerp(SHALLOW[0], DEEP[0], t), lerp(SHALLOW[1], DEEP[1], t), lerp(SHALLOW[2], DEEP[2], t), 1);
                } else {
                    double gradX = slope(heights, k, i > 0 ? k - 1 : -1, i < width - 1 ? k + 1 : -1, spacing);
                    double gradZ = slope(heights, k, j > 0 ? k - width : -1, j < height - 1 ? k + width : -1, spacing);
                    tint(rgba, at, (h - tintLow) / (tintHigh - tintLow), light(gradX, gradZ));
                }
            }
        }
    }

    /** Rise per metre through sample k from neighbour {@code before} to {@code after} (-1: none); one-sided where one has no height. */
    private static double slope(float[] heights, int k, int before, int after, double spacing) {
        boolean hasBefore = before >= 0 && !Float.isNaN(heights[before]);
        boolean hasAfter = after >= 0 && !Float.isNaN(heights[after]);
        if (hasBefore && hasAfter) {
            return (heights[after] - heights[before]) / (2 * spacing);
        } else if (hasAfter) {
            return (heights[after] - heights[k]) / spacing;
        } else if (hasBefore) {
            return (heights[k] - heights[before]) / spacing;
        }
        return 0;
    }

    /** Ambient plus Lambert light on the surface normal normalize(-dh/dx, 1, -dh/dz). */
    private static float light(double gradX, double gradZ) {
        double lambert = (-gradX * LIGHT_X + LIGHT_Y - gradZ * LIGHT_Z) / Math.sqrt(gradX * gradX + 1 + gradZ * gradZ);
        return (float) (AMBIENT + (1 - AMBIENT) * Math.max(0, lambert));
    }

    private static void tint(ByteBuffer rgba, int at, float u, float light) {
        int s = 1;
        while (s < LAND_AT.length - 1 && u > LAND_AT[s]) {
            s++;
        }
        float t = Math.min(Math.max((u - LAND_AT[s - 1]) / (LAND_AT[s] - LAND_AT[s - 1]), 0), 1);
        float[] a = LAND[s - 1], b = LAND[s];
        put(rgba, at, lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t), light);
    }

    private static float lerp(float a, float b, float t) {
        return a + (b - a) * t;
    }

    private static void put(ByteBuffer rgba, int at, float r, float g, float b, float light) {
        rgba.put(at, channel(r * light));
        rgba.put(at + 1, channel(g * light));
        rgba.put(at + 2, channel(b * light));
        rgba.put(at + 3, (byte) 255);
    }

    private static byte channel(float v) {
        return (byte) (v <= 0 ? 0 : v >= 1 ? 255 : (int) (v * 255 + 0.5f));
    }
}
