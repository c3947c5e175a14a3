package org.seedscape.gen;

import org.seedscape.noise.SampleGrid;

/**
 * One generated grid of terrain samples, read back into plain arrays (no jME types).
 * Arrays are row-major over {@link #grid()}, row 0 at the lowest z: index {@code i + j * size}.
 *
 * @param grid      where the samples lie
 * @param height    height in metres
 * @param parentHeight height in metres as the next coarser level draws it at the same point (the
 *                  gully filter's fades at twice the spacing; the morph between levels starts from
 *                  it); null where it was not made (batches: export, bench-gen)
 * @param gradX     analytic dh/dx (metres per metre); null where only heights were made
 * @param gradZ     analytic dh/dz (metres per metre); null where only heights were made
 * @param generator "gpu" or "java": which implementation made it
 */
public record TileData(SampleGrid grid, float[] height, float[] parentHeight, float[] gradX, float[] gradZ,
        String generator) {
    public TileData {
        int n = grid.count();
        if (height.length != n || (parentHeight != null && parentHeight.length != n) || (gradX == null) != (gradZ == null)
                || (gradX != null && (gradX.length != n || gradZ.length != n))) {
            throw new IllegalArgumentException("arrays must hold " + n + " samples, gradients both or neither");
        }
    }

    /** Heights without gradients: what the streaming path needs (its slopes come from neighbours). */
    public static TileData heightsOnly(SampleGrid grid, float[] height, float[] parentHeight, String generator) {
        return new TileData(grid, height, parentHeight, null, null, generator);
    }

    public boolean hasGradients() {
        return gradX != null;
    }

    /** Samples per side. */
    public int size() {
        return grid.size();
    }

    /** Height of sample (i, j). */
    public float heightAt(int i, int j) {
        return height[i + j * grid.size()];
    }
}
