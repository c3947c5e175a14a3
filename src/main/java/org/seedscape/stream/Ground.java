package org.seedscape.stream;

/**
 * Heights for whoever moves over the world (the player, the HUD, scripted flights): a small view
 * of the streamed terrain that needs nothing else of it. World coordinates in metres.
 */
public interface Ground {
    /** The exact terrain height from the Java reference (a point query, no tiles needed). */
    double trueHeight(double worldX, double worldZ);

    /**
     * Starts working out {@link #trueHeight} at a point on threads of its own and returns at once,
     * so that asking there later waits less: the landform fields under a first camera take seconds
     * to make, which can overlap the app's own start.
     */
    void prepare(double worldX, double worldZ);

    /**
     * The height of the ground as drawn: the finest shown tile there, at its current morph, on its
     * full grid ({@code MeshHeights}: the geomipmap LOD left aside, {@link DrawnSurface} has it);
     * the exact height where no tile is shown yet.
     */
    double drawnHeight(double worldX, double worldZ);

    /**
     * {@link #drawnHeight} on a grid, for maps: sample (i, j), at world
     * {@code (minX + i * step, minZ + j * step)}, goes to {@code out[i + j * nx]}. NaN where no tile
     * is shown: a grid has thousands of samples, and the exact terrain costs microseconds each.
     */
    void drawnHeights(double minX, double minZ, double step, int nx, int nz, float[] out);

    /**
     * Moves a walker of {@code radius} metres standing at world {@code xz} (x, z; updated in place)
     * out of any trunk or rock it stands in, the shortest way: it slides along them.
     */
    void keepClear(double[] xz, double radius);
}
