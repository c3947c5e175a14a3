package org.seedscape.stamp.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import org.seedscape.io.AtomicFiles;
import org.seedscape.world.InputException;

/**
 * Reads a heightmap file into a {@link HeightRaster}, choosing the format by name: our export
 * folder (or its {@code height.f32} or {@code height16.png}), a GeoTIFF ({@code .tif},
 * {@code .tiff}), a greyscale PNG, raw 16-bit ({@code .r16}, {@code .raw}) or raw float
 * ({@code .f32}). Whatever the format, the result is in the world's order (row 0 south) and whole:
 * a file that is missing, damaged, of the wrong size, with undeclared NaN, absurd heights or no
 * data at all is an {@link InputException} naming the file and the fault, never half a raster.
 */
public final class HeightRasters {
    /** Most samples a side (8192 m at 1 m spacing): larger files are surely not meant as one stamp. */
    public static final int MAX_SIDE = 8193;
    /** Highest height after scale and offset, metres; beyond it the scale is surely wrong (Everest is 8849 m). */
    public static final double MAX_HEIGHT = 12000;
    /** Lowest height after scale and offset, metres (the Mariana trench is 10935 m deep). */
    public static final double MIN_HEIGHT = -12000;

    private HeightRasters() {
    }

    /**
     * Reads {@code file} as its name says, with {@code options} where the file does not say or
     * the user overrides it.
     *
     * @throws InputException if the file cannot be read as a heightmap; the message names the file
     */
    public static HeightRaster read(Path file, RasterOptions options) {
        String source = file.toString();
        if (Files.isDirectory(file)) {
            return finish(ExportFolder.read(file, source, options), options, source);
        }
        if (!Files.exists(file)) {
            throw new InputException(source + ": no such file");
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        Path parent = file.toAbsolutePath().getParent();
        boolean besideMeta = parent != null && Files.isRegularFile(parent.resolve(ExportFolder.META));
        Decoded decoded;
        if (name.equals(ExportFolder.HEIGHTS) && besideMeta) {
            decoded = ExportFolder.read(parent, source, options);
        } else if (name.endsWith(".tif") || name.endsWith(".tiff")) {
            decoded = GeoTiffs.read(file, source, options);
        } else if (name.endsWith(".png")) {
            decoded = PngHeights.read(file, source, options, name.equals(ExportFolder.HEIGHTS16) && besideMeta);
        } else if (name.endsWith(".r16") || name.endsWith(".raw")) {
            decoded = RawHeights.read(file, source, options, RawHeights.Kind.UINT16);
        } else if (name.endsWith(".f32")) {
            decoded = RawHeights.read(file, source, options, RawHeights.Kind.FLOAT32);
        } else {
            throw new InputException(source + ": unknown heightmap format; allowed: an export folder, .tif, .tiff, .png, "
                    + ".r16, .raw (16-bit little-endian), .f32 (float32 little-endian)");
        }
        return finish(decoded, options, source);
    }

    /** Fails unless a raster of {@code columns x rows} samples is one we take. */
    static void checkSize(String source, long columns, long rows) {
        if (columns < 2 || rows < 2) {
            throw new InputException(source + ": " + columns + " x " + rows + " samples; at least 2 x 2 are needed");
        }
        if (columns > MAX_SIDE || rows > MAX_SIDE) {
            throw new InputException(source + ": " + columns + " x " + rows + " samples; at most " + MAX_SIDE + " a side are allowed");
        }
    }

    /** The error for a file that could not be read at all. */
    static InputException cannotRead(String source, IOException e) {
        return new InputException((source + ": cannot read: " + reason(e)).replaceAll("\\s+", " "), e);
    }

    /** Why a read failed, in a few words. */
    static String reason(IOException e) {
        return e instanceof NoSuchFileException ? "no such file" : AtomicFiles.why(e);
    }

    /** The error for a format that carries no spacing when {@code metres_per_pixel} is not given. */
    static InputException needsSpacing(String source, String why) {
        return new InputException(source + ": " + why + "; give " + RasterOptions.METRES_PER_PIXEL);
    }

    /** The checks and orientation every format shares; {@code decoded.values} become the heights. */
    static HeightRaster finish(Decoded decoded, RasterOptions options, String source) {
        int columns = decoded.columns();
        int rows = decoded.rows();
        float[] h = decoded.values();
        if (!decoded.declaresNodata()) {
            checkNoNaN(h, columns, source);
        }
        double scale = options.heightScale();
        double offset = options.heightOffset();
        int valid = 0;
        for (int k = 0; k < h.length; k++) {
            if (Float.isNaN(h[k])) {
                continue;
            }
            double v = h[k] * scale + offset;
            if (!(v >= MIN_HEIGHT && v <= MAX_HEIGHT)) {
                throw new InputException(source + ": height " + v + " m at column " + k % columns + ", row " + k / columns
                        + " of the file is outside [" + (int) MIN_HEIGHT + ", " + (int) MAX_HEIGHT + "] m (value " + h[k]
                        + ", " + RasterOptions.HEIGHT_SCALE + " " + scale + ", " + RasterOptions.HEIGHT_OFFSET + " " + offset + ")");
            }
            h[k] = (float) v;
            valid++;
        }
        if (valid == 0) {
            throw new InputException(source + ": all " + h.length + " samples are nodata");
        }
        if (decoded.northUp() != options.flip()) {
            mirrorRows(h, columns, rows);
        }
        Double mpp = options.metresPerPixel();
        double spacingX = mpp != null ? mpp : decoded.spacingX();
        double spacingZ = mpp != null ? mpp : decoded.spacingZ();
        if (Double.isNaN(spacingX) || Double.isNaN(spacingZ)) {
            // The readers ask for metres_per_pixel before decoding; this is the backstop.
            throw needsSpacing(source, "the file gives no spacing");
        }
        return new HeightRaster(columns, rows, h, spacingX, spacingZ, decoded.originX(), decoded.originZ(), source);
    }

    private static void checkNoNaN(float[] h, int columns, String source) {
        int first = -1;
        int n = 0;
        for (int k = 0; k < h.length; k++) {
            if (Float.isNaN(h[k])) {
                first = n == 0 ? k : first;
                n++;
            }
        }
        if (n > 0) {
            throw new InputException(source + ": " + n + " sample" + (n == 1 ? " is" : "s are") + " NaN but the file declares no nodata;"
                    + " the first at column " + first % columns + ", row " + first / columns + " of the file");
        }
    }

    private static void mirrorRows(float[] h, int columns, int rows) {
        float[] row = new float[columns];
        for (int j = 0, k = rows - 1; j < k; j++, k--) {
            System.arraycopy(h, j * columns, row, 0, columns);
            System.arraycopy(h, k * columns, h, j * columns, columns);
            System.arraycopy(row, 0, h, k * columns, columns);
        }
    }
}
