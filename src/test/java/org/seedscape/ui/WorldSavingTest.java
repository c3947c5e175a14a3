package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.EditFile;
import org.seedscape.edit.Stroke;
import org.seedscape.edit.StrokeLayer;
import org.seedscape.edit.WorldLayers;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;

/**
 * The panel's "Save as": a world with strokes gives a preset, a world file and an edit file that
 * load back; a name taken is overwritten only when saved again, and the files stay whole until then.
 */
class WorldSavingTest {
    private static final Preset DEFAULT = PresetLoader.load("default");

    private static WorldEdits.World strokedWorld(long seed, double x) {
        StrokeLayer layer = new StrokeLayer(StrokeLayer.FIRST, 1, true,
                List.of(new Stroke(List.of(new Dab(Brush.RAISE, x, 20, 40, 2, 0.5, 0)))));
        return new WorldEdits.World("default", DEFAULT.params(), seed, new WorldLayers(List.of(), List.of(layer), "default", seed));
    }

    @Test
    void aStrokedWorldIsSavedAsThreeFilesThatLoadBack(@TempDir Path dir) {
        String said = new WorldSaving(dir).save("ridge", strokedWorld(7, 100));
        assertTrue(said.startsWith("Saved "), said);
        assertTrue(Files.exists(dir.resolve("ridge.properties")));
        WorldLayers loaded = WorldLayers.load(dir.resolve("ridge.world"));
        assertEquals(strokedWorld(7, 100).layers().dabs(), loaded.dabs(), "the strokes load back");
        assertEquals(7L, EditFile.read(dir.resolve("ridge.edits")).seed());
    }

    @Test
    void aWorldWithoutStampsOrStrokesIsAPresetAlone(@TempDir Path dir) {
        String said = new WorldSaving(dir).save("plain", new WorldEdits.World("default", DEFAULT.params(), 3));
        assertTrue(said.startsWith("Saved "), said);
        assertTrue(Files.exists(dir.resolve("plain.properties")));
        assertFalse(Files.exists(dir.resolve("plain.world")));
        assertFalse(Files.exists(dir.resolve("plain.edits")));
    }

    @Test
    void aTakenNameIsOverwrittenOnlyWhenSavedAgain(@TempDir Path dir) throws IOException {
        WorldSaving saving = new WorldSaving(dir);
        saving.save("ridge", strokedWorld(7, 100));
        byte[] edits = Files.readAllBytes(dir.resolve("ridge.edits"));
        String asked = saving.save("ridge", strokedWorld(8, 300));
        assertTrue(asked.endsWith("exists. Save again to overwrite it."), asked);
        assertEquals(new String(edits), Files.readString(dir.resolve("ridge.edits")), "told, not written");
        String said = saving.save("ridge", strokedWorld(8, 300));
        assertTrue(said.startsWith("Saved "), said);
        assertEquals(strokedWorld(8, 300).layers().dabs(), WorldLayers.load(dir.resolve("ridge.world")).dabs(), "saved again: written");
    }
}
