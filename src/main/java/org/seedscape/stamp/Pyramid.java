package org.seedscape.stamp;

/**
 * A raster's Gaussian pyramid, one step at a time, and smooth reads of its levels: row-major
 * grids, level k+1's sample i at level k's sample 2i, so the levels nest.
 */
public final class Pyramid {
    private Pyramid() {
    }

    /**
     * A row-major grid at (u, v) (in its samples, clamped to its edge), interpolated by
     * Catmull-Rom cubics along each axis: through the samples themselves, exactly where (u, v) is
     * one (the weights are then 0, 1, 0, 0), and with a continuous slope between them, so neither
     * a stamp's ground nor its blend into the world shows a crease at every sample line as
     * bilinear reads would.
     */
    public static double read(float[] g, int c, int r, double u, double v) {
        return read((i, j) -> g[i + j * c], c, r, u, v);
    }

    /** Samples of a grid, by column and row. */
    interface Samples {
        double at(int i, int j);
    }

    /** {@link #read(float[], int, int, double, double)} of samples given one at a time. */
    static double read(Samples g, int c, int r, double u, double v) {
        double cu = Math.min(Math.max(u, 0), c - 1), cv = Math.min(Math.max(v, 0), r - 1);
        int i = (int) Math.floor(cu), j = (int) Math.floor(cv);
        double[] wx = weights(cu - i), wz = weights(cv - j);
        double sum = 0;
        for (int b = 0; b < 4; b++) {
            if (wz[b] == 0) {
                continue;
            }
            int row = Math.min(Math.max(j + b - 1, 0), r - 1);
            double across = 0;
            for (int a = 0; a < 4; a++) {
                if (wx[a] != 0) {
                    across += wx[a] * g.at(Math.min(Math.max(i + a - 1, 0), c - 1), row);
                }
            }
            sum += wz[b] * across;
        }
        return sum;
    }

    /** Catmull-Rom weights of the samples at -1, 0, 1 and 2 for a point t (0 to 1) past sample 0. */
    private static double[] weights(double t) {
        double t2 = t * t, t3 = t2 * t;
        return new double[] {-0.5 * t + t2 - 0.5 * t3, 1 - 2.5 * t2 + 1.5 * t3, 0.5 * t + 2 * t2 - 1.5 * t3, -0.5 * t2 + 0.5 * t3};
    }

    public static int half(int n) {
        return n / 2 + 1;
    }

    /** One pyramid step: 1-4-6-4-1 along each axis (edges clamped), keeping every second sample. */
    public static float[] reduce(float[] g, int c, int r, int c2, int r2) {
        float[] across = new float[c2 * r];
        for (int j = 0; j < r; j++) {
            for (int i = 0; i < c2; i++) {
                across[i + j * c2] = filtered(g, j * c, 1, 2 * i, c);
            }
        }
        float[] out = new float[c2 * r2];
        for (int j = 0; j < r2; j++) {
            for (int i = 0; i < c2; i++) {
                out[i + j * c2] = filtered(across, i, c2, 2 * j, r);
            }
        }
        return out;
    }

    private static float filtered(float[] g, int base, int stride, int at, int n) {
        double sum = 0;
        for (int o = -2; o <= 2; o++) {
            int p = Math.min(Math.max(at + o, 0), n - 1);
            sum += BINOMIAL[o + 2] * g[base + p * stride];
        }
        return (float) (sum / 16);
    }

    private static final double[] BINOMIAL = {1, 4, 6, 4, 1};

}
