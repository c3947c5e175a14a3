package org.seedscape.stamp.read;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import mil.nga.tiff.FieldTagType;
import mil.nga.tiff.FileDirectory;
import mil.nga.tiff.Rasters;
import mil.nga.tiff.TIFFImage;
import mil.nga.tiff.TiffReader;
import org.seedscape.world.InputException;

/**
 * A single-band GeoTIFF (int16, uint16, int32, float32 or float64 samples) through mil.nga.tiff:
 * no-data from GDAL's tag, the spacing from the pixel scale in the units its GeoKeys name. A
 * geographic raster's degrees become metres at its centre latitude (WGS84 series), so its two
 * axes' spacings differ.
 */
final class GeoTiffs {
    /** GeoKeys (GeoTIFF 1.0, section 6.2) and the codes of theirs we take. */
    static final int MODEL_TYPE_KEY = 1024;
    static final int RASTER_TYPE_KEY = 1025;
    static final int ANGULAR_UNITS_KEY = 2054;
    static final int LINEAR_UNITS_KEY = 3076;
    static final int MODEL_PROJECTED = 1;
    static final int MODEL_GEOGRAPHIC = 2;
    static final int RASTER_PIXEL_IS_POINT = 2;
    static final int UNIT_DEGREE = 9102;
    static final int UNIT_METRE = 9001;
    static final int UNIT_FOOT = 9002;
    static final int UNIT_US_SURVEY_FOOT = 9003;

    private GeoTiffs() {
    }

    /** The sample types we take. */
    private enum Sample {
        INT16, UINT16, INT32, FLOAT32, FLOAT64
    }

    static Decoded read(Path file, String source, RasterOptions options) {
        TIFFImage image;
        try {
            image = TiffReader.readTiff(file.toFile());
        } catch (IOException e) {
            throw HeightRasters.cannotRead(source, e);
        } catch (RuntimeException e) {
            throw libraryError(source, "not a readable TIFF", e);
        }
        try {
            return decode(image.getFileDirectory(), source, options);
        } catch (InputException e) {
            throw e;
        } catch (RuntimeException e) {
            throw libraryError(source, "cannot decode the TIFF", e);
        }
    }

    private static Decoded decode(FileDirectory dir, String source, RasterOptions options) {
        if (dir == null) {
            throw new InputException(source + ": the TIFF holds no image");
        }
        int bands = dir.getSamplesPerPixel();
        if (bands != 1) {
            throw new InputException(source + ": " + bands + " samples a pixel; a heightmap TIFF has one band");
        }
        long columns = dir.getImageWidth().longValue();
        long rows = dir.getImageHeight().longValue();
        HeightRasters.checkSize(source, columns, rows);
        Sample sample = sample(dir, source);
        double nodata = nodata(dir, source);
        boolean declaresNodata = dir.get(FieldTagType.GDAL_NODATA) != null;
        double spacingX = Double.NaN;
        double spacingZ = Double.NaN;
        if (options.metresPerPixel() == null) {
            double[] spacing = spacing(dir, source, (int) rows);
            spacingX = spacing[0];
            spacingZ = spacing[1];
        }
        Rasters rasters = dir.readRasters();
        if (rasters.getWidth() != columns || rasters.getHeight() != rows || !rasters.hasSampleValues()) {
            throw new InputException(source + ": the TIFF's data is not " + columns + " x " + rows + " samples");
        }
        ByteBuffer data = rasters.getSampleValues()[0];
        float[] values = new float[(int) (columns * rows)];
        float nodataFloat = (float) nodata;
        for (int k = 0; k < values.length; k++) {
            // Absolute gets keep the buffer's own byte order.
            double v = switch (sample) {
                case INT16 -> data.getShort(2 * k);
                case UINT16 -> data.getShort(2 * k) & 0xffff;
                case INT32 -> data.getInt(4 * k);
                case FLOAT32 -> data.getFloat(4 * k);
                case FLOAT64 -> data.getDouble(8 * k);
            };
            boolean none = declaresNodata && (Double.isNaN(v) || (sample == Sample.FLOAT32 ? (float) v == nodataFloat : v == nodata));
            values[k] = none ? Float.NaN : (float) v;
        }
        return new Decoded((int) columns, (int) rows, values, true, declaresNodata, spacingX, spacingZ, null, null);
    }

    private static Sample sample(FileDirectory dir, String source) {
        List<Integer> bitList = dir.getBitsPerSample();
        int bits = bitList == null || bitList.isEmpty() ? 1 : bitList.get(0);
        List<Integer> formats = dir.getSampleFormat();
        int format = formats == null || formats.isEmpty() ? 1 : formats.get(0);
        String kind = format == 1 ? "unsigned integer" : format == 2 ? "signed integer" : format == 3 ? "floating point number" : "sample format " + format;
        return switch (format * 100 + bits) {
            case 116 -> Sample.UINT16;
            case 216 -> Sample.INT16;
            case 232 -> Sample.INT32;
            case 332 -> Sample.FLOAT32;
            case 364 -> Sample.FLOAT64;
            default -> throw new InputException(source + ": samples are " + bits + "-bit " + kind + "s"
                    + "; allowed: int16, uint16, int32, float32, float64");
        };
    }

