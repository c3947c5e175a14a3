package org.seedscape.gen;

/**
 * How one generation pass lays out {@code tiles} square tiles of {@code tileSize} samples: stacked
 * in one column of {@link #rows} rows, tile t on rows {@code t * tileSize} on (64 tiles of 129
 * samples: 129 x 8256 samples). So each tile's samples lie together, in the order of a single
 * tile's.
 */
public record TileAtlas(int tileSize, int tiles) {
    public TileAtlas {
        if (tileSize < 1 || tiles < 1) {
            throw new IllegalArgumentException("atlas of " + tiles + " tiles of " + tileSize + " samples");
        }
    }

    /** The most tiles one pass can hold when it may hold at most {@code maxSamples} samples. */
    public static int maxTiles(int tileSize, long maxSamples) {
        return (int) Math.min(Integer.MAX_VALUE, maxSamples / ((long) tileSize * tileSize));
    }

    /** Rows of samples, each {@code tileSize} long. */
    public int rows() {
        return tiles * tileSize;
    }

    /** Samples (floats per channel) one tile takes. */
    public int tileSamples() {
        return tileSize * tileSize;
    }

    /** Samples (floats per channel) of the whole atlas. */
    public long samples() {
        return (long) tiles * tileSamples();
    }
}
