package org.seedscape.erosion;

/**
 * One drainage window's lattice after its basins are cut through ({@link BasinCarve}) and flooded
 * ({@link BasinFill}), the window's edge and the sea its outlets: what {@link DrainageFields}
 * blends into the lattice's values.
 *
 * @param carved  the cut ground, null where basins are not cut
 * @param channel 1 on the cut channels, 0 elsewhere; null where basins are not cut
 * @param level   the water level on the cut ground where basins are filled, else the cut ground
 */
record WindowFlood(float[] carved, float[] channel, float[] level) {

    /**
     * The window over {@code heights} ({@code side x side}, row-major): a share {@code breach} of
     * each basin cut (0: none), channels falling {@code rise} a sample with walls rising at most
     * {@code wallRise} a sample, then, where {@code fill}, flooded with levels rising {@code rise} a
     * sample across a basin.
     */
    static WindowFlood of(float[] heights, int side, double seaLevel, float rise, float breach, float wallRise, boolean fill) {
        BasinCarve carve = breach > 0 ? BasinCarve.of(heights, side, seaLevel, rise, wallRise, breach) : null;
        float[] ground = carve == null ? heights : carve.carved();
        return new WindowFlood(carve == null ? null : ground, carve == null ? null : carve.channel(),
                fill ? BasinFill.of(ground, side, seaLevel, rise).level() : ground);
    }

    /** Whether sample {@code k} holds the same bits in both. */
    boolean sameAt(WindowFlood o, int k) {
        return same(level, o.level, k) && (carved == null || same(carved, o.carved, k) && same(channel, o.channel, k));
    }

    private static boolean same(float[] a, float[] b, int k) {
        return Float.floatToRawIntBits(a[k]) == Float.floatToRawIntBits(b[k]);
    }
}
