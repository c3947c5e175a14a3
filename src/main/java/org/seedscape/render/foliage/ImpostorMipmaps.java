package org.seedscape.render.foliage;

import static org.seedscape.render.foliage.CoverageMipmaps.unorm8;
import static org.seedscape.render.foliage.TreeImpostors.CELL;
import static org.seedscape.render.foliage.TreeImpostors.HEIGHT;
import static org.seedscape.render.foliage.TreeImpostors.LEVELS;
import static org.seedscape.render.foliage.TreeImpostors.ROWS;
import static org.seedscape.render.foliage.TreeImpostors.VIEWS;
import static org.seedscape.render.foliage.TreeImpostors.WIDTH;

import com.jme3.texture.Image;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;

/**
 * The impostor textures' RGBA8 images with their mip chain, made from the baked level 0 so that a
 * far tree keeps its body and its colour when drawn from small mips:
 * <ul>
 * <li>uncovered texels take the colour and normal of the nearest covered ones (dilated ring by ring
 * within their cell), so bilinear filtering at a silhouette pulls in the tree, not black;</li>
 * <li>each level averages the one above in 2 x 2 boxes, colour and normal weighted by coverage
 * (normals renormalised), alpha plainly: the unscaled alpha is the texel's true coverage;</li>
 * <li>that alpha is stored scaled per cell by the factor nearest 1 under which the share of texels
 * passing the alpha test at 0.5 is level 0's, to the texel (Castaño's alpha-to-coverage scaling,
 * by the same {@link CoverageMipmaps#storeCoverage} as the atlas' cutouts).</li>
 * </ul>
 * The chain ends at one texel per cell ({@link TreeImpostors#LEVELS}): coarser levels would mix
 * views and species, and jME sets the texture's last level to the last one given.
 */
final class ImpostorMipmaps {
    private static final int COLOUR = 0, NORMAL = 3, ALPHA = 6;

    private final int[] mipSizes = new int[LEVELS];
    private final ByteBuffer albedo, normals;

    /** Makes both chains from the raster's level 0; the raster's texels are dilated in place. */
    ImpostorMipmaps(ImpostorRaster raster) {
        int total = 0;
        for (int l = 0; l < LEVELS; l++) {
            mipSizes[l] = 4 * (WIDTH >> l) * (HEIGHT >> l);
            total += mipSizes[l];
        }
        albedo = BufferUtils.createByteBuffer(total);
        normals = BufferUtils.createByteBuffer(total);
        float[][] texels = {raster.rgb[0], raster.rgb[1], raster.rgb[2], raster.normal[0], raster.normal[1],
            raster.normal[2], raster.alpha};
        dilate(texels);
        float[] share = new float[ROWS * VIEWS];
        for (int cell = 0; cell < share.length; cell++) {
            int x0 = (cell % VIEWS) * CELL, y0 = (cell / VIEWS) * CELL;
            share[cell] = CoverageMipmaps.coverage(texels[ALPHA], WIDTH, x0, y0, CELL, CELL, 1);
        }
        for (int l = 0, w = WIDTH; l < LEVELS; l++, w /= 2) {
            if (l > 0) {
                texels = halve(texels, 2 * w);
            }
            float[] alpha = storedAlpha(texels[ALPHA], w, CELL >> l, share);
            for (int i = 0; i < alpha.length; i++) {
                albedo.put(unorm8(texels[COLOUR][i])).put(unorm8(texels[COLOUR + 1][i]))
                        .put(unorm8(texels[COLOUR + 2][i])).put(unorm8(alpha[i]));
                normals.put(unorm8(0.5f + 0.5f * texels[NORMAL][i]))
                        .put(unorm8(0.5f + 0.5f * texels[NORMAL + 1][i]))
                        .put(unorm8(0.5f + 0.5f * texels[NORMAL + 2][i])).put(unorm8(alpha[i]));
            }
        }
        albedo.flip();
        normals.flip();
    }

    Image albedo() {
        return new Image(Image.Format.RGBA8, WIDTH, HEIGHT, albedo, mipSizes.clone(), ColorSpace.Linear);
    }

    Image normals() {
        return new Image(Image.Format.RGBA8, WIDTH, HEIGHT, normals, mipSizes.clone(), ColorSpace.Linear);
    }

