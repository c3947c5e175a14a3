package org.seedscape.stamp.read;

import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ColorModel;
import java.awt.image.IndexColorModel;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.stream.ImageInputStream;
import org.seedscape.world.InputException;

/**
 * A greyscale PNG, 16-bit or 8-bit, read as its raw samples (never through a colour
 * conversion, which would bend the heights). Our export's {@code height16.png} with its
 * {@code meta.json} beside it maps 0..65535 to the tile's lowest..highest metres and takes its
 * place and spacing from there; any other PNG is a plain value per pixel and needs
 * {@code metres_per_pixel}.
 */
final class PngHeights {
    private PngHeights() {
    }

    /** Reads {@code file}; {@code export}: it is our height16.png, with meta.json beside it. */
    static Decoded read(Path file, String source, RasterOptions options, boolean export) {
        ExportFolder.Meta meta = null;
        if (export) {
            Path metaFile = file.toAbsolutePath().resolveSibling(ExportFolder.META);
            meta = ExportFolder.meta(metaFile, metaFile.toString());
        } else if (options.metresPerPixel() == null) {
            throw HeightRasters.needsSpacing(source, "a PNG heightmap says nothing of its spacing");
        }
        BufferedImage image = image(file, source);
        int columns = image.getWidth();
        int rows = image.getHeight();
        int bits = image.getRaster().getSampleModel().getSampleSize(0);
        float[] values = new float[columns * rows];
        Raster raster = image.getRaster();
        int[] row = new int[columns];
        for (int y = 0; y < rows; y++) {
            raster.getSamples(0, y, columns, 1, 0, row);
            for (int x = 0; x < columns; x++) {
                values[x + y * columns] = row[x];
            }
        }
        if (meta == null) {
            return new Decoded(columns, rows, values, true, false, Double.NaN, Double.NaN, null, null);
        }
        if (bits != 16 || columns != meta.res() || rows != meta.res()) {
            throw new InputException(source + ": " + columns + " x " + rows + " samples of " + bits + " bits, but "
                    + ExportFolder.META + " beside it says " + meta.res() + " x " + meta.res() + " of 16 bits");
        }
        double step = (meta.maxHeight() - meta.minHeight()) / 65535;
        for (int k = 0; k < values.length; k++) {
            values[k] = (float) (meta.minHeight() + values[k] * step);
        }
        return new Decoded(columns, rows, values, true, false, meta.spacing(), meta.spacing(), meta.x(), meta.z());
    }

    /** The decoded image, once its size and kind are known to be a heightmap's. */
    private static BufferedImage image(Path file, String source) {
        ImageReader reader = null;
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            if (in == null) {
                throw new InputException(source + ": cannot read");
            }
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw new InputException(source + ": not a PNG image (no image reader knows it)");
            }
            reader = readers.next();
            if (!reader.getFormatName().equalsIgnoreCase("png")) {
                throw new InputException(source + ": not a PNG but " + reader.getFormatName());
            }
            reader.setInput(in, true, true);
            HeightRasters.checkSize(source, reader.getWidth(0), reader.getHeight(0));
            ImageTypeSpecifier type = reader.getRawImageType(0);
            if (type != null) {
                checkGrey(type.getColorModel(), type.getSampleModel().getSampleSize(0), source);
            }
            BufferedImage image = reader.read(0);
            checkGrey(image.getColorModel(), image.getRaster().getSampleModel().getSampleSize(0), source);
            return image;
        } catch (IOException e) {
            throw new InputException((source + ": not a readable PNG: " + HeightRasters.reason(e)).replaceAll("\\s+", " "), e);
        } catch (InputException e) {
            throw e;
        } catch (RuntimeException e) {
            // ImageIO's decoders throw unchecked exceptions on some damaged files.
            throw new InputException((source + ": not a readable PNG: " + e).replaceAll("\\s+", " "), e);
        } finally {
            if (reader != null) {
                reader.dispose();
            }
        }
    }

    private static void checkGrey(ColorModel cm, int bits, String source) {
        if (cm.hasAlpha()) {
            throw new InputException(source + ": the PNG has an alpha channel; a heightmap PNG is greyscale without alpha");
        }
        if (cm instanceof IndexColorModel || cm.getNumComponents() != 1 || cm.getColorSpace().getType() != ColorSpace.TYPE_GRAY) {
            throw new InputException(source + ": a colour PNG (" + (cm instanceof IndexColorModel ? "palette" : cm.getNumComponents()
                    + " components") + " of " + bits + " bits); a heightmap PNG is 16-bit or 8-bit greyscale");
        }
        if (bits != 8 && bits != 16) {
            throw new InputException(source + ": a greyscale PNG of " + bits + " bits; a heightmap PNG is 16-bit or 8-bit greyscale");
        }
    }
}
