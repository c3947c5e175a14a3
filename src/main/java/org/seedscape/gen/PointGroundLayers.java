package org.seedscape.gen;

import org.seedscape.erosion.ErosionField;
import org.seedscape.erosion.ErosionFields;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The ground layer weights at one point of the world, as the surface pass weighs a sample of the
 * finest tiles there ({@link GroundLayers}, at their 1 m spacing): from the exact heights, with
 * every landform layer, of the point and its four neighbours a metre away (slope and convexity),
 * erosion's change and runoff there, and the layer noise at the point. The finest tiles' samples
 * lie on whole metres; between them a tile's mesh blends its samples' weights.
 */
public final class PointGroundLayers {
    /** Metres between the samples the weights are made for: the finest tiles'. */
    static final double SPACING = TerrainFunction.POINT_SPACING;

    private PointGroundLayers() {
    }

    /**
     * Writes the stored weights (soil, sand, rock, snow: {@link GroundLayers#WEIGHTS_PER_SAMPLE},
     * grass is one minus their sum) at world (x, z) to {@code out[0..3]}. Waits for the landform
     * fields there, as {@link Landforms#heightAt} does.
     */
    public static void at(TerrainFunction terrain, Landforms landforms, TileLayout layout, double x, double z, float[] out) {
        // A grid of 3 x 3 samples around the point: the surface pass's weights for its middle one.
        SampleGrid grid = new SampleGrid(x - SPACING, z - SPACING, SPACING, 3);
        float[] height = new float[grid.count()], eroded = new float[grid.count()], runoff = new float[grid.count()];
        TerrainSample sample = new TerrainSample();
        for (int j = 0; j < 3; j++) {
            for (int i = 0; i < 3; i++) {
                if (i != 1 && j != 1) {
                    continue; // a corner: the pass reads the middle sample and its four neighbours
                }
                double sx = grid.x(i), sz = grid.z(j);
                terrain.sample(sx, sz, sample);
                height[i + 3 * j] = (float) landforms.heightAt(sx, sz, sample.height);
                ErosionFields erosion = landforms.erosion();
                if (erosion != null) {
                    double size = layout.tileSize(ErosionFields.LEVEL);
                    ErosionField field = erosion.get(new TileKey(ErosionFields.LEVEL, (int) Math.floor(sx / size),
                            (int) Math.floor(sz / size)));
                    eroded[i + 3 * j] = (float) field.at(sx, sz);
                    runoff[i + 3 * j] = (float) field.runoffAt(sx, sz);
                }
            }
        }
        float[] weights = GroundLayers.compute(terrain, TileData.heightsOnly(grid, height, null, "java"), 1, 1, eroded, runoff);
        System.arraycopy(weights, 0, out, 0, GroundLayers.WEIGHTS_PER_SAMPLE);
    }
}
