package org.seedscape.gen;

/**
 * A generated grid with its ground layer weights ({@link GroundLayers}): four floats per sample
 * (soil, sand, rock, snow; grass is one minus their sum), row-major over the grid like the heights.
 *
 * @param data   the heights and gradients
 * @param own    weights at the grid's spacing
 * @param parent weights at twice the spacing: what the parent tile computes at the same point
 */
public record TileLayers(TileData data, float[] own, float[] parent) {
    public TileLayers {
        int n = GroundLayers.STORED * data.grid().count();
        if (own.length != n || parent.length != n) {
            throw new IllegalArgumentException("layer arrays must hold " + n + " floats");
        }
    }
}
