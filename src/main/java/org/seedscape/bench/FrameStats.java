package org.seedscape.bench;

import java.util.Arrays;

/** Order statistics of a run's frame times. */
final class FrameStats {
    private final double[] sorted;

    FrameStats(double[] frameMs) {
        sorted = frameMs.clone();
        Arrays.sort(sorted);
    }

    /** The q-quantile (0..1) by the nearest-rank method; NaN for no frames. */
    double quantile(double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
    }

    double max() {
        return quantile(1);
    }

    /** How many frames took longer than {@code limitMs}. */
    int over(double limitMs) {
        int n = 0;
        for (double ms : sorted) {
            if (ms > limitMs) {
                n++;
            }
        }
        return n;
    }
}
