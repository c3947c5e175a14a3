package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.EditLayer;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;

/**
 * The preview's map grown dab by dab, as a stroke is laid, holds the very bits of the map made
 * whole over the same square; a dab beyond the square is not grown into it.
 */
class PreviewBlendsTest {
    /** Dabs already in the drawn world (not previewed), then a stroke of every brush but erase, laid near each other. */
    private static final List<Dab> DRAWN = List.of(new Dab(Brush.RAISE, 10, 0, 40, 5, 0.5, 0),
            new Dab(Brush.SMOOTH, -20, 10, 30, 0.7, 0.5, 0));
    private static final List<Dab> STROKE = List.of(new Dab(Brush.RAISE, 0, 0, 30, 12, 0.5, 0),
            new Dab(Brush.FLATTEN, -20, 10, 15, 1, 0.3, 700),
            new Dab(Brush.SMOOTH, 15, 20, 15, 0.8, 0.5, 0),
            new Dab(Brush.LOWER, -5, -20, 10, 8, 0.2, 0),
            new Dab(Brush.TERRACE, 20, -10, 15, 1, 0.3, 6),
            new Dab(Brush.NOISE, -20, -15, 15, 6, 0.5, 0),
            new Dab(Brush.WARP, 10, 5, 15, 1, 0.5, 0, 10, -6),
            new Dab(Brush.CLONE, -12, 20, 15, 0.9, 0.4, 0, 300, -150),
            new Dab(Brush.ERODE, 20, 20, 15, 1, 0.4, 30),
            new Dab(Brush.RAISE, 3, -2, 15, 12, 0.5, 0));

    @Test
    void aMapGrownDabByDabIsTheMapMadeWhole() {
        TerrainFunction drawn = new TerrainFunction(PresetLoader.load("default").params(), 5).withEdits(DRAWN);
        int first = DRAWN.size();
        TerrainFunction world = drawn.withEdits(STROKE.subList(0, 1));
        PreviewBlends grown = PreviewBlends.of(world.edits(), first, 0.5);
        for (int n = 2; n <= STROKE.size(); n++) {
            world = world.withEdits(STROKE.subList(n - 1, n));
            EditLayer layer = world.edits();
            assertTrue(grown.holds(layer, first + n - 1), "dab " + n + " lies in the first dab's square with room");
            grown.grow(layer, first + n - 1);
            PreviewBlends whole = PreviewBlends.over(layer, first, grown.cornerX, grown.cornerZ, grown.side);
            assertArrayEquals(whole.keepAdd(), grown.keepAdd(), "after " + n + " dabs");
        }
        float[] map = grown.keepAdd();
        int changed = 0;
        for (int i = 0; i < map.length; i += 2) {
            changed += map[i] != 1 || map[i + 1] != 0 ? 1 : 0;
        }
        assertTrue(changed > PreviewBlends.TEXELS * PreviewBlends.TEXELS / 10, "the stroke shows on the map: " + changed + " texels");
    }

    @Test
    void aDabBeyondTheSquareIsNotGrownIntoIt() {
        TerrainFunction drawn = new TerrainFunction(PresetLoader.load("default").params(), 5);
        TerrainFunction world = drawn.withEdits(List.of(new Dab(Brush.RAISE, 0, 0, 10, 5, 0.5, 0)));
        PreviewBlends map = PreviewBlends.of(world.edits(), 0, 0.5);
        assertEquals(128, map.side, 1e-9, "a 10 m dab's square is as fine as the finest texel allows");
        TerrainFunction near = world.withEdits(List.of(new Dab(Brush.RAISE, 10, 0, 10, 5, 0.5, 0)));
        TerrainFunction beyond = world.withEdits(List.of(new Dab(Brush.RAISE, 50, 0, 10, 5, 0.5, 0)));
        assertTrue(map.holds(near.edits(), 1));
        assertFalse(map.holds(beyond.edits(), 1));
    }
}
