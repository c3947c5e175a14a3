package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * The brushes' dabs in the stream's height pass: it applies the blends Java works out for every
 * sample, so its heights are the Java twin's within the parity bound; neighbours share
 * bit-identical edges across dabs, at two levels, at 0 and at 10^7 m, with every landform layer
 * on; the batch pass (export, tests) applies them as the Java generator does.
 */
class EditParityTest {
    private static final TileLayout LAYOUT = TileLayout.standard(32_000);
    private static final TerrainParams DEFAULT = PresetLoader.load("default").params();
    /** Without the landform layers (whose Java twin is the fields), with the gullies, which the dabs lie over. */
    private static final TerrainParams PARAMS = DEFAULT.withoutLandforms().with(PresetKey.GULLY_STRENGTH,
            DEFAULT.get(PresetKey.GULLY_STRENGTH));
    /** Where the dabs lie: by the origin and 10^7 m out (a corner of tiles up to 4096 m wide), across the corner of tiles of levels 0 and 2. */
    private static final double[] ORIGINS = {0, 2440 * 4096};

    /** Dabs across the corner at (x, z) of the tiles of levels 0 and 2, one of each brush. */
    private static List<Dab> dabs(double x, double z) {
        return List.of(new Dab(Brush.RAISE, x + 3, z - 2, 30, 12, 0.5, 0),
                new Dab(Brush.FLATTEN, x - 20, z + 10, 80, 1, 0.3, 700),
                new Dab(Brush.SMOOTH, x + 15, z + 25, 50, 0.8, 0.5, 0),
                new Dab(Brush.LOWER, x - 5, z - 30, 20, 8, 0.2, 0),
                new Dab(Brush.TERRACE, x + 30, z - 10, 40, 1, 0.3, 6),
                new Dab(Brush.NOISE, x - 25, z - 15, 35, 6, 0.5, 0),
                new Dab(Brush.WARP, x + 10, z + 5, 45, 1, 0.5, 0, 20, -12),
                new Dab(Brush.CLONE, x - 12, z + 30, 40, 0.9, 0.4, 0, 300, -150),
                new Dab(Brush.ERODE, x + 20, z + 20, 50, 1, 0.4, 30),
                new Dab(Brush.ERASE, x + 5, z - 5, 35, 0.7, 0.5, 0));
    }

    private static TerrainFunction edited(TerrainParams params, double origin) {
        return new TerrainFunction(params, 3).withEdits(dabs(origin, origin));
    }

    private static TileKey tileAt(int level, double x, double z) {
        double size = LAYOUT.tileSize(level);
        return new TileKey(level, (int) Math.floor(x / size), (int) Math.floor(z / size));
    }

    private static float[] stream(TerrainFunction terrain, Landforms landforms, TileKey key) {
        Landforms.TileFields fields = landforms.get(key);
        return SharedGl.withGenerator(g -> g.generateWithLayers(terrain, LAYOUT.generationGrid(key), TileLayout.BORDER, fields))
                .data().height();
    }

    @Test
    void theJavaTwinGivesTheStreamsHeights() {
        double bound = 1e-4 * PARAMS.heightScale();
        for (double origin : ORIGINS) {
            TerrainFunction terrain = edited(PARAMS, origin), plain = new TerrainFunction(PARAMS, 3);
            Landforms landforms = Landforms.of(terrain, LAYOUT), plainLandforms = Landforms.of(plain, LAYOUT);
            double moved = 0;
            for (int level : new int[] {0, 2, 5}) {
                // The tiles on both sides of the corner.
                for (double[] d : new double[][] {{-1, -1}, {1, 1}}) {
                    TileKey key = tileAt(level, origin + d[0], origin + d[1]);
                    SampleGrid grid = LAYOUT.generationGrid(key);
                    assertNotNull(landforms.get(key).stamps(), key + " has the dabs' field");
                    float[] java = new JavaTileGenerator().generate(terrain, grid).height();
                    float[] gpu = stream(terrain, landforms, key), before = stream(plain, plainLandforms, key);
                    for (int k = 0; k < java.length; k++) {
                        assertEquals(java[k], gpu[k], bound, key + " sample " + k + " at " + origin);
                        moved = Math.max(moved, Math.abs(gpu[k] - before[k]));
                    }
                }
            }
            assertTrue(moved > 5, "the dabs move the ground: " + moved + " m at most, at " + origin);
            TileKey far = tileAt(0, origin + 1000, origin);
            assertNull(landforms.get(far).stamps(), far + " lies beyond every dab: no field");
        }
    }

    /**
     * Tiles either side of an edge share bit-identical edge samples across the dabs, at levels 0
     * and 2, at 0 and at 10^7 m, in the default world with every landform layer on (basin fill,
     * water and talus).
     */
    @Test
    void neighboursShareBitIdenticalEdges() {
        int n = LAYOUT.samples() + 2 * TileLayout.BORDER, b = TileLayout.BORDER, cells = LAYOUT.cells();
        for (double origin : ORIGINS) {
            TerrainFunction terrain = edited(DEFAULT, origin);
            Landforms landforms = Landforms.of(terrain, LAYOUT);
            for (int level : new int[] {0, 2}) {
                TileKey sw = tileAt(level, origin - 1, origin - 1);
                TileKey se = new TileKey(level, sw.tx() + 1, sw.tz()), nw = new TileKey(level, sw.tx(), sw.tz() + 1);
                float[] w = stream(terrain, landforms, sw), e = stream(terrain, landforms, se), north = stream(terrain, landforms, nw);
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i <= 2 * b; i++) {
                        assertEquals(Float.floatToRawIntBits(w[i + cells + j * n]), Float.floatToRawIntBits(e[i + j * n]),
                                sw + " | " + se + " row " + j + ", column " + i + " at " + origin);
                        assertEquals(Float.floatToRawIntBits(w[j + (i + cells) * n]), Float.floatToRawIntBits(north[j + i * n]),
                                sw + " / " + nw + " column " + j + ", row " + i + " at " + origin);
                    }
                }
            }
        }
    }

    /** The batch pass applies the dabs as the Java generator does: heights and gradients. */
    @Test
    void theBatchPassAppliesTheDabs() {
        double bound = 1e-4 * PARAMS.heightScale();
        TerrainFunction terrain = edited(PARAMS, 0);
        SampleGrid grid = new SampleGrid(-120, -120, 2, 129);
        TileData gpu = SharedGl.gpu(terrain, grid), java = new JavaTileGenerator().generate(terrain, grid);
        double steepest = 0;
        for (int k = 0; k < gpu.height().length; k++) {
            assertEquals(java.height()[k], gpu.height()[k], bound, "sample " + k);
            assertEquals(java.gradX()[k], gpu.gradX()[k], 0.01 * (1 + Math.abs(java.gradX()[k])), "dh/dx at sample " + k);
            assertEquals(java.gradZ()[k], gpu.gradZ()[k], 0.01 * (1 + Math.abs(java.gradZ()[k])), "dh/dz at sample " + k);
            steepest = Math.max(steepest, Math.abs(gpu.gradX()[k]));
        }
        assertTrue(steepest > 0.1);
    }
}