    /** The GDAL_NODATA value (NaN for "nan"), or NaN where there is none. */
    private static double nodata(FileDirectory dir, String source) {
        if (dir.get(FieldTagType.GDAL_NODATA) == null) {
            return Double.NaN;
        }
        String text = dir.getStringEntryValue(FieldTagType.GDAL_NODATA);
        String t = text == null ? "" : text.trim();
        if (t.toLowerCase(Locale.ROOT).equals("nan")) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new InputException(source + ": GDAL_NODATA (tag 42113) = '" + t + "' is not a number");
        }
    }

    /** Metres between columns and between rows, from the pixel scale and the GeoKeys. */
    private static double[] spacing(FileDirectory dir, String source, int rows) {
        List<Double> scale = dir.getModelPixelScale();
        if (scale == null || scale.size() < 2) {
            throw HeightRasters.needsSpacing(source, "no ModelPixelScaleTag (33550), so the spacing is unknown");
        }
        double sx = scale.get(0);
        double sy = scale.get(1);
        if (!(sx > 0 && sx < Double.POSITIVE_INFINITY && sy > 0 && sy < Double.POSITIVE_INFINITY)) {
            throw HeightRasters.needsSpacing(source, "ModelPixelScaleTag (33550) = " + sx + ", " + sy + " is not a positive spacing");
        }
        Map<Integer, Integer> keys = geoKeys(dir);
        if (keys == null) {
            throw HeightRasters.needsSpacing(source, "no GeoKeyDirectoryTag (34735), so the pixel scale's units are unknown");
        }
        Integer model = keys.get(MODEL_TYPE_KEY);
        if (model != null && model == MODEL_GEOGRAPHIC) {
            Integer unit = keys.get(ANGULAR_UNITS_KEY);
            if (unit != null && unit != UNIT_DEGREE) {
                throw HeightRasters.needsSpacing(source, "GeogAngularUnitsGeoKey (2054) = " + unit + " is not degrees (9102)");
            }
            double lat = centreLatitude(dir, source, keys, rows, sy);
            return new double[] {sx * metresPerDegreeLongitude(lat), sy * metresPerDegreeLatitude(lat)};
        }
        if (model != null && model == MODEL_PROJECTED) {
            Integer unit = keys.get(LINEAR_UNITS_KEY);
            double metres = unit == null || unit == UNIT_METRE ? 1
                    : unit == UNIT_FOOT ? 0.3048
                    : unit == UNIT_US_SURVEY_FOOT ? 1200.0 / 3937
                    : Double.NaN;
            if (Double.isNaN(metres)) {
                throw HeightRasters.needsSpacing(source, "ProjLinearUnitsGeoKey (3076) = " + unit
                        + " is not metres (9001) or feet (9002, 9003)");
            }
            return new double[] {sx * metres, sy * metres};
        }
        throw HeightRasters.needsSpacing(source, "GTModelTypeGeoKey (1024) = " + model
                + " is neither projected (1) nor geographic (2), so the pixel scale's units are unknown");
    }

    /** Latitude of the raster's middle row, degrees, from the tie point and the pixel scale. */
    private static double centreLatitude(FileDirectory dir, String source, Map<Integer, Integer> keys, int rows, double sy) {
        List<Double> tie = dir.getModelTiepoint();
        if (tie == null || tie.size() < 6) {
            throw HeightRasters.needsSpacing(source, "geographic but no ModelTiepointTag (33922), so the latitude is unknown");
        }
        Integer rasterType = keys.get(RASTER_TYPE_KEY);
        // Pixel is area: row j's top edge is at raster y j; pixel is point: its centre is.
        double middle = rasterType != null && rasterType == RASTER_PIXEL_IS_POINT ? (rows - 1) / 2.0 : rows / 2.0;
        double lat = tie.get(4) - (middle - tie.get(1)) * sy;
        if (!(Math.abs(lat) <= 90)) {
            throw HeightRasters.needsSpacing(source, "geographic but its middle latitude " + lat + " is not between -90 and 90");
        }
        return lat;
    }

    /** Metres a degree of latitude at {@code lat} on WGS84 (the series to cos 4 phi). */
    static double metresPerDegreeLatitude(double lat) {
        double p = Math.toRadians(lat);
        return 111132.954 - 559.822 * Math.cos(2 * p) + 1.175 * Math.cos(4 * p);
    }

    /** Metres a degree of longitude at {@code lat} on WGS84 (the series to cos 5 phi). */
    static double metresPerDegreeLongitude(double lat) {
        double p = Math.toRadians(lat);
        return 111412.84 * Math.cos(p) - 93.5 * Math.cos(3 * p) + 0.118 * Math.cos(5 * p);
    }

    /** The GeoKeys whose value sits in the directory itself (location 0), or null without a directory. */
    private static Map<Integer, Integer> geoKeys(FileDirectory dir) {
        if (dir.get(FieldTagType.GeoKeyDirectory) == null) {
            return null;
        }
        List<Integer> v = dir.getIntegerListEntryValue(FieldTagType.GeoKeyDirectory);
        Map<Integer, Integer> keys = new HashMap<>();
        if (v == null || v.size() < 4) {
            return keys;
        }
        int n = v.get(3);
        for (int i = 0; i < n && 4 + 4 * i + 3 < v.size(); i++) {
            int at = 4 + 4 * i;
            if (v.get(at + 1) == 0) {
                keys.put(v.get(at), v.get(at + 3));
            }
        }
        return keys;
    }

    private static InputException libraryError(String source, String what, RuntimeException e) {
        String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        return new InputException((source + ": " + what + ": " + message).replaceAll("\\s+", " "), e);
    }
}
