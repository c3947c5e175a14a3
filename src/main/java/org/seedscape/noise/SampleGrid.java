package org.seedscape.noise;

/**
 * A square grid of sample positions: {@code size} x {@code size} samples, {@code spacing} metres
 * apart, sample (0, 0) at ({@code originX}, {@code originZ}). Sample (i, j) lies at
 * {@code originX + i * spacing, originZ + j * spacing}; arrays over a grid are row-major with
 * row {@code j = 0} at the lowest z.
 */
public record SampleGrid(double originX, double originZ, double spacing, int size) {
    public SampleGrid {
        if (!(spacing > 0) || Double.isInfinite(spacing)) {
            throw new IllegalArgumentException("spacing must be positive and finite: " + spacing);
        }
        if (size < 2) {
            throw new IllegalArgumentException("size must be at least 2: " + size);
        }
        if (!Double.isFinite(originX) || !Double.isFinite(originZ)) {
            throw new IllegalArgumentException("origin must be finite: " + originX + ", " + originZ);
        }
    }

    /** Number of samples in the grid. */
    public int count() {
        return size * size;
    }

    /** World x of sample column i. */
    public double x(int i) {
        return originX + i * spacing;
    }

    /** World z of sample row j. */
    public double z(int j) {
        return originZ + j * spacing;
    }

    /** Width of the grid in metres, first sample to last. */
    public double extent() {
        return (size - 1) * spacing;
    }
}
