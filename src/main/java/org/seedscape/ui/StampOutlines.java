package org.seedscape.ui;

import java.nio.ByteBuffer;
import java.util.List;
import org.seedscape.stamp.Stamp;

/**
 * The stamps' outlines on the minimap's picture: each stamp's edge as a solid amber line, and the
 * inner edge of its blend band (where it shows whole) dotted, so the map says where real places
 * lie and how far their blend reaches.
 */
final class StampOutlines {
    private static final byte[] EDGE = {(byte) 255, (byte) 176, 32, (byte) 255};
    /** A dot every this many pixels along the band's inner edge. */
    private static final int DOT = 3;

    private StampOutlines() {
    }

    /**
     * Draws {@code stamps} into a {@code size} x {@code size} RGBA picture whose pixel (i, j) shows
     * world (x0 + i step, z0 + j step).
     */
    static void draw(List<Stamp> stamps, double x0, double z0, double step, int size, ByteBuffer rgba) {
        for (Stamp s : stamps) {
            double lastU = s.columns(0) - 1, lastV = s.rows(0) - 1;
            double inU = Math.min(s.placement().band() / s.spacingX(), lastU / 2), inV = Math.min(s.placement().band() / s.spacingZ(), lastV / 2);
            rectangle(s, 0, 0, lastU, lastV, 1, x0, z0, step, size, rgba);
            if (s.placement().band() > 0) {
                rectangle(s, inU, inV, lastU - inU, lastV - inV, DOT, x0, z0, step, size, rgba);
            }
        }
    }

    /** The rectangle (u0, v0)-(u1, v1) of a stamp's raster, a pixel every {@code every} along it. */
    private static void rectangle(Stamp s, double u0, double v0, double u1, double v1, int every, double x0, double z0,
                                  double step, int size, ByteBuffer rgba) {
        double[][] corners = {{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}};
        for (int c = 0; c < 4; c++) {
            double[] a = corners[c], b = corners[(c + 1) % 4];
            double ax = (s.worldX(a[0], a[1]) - x0) / step, az = (s.worldZ(a[0], a[1]) - z0) / step;
            double bx = (s.worldX(b[0], b[1]) - x0) / step, bz = (s.worldZ(b[0], b[1]) - z0) / step;
            line(ax, az, bx, bz, every, size, rgba);
        }
    }

    /** A line in pixels, one dot every {@code every} pixels of its length, clipped to the picture. */
    private static void line(double ax, double az, double bx, double bz, int every, int size, ByteBuffer rgba) {
        double length = Math.hypot(bx - ax, bz - az);
        int n = (int) Math.ceil(length);
        if (n > 4 * size && !crosses(ax, az, bx, bz, size)) {
            return;
        }
        for (int k = 0; k <= n; k += every) {
            double t = n == 0 ? 0 : (double) k / n;
            long i = Math.round(ax + (bx - ax) * t), j = Math.round(az + (bz - az) * t);
            if (i >= 0 && i < size && j >= 0 && j < size) {
                rgba.put((int) (4 * (i + j * size)), EDGE);
            }
        }
    }

    /** Whether a long line's box meets the picture (a far stamp's edges are skipped whole). */
    private static boolean crosses(double ax, double az, double bx, double bz, int size) {
        return Math.max(ax, bx) >= 0 && Math.min(ax, bx) < size && Math.max(az, bz) >= 0 && Math.min(az, bz) < size;
    }
}
