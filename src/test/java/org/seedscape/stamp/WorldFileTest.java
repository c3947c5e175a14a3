package org.seedscape.stamp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.stamp.read.RasterOptions;
import org.seedscape.world.InputException;

/**
 * A world file written from placements and an edit file reads back as them; an existing one is
 * not replaced by a new save; a bad edits line is refused.
 */
class WorldFileTest {
    @TempDir
    Path tmp;

    @Test
    void savedPlacementsReadBackAsThey() throws IOException {
        Path maps = Files.createDirectories(tmp.resolve("maps"));
        List<StampPlacement> placements = List.of(
                new StampPlacement("dem", maps.resolve("dem.tif"), RasterOptions.DEFAULTS, 1234.5, -0.25, 30, 2, -12, 4000,
                        StampPlacement.Fit.SETTLE, false, 0.75).asLayer(0.25, false),
                new StampPlacement("raw-2", maps.resolve("hill.f32"), new RasterOptions(7.5, 0.1, -3, true, 129, 65),
                        Double.NaN, Double.NaN, -90, 1, 0, 0, StampPlacement.Fit.RISE, true, 1));
        Path file = tmp.resolve("mine.world");
        Path edits = tmp.resolve("edits/mine.edits");
        WorldFile.saveNew(file, new WorldFile.Contents(placements, edits));
        WorldFile.Contents read = WorldFile.read(file);
        assertEquals(edits, read.edits());
        assertEquals(true, Files.readString(file).contains("edits = edits/mine.edits"), "relative to the world file");
        List<StampPlacement> back = read.stamps();
        assertEquals(placements.size(), back.size());
        for (int k = 0; k < back.size(); k++) {
            StampPlacement a = placements.get(k), b = back.get(k);
            assertEquals(a.file().toAbsolutePath().normalize(), b.file().toAbsolutePath().normalize());
            assertEquals(new StampPlacement(a.name(), b.file(), a.reading(), a.centreX(), a.centreZ(), a.rotation(), a.scale(),
                    a.offset(), a.band(), a.fit(), a.exact(), a.detail(), a.fill(), a.opacity(), a.shown()), b);
        }
        assertEquals(true, Files.readString(file).contains("stamp.dem.file = maps/dem.tif"), "relative to the world file");
        WorldFile.Contents fewer = new WorldFile.Contents(placements.subList(0, 1), null);
        assertThrows(FileAlreadyExistsException.class, () -> WorldFile.saveNew(file, fewer));
        assertEquals(2, WorldFile.read(file).stamps().size(), "the file is as it was");
        WorldFile.overwrite(file, fewer);
        assertEquals(1, WorldFile.read(file).stamps().size());
        assertNull(WorldFile.read(file).edits());
    }

    @Test
    void aSecondOrEmptyEditsLineIsRefusedNamingItsLine() throws IOException {
        Path twice = Files.writeString(tmp.resolve("twice.world"), "edits = a.edits\n# note\nedits = b.edits\n");
        InputException e = assertThrows(InputException.class, () -> WorldFile.read(twice));
        assertTrue(e.getMessage().startsWith(twice + ":3: edits is given twice"), e.getMessage());
        Path empty = Files.writeString(tmp.resolve("empty.world"), "edits =\n");
        e = assertThrows(InputException.class, () -> WorldFile.read(empty));
        assertTrue(e.getMessage().startsWith(empty + ":1: edits = (nothing)"), e.getMessage());
    }

    @Test
    void aLoadedStampIsFadedAndHiddenAsItsFileSays() throws IOException {
        java.nio.ByteBuffer raw = java.nio.ByteBuffer.allocate(4 * 9).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < 9; k++) {
            raw.putFloat(100 + k);
        }
        Files.write(tmp.resolve("hill.f32"), raw.array());
        Path file = Files.writeString(tmp.resolve("faded.world"), "stamp.hill.file = hill.f32\nstamp.hill.columns = 3\n"
                + "stamp.hill.rows = 3\nstamp.hill.metres_per_pixel = 10\nstamp.hill.opacity = 0.25\nstamp.hill.shown = false\n");
        StampPlacement p = Stamps.load(file).get(0).placement();
        assertEquals(0.25, p.opacity());
        assertEquals(false, p.shown());
        assertEquals(2.5, p.band(), "the band resolved: an eighth of its side");
    }

    @Test
    void aStampsOpacityOutOfRangeIsRefusedNamingItsLine() throws IOException {
        Path file = Files.writeString(tmp.resolve("faded.world"), "stamp.hill.file = hill.f32\nstamp.hill.opacity = 1.5\n");
        InputException e = assertThrows(InputException.class, () -> WorldFile.read(file));
        assertEquals(file + ":2: stamp.hill.opacity = 1.5 is out of range; allowed [0, 1]", e.getMessage());
    }
}
