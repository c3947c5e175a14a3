package org.seedscape.shots;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;

/**
 * Heights of the reference terrain sampled once on a square grid, so a search can look at many
 * points and rings around them cheaply. Off the grid it falls back to the exact function.
 */
final class HeightGrid {
    private final TerrainFunction terrain;
    private final double minX, minZ, spacing;
    private final int size;
    private final double[] heights;

    private HeightGrid(TerrainFunction terrain, double minX, double minZ, double spacing, int size, double[] heights) {
        this.terrain = terrain;
        this.minX = minX;
        this.minZ = minZ;
        this.spacing = spacing;
        this.size = size;
        this.heights = heights;
    }

    /** Samples the square of half side {@code halfExtent} around (centreX, centreZ) every {@code spacing} metres. */
    static HeightGrid sample(TerrainFunction terrain, double centreX, double centreZ, double halfExtent, double spacing) {
        int size = 2 * (int) Math.round(halfExtent / spacing) + 1;
        double minX = centreX - (size - 1) / 2 * spacing, minZ = centreZ - (size - 1) / 2 * spacing;
        double[] heights = new double[size * size];
        // Rows in parallel: each row writes only its own slots, so the result does not depend on scheduling.
        IntStream.range(0, size).parallel().forEach(j -> {
            TerrainSample s = new TerrainSample();
            for (int i = 0; i < size; i++) {
                terrain.sample(minX + i * spacing, minZ + j * spacing, s);
                heights[i + j * size] = s.height;
            }
        });
        return new HeightGrid(terrain, minX, minZ, spacing, size, heights);
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

    /** The height below which the given fraction of the grid's samples lie. */
    double quantile(double fraction) {
        double[] sorted = heights.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
    }
}
