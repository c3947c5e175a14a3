package org.seedscape.gen;

/**
 * How one generation pass lays out {@code tiles} square tiles of {@code tileSize} samples in one
 * render target: stacked in one column, tile t on rows {@code t * tileSize} on (64 tiles of 129
 * samples: 129 x 8256 pixels). So one read of the whole target puts each tile's floats together,
 * in the order of a single tile's read.
 */
public record TileAtlas(int tileSize, int tiles) {
    public TileAtlas {
        if (tileSize < 1 || tiles < 1) {
            throw new IllegalArgumentException("atlas of " + tiles + " tiles of " + tileSize + " samples");
        }
    }

    /** The most tiles one pass can hold when neither side of the target may exceed {@code maxSide} pixels. */
    public static int maxTiles(int tileSize, int maxSide) {
        return maxSide / tileSize;
    }

    /** Target width in pixels. */
    public int width() {
        return tileSize;
    }

    /** Target height in pixels. */
    public int height() {
        return tiles * tileSize;
    }

    /** Samples (floats per channel) one tile takes. */
    public int tileSamples() {
        return tileSize * tileSize;
    }
}
