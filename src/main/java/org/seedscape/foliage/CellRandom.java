package org.seedscape.foliage;

import org.seedscape.noise.LatticeHash;

/**
 * A seeded stream of uniform numbers for one cell of one placement grid (SplitMix64): what a cell
 * holds is a pure function of (seed, stream, cell), so every tile that looks at the cell sees
 * the same candidates.
 */
final class CellRandom {
    private static final long GOLDEN = 0x9e3779b97f4a7c15L;
    private long state;

    CellRandom(long seed, long stream, long cellX, long cellZ) {
        moveTo(column(seed, stream, cellX), cellZ);
    }

    /** A stream to {@link #moveTo} the cells of a grid one after another. */
    CellRandom() {
    }

    /**
     * What every cell of column {@code cellX} of the grid starts from: a grid's cells share their
     * column's hash, so a tile's thousands of grass cells need one hash each instead of three.
     */
    static long column(long seed, long stream, long cellX) {
        long h = LatticeHash.mix64(seed + GOLDEN * (stream + 1));
        return LatticeHash.mix64(h ^ cellX * 0xd1b54a32d192ed03L);
    }

    /** Starts this stream over at cell {@code cellZ} of the column whose {@link #column} hash is given. */
    CellRandom moveTo(long column, long cellZ) {
        state = LatticeHash.mix64(column ^ cellZ * 0xaef17502108ef2d9L);
        return this;
    }

    /** The next number, uniform in [0, 1). */
    double next() {
        state += GOLDEN;
        return (LatticeHash.mix64(state) >>> 11) * 0x1.0p-53;
    }
}
