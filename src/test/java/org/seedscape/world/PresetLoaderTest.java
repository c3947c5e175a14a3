package org.seedscape.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Preset files: the shipped ones load and are documented, and every mistake gives a one-line message. */
class PresetLoaderTest {
    private static final Path CONFIG = Path.of("config");
    private static final String SOURCE = "config/bad.properties";

    @TempDir
    Path temp;

    static Stream<Path> configFiles() throws IOException {
        try (Stream<Path> files = Files.list(CONFIG)) {
            return files.filter(f -> f.toString().endsWith(".properties")).sorted().toList().stream();
        }
    }

    @Test
    void everyBuiltInPresetHasAFileInConfig() {
        for (String name : PresetLoader.BUILT_IN) {
            assertTrue(Files.isRegularFile(CONFIG.resolve(name + ".properties")), name);
        }
        assertTrue(PresetLoader.available().containsAll(PresetLoader.BUILT_IN), PresetLoader.available().toString());
    }

    @ParameterizedTest
    @MethodSource("configFiles")
    void everyConfigPresetLoadsByNameAndByPath(Path file) {
        String name = file.getFileName().toString().replace(".properties", "");
        Preset byName = PresetLoader.load(name);
        Preset byPath = PresetLoader.load(file.toString());
        assertEquals(name, byName.name());
        assertEquals(name, byPath.name());
        assertEquals(byPath.params(), byName.params());
    }

    @Test
    void presetsPickTheirFractal() {
        assertEquals(FractalType.RIDGED, PresetLoader.load("alpine").params().fractal());
        for (String name : List.of("default", "hills", "canyons", "islands")) {
            assertEquals(FractalType.BACKES, PresetLoader.load(name).params().fractal(), name);
        }
    }

    /**
     * Every key is set in every preset file, under a comment that gives its meaning (with the
     * paper symbol), its allowed range and its default, all taken from the key table.
     */
    @ParameterizedTest
    @MethodSource("configFiles")
    void everyConfigPresetSetsAndDocumentsEveryKey(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        String fractalComment = commentAbove(file, lines, PresetLoader.FRACTAL_KEY);
        assertTrue(fractalComment.contains("# allowed " + FractalType.allowedKeys() + ", default "
                + PresetLoader.DEFAULT_FRACTAL.key()), file + " fractal comment:\n" + fractalComment);
        for (PresetKey k : PresetKey.values()) {
            String comment = commentAbove(file, lines, k.key());
            String meaning = "# " + k.key() + ": " + k.doc();
            String range = "# allowed " + k.rangeText() + ", default " + PresetKey.format(k.defaultValue());
            assertTrue(comment.contains(meaning), file + ": comment above " + k.key() + " should say\n"
                    + meaning + "\nbut is\n" + comment);
            assertTrue(comment.contains(range), file + ": comment above " + k.key() + " should say\n"
                    + range + "\nbut is\n" + comment);
        }
    }

