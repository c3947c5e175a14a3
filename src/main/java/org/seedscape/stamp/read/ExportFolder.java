package org.seedscape.stamp.read;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.seedscape.world.InputException;

/**
 * Our own export folder (export.ExportWriter): {@code height.f32} holds the heights exactly, in
 * the world's order, and {@code meta.json} says where sample (0, 0) lies ({@code x}, {@code z})
 * and how far apart the samples are ({@code size / (res - 1)}).
 */
final class ExportFolder {
    static final String HEIGHTS = "height.f32";
    static final String HEIGHTS16 = "height16.png";
    static final String META = "meta.json";

    private ExportFolder() {
    }

    /** What {@code meta.json} says about the grid; {@code minHeight}, {@code maxHeight} are height16.png's 0 and 65535. */
    record Meta(double x, double z, double size, int res, double minHeight, double maxHeight) {
        double spacing() {
            return size / (res - 1);
        }
    }

    /** Reads the folder {@code dir}; {@code source} is what the user named (the folder or its height.f32). */
    static Decoded read(Path dir, String source, RasterOptions options) {
        Path heights = dir.resolve(HEIGHTS);
        Path metaFile = dir.resolve(META);
        if (!Files.isRegularFile(heights) || !Files.isRegularFile(metaFile)) {
            throw new InputException(source + ": a folder must be an export holding " + HEIGHTS + " and " + META
                    + "; missing: " + (Files.isRegularFile(heights) ? META : Files.isRegularFile(metaFile) ? HEIGHTS : HEIGHTS + ", " + META));
        }
        Meta meta = meta(metaFile, metaFile.toString());
        int res = meta.res();
        HeightRasters.checkSize(source, res, res);
        String f32 = heights.toString();
        long expected = (long) res * res * Float.BYTES;
        long actual = size(heights, f32);
        if (actual != expected) {
            throw new InputException(f32 + ": " + actual + " bytes, expected " + expected + " (" + res + " x " + res
                    + " float32 samples as " + META + " says)" + (actual < expected ? ": truncated" : ""));
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(heights);
        } catch (IOException e) {
            throw HeightRasters.cannotRead(f32, e);
        }
        if (bytes.length != expected) {
            throw new InputException(f32 + ": changed while being read (" + bytes.length + " bytes, expected " + expected + ")");
        }
        float[] values = new float[res * res];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
        return new Decoded(res, res, values, false, false, meta.spacing(), meta.spacing(), meta.x(), meta.z());
    }

    /** Reads {@code meta.json}: the numbers x, z, size, res, min_height, max_height, each checked. */
    static Meta meta(Path file, String source) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw HeightRasters.cannotRead(source, e);
        }
        Map<String, Double> numbers;
        try {
            numbers = MetaJson.numbers(text);
        } catch (IllegalArgumentException e) {
            throw new InputException(source + ": " + e.getMessage(), e);
        }
        double x = finite(numbers, "x", source);
        double z = finite(numbers, "z", source);
        double size = finite(numbers, "size", source);
        double res = finite(numbers, "res", source);
        double min = finite(numbers, "min_height", source);
        double max = finite(numbers, "max_height", source);
        if (!(size > 0)) {
            throw new InputException(source + ": size = " + size + " must be positive");
        }
        if (res != Math.rint(res) || res < 2 || res > HeightRasters.MAX_SIDE) {
            throw new InputException(source + ": res = " + res + " must be a whole number from 2 to " + HeightRasters.MAX_SIDE);
        }
        if (!(max >= min)) {
            throw new InputException(source + ": max_height = " + max + " is below min_height = " + min);
        }
        return new Meta(x, z, size, (int) res, min, max);
    }

    private static double finite(Map<String, Double> numbers, String key, String source) {
        Double v = numbers.get(key);
        if (v == null) {
            throw new InputException(source + ": no number '" + key + "'; is it an export's " + META + "?");
        }
        if (!Double.isFinite(v)) {
            throw new InputException(source + ": " + key + " = " + v + " must be finite");
        }
        return v;
    }

    /** Size of {@code file} in bytes. */
    static long size(Path file, String source) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw HeightRasters.cannotRead(source, e);
        }
    }
}
