package org.seedscape.shots;

import java.awt.image.BufferedImage;
import java.util.Arrays;

/**
 * How strongly a picture repeats: the most prominent peak of the 2D power spectrum of a square of
 * it, in decibels over the median power at the same spatial frequency. A texture tiled across the
 * ground puts sharp peaks at its repeat frequency and its harmonics, far above the rest of that
 * ring; ground that does not repeat spreads its power evenly round each ring, and its most
 * prominent frequency is only the largest of many random draws (about 12 dB for a square of 256).
 *
 * <p>The square's luminance (Rec. 709 weights on the stored values), less its mean, under a Hann
 * window (so the square's edges add no lines to the spectrum); rings one frequency step wide. The
 * rings below a lowest one are left out: the picture's large shapes (a slope's shading, the
 * landform's gullies) dominate there, and a caller who knows the ground's scale in the picture
 * sets it where shapes get larger than a texture's repeat; never below {@link #MIN_RADIUS}. So are
 * those above a highest one: a picture drawn at a fraction of its pixels and stretched (the low
 * tier's render scale) has nothing of its own there, only the stretch's two-pixel steps.
 */
public final class RepeatPeak {
    /** Rings (cycles across the square) below which a peak is never counted. */
    public static final int MIN_RADIUS = 4;

    private RepeatPeak() {
    }

    /**
     * The peak's prominence in dB over the {@code size x size} square from pixel (x0, y0), {@code size}
     * a power of two, from {@code lowestRing} to {@code highestRing} cycles across the square (no
     * further than half the square's side, the highest frequency it holds).
     */
    public static double of(BufferedImage image, int x0, int y0, int size, int lowestRing, int highestRing) {
        if (Integer.bitCount(size) != 1 || size < 2 * MIN_RADIUS || x0 < 0 || y0 < 0
                || x0 + size > image.getWidth() || y0 + size > image.getHeight()) {
            throw new IllegalArgumentException("a square of a power of two, at least " + 2 * MIN_RADIUS
                    + ", inside the " + image.getWidth() + " x " + image.getHeight() + " picture: " + size + " at " + x0 + ", " + y0);
        }
        double[] re = new double[size * size], im = new double[size * size];
        double mean = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int rgb = image.getRGB(x0 + x, y0 + y);
                double l = 0.2126 * (rgb >> 16 & 0xff) + 0.7152 * (rgb >> 8 & 0xff) + 0.0722 * (rgb & 0xff);
                re[x + y * size] = l;
                mean += l;
            }
        }
        mean /= size * size;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                re[x + y * size] = (re[x + y * size] - mean) * hann(x, size) * hann(y, size);
            }
        }
        Fft.transform2d(re, im, size);
        return peakOverRings(re, im, size, Math.max(lowestRing, MIN_RADIUS), Math.min(highestRing, size / 2));
    }

    /** The largest power over its ring's median, in dB, over rings from {@code lowest} to {@code highest}. */
    private static double peakOverRings(double[] re, double[] im, int size, int lowest, int highest) {
        int[] ringOf = new int[size * size], counts = new int[highest + 1];
        for (int k = 0; k < ringOf.length; k++) {
            ringOf[k] = ring(k % size, k / size, size);
            if (ringOf[k] >= lowest && ringOf[k] <= highest) {
                counts[ringOf[k]]++;
            }
        }
        double[][] byRing = new double[highest + 1][];
        for (int r = lowest; r <= highest; r++) {
            byRing[r] = new double[counts[r]];
        }
        for (int k = 0; k < ringOf.length; k++) {
            int r = ringOf[k];
            if (r >= lowest && r <= highest) {
                byRing[r][--counts[r]] = re[k] * re[k] + im[k] * im[k];
            }
        }
        double best = 0;
        for (int r = lowest; r <= highest; r++) {
            double[] powers = byRing[r];
            Arrays.sort(powers);
            double median = powers[powers.length / 2];
            if (median > 0) {
                best = Math.max(best, powers[powers.length - 1] / median);
            }
        }
        return best > 0 ? 10 * Math.log10(best) : 0;
    }

    /** The ring (rounded radius in frequency steps) of spectrum entry (u, v), frequencies past the half taken as negative. */
    private static int ring(int u, int v, int size) {
        int fu = u <= size / 2 ? u : u - size, fv = v <= size / 2 ? v : v - size;
        return (int) Math.round(Math.sqrt(fu * fu + fv * fv));
    }

    private static double hann(int i, int size) {
        return 0.5 - 0.5 * Math.cos(2 * Math.PI * i / (size - 1));
    }
}