    /** The comment lines directly above the one line that sets {@code key}. */
    private static String commentAbove(Path file, List<String> lines, String key) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(key + " =")) {
                at.add(i);
            }
        }
        assertEquals(1, at.size(), file + " should set " + key + " exactly once");
        StringBuilder comment = new StringBuilder();
        for (int i = at.get(0) - 1; i >= 0 && lines.get(i).startsWith("#"); i--) {
            comment.insert(0, lines.get(i) + "\n");
        }
        return comment.toString();
    }

    @Test
    void omittedKeysTakeTheirDefaults() {
        Preset p = PresetLoader.parse("config/some.properties", "roughness = 0.25\n");
        assertEquals("some", p.name());
        assertEquals(TerrainParams.defaults(FractalType.BACKES).with(PresetKey.ROUGHNESS, 0.25), p.params());
        assertEquals(TerrainParams.defaults(PresetLoader.DEFAULT_FRACTAL), PresetLoader.parse("empty", "").params());
    }

    @Test
    void acceptsCommentsBlankLinesLooseSpacingAndNumberForms() {
        String text = "\uFEFF# comment\r\n! also a comment\r\n\r\n   \n"
                + "fractal=hybrid  \n"
                + "  roughness =.5\t\n"
                + "octaves = 14.0\n"
                + "baseWavelength = 6e3\n"
                + "lacunarity = +2.\n"
                + "seaLevel = -1.5E+2\n"
                + "heightOffset = -0\n";
        TerrainParams p = PresetLoader.parse("ok.properties", text).params();
        assertEquals(FractalType.HYBRID, p.fractal());
        assertEquals(0.5, p.get(PresetKey.ROUGHNESS));
        assertEquals(14, p.octaves());
        assertEquals(6000, p.get(PresetKey.BASE_WAVELENGTH));
        assertEquals(2, p.get(PresetKey.LACUNARITY));
        assertEquals(-150, p.seaLevel());
        assertEquals(0.0, p.get(PresetKey.HEIGHT_OFFSET)); // +0.0, not -0.0: equals() tells them apart
    }

    static Stream<Arguments> mistakes() {
        return Stream.of(
                Arguments.of("# c\nroughness = abc", "config/bad.properties:2: roughness = 'abc' is not a number; allowed [0, 1]"),
                Arguments.of("roughness = NaN", "config/bad.properties:1: roughness = NaN is not a number; allowed [0, 1]"),
                Arguments.of("roughness = 1f", "config/bad.properties:1: roughness = '1f' is not a number; allowed [0, 1]"),
                Arguments.of("roughness = 0.5d", "config/bad.properties:1: roughness = '0.5d' is not a number; allowed [0, 1]"),
                Arguments.of("roughness = 0x1p-1", "config/bad.properties:1: roughness = '0x1p-1' is not a number; allowed [0, 1]"),
                Arguments.of("roughness =", "config/bad.properties:1: roughness = '' is not a number; allowed [0, 1]"),
                Arguments.of("roughness = 0.5 # smooth", "config/bad.properties:1: roughness = '0.5 # smooth' is not a number; allowed [0, 1]"),
                Arguments.of("roughness = 1.5", "config/bad.properties:1: roughness = 1.5 is out of range; allowed [0, 1]"),
                Arguments.of("roughness = -0.01", "config/bad.properties:1: roughness = -0.01 is out of range; allowed [0, 1]"),
                Arguments.of("seaLevel = Infinity", "config/bad.properties:1: seaLevel = Infinity is out of range; allowed [-20000, 20000]"),
                Arguments.of("seaLevel = -Infinity", "config/bad.properties:1: seaLevel = -Infinity is out of range; allowed [-20000, 20000]"),
                Arguments.of("seaLevel = 1e400", "config/bad.properties:1: seaLevel = 1e400 is out of range; allowed [-20000, 20000]"),
                Arguments.of("octaves = 3.5", "config/bad.properties:1: octaves = 3.5 must be a whole number; allowed [1, 20] (whole number)"),
                Arguments.of("octaves = 0", "config/bad.properties:1: octaves = 0 is out of range; allowed [1, 20] (whole number)"),
                Arguments.of("\nroughnes = 0.5", "config/bad.properties:2: unknown key 'roughnes' (did you mean 'roughness'?)"),
                Arguments.of("SeaLevel = 0", "config/bad.properties:1: unknown key 'SeaLevel' (did you mean 'seaLevel'?)"),
                Arguments.of("fractl = ridged", "config/bad.properties:1: unknown key 'fractl' (did you mean 'fractal'?)"),
                Arguments.of("seed = 42", "config/bad.properties:1: unknown key 'seed'; config/default.properties lists every key"),
                Arguments.of("roughness = 0.5\n\n# again\nroughness = 0.6",
                        "config/bad.properties:4: duplicate key 'roughness' (first set on line 1)"),
                Arguments.of("fractal = ridged\nfractal = ridged", "config/bad.properties:2: duplicate key 'fractal' (first set on line 1)"),
                Arguments.of("blah", "config/bad.properties:1: line has no '=': 'blah'; write key = value (only '=' separates a key from its value)"),
                Arguments.of("roughness: 0.5", "config/bad.properties:1: line has no '=': 'roughness: 0.5'; write key = value (only '=' separates a key from its value)"),
                Arguments.of("= 0.5", "config/bad.properties:1: line has no key before '=': '= 0.5'"),
                Arguments.of("fractal = fbm", "config/bad.properties:1: fractal = 'fbm' is not a fractal type; allowed backes|ridged|hybrid|hetero"),
                Arguments.of("fractal = Ridged", "config/bad.properties:1: fractal = 'Ridged' is not a fractal type; allowed backes|ridged|hybrid|hetero"));
    }

    @ParameterizedTest
    @MethodSource("mistakes")
    void everyMistakeGivesOneLineNamingFileLineKeyValueAndRange(String text, String expected) {
        InputException e = assertThrows(InputException.class, () -> PresetLoader.parse(SOURCE, text));
        assertEquals(expected, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void longValuesAreCutInMessages() {
        String value = "x".repeat(500);
        InputException e = assertThrows(InputException.class, () -> PresetLoader.parse(SOURCE, "roughness = " + value));
        assertEquals("config/bad.properties:1: roughness = '" + "x".repeat(57) + "...' is not a number; allowed [0, 1]",
                e.getMessage());
    }

    @Test
    void mistakesInAFileNameThatFile() throws IOException {
        Path file = temp.resolve("mine.properties");
        Files.writeString(file, "octaves = 12\nheightScale = 0\n");
        InputException e = assertThrows(InputException.class, () -> PresetLoader.load(file.toString()));
        assertEquals(file + ":2: heightScale = 0 is out of range; allowed [1, 20000]", e.getMessage());
    }

    @Test
    void missingFileIsAnInputError() {
        String missing = temp.resolve("nowhere.properties").toString();
        InputException e = assertThrows(InputException.class, () -> PresetLoader.load(missing));
        assertEquals(missing + ": cannot read preset: no such file", e.getMessage());
    }

    @Test
    void fileThatIsNotUtf8IsAnInputError() throws IOException {
        Path file = temp.resolve("latin1.properties");
        Files.write(file, new byte[] {'#', ' ', (byte) 0xE9, '\n'});
        InputException e = assertThrows(InputException.class, () -> PresetLoader.load(file.toString()));
        assertEquals(file + ": cannot read preset: not UTF-8 text", e.getMessage());
    }

    @Test
    void unknownPresetNameListsTheAvailableOnes() throws IOException {
        Files.writeString(temp.resolve("mine.properties"), "");
        InputException e = assertThrows(InputException.class, () -> PresetLoader.load("alpin", temp));
        assertEquals("unknown preset 'alpin'; available: alpine, canyons, default, hills, islands, mine"
                + " (or give the path of a .properties file)", e.getMessage());
    }

    @Test
    void nameLooksInTheConfigFolderFirst() throws IOException {
        Files.writeString(temp.resolve("default.properties"), "octaves = 3\n");
        Files.writeString(temp.resolve("mine.properties"), "fractal = hetero\n");
        assertEquals(3, PresetLoader.load("default", temp).params().octaves());
        Preset mine = PresetLoader.load("mine", temp);
        assertEquals("mine", mine.name());
        assertEquals(FractalType.HETERO, mine.params().fractal());
    }

    /** Needs the build to copy config/*.properties to presets/ on the classpath, as the pom does. */
    @Test
    void namesNotInTheConfigFolderComeFromTheBuiltInPresets() {
        for (String name : PresetLoader.BUILT_IN) {
            Preset builtIn = PresetLoader.load(name, temp);
            assertEquals(name, builtIn.name());
            assertEquals(PresetLoader.load("config/" + name + ".properties").params(), builtIn.params(), name);
        }
    }

    @Test
    void anExistingFileLoadsWhateverItsName() throws IOException {
        Path file = temp.resolve("world.txt");
        Files.writeString(file, "warpStrength = 250\n");
        Preset p = PresetLoader.load(file.toString());
        assertEquals("world.txt", p.name());
        assertEquals(250, p.params().get(PresetKey.WARP_STRENGTH));
    }
}
