package org.seedscape.stream;

import java.util.function.Predicate;
import org.seedscape.render.EdgeMorph;
import org.seedscape.tile.TileKey;

/** Which edges of a shown tile meet a coarser shown tile, for the edge morph ({@link EdgeMorph}). */
final class LevelBorders {
    private LevelBorders() {
    }

    /**
     * {@link EdgeMorph}'s bits for {@code key}: an edge is coarse where the ground across it is
     * drawn by a tile of a coarser level, an ancestor of the neighbour of the same level.
     *
     * @param shown     whether a tile is drawn
     * @param rootLevel the coarsest level
     */
    static int coarseEdges(TileKey key, Predicate<TileKey> shown, int rootLevel) {
        int edges = 0;
        if (coarserAcross(key, -1, 0, shown, rootLevel)) {
            edges |= EdgeMorph.WEST;
        }
        if (coarserAcross(key, 1, 0, shown, rootLevel)) {
            edges |= EdgeMorph.EAST;
        }
        if (coarserAcross(key, 0, -1, shown, rootLevel)) {
            edges |= EdgeMorph.SOUTH;
        }
        if (coarserAcross(key, 0, 1, shown, rootLevel)) {
            edges |= EdgeMorph.NORTH;
        }
        return edges;
    }

    private static boolean coarserAcross(TileKey key, int dx, int dz, Predicate<TileKey> shown, int rootLevel) {
        TileKey across = new TileKey(key.level(), key.tx() + dx, key.tz() + dz);
        for (TileKey a = across; a.level() < rootLevel; ) {
            a = a.parent();
            if (shown.test(a)) {
                return true;
            }
        }
        return false;
    }
}
