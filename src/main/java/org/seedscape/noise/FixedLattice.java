package org.seedscape.noise;

/**
 * Exact lattice coordinates for one noise field (an octave, the warp field, the Worley cells).
 *
 * <p>A position's lattice coordinate is a 64-bit fixed-point number: the high 32 bits are the
 * cell index (wrapping), the low 32 bits the fraction of the cell. Positions that are whole
 * multiples of {@link #UNIT} metres map to {@code X * perUnit + offset} in exact, wrapping
 * {@code long} arithmetic, where X is the position in units. So a sample gets the same lattice
 * coordinate whichever tile, level or grid computes it: float32 never sees a large number, the
 * result is as accurate at 10^7 m as at the origin, and shared tile edges are bit-identical.
 * The GPU pass does the same sums with {@code uint} pairs ({@code umulExtended}, {@code uaddCarry}).
 *
 * <p>The field's frequency is quantised to {@code perUnit / 2^32} cells per unit; that quantised
 * value is the world's true frequency, used by every path.
 */
public final class FixedLattice {
    /** Metres per lattice unit: every multiple of 1/16 m is an exact position. */
    public static final double UNIT = 1.0 / 16.0;
    private static final double UNITS_PER_METRE = 16.0;
    private static final double TWO_POW_32 = 4294967296.0;
    private static final double TWO_POW_MINUS_32 = 1.0 / TWO_POW_32;

    private final long perUnit;
    private final long offset;

    /**
     * @param cellsPerMetre the field's nominal frequency
     * @param offset        a seeded 64-bit shift of the whole field (cells and fraction)
     */
    FixedLattice(double cellsPerMetre, long offset) {
        this.perUnit = Math.max(1, Math.round(cellsPerMetre * UNIT * TWO_POW_32));
        this.offset = offset;
    }

    /** The quantised frequency in cells per metre: the chain-rule factor from lattice to world derivatives. */
    public double cellsPerMetre() {
        return perUnit * TWO_POW_MINUS_32 * UNITS_PER_METRE;
    }

    /** Fixed-point lattice coordinate of a world position (metres); exact for multiples of {@link #UNIT}. */
    public long at(double metres) {
        double units = metres * UNITS_PER_METRE;
        double whole = Math.floor(units);
        long fractionPart = Math.round((units - whole) * perUnit);
        return (long) whole * perUnit + fractionPart + offset;
    }

    /** Fixed-point lattice distance covered by a step of {@code metres}; exact for multiples of {@link #UNIT}. */
    public long step(double metres) {
        return at(metres) - offset;
    }

    /** The cell index of a fixed-point coordinate. */
    public static int cell(long fixed) {
        return (int) (fixed >> 32);
    }

    /** The fraction of the cell, in [0, 1), of a fixed-point coordinate. */
    public static double fraction(long fixed) {
        return (fixed & 0xffffffffL) * TWO_POW_MINUS_32;
    }
}