    /**
     * Gives every uncovered texel of level 0 the mean colour and normal of its covered or already
     * filled neighbours in its cell, one ring of texels around the covered ones at a time.
     */
    private static void dilate(float[][] texels) {
        int n = WIDTH * HEIGHT;
        boolean[] filled = new boolean[n], queued = new boolean[n];
        int[] ring = new int[n], nextRing = new int[n], around = new int[8];
        int size = 0;
        for (int i = 0; i < n; i++) {
            filled[i] = texels[ALPHA][i] > 0;
        }
        for (int i = 0; i < n; i++) {
            if (!filled[i] && neighbourFilled(i, filled, around)) {
                ring[size++] = i;
                queued[i] = true;
            }
        }
        float[][] values = new float[ALPHA][n];
        while (size > 0) {
            for (int t = 0; t < size; t++) {
                int i = ring[t], count = 0;
                for (int q : neighbours(i, around)) {
                    if (q >= 0 && filled[q]) {
                        count++;
                        for (int c = 0; c < ALPHA; c++) {
                            values[c][t] += texels[c][q];
                        }
                    }
                }
                for (int c = 0; c < ALPHA; c++) {
                    values[c][t] /= count;
                }
            }
            int next = 0;
            for (int t = 0; t < size; t++) {
                int i = ring[t];
                filled[i] = true;
                for (int c = 0; c < ALPHA; c++) {
                    texels[c][i] = values[c][t];
                    values[c][t] = 0;
                }
                normalise(texels, i);
                for (int q : neighbours(i, around)) {
                    if (q >= 0 && !filled[q] && !queued[q]) {
                        queued[q] = true;
                        nextRing[next++] = q;
                    }
                }
            }
            int[] done = ring;
            ring = nextRing;
            nextRing = done;
            size = next;
        }
    }

    private static boolean neighbourFilled(int i, boolean[] filled, int[] around) {
        for (int q : neighbours(i, around)) {
            if (q >= 0 && filled[q]) {
                return true;
            }
        }
        return false;
    }

    /** Fills {@code around} with the indices of a level-0 texel's eight neighbours in its cell, -1 outside it. */
    private static int[] neighbours(int i, int[] around) {
        int x = i % WIDTH, y = i / WIDTH, k = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dy == 0) {
                    continue;
                }
                int qx = x + dx, qy = y + dy;
                boolean sameCell = qx >= 0 && qy >= 0 && qx < WIDTH && qy < HEIGHT && qx / CELL == x / CELL
                        && qy / CELL == y / CELL;
                around[k++] = sameCell ? qy * WIDTH + qx : -1;
            }
        }
        return around;
    }

    /** The next level of a w-wide level: 2 x 2 boxes, colour and normal weighted by coverage. */
    private static float[][] halve(float[][] texels, int w) {
        int h = texels[ALPHA].length / w, m = w / 2;
        float[][] out = new float[ALPHA + 1][m * (h / 2)];
        for (int y = 0; y < h / 2; y++) {
            for (int x = 0; x < m; x++) {
                int o = y * m + x;
                float weight = 0;
                for (int k = 0; k < 4; k++) {
                    weight += texels[ALPHA][(2 * y + k / 2) * w + 2 * x + k % 2];
                }
                for (int k = 0; k < 4; k++) {
                    int i = (2 * y + k / 2) * w + 2 * x + k % 2;
                    // where nothing is covered the dilated texels share equally
                    float share = weight > 0 ? texels[ALPHA][i] / weight : 0.25f;
                    for (int c = 0; c < ALPHA; c++) {
                        out[c][o] += share * texels[c][i];
                    }
                }
                out[ALPHA][o] = weight / 4;
                normalise(out, o);
            }
        }
        return out;
    }

    /**
     * The alpha to store for a w-wide level of cells {@code cell} texels square: per cell, what
     * {@link CoverageMipmaps#storeCoverage} stores for the cell's level-0 share of passing texels.
     */
    private static float[] storedAlpha(float[] alpha, int w, int cell, float[] share) {
        float[] stored = new float[alpha.length];
        for (int c = 0; c < share.length; c++) {
            int x0 = (c % VIEWS) * cell, y0 = (c / VIEWS) * cell;
            CoverageMipmaps.storeCoverage(alpha, stored, w, x0, y0, cell, cell, share[c]);
        }
        return stored;
    }

    private static void normalise(float[][] texels, int i) {
        float x = texels[NORMAL][i], y = texels[NORMAL + 1][i], z = texels[NORMAL + 2][i];
        float length = (float) Math.sqrt(x * x + y * y + z * z);
        if (length > 1e-6f) {
            texels[NORMAL][i] = x / length;
            texels[NORMAL + 1][i] = y / length;
            texels[NORMAL + 2][i] = z / length;
        }
    }
}
