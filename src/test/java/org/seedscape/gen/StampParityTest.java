package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.erosion.Landforms;
import org.seedscape.erosion.StampFields;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.RasterOptions;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampPlacement;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * Stamps in the stream's height pass: it applies the blends Java works out for every sample, so
 * its heights are the Java twin's; an exact stamp's samples come out bit for bit; neighbours share
 * bit-identical edges across stamps; the batch pass (export, tests) stamps its tiles the same way.
 */
class StampParityTest {
    private static final TileLayout LAYOUT = TileLayout.standard(32_000);
    /** The default world without its landform layers, so that a tile's heights are the stamps' alone on the procedural ones. */
    private static final TerrainParams PARAMS = PresetLoader.load("default").params().withoutLandforms();
    /** A 1 km stamp of 8 m samples that settles with a 256 m band, and an exact one of 4 m samples placed by its origin. */
    private static final Stamp SHAPING = Stamp.of(new StampPlacement("ridges", Path.of("ridges"), RasterOptions.DEFAULTS,
            200, 300, 20, 1, 0, 256, StampPlacement.Fit.SETTLE, false, 1), raster(129, 8, null, null, 1));
    private static final HeightRaster EXACT_RASTER = raster(65, 4, -400.0, -128.0, 2);
    private static final Stamp EXACT = Stamp.of(new StampPlacement("exact", Path.of("exact"), RasterOptions.DEFAULTS,
            Double.NaN, Double.NaN, 0, 1, 0, 0, StampPlacement.Fit.RISE, true, 0), EXACT_RASTER);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PARAMS, 3).withStamps(List.of(SHAPING, EXACT));
    private static final Landforms LANDFORMS = Landforms.of(TERRAIN, LAYOUT);
    /** Points whose tiles the tests draw: across the shaping stamp's west edge, its middle, inside and across the exact one. */
    private static final double[][] POINTS = {{-290, 300}, {200, 300}, {-272, 0}, {-400, 10}};

    private static HeightRaster raster(int side, double spacing, Double originX, Double originZ, int seed) {
        float[] h = new float[side * side];
        for (int j = 0; j < side; j++) {
            for (int i = 0; i < side; i++) {
                h[i + j * side] = (float) (600 + 150 * Math.sin(i / (7.0 * seed)) * Math.cos(j / 11.0) + 3 * Math.sin(i * 0.9 + j * 1.3));
            }
        }
        return new HeightRaster(side, side, h, spacing, spacing, originX, originZ, "test");
    }

    private static TileKey tileAt(int level, double[] point) {
        double size = LAYOUT.tileSize(level);
        return new TileKey(level, (int) Math.floor(point[0] / size), (int) Math.floor(point[1] / size));
    }

    private static TileData stream(TileKey key) {
        Landforms.TileFields fields = LANDFORMS.get(key);
        return SharedGl.withGenerator(g -> g.generateWithLayers(TERRAIN, LAYOUT.generationGrid(key), TileLayout.BORDER, fields))
                .data();
    }

    /**
     * The pass's heights, own and parent level's, are {@code fma(keep, h, add)} of the heights of
     * the pass without stamps, bit for bit (fused or rounded twice, as the GPU does fma): the
     * stamps change nothing else.
     */
    @Test
    void theHeightPassAppliesTheBlendsJavaWorksOut() {
        int changed = 0;
        for (double[] point : POINTS) {
            for (int level : new int[] {0, 2, 5}) {
                TileKey key = tileAt(level, point);
                Landforms.TileFields fields = LANDFORMS.get(key);
                assertNotNull(fields.stamps(), key + " lies under the shaping stamp's bounds");
                TileData plain = SharedGl.gpuLayers(TERRAIN, LAYOUT.generationGrid(key)).data(), stamped = stream(key);
                float[] below = fields.stamps(), above = fields.exactStamps();
                for (int k = 0; k < plain.height().length; k++) {
                    int at = StampFields.STRIDE * k;
                    float own = drawn(below, above, at, plain.height()[k], stamped.height()[k], key + " sample " + k);
                    drawn(below, above, at + 2, plain.parentHeight()[k], stamped.parentHeight()[k], key + " parent level's sample " + k);
                    changed += own != plain.height()[k] ? 1 : 0;
                }
            }
        }
        assertTrue(changed > 10_000, "the stamps change heights: " + changed);
    }

    /**
     * Asserts that {@code drawn} is {@code keep h + add} of the blends at {@code at} of the field
     * below the landforms and then of the one above them (null for none), each as GLSL's fma may
     * give it: fused, or with the product and the sum rounded apart (llvmpipe). Returns it.
     */
    private static float drawn(float[] below, float[] above, int at, float h, float drawn, String where) {
        float[] once = {Math.fma(below[at], h, below[at + 1]), below[at] * h + below[at + 1]};
        for (float b : once) {
            float[] twice = above == null ? new float[] {b} : new float[] {Math.fma(above[at], b, above[at + 1]), above[at] * b + above[at + 1]};
            for (float t : twice) {
                if (Float.floatToRawIntBits(t) == Float.floatToRawIntBits(drawn)) {
                    return drawn;
                }
            }
        }
        throw new AssertionError(where + ": " + drawn + " is not keep h + add of " + h);
    }

    /**
     * The Java twin (the terrain function with its stamps, then the exact ones) gives the stream's
     * heights within the parity bound: without gullies, and with gullies, which carve the stamps'
     * share down their own slope (metres deep inside the shaping stamp).
     */
    @Test
    void theJavaTwinGivesTheStreamsHeights() {
        double bound = 1e-4 * PARAMS.heightScale();
        TerrainFunction gullied = new TerrainFunction(PARAMS.with(PresetKey.GULLY_STRENGTH,
                PresetLoader.load("default").params().get(PresetKey.GULLY_STRENGTH)), 3).withStamps(List.of(SHAPING, EXACT));
        Landforms gulliedLandforms = Landforms.of(gullied, LAYOUT);
        double deepest = 0;
        for (double[] point : POINTS) {
            for (int level : new int[] {0, 2, 5}) {
                TileKey key = tileAt(level, point);
                SampleGrid grid = LAYOUT.generationGrid(key);
                float[] smooth = null;
                for (TerrainFunction terrain : List.of(TERRAIN, gullied)) {
                    Landforms landforms = terrain == TERRAIN ? LANDFORMS : gulliedLandforms;
                    float[] java = new JavaTileGenerator().generate(terrain, grid).height();
                    landforms.exactOn(grid, java);
                    Landforms.TileFields fields = landforms.get(key);
                    float[] gpu = SharedGl.withGenerator(g -> g.generateWithLayers(terrain, grid, TileLayout.BORDER, fields))
                            .data().height();
                    for (int k = 0; k < java.length; k++) {
                        assertEquals(java[k], gpu[k], bound, key + " sample " + k + (terrain == TERRAIN ? "" : ", gullied"));
                        if (smooth != null) {
                            deepest = Math.max(deepest, Math.abs(gpu[k] - smooth[k]));
                        }
                    }
                    smooth = gpu;
                }
            }
        }
        assertTrue(deepest > 1, "gullies on the stamps: " + deepest + " m at most");
    }

    /** Stamps faded to half (layers at half opacity): the Java twin still gives the stream's heights, and they moved. */
    @Test
    void fadedStampsKeepTheJavaTwin() {
        double bound = 1e-4 * PARAMS.heightScale();
        TerrainFunction faded = new TerrainFunction(PARAMS, 3).withStamps(List.of(SHAPING.asLayer(0.5, true), EXACT.asLayer(0.5, true)));
        Landforms landforms = Landforms.of(faded, LAYOUT);
        double moved = 0;
        for (double[] point : POINTS) {
            for (int level : new int[] {0, 2}) {
                TileKey key = tileAt(level, point);
                SampleGrid grid = LAYOUT.generationGrid(key);
                float[] java = new JavaTileGenerator().generate(faded, grid).height();
                landforms.exactOn(grid, java);
                float[] gpu = SharedGl.withGenerator(g -> g.generateWithLayers(faded, grid, TileLayout.BORDER, landforms.get(key)))
                        .data().height();
                float[] whole = stream(key).height();
                for (int k = 0; k < java.length; k++) {
                    assertEquals(java[k], gpu[k], bound, key + " sample " + k);
                    moved = Math.max(moved, Math.abs(gpu[k] - whole[k]));
                }
            }
        }
        assertTrue(moved > 1, "fading moved the ground: " + moved + " m at most");
    }

    /** Wholly inside an exact stamp, a tile whose samples are the raster's gives the raster's heights bit for bit. */
    @Test
    void anExactStampsSamplesComeOutBitForBit() {
        TileKey key = tileAt(2, POINTS[2]);
        SampleGrid grid = LAYOUT.generationGrid(key);
        float[] h = stream(key).height();
        int checked = 0;
        for (int j = 0; j < grid.size(); j++) {
            for (int i = 0; i < grid.size(); i++) {
                double u = (grid.x(i) + 400) / 4, v = (grid.z(j) + 128) / 4;
                if (u >= 0 && u <= 64 && v >= 0 && v <= 64) {
                    assertEquals(Float.floatToRawIntBits(EXACT_RASTER.at((int) u, (int) v)), Float.floatToRawIntBits(h[i + j * grid.size()]),
                            "raster sample " + u + ", " + v);
                    checked++;
                }
            }
        }
        assertTrue(checked > 1000, checked + " samples checked");
    }

    /**
     * Tiles either side of an edge share bit-identical edge samples: across a stamp, and between a
     * tile outside the stamps' bounds and one inside them (whose pass has other defines), without
     * and with the basin fill's precise drainage.
     */
    @Test
    void neighboursShareBitIdenticalEdges() {
        TerrainFunction drained = new TerrainFunction(PARAMS.with(PresetKey.BASIN_FILL, 1), 3).withStamps(List.of(SHAPING, EXACT));
        Landforms drainedLandforms = Landforms.of(drained, LAYOUT);
        double west = SHAPING.bounds()[0];
        int n = LAYOUT.samples() + 2 * TileLayout.BORDER, b = TileLayout.BORDER, cells = LAYOUT.cells();
        for (TerrainFunction terrain : List.of(TERRAIN, drained)) {
            Landforms landforms = terrain == TERRAIN ? LANDFORMS : drainedLandforms;
            for (double[] point : POINTS) {
                for (int level : new int[] {0, 2}) {
                    TileKey westTile = tileAt(level, point), eastTile = new TileKey(level, westTile.tx() + 1, westTile.tz());
                    if (point == POINTS[0]) {
                        // The last tile west of the stamps' bounds, whose pass has no stamps, and its neighbour, which has.
                        westTile = tileAt(level, new double[] {west - LAYOUT.tileSize(level) * 2, 300});
                        while (landforms.get(new TileKey(level, westTile.tx() + 1, westTile.tz())).stamps() == null) {
                            westTile = new TileKey(level, westTile.tx() + 1, westTile.tz());
                        }
                        eastTile = new TileKey(level, westTile.tx() + 1, westTile.tz());
                        assertNull(landforms.get(westTile).stamps(), westTile + " outside the stamps");
                    }
                    float[] w = stream(terrain, landforms, westTile), e = stream(terrain, landforms, eastTile);
                    for (int j = 0; j < n; j++) {
                        for (int i = 0; i <= 2 * b; i++) {
                            assertEquals(Float.floatToRawIntBits(w[i + cells + j * n]), Float.floatToRawIntBits(e[i + j * n]),
                                    westTile + " | " + eastTile + " row " + j + ", column " + i);
                        }
                    }
                }
            }
        }
    }

    private static float[] stream(TerrainFunction terrain, Landforms landforms, TileKey key) {
        Landforms.TileFields fields = landforms.get(key);
        return SharedGl.withGenerator(g -> g.generateWithLayers(terrain, LAYOUT.generationGrid(key), TileLayout.BORDER, fields))
                .data().height();
    }

    /** The batch pass stamps its tiles as the Java generator does: heights and gradients. */
    @Test
    void theBatchPassStampsItsTiles() {
        double bound = 1e-4 * PARAMS.heightScale();
        SampleGrid grid = new SampleGrid(-400, 100, 8, 129);
        TileData gpu = SharedGl.gpu(TERRAIN, grid), java = new JavaTileGenerator().generate(TERRAIN, grid);
        double steepest = 0;
        for (int k = 0; k < gpu.height().length; k++) {
            assertEquals(java.height()[k], gpu.height()[k], bound, "sample " + k);
            // Within a hundredth: the heights' bound (0.18 m) times the blend's steepest change of keep (1/20 a metre).
            assertEquals(java.gradX()[k], gpu.gradX()[k], 0.01 * (1 + Math.abs(java.gradX()[k])), "dh/dx at sample " + k);
            assertEquals(java.gradZ()[k], gpu.gradZ()[k], 0.01 * (1 + Math.abs(java.gradZ()[k])), "dh/dz at sample " + k);
            steepest = Math.max(steepest, Math.abs(gpu.gradX()[k]));
        }
        assertTrue(steepest > 0.1);
    }
}
