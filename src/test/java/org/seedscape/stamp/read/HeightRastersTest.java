package org.seedscape.stamp.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import mil.nga.tiff.FieldTagType;
import mil.nga.tiff.FieldType;
import mil.nga.tiff.FileDirectory;
import mil.nga.tiff.Rasters;
import mil.nga.tiff.TIFFImage;
import mil.nga.tiff.TiffWriter;
import mil.nga.tiff.io.ByteWriter;
import mil.nga.tiff.util.TiffConstants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.world.InputException;

/**
 * Each format read from files written here: values, orientation (the file's north-west sample,
 * made distinct, must come out at column 0 of the last row), spacing and origin, and for each
 * kind of bad file a one-line error that names the file and the fault.
 */
class HeightRastersTest {
    /** Image order: 4 columns, 3 rows, row 0 north; the north-west sample is the odd one out. */
    private static final int W = 4;
    private static final int H = 3;
    private static final int NORTH_WEST = 900;
    private static final RasterOptions MPP_2 = RasterOptions.DEFAULTS.withMetresPerPixel(2.0);

    @TempDir
    Path dir;

    /** Value at image column x, row y (row 0 north): 10 y + x, except the north-west corner. */
    private static int imageValue(int x, int y) {
        return x == 0 && y == 0 ? NORTH_WEST : 10 * y + x;
    }

    /** Checks a raster read from the image above: our row j is the image's row H - 1 - j. */
    private static void assertImageOrder(HeightRaster r, double scale, double offset) {
        assertEquals(W, r.columns());
        assertEquals(H, r.rows());
        assertEquals(W * H, r.count());
        assertEquals(W * H, r.validCount());
        for (int j = 0; j < H; j++) {
            for (int i = 0; i < W; i++) {
                assertEquals((float) (imageValue(i, H - 1 - j) * scale + offset), r.at(i, j), "column " + i + ", row " + j);
            }
        }
        assertEquals((float) (NORTH_WEST * scale + offset), r.at(0, H - 1));
    }

    private static InputException fails(Path file, RasterOptions options, String... parts) {
        InputException e = assertThrows(InputException.class, () -> HeightRasters.read(file, options));
        String m = e.getMessage();
        assertTrue(m.contains(file.toString()), "names the file: " + m);
        assertTrue(!m.contains("\n"), "one line: " + m);
        for (String p : parts) {
            assertTrue(m.contains(p), "says '" + p + "': " + m);
        }
        return e;
    }

    // ---- export folder ----

