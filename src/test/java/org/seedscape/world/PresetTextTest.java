package org.seedscape.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Written preset files: documented like the shipped ones, and read back to the very same parameters. */
class PresetTextTest {
    private static final String NOTE = "A note about where this preset came from.";
    /** What a value may look like in a written file: plain decimal, no exponent, no trailing zeros. */
    private static final Pattern PLAIN_VALUE = Pattern.compile("-?(0|[1-9]\\d*)(\\.\\d*[1-9])?");

    static Stream<Path> configFiles() throws IOException {
        return PresetLoaderTest.configFiles();
    }

    /** From the fractal block on, the text is the shipped file's, character for character. */
    @ParameterizedTest
    @MethodSource("configFiles")
    void shippedPresetsAreWrittenAsTheyAreShipped(Path file) throws IOException {
        String shipped = Files.readString(file);
        TerrainParams params = PresetLoader.load(file.toString()).params();
        String written = PresetText.format(params, "copy", NOTE);
        assertEquals(shipped.substring(shipped.indexOf("# fractal:")), written.substring(written.indexOf("# fractal:")));
    }

    @ParameterizedTest
    @MethodSource("configFiles")
    void shippedPresetsReadBackBitForBit(Path file) {
        TerrainParams params = PresetLoader.load(file.toString()).params();
        assertReadsBack(params);
    }

    @Test
    void randomParamsReadBackBitForBit() {
        Random random = new Random(20240611);
        for (int i = 0; i < 200; i++) {
            assertReadsBack(RandomParams.draw(random));
        }
    }

    private static void assertReadsBack(TerrainParams params) {
        String text = PresetText.format(params, "roundtrip", NOTE);
        TerrainParams back = PresetLoader.parse("roundtrip.properties", text).params();
        assertEquals(params, back, text);
        for (PresetKey k : PresetKey.values()) {
            assertEquals(Double.doubleToRawLongBits(params.get(k)), Double.doubleToRawLongBits(back.get(k)),
                    k.key() + " = " + params.get(k) + " read back as " + back.get(k));
        }
        for (String line : text.lines().toList()) {
            if (!line.startsWith("#") && !line.isEmpty() && !line.startsWith(PresetLoader.FRACTAL_KEY + " =")) {
                String value = line.substring(line.indexOf(" = ") + 3);
                assertTrue(PLAIN_VALUE.matcher(value).matches(), line);
            }
        }
    }

    @Test
    void valuesAreWholeNumbersOrShortPlainDecimals() {
        assertEquals("12", PresetKey.format(12));
        assertEquals("-20000", PresetKey.format(-20_000));
        assertEquals("0", PresetKey.format(-0.0));
        assertEquals("0.45", PresetKey.format(0.45));
        assertEquals("0.00005", PresetKey.format(5e-5));
        assertEquals("0.30000000000000004", PresetKey.format(0.1 + 0.2));
    }

    /** Every key sits directly under the two lines that document it, in table order. */
    @Test
    void everyKeyIsSetOnceUnderItsTwoDocLines() {
        TerrainParams params = RandomParams.draw(new Random(7));
        List<String> lines = PresetText.format(params, "documented", NOTE).lines().toList();
        int previous = -1;
        for (PresetKey k : PresetKey.values()) {
            int at = lines.indexOf(k.key() + " = " + PresetKey.format(params.get(k)));
            assertTrue(at > previous, k.key() + " is missing or out of order");
            assertEquals("# " + k.key() + ": " + k.doc(), lines.get(at - 2));
            assertEquals("# allowed " + k.rangeText() + ", default " + PresetKey.format(k.defaultValue()), lines.get(at - 1));
            assertEquals(1, lines.stream().filter(l -> l.startsWith(k.key() + " =")).count(), k.key());
            previous = at;
        }
    }

    @Test
    void headerNamesThePresetWrapsTheNoteAndSaysHowToUseIt() {
        String note = "saved from the settings panel with seed 42; the seed is not part of a preset, run with --seed 42"
                + " for the same world";
        String text = PresetText.format(TerrainParams.defaults(FractalType.HYBRID), "my-world", note);
        List<String> header = text.lines().takeWhile(l -> !l.isEmpty()).toList();
        assertEquals("# Seedscape preset 'my-world'", header.get(0));
        assertTrue(header.contains("# Use it with: --preset my-world   (or --preset config/my-world.properties)"), text);
        String noteAgain = String.join(" ", header.stream().filter(l -> l.length() > 2).map(l -> l.substring(2))
                .toList());
        assertTrue(noteAgain.contains(note), text);
        for (String line : header) {
            assertTrue(line.startsWith("#") && line.length() <= 100, line);
        }
        assertEquals(FractalType.HYBRID, PresetLoader.parse("my-world.properties", text).params().fractal());
    }

    /** A note cannot set keys, whatever line breaks it holds. */
    @Test
    void lineBreaksInTheNoteStayInsideTheComment() {
        TerrainParams params = TerrainParams.defaults(FractalType.BACKES);
        String text = PresetText.format(params, "safe", "first line\nroughness = 1\r\nfractal = ridged\u2028octaves = 3");
        assertEquals(params, PresetLoader.parse("safe.properties", text).params());
        assertTrue(text.contains("\n# roughness = 1\n"), text);
    }

    @Test
    void aNameThatSpansLinesIsRefused() {
        TerrainParams params = TerrainParams.defaults(FractalType.BACKES);
        assertThrows(IllegalArgumentException.class, () -> PresetText.format(params, "a\nroughness = 1", NOTE));
        assertThrows(IllegalArgumentException.class, () -> PresetText.format(params, " ", NOTE));
    }
}
