package org.seedscape.shots;

/**
 * The discrete Fourier transform of a square of complex numbers whose side is a power of two: the
 * radix-2 Cooley-Tukey transform of every row, then of every column, in place.
 */
final class Fft {

    private Fft() {
    }

    /** Transforms the row-major {@code size x size} square ({@code re}, {@code im}) in place. */
    static void transform2d(double[] re, double[] im, int size) {
        double[] rowRe = new double[size], rowIm = new double[size];
        for (int pass = 0; pass < 2; pass++) {
            for (int line = 0; line < size; line++) {
                for (int k = 0; k < size; k++) {
                    int at = pass == 0 ? k + line * size : line + k * size;
                    rowRe[k] = re[at];
                    rowIm[k] = im[at];
                }
                transform(rowRe, rowIm);
                for (int k = 0; k < size; k++) {
                    int at = pass == 0 ? k + line * size : line + k * size;
                    re[at] = rowRe[k];
                    im[at] = rowIm[k];
                }
            }
        }
    }

    /** Transforms one line in place: {@code X[f] = sum x[n] e^(-2 pi i f n / N)}. */
    static void transform(double[] re, double[] im) {
        int n = re.length;
        // The bit-reversed order, so that the butterflies can work in place.
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            double angle = -2 * Math.PI / len, wRe = Math.cos(angle), wIm = Math.sin(angle);
            for (int start = 0; start < n; start += len) {
                double uRe = 1, uIm = 0;
                for (int k = 0; k < len / 2; k++) {
                    int a = start + k, b = a + len / 2;
                    double tRe = re[b] * uRe - im[b] * uIm, tIm = re[b] * uIm + im[b] * uRe;
                    re[b] = re[a] - tRe;
                    im[b] = im[a] - tIm;
                    re[a] += tRe;
                    im[a] += tIm;
                    double next = uRe * wRe - uIm * wIm;
                    uIm = uRe * wIm + uIm * wRe;
                    uRe = next;
                }
            }
        }
    }
}
