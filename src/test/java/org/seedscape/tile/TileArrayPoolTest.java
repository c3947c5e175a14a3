package org.seedscape.tile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TileArrayPoolTest {
    @Test
    void anArrayGivenBackIsTakenAgainForItsLengthOnly() {
        TileArrayPool pool = new TileArrayPool(2);
        float[] a = pool.take(16);
        assertEquals(16, a.length);
        pool.give(a, null);
        assertNotSame(a, pool.take(17), "another length gets a new array");
        assertSame(a, pool.take(16));
        assertNotSame(a, pool.take(16), "once taken it is no longer free");
        assertEquals(3, pool.created());
        assertEquals(1, pool.reused());
    }

    @Test
    void aFullShelfLeavesArraysToTheCollector() {
        TileArrayPool pool = new TileArrayPool(2);
        float[] a = new float[4], b = new float[4], c = new float[4];
        pool.give(a, b, c);
        assertSame(a, pool.take(4));
        assertSame(b, pool.take(4));
        assertNotSame(c, pool.take(4), "c found the shelf full");
    }

    @Test
    void anArrayGivenBackTwiceIsRefused() {
        TileArrayPool pool = new TileArrayPool(4);
        float[] a = pool.take(8);
        pool.give(a);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> pool.give(a));
        assertEquals("an array of 8 floats was given back twice", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new TileArrayPool(0));
    }
}
