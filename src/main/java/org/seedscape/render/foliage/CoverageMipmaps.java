package org.seedscape.render.foliage;

import com.jme3.texture.Image;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The atlas' RGBA8 image with its whole mip chain, filtered so that distant foliage keeps its body.
 * A plain box filter averages a cutout's alpha towards its coverage, and an alpha test at 0.5 then
 * eats away leaves and blades with every level, until far trees are bare. So each level's alpha is
 * kept unscaled for filtering the next level, and stored scaled, per cutout region, by the factor
 * that makes the share of texels passing the test at 0.5 that of level 0 (the alpha-to-coverage
 * scaling of Castaño's "Computing alpha mipmaps"; ties at the threshold are split so the share holds
 * to the texel, see {@link #storeCoverage}). Opaque regions are kept fully opaque at every
 * level. Colour is averaged weighted by alpha, so transparent texels lend no colour to a leaf's edge.
 * Regions lie on 256-texel boundaries, so the 2 x 2 boxes never mix two regions down to 4 x 4.
 */
final class CoverageMipmaps {
    static final float ALPHA_TEST = 0.5f;

    private CoverageMipmaps() {
    }

    static Image image(AtlasCanvas canvas) {
        int size = canvas.size, levels = Integer.numberOfTrailingZeros(size) + 1;
        int[] mipSizes = new int[levels];
        int total = 0;
        for (int l = 0; l < levels; l++) {
            mipSizes[l] = 4 * (size >> l) * (size >> l);
            total += mipSizes[l];
        }
        ByteBuffer data = BufferUtils.createByteBuffer(total);
        float[] r = canvas.r, g = canvas.g, b = canvas.b, a = canvas.a;
        float[] coverage = new float[FoliageAtlas.Region.values().length];
        for (FoliageAtlas.Region region : FoliageAtlas.Region.values()) {
            coverage[region.ordinal()] = coverage(a, size, region.x, region.y, region.w, region.h, 1);
        }
        for (int l = 0, n = size; l < levels; l++, n /= 2) {
            if (l > 0) {
                float[][] next = halve(r, g, b, a, 2 * n);
                r = next[0];
                g = next[1];
                b = next[2];
                a = next[3];
            }
            float[] stored = a.clone();
            for (FoliageAtlas.Region region : FoliageAtlas.Region.values()) {
                int x0 = region.x >> l, y0 = region.y >> l, w = region.w >> l, h = region.h >> l;
                if (w == 0 || h == 0) {
                    continue;
                }
                if (region.cutout) {
                    storeCoverage(a, stored, n, x0, y0, w, h, coverage[region.ordinal()]);
                    continue;
                }
                for (int y = y0; y < y0 + h; y++) {
                    Arrays.fill(stored, y * n + x0, y * n + x0 + w, 1);
                }
            }
            for (int i = 0; i < n * n; i++) {
                data.put(unorm8(r[i])).put(unorm8(g[i])).put(unorm8(b[i])).put(unorm8(stored[i]));
            }
        }
        return new Image(Image.Format.RGBA8, size, size, data.flip(), mipSizes, ColorSpace.Linear);
    }

    /** The share of a rectangle's texels whose alpha, times {@code scale}, passes the alpha test. */
    static float coverage(float[] alpha, int n, int x0, int y0, int w, int h, float scale) {
        int passed = 0;
        for (int y = y0; y < y0 + h; y++) {
            for (int x = x0; x < x0 + w; x++) {
                passed += alpha[y * n + x] * scale >= ALPHA_TEST ? 1 : 0;
            }
        }
        return (float) passed / (w * h);
    }

    /**
     * Stores a cutout rectangle's alpha scaled by the factor nearest 1 under which the share of its
     * texels passing the test is {@code target}. Filtered alpha comes in ties (a level-1 texel is
     * 0, 1/4, ... or 1), so the k-th most opaque texel's whole group may have to be split: those
     * texels end a step of 8 bits either side of the threshold, passing or not in a fixed scattered
     * order, and the count comes out at k exactly.
     */
    static void storeCoverage(float[] alpha, float[] stored, int n, int x0, int y0, int w, int h, float target) {
        float[] sorted = new float[w * h];
        for (int y = 0; y < h; y++) {
            System.arraycopy(alpha, (y0 + y) * n + x0, sorted, y * w, w);
        }
        Arrays.sort(sorted);
        int count = sorted.length, k = Math.min(Math.round(target * count), count - firstAbove(sorted, 0));
        float kth = k == 0 ? Float.POSITIVE_INFINITY : sorted[count - k];
        int first = k == 0 ? count : firstAtLeast(sorted, kth), above = k == 0 ? 0 : count - firstAbove(sorted, kth);
        float fail = first == 0 ? 0 : sorted[first - 1];
        float scale = 0;
        if (k > 0) {
            float lo = ALPHA_TEST / kth * 1.002f, hi = fail <= 0 ? Float.POSITIVE_INFINITY : ALPHA_TEST / fail / 1.002f;
            scale = Math.max(lo, Math.min(hi, 1));
        }
        long tiesToPass = k - above;
        long[] ties = new long[count];
        int tieCount = 0;
        for (int y = y0; y < y0 + h; y++) {
            for (int x = x0; x < x0 + w; x++) {
                int i = y * n + x;
                stored[i] = Math.min(1, alpha[i] * scale);
                if (alpha[i] == kth) {
                    ties[tieCount++] = (long) scatter(i) << 32 | i; // sorts the group into a scattered order
                }
            }
        }
        Arrays.sort(ties, 0, tieCount);
        for (int t = 0; t < tieCount; t++) {
            int i = (int) ties[t];
            stored[i] = t < tiesToPass ? Math.max(stored[i], ALPHA_TEST + 1f / 255) : ALPHA_TEST - 1.5f / 255;
        }
    }

    /** A fixed non-negative hash of a texel index. */
    private static int scatter(int i) {
        int h = i * 0x9E3779B1;
        h ^= h >>> 15;
        h *= 0x85EBCA77;
        return (h ^ h >>> 13) & 0x7FFFFFFF;
    }

    private static int firstAtLeast(float[] sorted, float value) {
        int i = 0;
        while (sorted[i] < value) {
            i++;
        }
        return i;
    }

    private static int firstAbove(float[] sorted, float value) {
        int i = firstAtLeast(sorted, value);
        while (i < sorted.length && sorted[i] <= value) {
            i++;
        }
        return i;
    }

    /** The 2 x 2 box filter: alpha averaged, colour averaged weighted by alpha (neutral where nothing is opaque). */
    private static float[][] halve(float[] r, float[] g, float[] b, float[] a, int n) {
        int m = n / 2;
        float[][] out = new float[4][m * m];
        for (int y = 0; y < m; y++) {
            for (int x = 0; x < m; x++) {
                float sr = 0, sg = 0, sb = 0, sa = 0;
                for (int k = 0; k < 4; k++) {
                    int i = (2 * y + k / 2) * n + 2 * x + k % 2;
                    sr += r[i] * a[i];
                    sg += g[i] * a[i];
                    sb += b[i] * a[i];
                    sa += a[i];
                }
                int o = y * m + x;
                out[0][o] = sa > 0 ? sr / sa : AtlasCanvas.NEUTRAL;
                out[1][o] = sa > 0 ? sg / sa : AtlasCanvas.NEUTRAL;
                out[2][o] = sa > 0 ? sb / sa : AtlasCanvas.NEUTRAL;
                out[3][o] = sa / 4;
            }
        }
        return out;
    }

    /** A share in [0, 1] as an 8-bit unsigned normalised value. */
    static byte unorm8(float v) {
        return (byte) Math.round(Math.max(0, Math.min(1, v)) * 255);
    }
}
