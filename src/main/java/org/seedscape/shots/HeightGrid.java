package org.seedscape.shots;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.seedscape.erosion.DrainageFields;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;

/**
 * The ground as the tiles draw it (the reference terrain, raised to the plains of filled basins and
 * lowered into cut valleys where the world has them) sampled once on a square grid, so a search can
 * look at many points and rings around them cheaply; and how far the drainage moved each sample,
 * and the terrain function's own heights. Off the grid it falls back to the exact ground.
 */
final class HeightGrid {
    private final TerrainFunction terrain;
    /** The filled basins' plains, or null for none. */
    private final DrainageFields drainage;
    private final double minX, minZ, spacing;
    private final int size;
    /** The terrain function's heights, before the drainage. */
    private final double[] heights;
    /** The ground as the tiles draw it: the heights, or where the world drains, as its drainage moved them (floats, as {@link #exact}). */
    private final double[] ground;

    private HeightGrid(TerrainFunction terrain, DrainageFields drainage, SampleGrid grid, double[] heights, double[] ground) {
        this.terrain = terrain;
        this.drainage = drainage;
        this.minX = grid.originX();
        this.minZ = grid.originZ();
        this.spacing = grid.spacing();
        this.size = grid.size();
        this.heights = heights;
        this.ground = ground;
    }

    /**
     * Samples the square of half side {@code halfExtent} around (centreX, centreZ) every
     * {@code spacing} metres, and how far {@code drainage} (null for none) raises or lowers it.
     */
    static HeightGrid sample(TerrainFunction terrain, DrainageFields drainage, double centreX, double centreZ,
                             double halfExtent, double spacing) {
        int size = 2 * (int) Math.round(halfExtent / spacing) + 1;
        SampleGrid grid = new SampleGrid(centreX - (size - 1) / 2 * spacing, centreZ - (size - 1) / 2 * spacing, spacing, size);
        double[] heights = new double[size * size];
        // Rows in parallel: each row writes only its own slots, so the result does not depend on scheduling.
        IntStream.range(0, size).parallel().forEach(j -> {
            TerrainSample s = new TerrainSample();
            for (int i = 0; i < size; i++) {
                terrain.sample(grid.x(i), grid.z(j), s);
                heights[i + j * size] = s.height;
            }
        });
        double[] ground = heights;
        if (drainage != null) {
            float[] lifted = new float[size * size];
            for (int k = 0; k < lifted.length; k++) {
                lifted[k] = (float) heights[k];
            }
            drainage.liftOn(grid, lifted);
            ground = new double[size * size];
            for (int k = 0; k < lifted.length; k++) {
                ground[k] = lifted[k];
            }
        }
        return new HeightGrid(terrain, drainage, grid, heights, ground);
    }

    /**
     * {@code other}'s heights on this grid, moved by this grid's drainage: for a terrain without
     * some detail (the gullies), the ground the tiles would draw without it.
     */
    HeightGrid resampled(TerrainFunction other) {
        double half = (size - 1) / 2 * spacing;
        return sample(other, drainage, minX + half, minZ + half, half, spacing);
    }

    int size() {
        return size;
    }

    double spacing() {
        return spacing;
    }

    double x(int i) {
        return minX + i * spacing;
    }

    double z(int j) {
        return minZ + j * spacing;
    }

    /** The ground at grid point (i, j), as the tiles draw it. */
    double height(int i, int j) {
        return ground[i + j * size];
    }

    /** The terrain function's height at grid point (i, j), before the drainage raised or lowered it. */
    double procedural(int i, int j) {
        return heights[i + j * size];
    }

    /** Metres by which grid point (i, j) was raised to the plain of a filled basin (0 off them, below 0 in a cut valley). */
    double raised(int i, int j) {
        // In floats, as the drainage works: ground it leaves reads exactly 0.
        return (float) ground[i + j * size] - (float) heights[i + j * size];
    }

    /** Whether grid point (i, j) lies at least {@code margin} metres inside the grid's edges. */
    boolean inside(int i, int j, double margin) {
        int cells = (int) Math.ceil(margin / spacing);
        return i >= cells && j >= cells && i < size - cells && j < size - cells;
    }

    /** The ground at a world point: bilinear between grid samples, the exact ground off the grid. */
    double at(double x, double z) {
        double u = (x - minX) / spacing, v = (z - minZ) / spacing;
        if (!(u >= 0 && v >= 0 && u <= size - 1 && v <= size - 1)) {
            return exact(x, z);
        }
        int i = Math.min((int) u, size - 2), j = Math.min((int) v, size - 2);
        double fu = u - i, fv = v - j;
        double a = height(i, j) + fu * (height(i + 1, j) - height(i, j));
        double b = height(i, j + 1) + fu * (height(i + 1, j + 1) - height(i, j + 1));
        return a + fv * (b - a);
    }

    /** The exact ground at a world point, as the tiles draw it (raised to the plains, lowered into cut valleys). */
    double exact(double x, double z) {
        TerrainSample s = new TerrainSample();
        terrain.sample(x, z, s);
        return drainage == null ? s.height : drainage.liftAt(x, z, (float) s.height);
    }

    /** The height below which the given fraction of the grid's ground samples lie. */
    double quantile(double fraction) {
        double[] sorted = ground.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
    }
}
