package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TileAtlasTest {
    @Test
    void tilesStandInOneColumnWithinTheLimit() {
        TileAtlas atlas = new TileAtlas(129, 64);
        assertEquals(129, atlas.width());
        assertEquals(8256, atlas.height());
        assertEquals(16641, atlas.tileSamples());
        assertEquals(127, TileAtlas.maxTiles(129, 16384));
        assertEquals(1, TileAtlas.maxTiles(8193, 16384));
        assertEquals(0, TileAtlas.maxTiles(16385, 16384));
        assertThrows(IllegalArgumentException.class, () -> new TileAtlas(129, 0));
    }
}
