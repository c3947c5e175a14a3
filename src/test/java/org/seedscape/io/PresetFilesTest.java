package org.seedscape.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.seedscape.world.FractalType;
import org.seedscape.world.InputException;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/** Saving presets from the settings panel: never over an existing file unless asked, names checked. */
class PresetFilesTest {
    private static final TerrainParams PARAMS = TerrainParams.defaults(FractalType.HETERO)
            .with(PresetKey.ROUGHNESS, 0.6180339887498949).with(PresetKey.SEA_LEVEL, -12.5);

    @TempDir
    Path temp;

    private List<Path> listing(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.toList();
        }
    }

    @Test
    void saveNewCreatesTheFolderAndWritesAPresetThatLoadsBack() throws IOException {
        Path config = temp.resolve("config");
        Path file = PresetFiles.saveNew(config, "my-world_2", PARAMS, 42);
        assertEquals(config.resolve("my-world_2.properties"), file);
        Preset loaded = PresetLoader.load(file.toString());
        assertEquals("my-world_2", loaded.name());
        assertEquals(PARAMS, loaded.params());
        String text = Files.readString(file);
        assertTrue(text.startsWith("# Seedscape preset 'my-world_2'\n"), text);
        assertTrue(text.contains("--seed 42"), text);
        assertEquals(List.of(file), listing(config));
    }

    @Test
    void saveNewRefusesAnExistingPresetAndKeepsIt() throws IOException {
        Path file = PresetFiles.saveNew(temp, "mine", PARAMS, 1);
        byte[] before = Files.readAllBytes(file);
        TerrainParams other = PARAMS.with(PresetKey.OCTAVES, 3);
        PresetExistsException e = assertThrows(PresetExistsException.class,
                () -> PresetFiles.saveNew(temp, "mine", other, 2));
        assertEquals(file + " exists; choose another name (or delete it first)", e.getMessage());
        assertEquals(file, e.file());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(List.of(file), listing(temp));
    }

    @Test
    void overwriteReplacesAnExistingPreset() throws IOException {
        Path file = PresetFiles.saveNew(temp, "mine", PARAMS, 1);
        TerrainParams other = PARAMS.with(PresetKey.OCTAVES, 3);
        assertEquals(file, PresetFiles.overwrite(temp, "mine", other, 2));
        assertEquals(other, PresetLoader.load(file.toString()).params());
        assertTrue(Files.readString(file).contains("--seed 2"));
        assertEquals(List.of(file), listing(temp));
    }

    @Test
    void theLongestAllowedNameIsTaken() {
        String name = "a".repeat(64);
        assertEquals(temp.resolve(name + ".properties"), PresetFiles.saveNew(temp, name, PARAMS, 1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "my world", "../escape", "sub/name", "name.properties", "caf\u00e9", "x\ny"})
    void badNamesAreRefusedWithOneLineAndNothingIsWritten(String name) throws IOException {
        Path config = temp.resolve("config");
        for (boolean overwrite : new boolean[] {false, true}) {
            InputException e = assertThrows(InputException.class, () -> {
                if (overwrite) {
                    PresetFiles.overwrite(config, name, PARAMS, 1);
                } else {
                    PresetFiles.saveNew(config, name, PARAMS, 1);
                }
            });
            assertEquals("preset name '" + name.replace('\n', '?') + "' is not allowed;"
                    + " use 1 to 64 letters (a-z, A-Z), digits, '-' or '_'", e.getMessage());
        }
        assertFalse(Files.exists(config));
    }

    @Test
    void aTooLongNameIsRefusedAndCutInTheMessage() {
        String name = "b".repeat(65);
        InputException e = assertThrows(InputException.class, () -> PresetFiles.saveNew(temp, name, PARAMS, 1));
        assertEquals("preset name '" + "b".repeat(57) + "...' is not allowed; use 1 to 64 letters (a-z, A-Z),"
                + " digits, '-' or '_'", e.getMessage());
    }

    @Test
    void aConfigFolderThatIsAFileIsAOneLineInputError() throws IOException {
        Path notAFolder = Files.writeString(temp.resolve("config"), "x");
        InputException e = assertThrows(InputException.class, () -> PresetFiles.saveNew(notAFolder, "mine", PARAMS, 1));
        assertTrue(e.getMessage().startsWith("cannot save preset " + notAFolder.resolve("mine.properties") + ": "),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertEquals("x", Files.readString(notAFolder));
    }
}
