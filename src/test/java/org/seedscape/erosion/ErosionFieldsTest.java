package org.seedscape.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.world.PresetLoader;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/** Thermal erosion's fields in the streamed world: exact across tiles, the same from blocks as computed whole, read exactly. */
class ErosionFieldsTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8000);
    private static final TerrainParams ALPINE = PresetLoader.load("alpine").params();
    /** Tiles of level 2 at the origin and near 10^7 m (the fixed-point lattice's far reach). */
    private static final int[] FIRST_TILES = {-1, (int) (1e7 / LAYOUT.tileSize(ErosionFields.LEVEL))};

    private static ErosionFields fields(long seed) {
        return ErosionFields.of(new TerrainFunction(ALPINE, seed), LAYOUT, null);
    }

    /** Neighbouring tiles' fields agree bit for bit on the samples their generation grids share, and ground moves. */
    @Test
    void neighboursAgreeOnTheirSharedSamples() {
        ErosionFields fields = fields(3);
        int n = LAYOUT.samples() + 2 * TileLayout.BORDER, cells = LAYOUT.cells();
        for (int t : FIRST_TILES) {
            float[] here = fields.get(new TileKey(ErosionFields.LEVEL, t, t)).delta();
            float[] east = fields.get(new TileKey(ErosionFields.LEVEL, t + 1, t)).delta();
            float[] north = fields.get(new TileKey(ErosionFields.LEVEL, t, t + 1)).delta();
            int shared = 0, moved = 0;
            for (int a = 0; a < n; a++) {
                for (int b = 0; b + cells < n; b++) { // sample b + cells of a tile is sample b of the next one
                    assertEquals(Float.floatToRawIntBits(here[b + cells + a * n]), Float.floatToRawIntBits(east[b + a * n]),
                            "east of " + t + ", row " + a + ", column " + b);
                    assertEquals(Float.floatToRawIntBits(here[a + (b + cells) * n]), Float.floatToRawIntBits(north[a + b * n]),
                            "north of " + t + ", column " + a + ", row " + b);
                    shared++;
                }
            }
            for (float d : here) {
                moved += d != 0 ? 1 : 0;
            }
            assertEquals(5 * n, shared);
            assertTrue(moved > n, "thermal erosion moves ground on the alpine world at tile " + t + ": " + moved + " samples");
        }
    }

    /** A field assembled from the cached blocks of heights is the one computed from its own grid, and a second world's is too. */
    @Test
    void blocksGiveTheFieldComputedWhole() {
        ErosionPasses passes = ErosionPasses.of(ALPINE);
        for (int t : FIRST_TILES) {
            TileKey key = new TileKey(ErosionFields.LEVEL, t, -t);
            ErosionField whole = ErosionField.compute(new TerrainFunction(ALPINE, 3), null, LAYOUT.generationGrid(key), passes, false);
            assertArrayEquals(whole.delta(), fields(3).get(key).delta());
            assertArrayEquals(whole.delta(), ErosionField.compute(new TerrainFunction(ALPINE, 3), null, LAYOUT.generationGrid(key),
                    passes, true).delta(), "all cores give the same bits");
        }
    }

    /** A finer tile reads its level-2 ancestor's field: exact on that field's samples, bilinear between them. */
    @Test
    void finerTilesReadTheFieldBilinearly() {
        ErosionFields fields = fields(3);
        TileKey fine = new TileKey(0, 9, -6);
        TileKey fieldKey = ErosionFields.fieldKey(fine);
        assertEquals(new TileKey(ErosionFields.LEVEL, 2, -2), fieldKey);
        assertNull(ErosionFields.fieldKey(new TileKey(ErosionFields.LEVEL + 1, 0, 0)));
        ErosionField field = fields.get(fieldKey);
        SampleGrid grid = LAYOUT.generationGrid(fine);
        FieldGrid.Placement p = field.placementOf(grid);
        assertEquals(2, p.shift());
        int n = grid.size();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double x = grid.x(i), z = grid.z(j);
                assertEquals(field.at(x, z), field.at(p, i, j), 1e-5);
                if (((p.offsetX() + i) & 3) == 0 && ((p.offsetZ() + j) & 3) == 0) {
                    int u = (p.offsetX() + i) >> 2, v = (p.offsetZ() + j) >> 2, size = field.grid().size();
                    assertEquals(field.delta()[u + v * size], field.at(p, i, j));
                }
            }
        }
        assertEquals(field.at(grid.x(5), grid.z(7)), fields.deltaAt(grid.x(5), grid.z(7)), 1e-6, "point queries read the same field");
        assertThrows(IllegalArgumentException.class, () -> field.placementOf(new SampleGrid(grid.originX() + 0.5, grid.originZ(), 1, 5)));
        assertThrows(IllegalArgumentException.class, () -> field.placementOf(LAYOUT.generationGrid(new TileKey(0, 20, -6))));
    }

    /** Fields asked for ahead ({@link Landforms#prepare}) give the heights a fresh world gives. */
    @Test
    void preparedFieldsGiveTheSameHeights() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("default").params(), 1);
        Landforms fresh = Landforms.of(terrain, LAYOUT);
        // A point on eroded ground (the alpine world's near the origin lies under a filled plain),
        // found in one world, asked for ahead in another.
        double x = 0, z = 1000;
        while (fresh.erosion().deltaAt(x, z) == 0 && x < 2000) {
            x += 37;
        }
        assertTrue(x < 2000, "eroded ground within 2 km");
        Landforms prepared = Landforms.of(terrain, LAYOUT);
        prepared.prepare(x, z);
        assertEquals(fresh.heightAt(x, z, 500), prepared.heightAt(x, z, 500));
    }

    @Test
    void aWorldWithoutStepsHasNoFields() {
        TerrainParams dry = ALPINE.with(PresetKey.WATER_STEPS, 0);
        assertNull(ErosionFields.of(new TerrainFunction(dry.with(PresetKey.TALUS_STEPS, 0), 3), LAYOUT, null));
        assertNull(ErosionFields.of(new TerrainFunction(dry.with(PresetKey.TALUS_STEPS, 0).with(PresetKey.WATER_STEPS, 20)
                .with(PresetKey.WATER_EROSION, 0), 3), LAYOUT, null), "water that carries nothing changes nothing");
        assertNotNull(ErosionFields.of(new TerrainFunction(ALPINE.with(PresetKey.TALUS_STEPS, 0), 3), LAYOUT, null));
        assertNotNull(ErosionFields.of(new TerrainFunction(dry, 3), LAYOUT, null));
    }
}
