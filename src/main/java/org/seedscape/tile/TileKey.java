package org.seedscape.tile;

/**
 * A quadtree tile: level 0 is the finest; at level L a tile covers {@code 2^L} level-0 tiles.
 * Tile (L, tx, tz) spans world x in {@code [tx, tx + 1) * size(L)}, likewise z.
 */
public record TileKey(int level, int tx, int tz) {
    public TileKey {
        if (level < 0 || level > 30) {
            throw new IllegalArgumentException("level must be within [0, 30]: " + level);
        }
    }

    /** The tile one level coarser that contains this one. */
    public TileKey parent() {
        return new TileKey(level + 1, Math.floorDiv(tx, 2), Math.floorDiv(tz, 2));
    }

    /** The four tiles one level finer, in the order (0,0), (1,0), (0,1), (1,1). */
    public TileKey[] children() {
        if (level == 0) {
            throw new IllegalStateException("level-0 tiles have no children");
        }
        int l = level - 1, x = 2 * tx, z = 2 * tz;
        return new TileKey[] {new TileKey(l, x, z), new TileKey(l, x + 1, z), new TileKey(l, x, z + 1),
                new TileKey(l, x + 1, z + 1)};
    }

    /** Whether {@code other} lies inside this tile (a tile contains itself). */
    public boolean contains(TileKey other) {
        if (other.level > level) {
            return false;
        }
        int shift = level - other.level;
        return (other.tx >> shift) == tx && (other.tz >> shift) == tz;
    }

    /** A unique, readable name for scene graph nodes and LOD maps. */
    public String name() {
        return "tile-" + level + "_" + tx + "_" + tz;
    }
}
