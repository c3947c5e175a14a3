package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.EditFile;
import org.seedscape.edit.Stroke;
import org.seedscape.edit.StrokeLayer;
import org.seedscape.world.InputException;

/**
 * {@code --world}: stamps and brush strokes in exports, the round trip of an export put back where
 * it came from, strokes saved and reloaded bit for bit, and bad world and edit files.
 */
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

    /** Strokes that flatten a square's middle and raise a hill, written as an edit file, named by a world file. */
    private Path strokesWorld(String editFileName, String madeOn) throws IOException {
        List<Stroke> strokes = List.of(
                new Stroke(List.of(new Dab(Brush.FLATTEN, 1e7 + 88, -9000 + 158, 60, 1, 0.3, 260))),
                new Stroke(List.of(new Dab(Brush.RAISE, 1e7 + 33, -9000 + 78, 40, 10, 1, 0),
                        new Dab(Brush.RAISE, 1e7 + 43, -9000 + 83, 40, 10, 1, 0))));
        String[] world = madeOn.split(" ");
        List<StrokeLayer> layers = List.of(StrokeLayer.empty(StrokeLayer.FIRST).withStroke(strokes.get(0)),
                StrokeLayer.empty("Hills").withStroke(strokes.get(1)));
        EditFile.write(tmp.resolve(editFileName), world[0], Long.parseLong(world[1]), layers);
        return tmp.resolve(editFileName);
    }

    /**
     * An export with strokes: the flattened ground is flat (the landform layers, which act on it,
     * reshape it a little), the raised ground stands higher, two runs give the same bytes, and the
     * strokes read back and written again give the same world bit for bit.
     */
    @Test
    void strokesReloadBitForBit() throws IOException {
        Path plain = tmp.resolve("plain");
        export(plain, null);
        Path edits = strokesWorld("mine.edits", "default 1");
        Path first = tmp.resolve("first"), second = tmp.resolve("second"), reloaded = tmp.resolve("reloaded");
        export(first, "edits = " + edits + "\n");
        export(second, "edits = " + edits + "\n");
        EditFile.Contents back = EditFile.read(edits);
        Path again = tmp.resolve("again.edits");
        EditFile.write(again, back.preset(), back.seed(), back.layers());
        export(reloaded, "edits = " + again + "\n");
        byte[] bytes = Files.readAllBytes(first.resolve("height.f32"));
        assertArrayEquals(bytes, Files.readAllBytes(second.resolve("height.f32")), "two runs, the same bytes");
        assertArrayEquals(bytes, Files.readAllBytes(reloaded.resolve("height.f32")), "written again and reloaded, the same bytes");

        float[] a = heights(plain), b = heights(first);
        int n = 129;
        // The flatten dab's inner 40 m: (1e7 + 88, -8842) is sample (44, 79) of the 2 m grid from (1e7, -9000).
        double plainSpread = 0, flatSpread = 0;
        for (int j = 79 - 10; j <= 79 + 10; j++) {
            for (int i = 44 - 10; i <= 44 + 10; i++) {
                plainSpread = Math.max(plainSpread, Math.abs(a[i + j * n] - a[44 + 79 * n]));
                flatSpread = Math.max(flatSpread, Math.abs(b[i + j * n] - 260));
            }
        }
        assertTrue(plainSpread > 5 && flatSpread < plainSpread / 5, "flattened to 260 m: within " + flatSpread
                + " m, against " + plainSpread + " m before");
        // The hill's top, (1e7 + 38, -8920): sample (19, 40).
        assertTrue(b[19 + 40 * n] - a[19 + 40 * n] > 15, "raised twice by 10 m: " + (b[19 + 40 * n] - a[19 + 40 * n]));
    }

    @Test
    void strokesMadeOnAnotherWorldApplyWithAWarning() throws IOException {
        Path edits = strokesWorld("alpine.edits", "alpine 9");
        CommandRun r = export(tmp.resolve("out"), "edits = " + edits + "\n");
        assertTrue(r.err().contains("warning: the world file's strokes were made on preset alpine, seed 9; this world is preset "
                + "default, seed 1"), r.err());
    }

    @Test
    void aBrokenEditFileGivesOneLineAndExitCode2() throws IOException {
        Path edits = Files.writeString(tmp.resolve("broken.edits"), "world = default 1\nstroke\ndab = raise 0 0 10 1 0.5\n");
        Path world = Files.writeString(tmp.resolve("w.world"), "edits = broken.edits\n");
        CommandRun r = run("export", "--out", tmp.resolve("out").toString(), "--generator", "java", "--res", "17",
                "--world", world.toString());
        assertEquals(InputException.EXIT_CODE, r.code());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line expected: " + err);
        assertTrue(err.contains(edits + ":3: 'dab = raise 0 0 10 1 0.5' has 6 fields"), err);
        assertFalse(Files.exists(tmp.resolve("out")), "nothing may be written for a bad edit file");
    }
}
