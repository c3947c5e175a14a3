package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TileAtlasTest {
    @Test
    void tilesLieSideBySideInTheSquarestLayout() {
        TileAtlas atlas = TileAtlas.of(129, 64);
        assertEquals(8, atlas.columns());
        assertEquals(1032, atlas.width());
        assertEquals(1032, atlas.height());
        assertEquals(129 * 3, atlas.x(11));
        assertEquals(129, atlas.y(11));
        TileAtlas ten = TileAtlas.of(65, 10);
        assertEquals(4, ten.columns());
        assertEquals(3, ten.rows());
        assertEquals(1, TileAtlas.of(8193, 1).columns());
    }

    @Test
    void noTwoTilesOverlapAndAllFitTheLimit() {
        int maxSide = 16384;
        for (int size : new int[] {33, 129, 1025}) {
            int max = TileAtlas.maxTiles(size, maxSide);
            for (int tiles : new int[] {1, 2, 5, max - 1, max}) {
                TileAtlas atlas = TileAtlas.of(size, tiles);
                assertTrue(atlas.width() <= maxSide && atlas.height() <= maxSide, atlas + " fits");
                Set<Long> corners = new HashSet<>();
                for (int t = 0; t < tiles; t++) {
                    assertTrue(atlas.x(t) + size <= atlas.width() && atlas.y(t) + size <= atlas.height(), atlas + " tile " + t);
                    assertTrue(atlas.x(t) % size == 0 && atlas.y(t) % size == 0);
                    assertTrue(corners.add((long) atlas.x(t) << 32 | atlas.y(t)), atlas + " tile " + t + " overlaps");
                }
            }
        }
        assertEquals(127 * 127, TileAtlas.maxTiles(129, maxSide));
    }
}
