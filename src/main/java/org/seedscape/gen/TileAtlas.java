package org.seedscape.gen;

/**
 * How one generation pass lays out {@code tiles} square tiles of {@code tileSize} samples in one
 * render target: {@code columns} a row, tile t in column {@code t % columns} and row
 * {@code t / columns}, as nearly square as the count allows (64 tiles of 129 samples: 8 x 8,
 * 1032 x 1032 pixels). The last row may have unused cells, which the pass leaves undrawn.
 */
public record TileAtlas(int tileSize, int tiles, int columns) {
    public TileAtlas {
        if (tileSize < 1 || tiles < 1 || columns < 1 || columns > tiles) {
            throw new IllegalArgumentException("atlas of " + tiles + " tiles of " + tileSize + ", " + columns + " a row");
        }
    }

    /** The squarest layout of {@code tiles} tiles. */
    public static TileAtlas of(int tileSize, int tiles) {
        return new TileAtlas(tileSize, tiles, (int) Math.ceil(Math.sqrt(tiles)));
    }

    /** The most tiles one pass can hold when neither side of the target may exceed {@code maxSide} pixels. */
    public static int maxTiles(int tileSize, int maxSide) {
        int perSide = maxSide / tileSize;
        return perSide * perSide;
    }

    public int rows() {
        return (tiles + columns - 1) / columns;
    }

    /** Target width in pixels. */
    public int width() {
        return columns * tileSize;
    }

    /** Target height in pixels. */
    public int height() {
        return rows() * tileSize;
    }

    /** Pixel x of tile t's first sample. */
    public int x(int t) {
        return t % columns * tileSize;
    }

    /** Pixel y of tile t's first sample. */
    public int y(int t) {
        return t / columns * tileSize;
    }
}
