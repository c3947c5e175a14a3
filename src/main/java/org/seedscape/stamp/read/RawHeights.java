package org.seedscape.stamp.read;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.seedscape.world.InputException;

/**
 * A raw heightmap: little-endian samples, row 0 at the top (north) like an image, and nothing
 * else in the file; so the spacing must be given, and the size is the user's {@code columns} and
 * {@code rows} or, without them, a square.
 */
final class RawHeights {
    /** The sample types, by file name. */
    enum Kind {
        /** {@code .r16}, {@code .raw}: unsigned 16-bit. */
        UINT16(2, "16-bit"),
        /** {@code .f32}: float32. */
        FLOAT32(4, "float32");

        final int bytes;
        final String label;

        Kind(int bytes, String label) {
            this.bytes = bytes;
            this.label = label;
        }
    }

    private RawHeights() {
    }

    static Decoded read(Path file, String source, RasterOptions options, Kind kind) {
        if (options.metresPerPixel() == null) {
            throw HeightRasters.needsSpacing(source, "a raw heightmap says nothing of its spacing");
        }
        long bytes = ExportFolder.size(file, source);
        long[] size = size(bytes, source, options, kind);
        long columns = size[0];
        long rows = size[1];
        HeightRasters.checkSize(source, columns, rows);
        long expected = columns * rows * kind.bytes;
        if (bytes != expected) {
            throw new InputException(source + ": " + bytes + " bytes, expected " + expected + " (" + columns + " x " + rows
                    + " samples of " + kind.bytes + " bytes)" + (bytes < expected ? ": truncated" : ": too long"));
        }
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            throw HeightRasters.cannotRead(source, e);
        }
        if (data.length != expected) {
            throw new InputException(source + ": changed while being read (" + data.length + " bytes, expected " + expected + ")");
        }
        ByteBuffer buf = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        float[] values = new float[(int) (columns * rows)];
        if (kind == Kind.FLOAT32) {
            buf.asFloatBuffer().get(values);
        } else {
            for (int k = 0; k < values.length; k++) {
                values[k] = buf.getShort(2 * k) & 0xffff;
            }
        }
        return new Decoded((int) columns, (int) rows, values, true, false, Double.NaN, Double.NaN, null, null);
    }

    /** Columns and rows: as given, the one missing from the file's size, or a square. */
    private static long[] size(long bytes, String source, RasterOptions options, Kind kind) {
        Integer columns = options.columns();
        Integer rows = options.rows();
        if (columns != null && rows != null) {
            return new long[] {columns, rows};
        }
        long samples = bytes / kind.bytes;
        if (columns != null || rows != null) {
            long given = columns != null ? columns : rows;
            if (bytes % (given * kind.bytes) != 0) {
                throw new InputException(source + ": " + bytes + " bytes is not a whole number of " + (columns != null ? "rows of " + given
                        : "columns of " + given) + " " + kind.label + " samples; give both " + RasterOptions.COLUMNS
                        + " and " + RasterOptions.ROWS);
            }
            return columns != null ? new long[] {columns, samples / given} : new long[] {samples / given, rows};
        }
        long side = Math.round(Math.sqrt(samples));
        if (bytes % kind.bytes != 0 || side * side != samples) {
            throw new InputException(source + ": " + bytes + " bytes is not a square of " + kind.label + " samples; give "
                    + RasterOptions.COLUMNS + " and " + RasterOptions.ROWS);
        }
        return new long[] {side, side};
    }
}