    private Path exportFolder(int res, float[] heights, String extraJson) throws IOException {
        Path out = Files.createDirectories(dir.resolve("export"));
        ByteBuffer b = ByteBuffer.allocate(heights.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(heights);
        Files.write(out.resolve("height.f32"), b.array());
        Files.writeString(out.resolve("meta.json"), "{\n  \"min_height\": -3.5,\n  \"max_height\": 60.25,\n  \"generator\": \"java\",\n"
                + "  \"res\": " + res + ",\n  \"size\": " + (res - 1) * 2.5 + ",\n  \"x\": 100.0,\n  \"z\": -50.0,\n  \"preset\": \"a, \\\"b\\\": 1\"" + extraJson + "\n}\n");
        return out;
    }

    private static float[] worldRamp(int res) {
        float[] h = new float[res * res];
        for (int k = 0; k < h.length; k++) {
            h[k] = (k % res) + 10 * (k / res) + 0.125f;
        }
        return h;
    }

    @Test
    void exportFolderKeepsOrderOriginSpacingAndExactHeights() throws IOException {
        float[] h = worldRamp(5);
        h[7] = -8848.86f;
        Path folder = exportFolder(5, h.clone(), "");
        for (Path p : List.of(folder, folder.resolve("height.f32"))) {
            HeightRaster r = HeightRasters.read(p, RasterOptions.DEFAULTS);
            assertEquals(5, r.columns());
            assertEquals(5, r.rows());
            assertTrue(Arrays.equals(h, r.heights()), "exact heights, row 0 at the lowest z");
            assertEquals(2.5, r.spacingX());
            assertEquals(2.5, r.spacingZ());
            assertEquals(100.0, r.originX());
            assertEquals(-50.0, r.originZ());
            assertEquals(p.toString(), r.source());
        }
    }

    @Test
    void truncatedExportFolderSaysExpectedAndActualBytes() throws IOException {
        Path folder = exportFolder(5, new float[24], "");
        fails(folder, RasterOptions.DEFAULTS, "height.f32", "96 bytes", "expected 100", "truncated");
    }

    @Test
    void folderWithoutMetaIsAnError() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("empty"));
        Files.write(folder.resolve("height.f32"), new byte[16]);
        fails(folder, RasterOptions.DEFAULTS, "meta.json");
    }

    @Test
    void metaWithoutResIsAnError() throws IOException {
        Path folder = exportFolder(2, new float[4], "");
        Files.writeString(folder.resolve("meta.json"), "{\"x\": 1, \"z\": 2, \"size\": 3, \"min_height\": 0, \"max_height\": 1}");
        InputException e = assertThrows(InputException.class, () -> HeightRasters.read(folder, RasterOptions.DEFAULTS));
        assertTrue(e.getMessage().contains("meta.json") && e.getMessage().contains("'res'"), e.getMessage());
    }

    @Test
    void nanInExportFolderIsAnError() throws IOException {
        float[] h = worldRamp(3);
        h[5] = Float.NaN;
        h[7] = Float.NaN;
        Path folder = exportFolder(3, h, "");
        fails(folder, RasterOptions.DEFAULTS, "2 samples are NaN", "declares no nodata", "column 2, row 1");
    }

    @Test
    void height16PngBesideMetaTakesHeightsOriginAndSpacingFromIt() throws IOException {
        Path folder = exportFolder(3, new float[9], "");
        BufferedImage img = new BufferedImage(3, 3, BufferedImage.TYPE_USHORT_GRAY);
        img.getRaster().setSample(0, 0, 0, 65535); // north-west: max_height
        img.getRaster().setSample(2, 2, 0, 0);
        img.getRaster().setSample(1, 2, 0, 32768);
        Path png = folder.resolve("height16.png");
        ImageIO.write(img, "png", png.toFile());
        HeightRaster r = HeightRasters.read(png, RasterOptions.DEFAULTS);
        assertEquals(60.25f, r.at(0, 2));
        assertEquals(-3.5f, r.at(2, 0));
        assertEquals((float) (-3.5 + 32768 * 63.75 / 65535), r.at(1, 0));
        assertEquals(2.5, r.spacingX());
        assertEquals(100.0, r.originX());
        assertEquals(-50.0, r.originZ());
    }

    // ---- GeoTIFF ----

    /** Writes the image above as a one-band TIFF of {@code type}, with {@code tags} added to the directory. */
    private Path tiff(String name, FieldType type, int w, int h, Consumer<FileDirectory> tags, double... values) throws IOException {
        return tiff(ByteOrder.LITTLE_ENDIAN, name, type, w, h, tags, values);
    }

    private Path tiff(ByteOrder order, String name, FieldType type, int w, int h, Consumer<FileDirectory> tags, double... values)
            throws IOException {
        Rasters rasters = new Rasters(w, h, 1, type, order);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double v = values.length > 0 ? values[x + y * w] : imageValue(x, y);
                Number n = switch (type) {
                    case SHORT, SSHORT -> (short) v;
                    case LONG, SLONG -> (int) v;
                    case FLOAT -> (float) v;
                    default -> v;
                };
                rasters.setFirstPixelSample(x, y, type == FieldType.SHORT ? (Number) ((int) v & 0xffff) : n);
            }
        }
        FileDirectory d = new FileDirectory();
        d.setImageWidth(w);
        d.setImageHeight(h);
        d.setBitsPerSample(type.getBits());
        d.setCompression(TiffConstants.COMPRESSION_NO);
        d.setPhotometricInterpretation(TiffConstants.PHOTOMETRIC_INTERPRETATION_BLACK_IS_ZERO);
        d.setSamplesPerPixel(1);
        d.setRowsPerStrip(rasters.calculateRowsPerStrip(TiffConstants.PLANAR_CONFIGURATION_CHUNKY));
        d.setPlanarConfiguration(TiffConstants.PLANAR_CONFIGURATION_CHUNKY);
        d.setSampleFormat(FieldType.getSampleFormat(type));
        d.setWriteRasters(rasters);
        tags.accept(d);
        Path file = dir.resolve(name);
        TiffWriter.writeTiff(file.toFile(), new ByteWriter(order), new TIFFImage(d));
        return file;
    }

    /** Projected, metres (GeoKeys: model 1, pixel is area, linear units {@code unit} unless 0). */
    private static Consumer<FileDirectory> projected(double sx, double sy, int unit) {
        return d -> {
            d.setModelPixelScale(List.of(sx, sy, 0.0));
            d.setModelTiepoint(List.of(0.0, 0.0, 0.0, 500000.0, 4100000.0, 0.0));
            d.setUnsignedIntegerListEntryValue(FieldTagType.GeoKeyDirectory, unit == 0
                    ? List.of(1, 1, 0, 2, 1024, 0, 1, 1, 1025, 0, 1, 1)
                    : List.of(1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3076, 0, 1, unit));
        };
    }

    private static Consumer<FileDirectory> nodata(Consumer<FileDirectory> tags, String value) {
        return tags.andThen(d -> d.setStringEntryValue(FieldTagType.GDAL_NODATA, value));
    }

    @Test
    void tiffOfEachSampleTypeReadsInWorldOrder() throws IOException {
        for (FieldType type : List.of(FieldType.SSHORT, FieldType.SHORT, FieldType.SLONG, FieldType.FLOAT, FieldType.DOUBLE)) {
            Path file = tiff("t-" + type + ".tif", type, W, H, projected(30, 20, 0));
            HeightRaster r = HeightRasters.read(file, RasterOptions.DEFAULTS);
            assertImageOrder(r, 1, 0);
            assertEquals(30, r.spacingX(), type.toString());
            assertEquals(20, r.spacingZ(), type.toString());
            assertNull(r.originX());
            assertNull(r.originZ());
        }
    }

    @Test
    void bigEndianTiffReadsTheSame() throws IOException {
        for (FieldType type : List.of(FieldType.SSHORT, FieldType.SLONG, FieldType.FLOAT, FieldType.DOUBLE)) {
            Path file = tiff(ByteOrder.BIG_ENDIAN, "be-" + type + ".tif", type, W, H, projected(30, 20, 0));
            byte[] head = Arrays.copyOf(Files.readAllBytes(file), 2);
            assertEquals("MM", new String(head, java.nio.charset.StandardCharsets.US_ASCII));
            assertImageOrder(HeightRasters.read(file, RasterOptions.DEFAULTS), 1, 0);
        }
    }

    @Test
    void tiffSignedAndUnsignedSixteenBitKeepTheirRange() throws IOException {
        double[] v = {-1000, 0, 1, 2};
        HeightRaster signed = HeightRasters.read(tiff("s.tif", FieldType.SSHORT, 2, 2, projected(1, 1, 9001), v), RasterOptions.DEFAULTS);
        assertEquals(-1000f, signed.at(0, 1));
        double[] u = {40000, 0, 1, 2};
        RasterOptions down = RasterOptions.DEFAULTS.withHeights(0.25, -100);
        HeightRaster unsigned = HeightRasters.read(tiff("u.tif", FieldType.SHORT, 2, 2, projected(1, 1, 9001), u), down);
        assertEquals(40000 * 0.25f - 100, unsigned.at(0, 1));
        assertEquals(-100f, unsigned.at(1, 1));
    }

    @Test
    void tiffInFeetIsConverted() throws IOException {
        HeightRaster foot = HeightRasters.read(tiff("f.tif", FieldType.FLOAT, W, H, projected(10, 5, 9002)), RasterOptions.DEFAULTS);
        assertEquals(3.048, foot.spacingX(), 1e-12);
        assertEquals(1.524, foot.spacingZ(), 1e-12);
        HeightRaster us = HeightRasters.read(tiff("us.tif", FieldType.FLOAT, W, H, projected(3937, 3937, 9003)), RasterOptions.DEFAULTS);
        assertEquals(1200, us.spacingX(), 1e-9);
    }

    @Test
    void geographicTiffGetsMetresAtItsMiddleLatitude() throws IOException {
        double deg = 1 / 3600.0;
        Consumer<FileDirectory> geographic = d -> {
            d.setModelPixelScale(List.of(deg, deg, 0.0));
            // North edge at 60.5 + 1.5 arc seconds: the middle of 3 rows is at 60.5 degrees.
            d.setModelTiepoint(List.of(0.0, 0.0, 0.0, 10.0, 60.5 + 1.5 * deg, 0.0));
            d.setUnsignedIntegerListEntryValue(FieldTagType.GeoKeyDirectory,
                    List.of(1, 1, 0, 3, 1024, 0, 1, 2, 1025, 0, 1, 1, 2048, 0, 1, 4326));
        };
        HeightRaster r = HeightRasters.read(tiff("g.tif", FieldType.SSHORT, W, H, geographic), RasterOptions.DEFAULTS);
        double p = Math.toRadians(60.5);
        assertEquals(deg * (111412.84 * Math.cos(p) - 93.5 * Math.cos(3 * p) + 0.118 * Math.cos(5 * p)), r.spacingX(), 1e-9);
        assertEquals(deg * (111132.954 - 559.822 * Math.cos(2 * p) + 1.175 * Math.cos(4 * p)), r.spacingZ(), 1e-9);
        assertEquals(15.2, r.spacingX(), 0.1); // about half of 30.9 m (cos 60 degrees)
        assertEquals(30.9, r.spacingZ(), 0.1);
        assertImageOrder(r, 1, 0);
    }

    @Test
    void tiffNodataBecomesNaNAndAllNodataIsAnError() throws IOException {
        double[] v = {-9999, 5, 6, 7, 8, -9999};
        HeightRaster r = HeightRasters.read(tiff("n.tif", FieldType.SSHORT, 3, 2, nodata(projected(1, 1, 0), "-9999"), v),
                RasterOptions.DEFAULTS);
        assertEquals(4, r.validCount());
        assertTrue(Float.isNaN(r.at(0, 1)), "north-west nodata");
        assertTrue(Float.isNaN(r.at(2, 0)), "south-east nodata");
        assertEquals(5f, r.at(1, 1));

        double[] f = {-3.4028234663852886e38, 1.5, Double.NaN, 2};
        HeightRaster fr = HeightRasters.read(tiff("nf.tif", FieldType.FLOAT, 2, 2,
                nodata(projected(1, 1, 0), "-3.40282346638529e+38"), f), RasterOptions.DEFAULTS);
        assertEquals(2, fr.validCount());

        double[] none = {-9999, -9999, -9999, -9999};
        Path all = tiff("all.tif", FieldType.SSHORT, 2, 2, nodata(projected(1, 1, 0), "-9999"), none);
        fails(all, RasterOptions.DEFAULTS, "all 4 samples are nodata");
    }

    @Test
    void tiffNaNWithoutNodataIsAnError() throws IOException {
        double[] v = {1, 2, Double.NaN, 4, Double.NaN, 6};
        Path file = tiff("nan.tif", FieldType.FLOAT, 3, 2, projected(1, 1, 0), v);
        fails(file, RasterOptions.DEFAULTS, "2 samples are NaN", "no nodata", "column 2, row 0");
    }

    @Test
    void absurdHeightIsAnError() throws IOException {
        double[] v = {1, 2, 3, 4, 12500, 6};
        Path file = tiff("high.tif", FieldType.SSHORT, 3, 2, projected(1, 1, 0), v);
        fails(file, RasterOptions.DEFAULTS, "12500.0 m", "column 1, row 1", "[-12000, 12000]");
        // Within bounds once scaled down; out of them when offset too far.
        assertEquals(1250f, HeightRasters.read(file, RasterOptions.DEFAULTS.withHeights(0.1, 0)).at(1, 0), 1e-3);
        fails(file, RasterOptions.DEFAULTS.withHeights(1, -13000), "-12999.0 m", "column 0, row 0", "height_offset");
    }

    @Test
    void tiffWithoutSpacingOrWithOtherUnitsNeedsMetresPerPixel() throws IOException {
        Path bare = tiff("bare.tif", FieldType.FLOAT, W, H, d -> { });
        fails(bare, RasterOptions.DEFAULTS, "ModelPixelScaleTag", "metres_per_pixel");
        HeightRaster r = HeightRasters.read(bare, MPP_2);
        assertEquals(2, r.spacingX());
        assertEquals(2, r.spacingZ());
        Path chains = tiff("chains.tif", FieldType.FLOAT, W, H, projected(1, 1, 9033));
        fails(chains, RasterOptions.DEFAULTS, "3076", "9033", "metres_per_pixel");
        Path noKeys = tiff("nokeys.tif", FieldType.FLOAT, W, H, d -> d.setModelPixelScale(List.of(1.0, 1.0, 0.0)));
        fails(noKeys, RasterOptions.DEFAULTS, "GeoKeyDirectoryTag", "metres_per_pixel");
        // metres_per_pixel overrides the file's own spacing too.
        assertEquals(2, HeightRasters.read(tiff("m.tif", FieldType.FLOAT, W, H, projected(30, 20, 0)), MPP_2).spacingZ());
    }

    @Test
    void tiffOfWrongSizeOrTypeIsAnError() throws IOException {
        fails(tiff("thin.tif", FieldType.SSHORT, 1, 5, projected(1, 1, 0), 1, 2, 3, 4, 5), RasterOptions.DEFAULTS,
                "1 x 5 samples", "at least 2 x 2");
        fails(tiff("wide.tif", FieldType.SSHORT, 8194, 2, projected(1, 1, 0), new double[8194 * 2]), RasterOptions.DEFAULTS,
                "8194 x 2 samples", "at most 8193");
        fails(tiff("byte.tif", FieldType.BYTE, 2, 2, projected(1, 1, 0), 1, 2, 3, 4), RasterOptions.DEFAULTS,
                "8-bit unsigned integers", "int16");
    }

    @Test
    void damagedTiffIsAnErrorNamingTheFile() throws IOException {
        Path junk = Files.write(dir.resolve("junk.tif"), "not a tiff at all".getBytes());
        fails(junk, RasterOptions.DEFAULTS, "TIFF");
        byte[] good = Files.readAllBytes(tiff("cut.tif", FieldType.FLOAT, 64, 64, projected(1, 1, 0), new double[64 * 64]));
        Path cut = Files.write(dir.resolve("cut.tif"), Arrays.copyOf(good, good.length / 2));
        fails(cut, RasterOptions.DEFAULTS);
    }

    // ---- PNG ----

    private Path png(String name, int type, boolean imageValues) throws IOException {
        BufferedImage img = new BufferedImage(W, H, type);
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                if (type == BufferedImage.TYPE_USHORT_GRAY || type == BufferedImage.TYPE_BYTE_GRAY) {
                    img.getRaster().setSample(x, y, 0, !imageValues ? 0 : type == BufferedImage.TYPE_USHORT_GRAY ? imageValue(x, y) + 60000 : imageValue(x, y) % 256);
                } else {
                    img.setRGB(x, y, 0xff336699);
                }
            }
        }
        Path file = dir.resolve(name);
        ImageIO.write(img, "png", file.toFile());
        return file;
    }

    @Test
    void sixteenBitPngIsItsRawSamplesInWorldOrder() throws IOException {
        HeightRaster r = HeightRasters.read(png("h.png", BufferedImage.TYPE_USHORT_GRAY, true), MPP_2.withHeights(1, -60000));
        assertImageOrder(r, 1, 0);
        assertEquals(2, r.spacingX());
        assertNull(r.originX());
    }

    @Test
    void eightBitGreyPngIsTaken() throws IOException {
        HeightRaster r = HeightRasters.read(png("h8.png", BufferedImage.TYPE_BYTE_GRAY, true), MPP_2);
        // 900 % 256 = 132: still the only value of its kind.
        assertEquals(132f, r.at(0, H - 1));
        assertEquals(21f, r.at(1, 0));
    }

    @Test
    void colourOrAlphaPngIsAnError() throws IOException {
        fails(png("rgb.png", BufferedImage.TYPE_3BYTE_BGR, false), MPP_2, "colour PNG", "greyscale");
        fails(png("argb.png", BufferedImage.TYPE_INT_ARGB, false), MPP_2, "alpha");
        fails(png("palette.png", BufferedImage.TYPE_BYTE_INDEXED, false), MPP_2, "colour PNG", "palette");
    }

    @Test
    void pngWithoutMetresPerPixelIsAnError() throws IOException {
        fails(png("h.png", BufferedImage.TYPE_USHORT_GRAY, true), RasterOptions.DEFAULTS, "metres_per_pixel");
    }

    @Test
    void damagedPngIsAnError() throws IOException {
        byte[] good = Files.readAllBytes(png("whole.png", BufferedImage.TYPE_USHORT_GRAY, true));
        Path cut = Files.write(dir.resolve("cut.png"), Arrays.copyOf(good, good.length - 30));
        fails(cut, MPP_2, "not a readable PNG");
        Path text = Files.writeString(dir.resolve("text.png"), "hello");
        fails(text, MPP_2, "not a PNG");
    }

    // ---- raw ----

    private Path raw(String name, int columns, int rows, boolean f32, double... values) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(columns * rows * (f32 ? 4 : 2)).order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < columns * rows; k++) {
            double v = values.length > 0 ? values[k] : imageValue(k % columns, k / columns);
            if (f32) {
                b.putFloat((float) v);
            } else {
                b.putShort((short) (int) v);
            }
        }
        return Files.write(dir.resolve(name), b.array());
    }

    @Test
    void rawSixteenBitIsUnsignedLittleEndianInWorldOrder() throws IOException {
        double[] square = new double[9];
        square[0] = 65535; // north-west
        square[8] = 258; // 0x0102: little-endian
        for (String name : List.of("h.r16", "h.raw")) {
            HeightRaster r = HeightRasters.read(raw(name, 3, 3, false, square), MPP_2.withHeights(0.1, 0));
            assertEquals(3, r.columns());
            assertEquals((float) (65535 * 0.1), r.at(0, 2));
            assertEquals((float) (258 * 0.1), r.at(2, 0));
            assertEquals(2, r.spacingZ());
        }
    }

    @Test
    void rawFloatWithColumnsAndRows() throws IOException {
        Path file = raw("h.f32", W, H, true);
        assertImageOrder(HeightRasters.read(file, MPP_2.withSize(W, H)), 1, 0);
        assertImageOrder(HeightRasters.read(file, MPP_2.withSize(W, null)), 1, 0);
        assertImageOrder(HeightRasters.read(file, MPP_2.withSize(null, H)), 1, 0);
    }

    @Test
    void flipMirrorsTheRows() throws IOException {
        HeightRaster r = HeightRasters.read(raw("h.f32", W, H, true), MPP_2.withSize(W, H).withFlip(true));
        assertEquals((float) NORTH_WEST, r.at(0, 0));
        assertEquals(21f, r.at(1, 2));
    }

    @Test
    void nonSquareRawWithoutColumnsIsAnError() throws IOException {
        Path file = raw("h.r16", W, H, false);
        fails(file, MPP_2, "24 bytes", "not a square", "columns", "rows");
        fails(file, MPP_2.withSize(5, null), "24 bytes", "columns", "rows");
    }

    @Test
    void truncatedOrLongRawSaysExpectedAndActualBytes() throws IOException {
        Path file = raw("h.f32", W, H, true);
        fails(file, MPP_2.withSize(W, H + 1), "48 bytes", "expected 64", "truncated");
        fails(file, MPP_2.withSize(2, 2), "48 bytes", "expected 16", "too long");
    }

    @Test
    void rawNaNAndMissingMetresPerPixelAreErrors() throws IOException {
        Path nan = raw("nan.f32", 2, 2, true, 1, Double.NaN, 3, 4);
        fails(nan, MPP_2, "1 sample is NaN", "column 1, row 0");
        fails(raw("h.r16", 2, 2, false), RasterOptions.DEFAULTS, "metres_per_pixel");
    }

    // ---- the rest ----

    @Test
    void missingFileAndUnknownFormatAreErrors() throws IOException {
        fails(dir.resolve("nowhere.tif"), RasterOptions.DEFAULTS, "no such file");
        fails(Files.writeString(dir.resolve("h.jpg"), "x"), MPP_2, "unknown heightmap format", ".tif");
    }

    @Test
    void badOptionsNameTheOption() {
        assertOption("metres_per_pixel", () -> RasterOptions.DEFAULTS.withMetresPerPixel(-1.0));
        assertOption("metres_per_pixel", () -> RasterOptions.DEFAULTS.withMetresPerPixel(Double.POSITIVE_INFINITY));
        assertOption("height_scale", () -> RasterOptions.DEFAULTS.withHeights(0, 0));
        assertOption("height_scale", () -> RasterOptions.DEFAULTS.withHeights(Double.NaN, 0));
        assertOption("height_offset", () -> RasterOptions.DEFAULTS.withHeights(1, Double.NEGATIVE_INFINITY));
        assertOption("columns", () -> RasterOptions.DEFAULTS.withSize(1, null));
        assertOption("rows", () -> RasterOptions.DEFAULTS.withSize(null, 8194));
    }

    private static void assertOption(String name, Runnable make) {
        InputException e = assertThrows(InputException.class, make::run);
        assertTrue(e.getMessage().startsWith(name + " = "), e.getMessage());
    }
}
