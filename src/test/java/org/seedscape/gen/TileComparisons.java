package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** ParityCheck's bit-for-bit comparison of samples, as an assertion for the parity tests. */
final class TileComparisons {
    private TileComparisons() {
    }

    /** Sample i of a and sample j of b have the same bits in height and both gradients. */
    static void assertSampleBitEqual(TileData a, int i, TileData b, int j, String where) {
        assertFalse(ParityCheck.differs(a, i, b, j), where + ": " + a.height()[i] + " vs " + b.height()[j]);
    }
}
