package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Comparisons of generated tiles that the parity tests share. */
final class TileComparisons {
    private TileComparisons() {
    }

    /** Sample i of a and sample j of b have the same bits in height and both gradients. */
    static void assertSampleBitEqual(TileData a, int i, TileData b, int j, String where) {
        assertTrue(Float.floatToRawIntBits(a.height()[i]) == Float.floatToRawIntBits(b.height()[j])
                        && Float.floatToRawIntBits(a.gradX()[i]) == Float.floatToRawIntBits(b.gradX()[j])
                        && Float.floatToRawIntBits(a.gradZ()[i]) == Float.floatToRawIntBits(b.gradZ()[j]),
                where + ": " + a.height()[i] + " vs " + b.height()[j]);
    }

    /** The largest absolute difference of two arrays of the same length. */
    static double maxDifference(float[] a, float[] b) {
        double max = 0;
        for (int k = 0; k < a.length; k++) {
            max = Math.max(max, Math.abs((double) a[k] - b[k]));
        }
        return max;
    }
}
