package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.seedscape.cli.Main;
import org.seedscape.world.InputException;

/** The command line: exit codes and one-line errors for bad input, and real exports. */
class MainTest {
    @TempDir
    Path tmp;

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "roughnes = 0.5|unknown key 'roughnes'",
        "roughness = abc|roughness = 'abc' is not a number; allowed [0, 1]",
        "roughness = NaN|roughness = NaN is not a number; allowed [0, 1]",
        "roughness = 1.5|roughness = 1.5 is out of range; allowed [0, 1]",
        "octaves = 99|octaves = 99 is out of range; allowed [1, 20]"})
    void badPresetGivesOneLineNamingFileKeyValueAndRangeAndExitCode2(String line, String expected) throws IOException {
        Path preset = tmp.resolve("broken.properties");
        Files.writeString(preset, "# a user's preset\n" + line + "\n");
        CommandRun r = run("export", "--preset", preset.toString(), "--out", tmp.resolve("out").toString(),
                "--generator", "java", "--res", "17");
        assertEquals(InputException.EXIT_CODE, r.code());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line expected: " + err);
        assertTrue(err.contains("broken.properties:2: " + expected), err);
        assertFalse(Files.exists(tmp.resolve("out")), "nothing may be written for a bad preset");
    }

    @Test
    void badOptionsAndUnwritableOutputGiveExitCode2() throws IOException {
        assertEquals(2, run("export", "--out", tmp.toString(), "--res", "many").code());
        assertEquals(2, run("export", "--out", tmp.toString(), "--x", "NaN").code());
        assertEquals(2, run("export", "--out", tmp.toString(), "--generator", "cuda").code());
        assertEquals(2, run("export", "--colour", "red").code());
        assertEquals(2, run("export").code());
        assertEquals(2, run("fly").code());
        Path file = Files.writeString(tmp.resolve("plain.txt"), "not a folder");
        CommandRun r = run("export", "--out", file.resolve("sub").toString(), "--generator", "java", "--res", "17");
        assertEquals(2, r.code());
        assertTrue(r.err().strip().startsWith("seedscape: cannot write to --out"), r.err());
        assertFalse(r.err().strip().contains("\n"));
    }

    /** The demo and bench check every option before a window opens. */
    @Test
    void badDemoAndBenchOptionsGiveExitCode2BeforeAnyWindow() throws IOException {
        CommandRun r = run("--seed", "x");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--seed = 'x' is not a whole number"), r.err());
        assertEquals(2, run("--fullscreen", "--width", "10").code());
        assertEquals(2, run("--fullscreen", "--fullscreen").code());
        assertEquals(2, run("--view-distance", "100").code());
        assertEquals(2, run("--preset", "nowhere").code());
        assertEquals(2, run("bench", "--frames", "0").code());
        assertEquals(2, run("bench", "--speed", "fast").code());
        assertEquals(2, run("bench", "--heading", "NaN").code());
        assertEquals(2, run("bench", "--cache-mb", "1").code());
        Path file = Files.writeString(tmp.resolve("plain.txt"), "not a folder");
        assertEquals(2, run("bench", "--out", file.resolve("sub").toString()).code());
    }

    /** --route is straight or mixed; mixed flies its own speeds, heights and heading, so it refuses the straight route's. */
    @Test
    void badBenchRouteIsRefusedNamingItsValue() {
        CommandRun r = run("bench", "--route", "zigzag");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --route = 'zigzag' is not allowed; allowed straight|mixed", r.err().strip());
        r = run("bench", "--quality", "ultra");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --quality = 'ultra' is not allowed; allowed auto|low|high", r.err().strip());
        r = run("bench", "--render-scale", "0.1");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --render-scale = 0.1 is out of range; allowed [0.25, 1]", r.err().strip());
        r = run("bench", "--detail", "0.5");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --detail = 0.5 is out of range; allowed [1, 4]", r.err().strip());
        r = run("bench", "--brush", "0");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --brush = 0 is out of range; allowed [0.1, 600]", r.err().strip());
        r = run("bench", "--brush", "NaN");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --brush = NaN is out of range; allowed [0.1, 600]", r.err().strip());
        r = run("bench", "--brush", "5", "--brush-radius", "2500");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --brush-radius = 2500 is out of range; allowed [2, 2000]", r.err().strip());
        r = run("bench", "--brush", "5", "--change", "roughness=0.5");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --change, --edits and --brush are one change each; give one of them", r.err().strip());
        r = run("bench", "--route", "mixed", "--speed", "50");
        assertEquals(2, r.code());
        assertEquals("seedscape: bench: --speed = 50 is not allowed with --route mixed, which flies its own speeds, "
                + "heights and heading; allowed with --route straight", r.err().strip());
    }

    /** The shots mode checks its options, and its output folder, before any search or window. */
    @Test
    void badShotsOptionsGiveExitCode2BeforeAnyWindow() throws IOException {
        CommandRun r = run("shots", "--seed", "abc");
        assertEquals(2, r.code());
        assertEquals("seedscape: shots: --seed = 'abc' is not a whole number; allowed [-9223372036854775808, "
                + "9223372036854775807]", r.err().strip());
        r = run("shots", "--frames", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("unknown option --frames; allowed: --cache-mb, --detail, --foliage, --gl, --height, --out, --preset, "
                + "--quality, --render-scale, --seed, --ui, --view-distance, --width"), r.err());
        assertEquals(2, run("shots", "--width", "100").code());
        r = run("shots", "--gl", "vulkan");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--gl = 'vulkan'"), r.err());
        assertEquals(2, run("shots", "--preset", "nowhere").code());
        Path file = Files.writeString(tmp.resolve("plain.txt"), "not a folder");
        r = run("shots", "--out", file.resolve("sub").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().strip().startsWith("seedscape: cannot write to --out"), r.err());
    }

    @Test
    void javaExportWritesAllFiles() throws IOException {
        Path out = tmp.resolve("export");
        CommandRun r = run("export", "--preset", "islands", "--seed", "3", "--size", "2048", "--res", "65",
                "--out", out.toString(), "--generator", "java");
        assertEquals(0, r.code(), r.err());
        for (String f : List.of("height16.png", "height.f32", "hillshade.png", "meta.json")) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }
        assertEquals(65L * 65 * 4, Files.size(out.resolve("height.f32")));
        String meta = Files.readString(out.resolve("meta.json"));
        assertTrue(meta.contains("\"generator\": \"java\"") && meta.contains("\"preset\": \"islands\""), meta);
    }

    /**
     * A world with hydraulic and thermal erosion exported at 2 m, 10^7 m out, writes what it moved beside the
     * heights, and a second run writes the same bytes in every file.
     */
    @Test
    void erosionIsExportedTheSameTwice() throws IOException {
        List<String> files = List.of("height.f32", "erosion.f32", "deposit.png", "hillshade.png", "meta.json");
        byte[][] first = new byte[files.size()][];
        for (String run : List.of("first", "second")) {
            Path out = tmp.resolve(run);
            CommandRun r = run("export", "--preset", "alpine", "--size", "256", "--res", "129", "--x", "1e7", "--z", "-9000",
                    "--out", out.toString(), "--generator", "java");
            assertEquals(0, r.code(), r.err());
            for (int f = 0; f < files.size(); f++) {
                byte[] bytes = Files.readAllBytes(out.resolve(files.get(f)));
                if (first[f] == null) {
                    first[f] = bytes;
                } else {
                    assertArrayEquals(first[f], bytes, files.get(f));
                }
            }
        }
        assertEquals(129L * 129 * 4, first[1].length);
        assertTrue(Double.parseDouble(Files.readString(tmp.resolve("first").resolve("meta.json"))
                .replaceAll("(?s).*\"deposit_share\": ([0-9.eE-]+).*", "$1")) > 0, "the alpine slope sheds scree");
    }

    /** The GPU export opens its own GL context, so it runs in a JVM of its own. */
    @Test
    void gpuExportFromTheCommandLine() throws IOException, InterruptedException {
        Path out = tmp.resolve("gpu");
        ChildJvm.Result r = ChildJvm.run(Main.class, 120, "export", "--preset", "default",
                "--res", "129", "--size", "4096", "--x", "1e7", "--out", out.toString());
        assertEquals(0, r.exitCode(), r.output());
        String meta = Files.readString(out.resolve("meta.json"));
        assertTrue(meta.contains("\"generator\": \"gpu\""), meta);
        assertTrue(meta.contains("\"x\": 1.0E7"), meta);
    }
}
