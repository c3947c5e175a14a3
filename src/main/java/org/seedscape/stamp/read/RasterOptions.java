package org.seedscape.stamp.read;

import org.seedscape.world.InputException;

/**
 * How to read a heightmap file where the file does not say, or where the user knows better
 * ({@link HeightRasters#read}). The names in messages ({@code metres_per_pixel}, ...) are the
 * ones the user writes.
 *
 * @param metresPerPixel spacing of the samples on both axes, metres; overrides the file's, and is
 *                       needed where the file has none (PNG without our meta.json, raw files); null: the file's
 * @param heightScale    heights are the file's value times this plus {@code heightOffset}; not 0
 * @param heightOffset   metres added after the scale
 * @param flip           mirror the rows north-south after the usual orientation (for a file made upside down)
 * @param columns        samples a row in a raw file (.r16, .raw, .f32); null: from the file's size
 * @param rows           rows in a raw file; null: from the file's size
 */
public record RasterOptions(Double metresPerPixel, double heightScale, double heightOffset, boolean flip,
                            Integer columns, Integer rows) {
    /** The file's own spacing, heights as they are, no flip, raw files square. */
    public static final RasterOptions DEFAULTS = new RasterOptions(null, 1, 0, false, null, null);

    public static final String METRES_PER_PIXEL = "metres_per_pixel";
    public static final String HEIGHT_SCALE = "height_scale";
    public static final String HEIGHT_OFFSET = "height_offset";
    public static final String COLUMNS = "columns";
    public static final String ROWS = "rows";

    public RasterOptions {
        if (metresPerPixel != null && !(metresPerPixel > 0 && metresPerPixel < Double.POSITIVE_INFINITY)) {
            throw new InputException(METRES_PER_PIXEL + " = " + metresPerPixel + " is not allowed; allowed: a positive number of metres");
        }
        if (!Double.isFinite(heightScale) || heightScale == 0) {
            throw new InputException(HEIGHT_SCALE + " = " + heightScale + " is not allowed; allowed: a finite number other than 0");
        }
        if (!Double.isFinite(heightOffset)) {
            throw new InputException(HEIGHT_OFFSET + " = " + heightOffset + " is not allowed; allowed: a finite number of metres");
        }
        checkCount(COLUMNS, columns);
        checkCount(ROWS, rows);
    }

    public RasterOptions withMetresPerPixel(Double metres) {
        return new RasterOptions(metres, heightScale, heightOffset, flip, columns, rows);
    }

    public RasterOptions withHeights(double scale, double offset) {
        return new RasterOptions(metresPerPixel, scale, offset, flip, columns, rows);
    }

    public RasterOptions withFlip(boolean mirrored) {
        return new RasterOptions(metresPerPixel, heightScale, heightOffset, mirrored, columns, rows);
    }

    public RasterOptions withSize(Integer columnCount, Integer rowCount) {
        return new RasterOptions(metresPerPixel, heightScale, heightOffset, flip, columnCount, rowCount);
    }

    private static void checkCount(String name, Integer value) {
        if (value != null && (value < 2 || value > HeightRasters.MAX_SIDE)) {
            throw new InputException(name + " = " + value + " is out of range; allowed: 2 to " + HeightRasters.MAX_SIDE);
        }
    }
}
