package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TileAtlasTest {
    @Test
    void tilesStandInOneColumnWithinTheLimit() {
        TileAtlas atlas = new TileAtlas(129, 64);
        assertEquals(8256, atlas.rows());
        assertEquals(16641, atlas.tileSamples());
        assertEquals(1_065_024, atlas.samples());
        assertEquals(64, TileAtlas.maxTiles(129, 1_065_024));
        assertEquals(63, TileAtlas.maxTiles(129, 1_065_023));
        assertEquals(1, TileAtlas.maxTiles(8193, 1L << 27));
        assertEquals(0, TileAtlas.maxTiles(16385, 1L << 27));
        assertThrows(IllegalArgumentException.class, () -> new TileAtlas(129, 0));
    }
}
