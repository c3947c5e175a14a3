package org.seedscape.stamp.read;

import java.util.Objects;

/**
 * A grid of heights read from a file, in the world's order: row 0 at the lowest z (south),
 * column 0 at the lowest x (west), as a generated tile holds it (gen.TileData). The
 * spacing may differ between the axes, since a geographic raster's degrees of longitude are
 * shorter than its degrees of latitude. The heights array is shared, not copied.
 *
 * @param columns  samples along x
 * @param rows     samples along z
 * @param heights  metres, row-major ({@code columns * rows}); NaN where the file has no data
 * @param spacingX metres between neighbouring columns
 * @param spacingZ metres between neighbouring rows
 * @param originX  world x of sample (0, 0) when the file says it (our export folder), else null
 * @param originZ  world z of sample (0, 0) when the file says it, else null
 * @param source   the file as the user named it, for messages
 */
public record HeightRaster(int columns, int rows, float[] heights, double spacingX, double spacingZ,
                           Double originX, Double originZ, String source) {
    public HeightRaster {
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(source, "source");
        if (columns < 1 || rows < 1 || (long) columns * rows != heights.length) {
            throw new IllegalArgumentException(columns + " x " + rows + " samples cannot hold " + heights.length + " heights");
        }
        if (!(spacingX > 0 && spacingX < Double.POSITIVE_INFINITY && spacingZ > 0 && spacingZ < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("spacing must be positive and finite: " + spacingX + ", " + spacingZ);
        }
        if ((originX == null) != (originZ == null)) {
            throw new IllegalArgumentException("origin needs both x and z or neither: " + originX + ", " + originZ);
        }
    }

    /** Height at column {@code i}, row {@code j} (row 0 south); NaN where there is no data. */
    public float at(int i, int j) {
        return heights[i + j * columns];
    }

    /** Number of samples, with or without data. */
    public int count() {
        return heights.length;
    }

    /** Number of samples with data (not NaN). */
    public int validCount() {
        int n = 0;
        for (float h : heights) {
            n += Float.isNaN(h) ? 0 : 1;
        }
        return n;
    }
}
