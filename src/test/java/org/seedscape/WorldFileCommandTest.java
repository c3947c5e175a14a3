package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.seedscape.world.InputException;

/** {@code --world}: stamps in exports, the round trip of an export put back where it came from, and bad world files. */
class WorldFileCommandTest {
    @TempDir
    Path tmp;

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    private CommandRun export(Path out, String world, String... more) throws IOException {
        String[] base = {"export", "--preset", "default", "--size", "256", "--res", "129", "--x", "1e7", "--z", "-9000",
                "--generator", "java", "--out", out.toString()};
        String[] args = base;
        if (world != null) {
            Path file = tmp.resolve("round.world");
            Files.writeString(file, world);
            args = concat(base, "--world", file.toString());
        }
        CommandRun r = run(concat(args, more));
        assertEquals(0, r.code(), r.err());
        return r;
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static float[] heights(Path export) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(export.resolve("height.f32"))).order(ByteOrder.LITTLE_ENDIAN);
        float[] h = new float[bytes.remaining() / 4];
        bytes.asFloatBuffer().get(h);
        return h;
    }

    /**
     * An export of the default world (every landform layer on, 2 m samples, 10^7 m out) stamped
     * back where it came from, exactly, exports again bit for bit from height.f32 and within the
     * 16-bit quantum from height16.png.
     */
    @Test
    void anExportPutBackExactlyExportsTheSameAgain() throws IOException {
        Path first = tmp.resolve("first");
        export(first, null);
        float[] original = heights(first);

        Path again = tmp.resolve("again");
        export(again, "stamp.back.file = " + first + "\nstamp.back.exact = true\n");
        float[] back = heights(again);
        assertEquals(original.length, back.length);
        for (int k = 0; k < original.length; k++) {
            assertEquals(Float.floatToRawIntBits(original[k]), Float.floatToRawIntBits(back[k]), "sample " + k);
        }

        float min = Float.MAX_VALUE, max = -Float.MAX_VALUE;
        for (float h : original) {
            min = Math.min(min, h);
            max = Math.max(max, h);
        }
        Path fromPng = tmp.resolve("png");
        export(fromPng, "stamp.back.file = " + first.resolve("height16.png") + "\nstamp.back.exact = true\n");
        float[] png = heights(fromPng);
        double quantum = (max - min) / 65535.0;
        for (int k = 0; k < original.length; k++) {
            assertEquals(original[k], png[k], quantum * 0.5 + 1e-3, "sample " + k);
        }
    }

    /** An exact stamp with an offset and a band: the world as it was on its edge, the stamp wholly inside the band. */
    @Test
    void anExactStampBlendsAcrossItsBand() throws IOException {
        Path plain = tmp.resolve("plain");
        export(plain, null);
        Path stamped = tmp.resolve("stamped");
        // The export 300 m higher, with a 64 m band.
        export(stamped, "stamp.up.file = " + plain + "\nstamp.up.offset = 300\nstamp.up.band = 64\nstamp.up.exact = true\n");
        float[] a = heights(plain), b = heights(stamped);
        int n = 129;
        for (int k : new int[] {64 + 64 * n, 40 + 90 * n, 32 + 32 * n}) {
            assertEquals(a[k] + 300, b[k], 1e-3, "sample " + k + ", 64 m or more inside");
        }
        for (int k : new int[] {0, n - 1, 17, 20 * n}) {
            assertEquals(Float.floatToRawIntBits(a[k]), Float.floatToRawIntBits(b[k]), "sample " + k + " on the edge");
        }
        // Across the band, heights rise smoothly: no step between neighbours larger than the ramp's steepest.
        for (int i = 1; i < 40; i++) {
            double step = (b[i + 64 * n] - a[i + 64 * n]) - (b[i - 1 + 64 * n] - a[i - 1 + 64 * n]);
            assertTrue(step >= -1e-3 && step < 300 * 1.5 / 32 * 2 + 1e-3, "step " + step + " at column " + i);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "stamp.a.band = wide|stamp.a.band = wide is not a number; allowed metres [0, 100000]",
        "stamp.a.rotation = 400|stamp.a.rotation = 400 is out of range; allowed degrees [-360, 360]",
        "stamp.a.fit = sink|stamp.a.fit = sink is not allowed; allowed rise or settle",
        "stamp.a.colour = red|unknown key 'colour' of stamp a",
        "stamps.a.file = x|'stamps.a.file = x' is not a line 'stamp.NAME.KEY = value'"})
    void badWorldFilesGiveOneLineAndExitCode2(String line, String expected) throws IOException {
        Path world = tmp.resolve("bad.world");
        Files.writeString(world, "# a world\nstamp.a.file = dem.tif\n" + line + "\n");
        CommandRun r = run("export", "--out", tmp.resolve("out").toString(), "--generator", "java", "--res", "17",
                "--world", world.toString());
        assertEquals(InputException.EXIT_CODE, r.code());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line expected: " + err);
        assertTrue(err.contains("bad.world:3: " + expected), err);
        assertFalse(Files.exists(tmp.resolve("out")), "nothing may be written for a bad world file");
    }

    @Test
    void aMissingOrBrokenHeightmapIsNamed() throws IOException {
        Path world = tmp.resolve("w.world");
        Files.writeString(world, "stamp.gone.file = nowhere.tif\n");
        CommandRun r = run("export", "--out", tmp.resolve("out").toString(), "--generator", "java", "--res", "17",
                "--world", world.toString());
        assertEquals(InputException.EXIT_CODE, r.code());
        assertTrue(r.err().contains("nowhere.tif"), r.err());
        Files.write(tmp.resolve("short.f32"), new byte[10]);
        Files.writeString(world, "stamp.short.file = short.f32\nstamp.short.metres_per_pixel = 30\n");
        r = run("export", "--out", tmp.resolve("out").toString(), "--generator", "java", "--res", "17", "--world", world.toString());
        assertEquals(InputException.EXIT_CODE, r.code());
        assertTrue(r.err().contains("short.f32"), r.err());
        assertFalse(Files.exists(tmp.resolve("out")));
    }
}
