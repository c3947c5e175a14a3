package org.seedscape.shots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RepeatPeakTest {
    private static final int SIZE = 256;

    @Test
    void theTransformMatchesTheSumItStandsFor() {
        Random random = new Random(3);
        int n = 16;
        double[] re = new double[n], im = new double[n];
        for (int k = 0; k < n; k++) {
            re[k] = random.nextGaussian();
            im[k] = random.nextGaussian();
        }
        double[] wantRe = new double[n], wantIm = new double[n];
        for (int f = 0; f < n; f++) {
            for (int k = 0; k < n; k++) {
                double a = -2 * Math.PI * f * k / n;
                wantRe[f] += re[k] * Math.cos(a) - im[k] * Math.sin(a);
                wantIm[f] += re[k] * Math.sin(a) + im[k] * Math.cos(a);
            }
        }
        Fft.transform(re, im);
        assertArrayEquals(wantRe, re, 1e-9);
        assertArrayEquals(wantIm, im, 1e-9);
    }

    /** A tile of noise repeated every {@code period} pixels, over a picture of noise that does not repeat. */
    private static BufferedImage picture(int period, double tiledShare) {
        Random random = new Random(7);
        double[] tile = new double[period * period];
        for (int k = 0; k < tile.length; k++) {
            tile[k] = random.nextGaussian();
        }
        BufferedImage img = new BufferedImage(SIZE + 20, SIZE + 10, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                double v = tiledShare * tile[x % period + (y % period) * period] + (1 - tiledShare) * random.nextGaussian();
                int g = (int) Math.max(0, Math.min(255, 128 + 30 * v));
                img.setRGB(x, y, g << 16 | g << 8 | g);
            }
        }
        return img;
    }

    @Test
    void aTiledTextureStandsFarAboveGroundThatDoesNotRepeat() {
        double tiled = RepeatPeak.of(picture(32, 1), 10, 5, SIZE, 0, SIZE / 2);
        double half = RepeatPeak.of(picture(32, 0.5), 10, 5, SIZE, 0, SIZE / 2);
        double none = RepeatPeak.of(picture(32, 0), 10, 5, SIZE, 0, SIZE / 2);
        assertTrue(tiled > 30, "a texture repeated every 32 pixels: " + tiled + " dB");
        assertTrue(half > 20 && half < tiled, "half of it: " + half + " dB");
        assertTrue(none < 15, "noise alone: " + none + " dB");
    }

    @Test
    void ringsBelowTheLowestAreLeftOut() {
        // Stripes every 32 pixels (8 cycles across the square) over noise.
        Random random = new Random(11);
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double v = Math.sin(2 * Math.PI * x / 32) + 0.5 * random.nextGaussian();
                int g = (int) Math.max(0, Math.min(255, 128 + 40 * v));
                img.setRGB(x, y, g << 16 | g << 8 | g);
            }
        }
        double all = RepeatPeak.of(img, 0, 0, SIZE, 0, SIZE / 2), above = RepeatPeak.of(img, 0, 0, SIZE, 12, SIZE / 2);
        assertTrue(all > 30, "the stripes' ring counts: " + all + " dB");
        assertTrue(above < 15, "past the window's spread of it (two rings) only noise is left: " + above + " dB");
    }

    @Test
    void aStretchedPictureIsMeasuredBelowTheStretchsSteps() {
        // Noise drawn at half the pixels and stretched two-fold, every other pixel the mean of its
        // neighbours (linear filtering): sharper every second pixel than between.
        Random random = new Random(5);
        int half = SIZE / 2 + 1;
        double[] small = new double[half * half];
        for (int k = 0; k < small.length; k++) {
            small[k] = random.nextGaussian();
        }
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int x0 = x / 2, y0 = y / 2, x1 = x0 + x % 2, y1 = y0 + y % 2;
                double v = (small[x0 + y0 * half] + small[x1 + y0 * half] + small[x0 + y1 * half] + small[x1 + y1 * half]) / 4;
                int g = (int) Math.max(0, Math.min(255, 128 + 40 * v));
                img.setRGB(x, y, g << 16 | g << 8 | g);
            }
        }
        double all = RepeatPeak.of(img, 0, 0, SIZE, 0, SIZE / 2), below = RepeatPeak.of(img, 0, 0, SIZE, 0, SIZE / 4 - 2);
        System.out.printf("stretched noise: %.1f dB over every ring, %.1f dB below the stretch%n", all, below);
        assertTrue(all > below + 3, "the stretch's steps stand out near the highest frequencies: " + all + " against " + below + " dB");
        assertTrue(below < 15, "below them there is the noise alone: " + below + " dB");
    }

    @Test
    void aSquareOutsideThePictureIsRefused() {
        BufferedImage img = new BufferedImage(100, 100, BufferedImage.TYPE_INT_RGB);
        assertThrows(IllegalArgumentException.class, () -> RepeatPeak.of(img, 0, 0, 128, 0, SIZE / 2));
        assertThrows(IllegalArgumentException.class, () -> RepeatPeak.of(img, 0, 0, 48, 0, SIZE / 2));
    }
}
