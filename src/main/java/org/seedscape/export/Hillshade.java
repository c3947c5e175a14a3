package org.seedscape.export;

import java.awt.image.BufferedImage;
import org.seedscape.gen.TileData;

/**
 * Shaded relief of a tile for people to look at. Land takes a hypsometric colour (beach sand a
 * few metres above the sea, then greens, browns, grey rock, snow) spread over the tile's own land
 * heights, from its lowest sample above the sea to its highest, so a tile of any height scale uses
 * the whole ramp. Land is lit by a sun in the north-west, 45 degrees up, using the analytic
 * gradients rather than finite differences. Water is a flat tint, lighter where shallow, and is not
 * lit. Image row 0 is the highest z: the picture reads like a map with +z (north) up and +x (east)
 * right.
 */
public final class Hillshade {
    // Unit vector towards the sun: from the north-west (-x, +z), 45 degrees above the horizon.
    private static final double SUN_X = -0.5;
    private static final double SUN_Y = Math.sqrt(0.5);
    private static final double SUN_Z = 0.5;
    // Light that reaches slopes facing away from the sun, so that shadows keep their colour.
    private static final double AMBIENT = 0.35;
    // Sand up to a few metres above the sea, but never more than a thin band of a low tile.
    private static final double BEACH_METRES = 3;
    private static final double BEACH_FRACTION = 0.04;

    private static final double[] SAND = {0.86, 0.80, 0.60};
    private static final double[] SHALLOW = {0.40, 0.68, 0.82};
    private static final double[] DEEP = {0.05, 0.16, 0.40};
    // Land ramp over 0 (the tile's lowest land) .. 1 (its highest sample).
    private static final double[] LAND_AT = {0.0, 0.30, 0.52, 0.70, 0.82, 0.92, 1.0};
    private static final double[][] LAND = {
            {0.38, 0.62, 0.28}, // grass
            {0.20, 0.44, 0.19}, // forest
            {0.55, 0.48, 0.30}, // brown
            {0.44, 0.36, 0.28}, // dark brown
            {0.55, 0.55, 0.55}, // rock
            {0.95, 0.95, 0.97}, // snow
            {1.00, 1.00, 1.00},
    };

    private Hillshade() {
    }

    /** The shaded relief of {@code tile} with the sea surface at {@code seaLevel} metres. */
    public static BufferedImage render(TileData tile, double seaLevel) {
        int size = tile.size();
        float[] height = tile.height();
        HeightRange range = HeightRange.of(height);
        double min = range.min();
        double max = range.max();
        double landLow = Math.max(min, seaLevel);
        double landRange = max - landLow;
        double beach = Math.min(BEACH_METRES, BEACH_FRACTION * (max - seaLevel));
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                int k = i + j * size;
                double h = height[k];
                int rgb;
                if (h < seaLevel) {
                    rgb = pack(lerp(SHALLOW, DEEP, (seaLevel - h) / (seaLevel - min)), 1);
                } else {
                    double[] colour = h - seaLevel < beach ? SAND
                            : land(landRange > 0 ? (h - landLow) / landRange : 0);
                    rgb = pack(colour, light(tile.gradX()[k], tile.gradZ()[k]));
                }
                img.setRGB(i, size - 1 - j, rgb);
            }
        }
        return img;
    }

    /** Ambient plus Lambert light on the surface normal normalize(-dh/dx, 1, -dh/dz). */
    private static double light(double gradX, double gradZ) {
        double lambert = (-gradX * SUN_X + SUN_Y - gradZ * SUN_Z) / Math.sqrt(gradX * gradX + 1 + gradZ * gradZ);
        return AMBIENT + (1 - AMBIENT) * Math.max(0, lambert);
    }

    private static double[] land(double u) {
        for (int s = 1; s < LAND_AT.length; s++) {
            if (u <= LAND_AT[s]) {
                return lerp(LAND[s - 1], LAND[s], (u - LAND_AT[s - 1]) / (LAND_AT[s] - LAND_AT[s - 1]));
            }
        }
        return LAND[LAND.length - 1];
    }

    private static double[] lerp(double[] a, double[] b, double t) {
        return new double[] {a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t};
    }

    private static int pack(double[] colour, double light) {
        return channel(colour[0] * light) << 16 | channel(colour[1] * light) << 8 | channel(colour[2] * light);
    }

    private static int channel(double v) {
        return (int) Math.round(Math.max(0, Math.min(1, v)) * 255);
    }
}
