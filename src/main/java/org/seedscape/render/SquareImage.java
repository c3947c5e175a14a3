package org.seedscape.render;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.Raster;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Any image as the square of 8-bit RGBA texels a ground texture is made of: resampled along each
 * axis to {@code size} (a box over the source texels where it shrinks, so an image a whole multiple
 * of the size is averaged in plain blocks; linear between texels, wrapping, as the texture repeats,
 * where it grows), a B-bit sample v read as v * 255 / (2^B - 1), rows bottom up (GL order). A
 * grey image gives its grey to red, green and blue; a missing alpha is 255.
 */
final class SquareImage {
    private SquareImage() {
    }

    /** The texels, four ints in [0, 255] each, row 0 at the bottom. */
    static int[] of(BufferedImage img, int size) {
        int width = img.getWidth(), height = img.getHeight();
        Axis across = Axis.of(width, size), down = Axis.of(height, size);
        Rows rows = new Rows(img, across);
        double toByte = 255.0 / rows.max / (across.scale * down.scale);
        int[] out = new int[4 * size * size];
        double[] sum = new double[4 * size];
        for (int y = 0; y < size; y++) {
            Arrays.fill(sum, 0);
            for (int k = 0; k < down.count[y]; k++) {
                double[] row = rows.get(down.first[y] + k);
                double w = down.weight[y][k];
                for (int i = 0; i < sum.length; i++) {
                    sum[i] += w * row[i];
                }
            }
            rows.keepFrom(down.first[y]);
            int dst = 4 * (size - 1 - y) * size;
            for (int i = 0; i < sum.length; i++) {
                out[dst + i] = i % 4 == 3 && !rows.alpha ? 255 : (int) Math.min(255, Math.round(sum[i] * toByte));
            }
        }
        return out;
    }

    /**
     * How the {@code size} texels of one axis take the {@code source} ones: texel i sums
     * {@code count[i]} source texels from {@code first[i]} (wrapping), each times its weight; the
     * weights of a texel add up to {@code scale}.
     */
    private record Axis(int[] first, int[] count, double[][] weight, int source, double scale) {
        static Axis of(int source, int size) {
            int[] first = new int[size], count = new int[size];
            double[][] weight = new double[size][];
            if (source >= size) {
                // a box: the source texels under the texel's span, each by how much of it lies there
                double span = (double) source / size;
                for (int i = 0; i < size; i++) {
                    double from = i * span, to = i == size - 1 ? source : (i + 1) * span;
                    first[i] = (int) Math.floor(from);
                    count[i] = (int) Math.ceil(to) - first[i];
                    weight[i] = new double[count[i]];
                    for (int k = 0; k < count[i]; k++) {
                        int j = first[i] + k;
                        weight[i][k] = Math.min(j + 1, to) - Math.max(j, from);
                    }
                }
                return new Axis(first, count, weight, source, span);
            }
            for (int i = 0; i < size; i++) {
                double at = (i + 0.5) * source / size - 0.5;
                int j = (int) Math.floor(at);
                double t = at - j;
                first[i] = j;
                count[i] = 2;
                weight[i] = new double[] {1 - t, t};
            }
            return new Axis(first, count, weight, source, 1);
        }

        int wrap(int j) {
            return Math.floorMod(j, source);
        }
    }

    /** The source rows resampled across, read as they are asked for and kept while they may be asked again. */
    private static final class Rows {
        private final BufferedImage img;
        private final Raster raster;
        private final Axis across;
        private final int bands;
        private final boolean indexed;
        /** Whether the image has an alpha channel. */
        final boolean alpha;
        /** A sample's largest value. */
        final int max;
        private final int[] samples, rgba;
        private final Map<Integer, double[]> kept = new HashMap<>();

        Rows(BufferedImage img, Axis across) {
            this.img = img;
            this.raster = img.getRaster();
            this.across = across;
            this.indexed = img.getColorModel() instanceof IndexColorModel;
            this.bands = raster.getNumBands();
            this.alpha = indexed ? img.getColorModel().hasAlpha() : bands == 2 || bands >= 4;
            this.max = indexed ? 255 : (1 << img.getColorModel().getComponentSize(0)) - 1;
            this.samples = new int[img.getWidth() * bands];
            this.rgba = new int[4 * img.getWidth()];
        }

        double[] get(int j) {
            return kept.computeIfAbsent(Math.floorMod(j, img.getHeight()), this::read);
        }

        /** Forgets the rows before {@code j}: later texels start there or after (the last row, wrapped to, stays). */
        void keepFrom(int j) {
            kept.keySet().removeIf(row -> row < j);
        }

        private double[] read(int y) {
            int width = img.getWidth();
            if (indexed) {
                // the palette's colours, which are sRGB
                int[] argb = img.getRGB(0, y, width, 1, null, 0, width);
                for (int x = 0; x < width; x++) {
                    int c = argb[x];
                    rgba[4 * x] = (c >> 16) & 0xff;
                    rgba[4 * x + 1] = (c >> 8) & 0xff;
                    rgba[4 * x + 2] = c & 0xff;
                    rgba[4 * x + 3] = c >>> 24;
                }
            } else {
                // the raw samples: a grey image's taken as sRGB, as a viewer shows them (its
                // colour model would convert them as linear)
                raster.getPixels(0, y, width, 1, samples);
                for (int x = 0; x < width; x++) {
                    int s = x * bands;
                    boolean grey = bands < 3;
                    rgba[4 * x] = samples[s];
                    rgba[4 * x + 1] = samples[grey ? s : s + 1];
                    rgba[4 * x + 2] = samples[grey ? s : s + 2];
                    rgba[4 * x + 3] = bands == 2 ? samples[s + 1] : bands >= 4 ? samples[s + 3] : max;
                }
            }
            int size = across.first.length;
            double[] out = new double[4 * size];
            for (int i = 0; i < size; i++) {
                for (int k = 0; k < across.count[i]; k++) {
                    int x = across.wrap(across.first[i] + k);
                    double w = across.weight[i][k];
                    for (int c = 0; c < 4; c++) {
                        out[4 * i + c] += w * rgba[4 * x + c];
                    }
                }
            }
            return out;
        }
    }
}
