package org.seedscape.examples;

import java.util.Arrays;
import java.util.Locale;

/** A series of per-frame times in milliseconds, summed up as a JSON object: its order statistics and the frames over 1 ms and 50 ms. */
final class Series {
    private double[] values = new double[1024];
    private int count;

    void add(double ms) {
        if (count == values.length) {
            values = Arrays.copyOf(values, 2 * count);
        }
        values[count++] = ms;
    }

    int count() {
        return count;
    }

    double total() {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += values[i];
        }
        return sum;
    }

    /** {@code {"median":…,"p95":…,"p99":…,"max":…,"over_1ms":…,"over_50ms":…}}; the quantiles the nearest rank's. */
    String json() {
        double[] sorted = Arrays.copyOf(values, count);
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "{\"median\":%.3f,\"p95\":%.3f,\"p99\":%.3f,\"max\":%.3f,\"over_1ms\":%d,\"over_50ms\":%d}",
                rank(sorted, 0.5), rank(sorted, 0.95), rank(sorted, 0.99), count == 0 ? 0 : sorted[count - 1], over(sorted, 1),
                over(sorted, 50));
    }

    private static double rank(double[] sorted, double q) {
        return sorted.length == 0 ? 0 : sorted[Math.max((int) Math.ceil(q * sorted.length) - 1, 0)];
    }

    private static long over(double[] sorted, double ms) {
        return Arrays.stream(sorted).filter(v -> v > ms).count();
    }
}
