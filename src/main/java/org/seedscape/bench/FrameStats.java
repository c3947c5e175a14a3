package org.seedscape.bench;

import java.util.Arrays;

/** Frame times of a run and their order statistics. */
final class FrameStats {
    private double[] ms = new double[1024];
    private int count;

    void add(double frameMs) {
        if (count == ms.length) {
            ms = Arrays.copyOf(ms, 2 * count);
        }
        ms[count++] = frameMs;
    }

    int count() {
        return count;
    }

    /** The q-quantile (0..1) by the nearest-rank method. */
    double quantile(double q) {
        if (count == 0) {
            return Double.NaN;
        }
        double[] sorted = Arrays.copyOf(ms, count);
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(q * count);
        return sorted[Math.min(Math.max(rank, 1), count) - 1];
    }

    double max() {
        return quantile(1);
    }

    int over(double limitMs) {
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (ms[i] > limitMs) {
                n++;
            }
        }
        return n;
    }
}
