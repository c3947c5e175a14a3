package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.seedscape.erosion.DrainageField;
import org.seedscape.erosion.DrainageFields;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * The stream's height pass cuts and raises ground as its Java twin does (basins filled, and cut),
 * bit for bit, and neighbouring tiles keep bit-identical edges with it, at 0 and at 10^7 m.
 */
class DrainageParityTest {
    private static final TileLayout LAYOUT = TileLayout.standard(32_000);
    /** The alpine world with its basins filled (its preset cuts them), where many basins meet. */
    private static final TerrainFunction FILLED = new TerrainFunction(PresetLoader.load("alpine").params()
            .with(PresetKey.BASIN_FILL, 1).with(PresetKey.BASIN_BREACH, 0), 5);
    /** The alpine world as shipped: its basins cut through. */
    private static final TerrainFunction CUT = new TerrainFunction(PresetLoader.load("alpine").params(), 5);
    private static final Landforms FILLED_LANDFORMS = new Landforms(DrainageFields.of(FILLED, LAYOUT), null);
    private static final Landforms CUT_LANDFORMS = new Landforms(DrainageFields.of(CUT, LAYOUT), null);

    static Stream<Arguments> worlds() {
        return Stream.of(Arguments.of("filled", FILLED, FILLED_LANDFORMS), Arguments.of("cut", CUT, CUT_LANDFORMS));
    }
    /** Metres from the origin: near it, and about 10^7 m out. */
    private static final double[] ORIGINS = {0, 1e7};

    private static TileLayers stream(TerrainFunction terrain, Landforms landforms, TileKey key) {
        Landforms.TileFields fields = landforms.get(key);
        return SharedGl.withGenerator(g -> g.generateWithLayers(terrain, LAYOUT.generationGrid(key), TileLayout.BORDER, fields));
    }

    /**
     * A tile of the level whose finest field has both basin and open ground (a shore), or both cut
     * and uncut ground (a valley's edge), searched for along a row.
     */
    private static TileKey shoreTile(Landforms landforms, int level, double origin) {
        int t0 = (int) Math.floor(origin / LAYOUT.tileSize(level));
        for (int t = t0; t < t0 + 400; t++) {
            TileKey key = new TileKey(level, t, t0);
            Landforms.TileFields fields = landforms.get(key);
            DrainageField finest = fields.drainage()[fields.drainage().length - 1];
            if (spans(finest.gate(), 0, 1) || (finest.cut() != null && spans(finest.cut(), 0, 50))) {
                return key;
            }
        }
        throw new AssertionError("no shore or valley edge at level " + level + " near " + origin);
    }

    /** Whether {@code values} hold {@code low} or less and {@code high} or more. */
    private static boolean spans(float[] values, float low, float high) {
        float least = Float.POSITIVE_INFINITY, most = Float.NEGATIVE_INFINITY;
        for (float v : values) {
            least = Math.min(least, v);
            most = Math.max(most, v);
        }
        return least <= low && most >= high;
    }

    /**
     * With the fields, each height (the tile's and its parent level's) is the Java twin's lift of
     * the height without them, through every layer the tile (its parent) draws.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("worlds")
    void theHeightPassLiftsAsItsJavaTwin(String name, TerrainFunction terrain, Landforms landforms) {
        int raised = 0;
        for (double origin : ORIGINS) {
            for (int level : new int[] {8, 7, 5, 1}) {
                TileKey key = shoreTile(landforms, level, origin);
                SampleGrid grid = LAYOUT.generationGrid(key);
                Landforms.TileFields fields = landforms.get(key);
                assertEquals(level <= 7 ? 2 : 1, fields.drainage().length, key + " draws the coarse layer, and the fine one at level 7 or finer");
                assertEquals(level <= 6 ? 2 : 1, fields.drainageInParent(), key + "'s parent");
                TileData plain = SharedGl.gpuLayers(terrain, grid).data(), drained = stream(terrain, landforms, key).data();
                float[] own = plain.height().clone(), parent = plain.parentHeight().clone();
                fields.lift(grid, own, parent);
                for (int k = 0; k < own.length; k++) {
                    assertEquals(Float.floatToRawIntBits(own[k]), Float.floatToRawIntBits(drained.height()[k]),
                            key + " sample " + k);
                    assertEquals(Float.floatToRawIntBits(parent[k]), Float.floatToRawIntBits(drained.parentHeight()[k]),
                            key + " parent level's sample " + k);
                    raised += own[k] != plain.height()[k] ? 1 : 0;
                }
            }
        }
        assertTrue(raised > 1000, "the plains raise (the cuts lower) ground: " + raised + " samples");
    }

    /** Tiles either side of a shore tile's east edge share bit-identical edge samples with the plains on. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("worlds")
    void neighboursShareBitIdenticalEdges(String name, TerrainFunction terrain, Landforms landforms) {
        int n = LAYOUT.samples() + 2 * TileLayout.BORDER, b = TileLayout.BORDER, cells = LAYOUT.cells();
        for (double origin : ORIGINS) {
            for (int level : new int[] {6, 2}) {
                TileKey west = shoreTile(landforms, level, origin), east = new TileKey(level, west.tx() + 1, west.tz());
                float[] w = stream(terrain, landforms, west).data().height(), e = stream(terrain, landforms, east).data().height();
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
