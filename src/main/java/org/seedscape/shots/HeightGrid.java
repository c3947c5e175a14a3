package org.seedscape.shots;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.seedscape.erosion.DrainageFields;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;

/**
 * Heights of the reference terrain sampled once on a square grid, so a search can look at many
 * points and rings around them cheaply, and how far the plains of filled basins raise each sample
 * where the world has them (as the tiles draw them). Off the grid it falls back to the exact function.
 */
final class HeightGrid {
    private final TerrainFunction terrain;
    /** The filled basins' plains, or null for none. */
    private final DrainageFields drainage;
    private final double minX, minZ, spacing;
    private final int size;
    private final double[] heights;
    /** Metres each sample was raised to a plain (below 0 where a valley was cut). */
    private final float[] raised;

    private HeightGrid(TerrainFunction terrain, DrainageFields drainage, SampleGrid grid, double[] heights, float[] raised) {
        this.terrain = terrain;
        this.drainage = drainage;
        this.minX = grid.originX();
        this.minZ = grid.originZ();
        this.spacing = grid.spacing();
        this.size = grid.size();
        this.heights = heights;
        this.raised = raised;
    }

    /**
     * Samples the square of half side {@code halfExtent} around (centreX, centreZ) every
     * {@code spacing} metres, and how far {@code drainage}'s plains (null for none) raise it.
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
        float[] raised = new float[size * size];
        if (drainage != null) {
            float[] lifted = new float[size * size];
            for (int k = 0; k < lifted.length; k++) {
                lifted[k] = (float) heights[k];
            }
            drainage.liftOn(grid, lifted);
            for (int k = 0; k < lifted.length; k++) {
                raised[k] = lifted[k] - (float) heights[k];
            }
        }
        return new HeightGrid(terrain, drainage, grid, heights, raised);
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

    double height(int i, int j) {
        return heights[i + j * size];
    }

    /** Metres by which grid point (i, j) was raised to the plain of a filled basin (0 off them, below 0 in a cut valley). */
    double raised(int i, int j) {
        return raised[i + j * size];
    }

    /** Whether grid point (i, j) lies at least {@code margin} metres inside the grid's edges. */
    boolean inside(int i, int j, double margin) {
        int cells = (int) Math.ceil(margin / spacing);
        return i >= cells && j >= cells && i < size - cells && j < size - cells;
    }

    /** The height at a world point: bilinear between grid samples, the exact function off the grid. */
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

    /** The exact reference height at a world point. */
    double exact(double x, double z) {
        TerrainSample s = new TerrainSample();
        terrain.sample(x, z, s);
        return s.height;
    }

    /** The exact height at a world point raised to the plains, as the tiles draw the ground. */
    double drained(double x, double z) {
        double h = exact(x, z);
        return drainage == null ? h : drainage.liftAt(x, z, (float) h);
    }

    /** The height below which the given fraction of the grid's samples lie. */
    double quantile(double fraction) {
        double[] sorted = heights.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
    }
}
