package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.erosion.FieldGrid;
import org.seedscape.erosion.Landforms;
import org.seedscape.erosion.ErosionField;
import org.seedscape.erosion.ErosionFields;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/**
 * The stream's height pass adds hydraulic and thermal erosion's field as its Java twin does, bit
 * for bit, and neighbouring tiles keep bit-identical edges with it, across the edge of two fields,
 * at 0 and at 10^7 m.
 */
class ErosionFieldParityTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8000);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("alpine").params(), 5);
    private static final ErosionFields FIELDS = ErosionFields.of(TERRAIN, LAYOUT, null);
    /** Level-2 tile columns at the origin and near 10^7 m. */
    private static final int[] FIELD_TILES = {-1, (int) (1e7 / LAYOUT.tileSize(ErosionFields.LEVEL))};

    private static TileLayers stream(TileKey key) {
        ErosionField field = FIELDS.get(ErosionFields.fieldKey(key));
        return SharedGl.withGenerator(g -> g.generateWithLayers(TERRAIN, LAYOUT.generationGrid(key), TileLayout.BORDER,
                Landforms.TileFields.erosionOnly(field, key.level() < ErosionFields.LEVEL)));
    }

    /** With the field, each height is the height without it plus the field's value there (one float addition), as in Java. */
    @Test
    void theHeightPassAddsTheFieldAsItsJavaTwin() {
        int moved = 0;
        for (int t : FIELD_TILES) {
            for (TileKey key : new TileKey[] {new TileKey(ErosionFields.LEVEL, t, t), new TileKey(1, 2 * t + 1, 2 * t),
                    new TileKey(0, 4 * t + 3, 4 * t + 1)}) {
                SampleGrid grid = LAYOUT.generationGrid(key);
                ErosionField field = FIELDS.get(ErosionFields.fieldKey(key));
                FieldGrid.Placement p = field.placementOf(grid);
                TileData plain = SharedGl.gpuLayers(TERRAIN, grid).data(), eroded = stream(key).data();
                int n = grid.size();
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        int k = i + j * n;
                        float d = field.at(p, i, j);
                        assertEquals(Float.floatToRawIntBits(plain.height()[k] + d), Float.floatToRawIntBits(eroded.height()[k]),
                                key + " sample " + i + ", " + j);
                        float parent = plain.parentHeight()[k] + (key.level() < ErosionFields.LEVEL ? d : 0);
                        assertEquals(Float.floatToRawIntBits(parent), Float.floatToRawIntBits(eroded.parentHeight()[k]),
                                key + " parent level's sample " + i + ", " + j);
                        moved += d != 0 ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(moved > 100, "the fields move ground: " + moved + " samples");
    }

    /** Level-0 and level-1 tiles on both sides of the edge between two fields share bit-identical edge samples. */
    @Test
    void neighboursAcrossTwoFieldsShareBitIdenticalEdges() {
        for (int t : FIELD_TILES) {
            for (int level = 0; level <= ErosionFields.LEVEL; level++) {
                int last = (t + 1) * (1 << (ErosionFields.LEVEL - level)) - 1; // the last column of field tile t
                TileKey west = new TileKey(level, last, 3 * t), east = new TileKey(level, last + 1, 3 * t);
                float[] w = stream(west).data().height(), e = stream(east).data().height();
                int n = LAYOUT.samples() + 2 * TileLayout.BORDER, b = TileLayout.BORDER, cells = LAYOUT.cells();
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i <= 2 * b; i++) { // east's border and first column are west's last ones
                        assertEquals(Float.floatToRawIntBits(w[i + cells + j * n]), Float.floatToRawIntBits(e[i + j * n]),
                                west + " | " + east + " row " + j + ", column " + i);
                    }
                }
            }
        }
    }
}
