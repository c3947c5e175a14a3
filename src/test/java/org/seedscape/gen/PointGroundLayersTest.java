package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.erosion.ErosionField;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/**
 * The weights at a point against the surface pass's Java twin over a whole grid of the finest
 * tiles' spacing: the same at the grid's samples, with the landform layers or without.
 */
class PointGroundLayersTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);

    @Test
    void aPointWeighsAsTheGridSampleThere() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params(), 5);
        SampleGrid grid = LAYOUT.generationGrid(new TileKey(0, 3, -7));
        TileData tile = new JavaTileGenerator().generate(terrain, grid);
        float[] expected = GroundLayers.compute(terrain, tile, 1, 1);
        double worst = worstDifference(terrain, new Landforms(null, null), grid, expected);
        assertTrue(worst < 1e-4, "weights differ by " + worst);
    }

    /** As {@code export} weighs its grid: basins filled, erosion's change and runoff, exact stamps. */
    @Test
    void withTheLandformLayersAsExportWeighsThem() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params(), 8);
        Landforms landforms = Landforms.of(terrain, LAYOUT);
        SampleGrid grid = LAYOUT.generationGrid(new TileKey(0, 5, -3));
        TileData tile = new JavaTileGenerator().generate(terrain, grid);
        landforms.liftOn(grid, tile.height());
        ErosionField field = landforms.erosion().fieldOn(grid);
        for (int k = 0; k < tile.height().length; k++) {
            tile.height()[k] += field.delta()[k];
        }
        landforms.exactOn(grid, tile.height());
        float[] expected = GroundLayers.compute(terrain, tile, 1, 1, field.delta(), field.runoff());
        float[] plain = GroundLayers.compute(terrain, tile, 1, 1);
        int changed = 0;
        for (int k = 0; k < plain.length; k++) {
            changed += Math.abs(plain[k] - expected[k]) > 0.05 ? 1 : 0;
        }
        assertTrue(changed > 100, "erosion changes the weights of " + changed + " samples' layers");
        double worst = worstDifference(terrain, landforms, grid, expected);
        // The point's heights and the grid's come by different paths and differ in their last
        // bits; the alpine world's rock on sharp crests, from none to all over 0.35 of convexity
        // (the heights' second differences), turns that into weights as far apart as the surface
        // pass and its GLSL twin may be (GroundLayersTest).
        assertTrue(worst < 2e-3, "weights differ by " + worst);
    }

    /** The largest difference of any stored weight at the grid's inner samples. */
    private static double worstDifference(TerrainFunction terrain, Landforms landforms, SampleGrid grid, float[] expected) {
        int side = grid.size() - 2;
        float[] at = new float[GroundLayers.WEIGHTS_PER_SAMPLE];
        double worst = 0, total = 0;
        for (int v = 0; v < side; v += 3) {
            for (int u = 0; u < side; u += 3) {
                PointGroundLayers.at(terrain, landforms, LAYOUT, grid.x(u + 1), grid.z(v + 1), at);
                for (int c = 0; c < GroundLayers.WEIGHTS_PER_SAMPLE; c++) {
                    float e = expected[GroundLayers.WEIGHTS_PER_SAMPLE * (u + v * side) + c];
                    worst = Math.max(worst, Math.abs(at[c] - e));
                    total += e;
                }
            }
        }
        assertTrue(total > 1, "some ground is covered: " + total);
        return worst;
    }
}
