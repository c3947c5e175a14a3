package org.seedscape.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * An edit keeps the landform fields it leaves as they were: the layers worked out after it give
 * every tile the fields the edited world's own layers give, bit for bit, and a tile the edit does
 * not change has the same fields before and after it (the stream keeps it), in the default world
 * with every landform layer on.
 */
class LandformsAfterEditTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction WORLD = new TerrainFunction(PresetLoader.load("default").params(), 1);
    /** The alpine world, whose basins are cut. */
    private static final TerrainFunction CUT = new TerrainFunction(PresetLoader.load("alpine").params(), 1);

    /** Tiles of every level from 0 to 8 in a square of 5 x 5 around the origin. */
    private static List<TileKey> tiles() {
        List<TileKey> out = new ArrayList<>();
        for (int level = 0; level <= 8; level++) {
            for (int tz = -2; tz <= 2; tz++) {
                for (int tx = -2; tx <= 2; tx++) {
                    out.add(new TileKey(level, tx, tz));
                }
            }
        }
        return out;
    }

    private static void assertSameFields(Landforms.TileFields a, Landforms.TileFields b, String where) {
        assertEquals(a.drainage().length, b.drainage().length, where);
        for (int l = 0; l < a.drainage().length; l++) {
            assertArrayEquals(a.drainage()[l].level(), b.drainage()[l].level(), where + " drainage plain " + l);
            assertArrayEquals(a.drainage()[l].gate(), b.drainage()[l].gate(), where + " drainage gate " + l);
            assertArrayEquals(a.drainage()[l].cut(), b.drainage()[l].cut(), where + " drainage cut " + l);
            assertArrayEquals(a.drainage()[l].bed(), b.drainage()[l].bed(), where + " drainage bed " + l);
        }
        assertEquals(a.erosion() == null, b.erosion() == null, where);
        if (a.erosion() != null) {
            assertArrayEquals(a.erosion().delta(), b.erosion().delta(), where + " erosion");
            assertArrayEquals(a.erosion().runoff(), b.erosion().runoff(), where + " runoff");
        }
        assertArrayEquals(a.stamps(), b.stamps(), where + " dabs' field");
    }

    /** Returns how many of the tiles the edit changes. */
    private static int check(List<Dab> dabs, boolean drainageMoves) {
        return check(WORLD, dabs, drainageMoves);
    }

    private static int check(TerrainFunction world, List<Dab> dabs, boolean drainageMoves) {
        Landforms before = Landforms.of(world, LAYOUT);
        List<TileKey> tiles = tiles();
        tiles.forEach(before::get); // the caches the stream would hold
        TerrainFunction edited = world.withEdits(dabs);
        double[] box = world.dabsChangedBox(edited);
        Landforms.Edited after = before.afterEdit(edited, box, LAYOUT);
        assertNotNull(after.changed());
        if (drainageMoves) {
            assertTrue(after.changed()[2] - after.changed()[0] > box[2] - box[0], "the plains changed beyond the dabs");
        } else {
            assertArrayEquals(box, after.changed(), "no plain changed: only the dabs' box");
        }
        Landforms fresh = Landforms.of(edited, LAYOUT);
        int changed = 0;
        for (TileKey t : tiles) {
            Landforms.TileFields now = fresh.get(t);
            assertSameFields(now, after.layers().get(t), t + ", carried over");
            if (!before.changes(t, after.changed(), LAYOUT)) {
                assertSameFields(now, before.get(t), t + ", unchanged by the edit");
            } else {
                changed++;
            }
        }
        return changed;
    }

    @Test
    void aDabBetweenTheLatticesKeepsThePlains() {
        // Reach 20 m around (60, 60): no drainage lattice sample (128 m apart) inside.
        int changed = check(List.of(new Dab(Brush.RAISE, 60, 60, 10, 5, 0.5, 0)), false);
        assertTrue(changed > 0 && changed < tiles().size() / 2, changed + " tiles changed");
    }

    @Test
    void aDabOnALatticeSampleMovesItsPlain() {
        int changed = check(List.of(new Dab(Brush.RAISE, 35, 0, 40, 8, 0.5, 0)), true);
        assertTrue(changed > 0 && changed < tiles().size(), changed + " tiles changed");
    }

    /** In a world whose basins are cut, a deep dab on a lattice sample moves the cuts, and every tile's fields carry over exactly. */
    @Test
    void aDabInACutWorldMovesItsCuts() {
        int changed = check(CUT, List.of(new Dab(Brush.LOWER, 128, -256, 60, 80, 1, 0)), true);
        assertTrue(changed > 0 && changed < tiles().size(), changed + " tiles changed");
    }

    @Test
    void undoingIsAnEditToo() {
        TerrainFunction edited = WORLD.withEdits(List.of(new Dab(Brush.LOWER, -300, 200, 60, 6, 0.3, 0)));
        Landforms before = Landforms.of(edited, LAYOUT);
        tiles().forEach(before::get);
        double[] box = edited.dabsChangedBox(WORLD);
        Landforms.Edited undone = before.afterEdit(WORLD, box, LAYOUT);
        Landforms fresh = Landforms.of(WORLD, LAYOUT);
        for (TileKey t : tiles()) {
            assertSameFields(fresh.get(t), undone.layers().get(t), t + ", undone");
        }
        assertNull(WORLD.dabsChangedBox(WORLD.withWorld(WORLD.params().with(PresetKey.ROUGHNESS, 0.3), 1)), "another world is no edit");
    }
}
