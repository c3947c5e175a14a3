package org.seedscape.stamp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.stamp.read.RasterOptions;

/** A world file written from placements reads back as them; an existing one is not replaced by a new save. */
class WorldFileTest {
    @TempDir
    Path tmp;

    @Test
    void savedPlacementsReadBackAsThey() throws IOException {
        Path maps = Files.createDirectories(tmp.resolve("maps"));
        List<StampPlacement> placements = List.of(
                new StampPlacement("dem", maps.resolve("dem.tif"), RasterOptions.DEFAULTS, 1234.5, -0.25, 30, 2, -12, 4000,
                        StampPlacement.Fit.SETTLE, false, 0.75),
                new StampPlacement("raw-2", maps.resolve("hill.f32"), new RasterOptions(7.5, 0.1, -3, true, 129, 65),
                        Double.NaN, Double.NaN, -90, 1, 0, 0, StampPlacement.Fit.RISE, true, 1));
        Path file = tmp.resolve("mine.world");
        WorldFile.saveNew(file, placements);
        List<StampPlacement> back = WorldFile.read(file);
        assertEquals(placements.size(), back.size());
        for (int k = 0; k < back.size(); k++) {
            StampPlacement a = placements.get(k), b = back.get(k);
            assertEquals(a.file().toAbsolutePath().normalize(), b.file().toAbsolutePath().normalize());
            assertEquals(new StampPlacement(a.name(), b.file(), a.reading(), a.centreX(), a.centreZ(), a.rotation(), a.scale(),
                    a.offset(), a.band(), a.fit(), a.exact(), a.detail()), b);
        }
        assertEquals(true, Files.readString(file).contains("stamp.dem.file = maps/dem.tif"), "relative to the world file");
        assertThrows(FileAlreadyExistsException.class, () -> WorldFile.saveNew(file, placements.subList(0, 1)));
        assertEquals(2, WorldFile.read(file).size(), "the file is as it was");
        WorldFile.overwrite(file, placements.subList(0, 1));
        assertEquals(1, WorldFile.read(file).size());
    }
}
