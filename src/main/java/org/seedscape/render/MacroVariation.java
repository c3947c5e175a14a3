package org.seedscape.render;

import java.nio.FloatBuffer;
import java.util.Random;

/**
 * Large-scale colour variation that hides texture repeats from altitude: two octaves of smooth
 * noise that tile over {@link #METRES} (channel 0 broad, channel 1 finer), seeded by a constant so
 * every world looks alike in this respect. Sampled on the CPU per vertex when a tile is built,
 * filtered to the tile's sample spacing (two samples per spacing, trilinear over a box-filtered mip
 * chain): it changes over tens of metres at least, and a per-vertex or per-pixel texture read
 * would cost every frame.
 */
public final class MacroVariation {
    /** Metres over which the map repeats. */
    public static final double METRES = 4096;
    private static final int SIZE = 256;
    /** [level][channel][texel], level 0 = SIZE square, each level half the previous. */
    private static final float[][][] LEVELS = mipChain(new Random(0x5eed5ca9eL));

    private MacroVariation() {
    }

    /** Appends the two channels, in [0, 1], at world (x, z) filtered for a mesh of the given sample spacing. */
    public static void sample(double x, double z, double spacing, FloatBuffer out) {
        double lod = Math.max(Math.log(2 * spacing * SIZE / METRES) / Math.log(2), 0);
        int lo = Math.min((int) lod, LEVELS.length - 1), hi = Math.min(lo + 1, LEVELS.length - 1);
        float f = (float) Math.min(lod - lo, 1);
        // In [0, 1) of the map.
        double u = FloatingOrigin.wrap(x, METRES) / METRES, v = FloatingOrigin.wrap(z, METRES) / METRES;
        for (int c = 0; c < 2; c++) {
            out.put((1 - f) * bilinear(LEVELS[lo][c], SIZE >> lo, u, v) + f * bilinear(LEVELS[hi][c], SIZE >> hi, u, v));
        }
    }

    /** Bilinear read of an n-square level with wrap-around; (u, v) in [0, 1) over the level, texel centres at half-texels. */
    private static float bilinear(float[] level, int n, double u, double v) {
        double tx = u * n - 0.5, ty = v * n - 0.5;
        int x0 = (int) Math.floor(tx), y0 = (int) Math.floor(ty);
        float fx = (float) (tx - x0), fy = (float) (ty - y0);
        int xa = Math.floorMod(x0, n), xb = Math.floorMod(x0 + 1, n), ya = Math.floorMod(y0, n), yb = Math.floorMod(y0 + 1, n);
        float bottom = level[xa + ya * n] + (level[xb + ya * n] - level[xa + ya * n]) * fx;
        float top = level[xa + yb * n] + (level[xb + yb * n] - level[xa + yb * n]) * fx;
        return bottom + (top - bottom) * fy;
    }

    private static float[][][] mipChain(Random random) {
        float[] broad = blurred(random, SIZE, 24), fine = blurred(random, SIZE, 4);
        int count = Integer.numberOfTrailingZeros(SIZE) + 1;
        float[][][] levels = new float[count][][];
        levels[0] = new float[][] {broad, fine};
        for (int l = 1; l < count; l++) {
            int n = SIZE >> l;
            levels[l] = new float[2][n * n];
            for (int c = 0; c < 2; c++) {
                float[] up = levels[l - 1][c], down = levels[l][c];
                for (int y = 0; y < n; y++) {
                    for (int x = 0; x < n; x++) {
                        int k = 2 * x + 4 * y * n;
                        down[x + y * n] = 0.25f * (up[k] + up[k + 1] + up[k + 2 * n] + up[k + 2 * n + 1]);
                    }
                }
            }
        }
        return levels;
    }

    /** White noise blurred three times by a wrapping box of the given radius, stretched to [0, 1]. */
    private static float[] blurred(Random random, int n, int radius) {
        float[] noise = new float[n * n];
        for (int p = 0; p < noise.length; p++) {
            noise[p] = random.nextFloat();
        }
        float[] a = WrappedBlur.of(noise, n, radius, 1);
        float lo = Float.MAX_VALUE, hi = -Float.MAX_VALUE;
        for (float v : a) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        for (int p = 0; p < a.length; p++) {
            a[p] = (a[p] - lo) / (hi - lo);
        }
        return a;
    }
}
