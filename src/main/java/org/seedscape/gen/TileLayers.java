package org.seedscape.gen;

import org.seedscape.tile.TileArrayPool;

/**
 * A generated grid with its ground layer weights ({@link GroundLayers}) inside its border: four
 * floats per sample (soil, sand, rock, snow; grass is one minus their sum), row by row.
 *
 * @param data   the heights and gradients
 * @param border samples on each side of the grid that carry no weights
 * @param own    weights at the grid's spacing, at every sample inside the border
 * @param parent weights at twice the spacing, at every second sample inside the border (the
 *               ones the parent tile shares): what the parent computes there
 */
public record TileLayers(TileData data, int border, float[] own, float[] parent) {
    public TileLayers {
        int m = data.grid().size();
        int ownSide = GroundLayers.computedSide(m, border, 1), parentSide = GroundLayers.computedSide(m, border, 2);
        if (own.length != GroundLayers.WEIGHTS_PER_SAMPLE * ownSide * ownSide
                || parent.length != GroundLayers.WEIGHTS_PER_SAMPLE * parentSide * parentSide) {
            throw new IllegalArgumentException("layer arrays must hold " + ownSide + "² and " + parentSide
                    + "² samples of " + GroundLayers.WEIGHTS_PER_SAMPLE + " floats");
        }
    }

    /** Hands the arrays to {@code pool}; neither this nor its data is to be used afterwards. */
    public void giveTo(TileArrayPool pool) {
        pool.give(data.height(), data.parentHeight(), data.gradX(), data.gradZ(), own, parent);
    }

    /** Samples per side of {@link #own()}. */
    public int ownSide() {
        return GroundLayers.computedSide(data.grid().size(), border, 1);
    }

    /** Samples per side of {@link #parent()}. */
    public int parentSide() {
        return GroundLayers.computedSide(data.grid().size(), border, 2);
    }
}
