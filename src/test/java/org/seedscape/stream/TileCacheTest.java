package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileKey;

class TileCacheTest {
    private static TileKey key(int i) {
        return new TileKey(0, i, 0);
    }

    @Test
    void evictsLeastRecentlyUsedUntilUnderTheCap() {
        TileCache<String> cache = new TileCache<>(1000);
        for (int i = 0; i < 10; i++) {
            cache.put(key(i), "t" + i, 200);
        }
        assertEquals(2000, cache.usedBytes());
        cache.get(key(0)); // now the most recent
        List<String> evicted = cache.evict(k -> false);
        assertEquals(List.of("t1", "t2", "t3", "t4", "t5"), evicted);
        assertEquals(1000, cache.usedBytes());
        assertTrue(cache.contains(key(0)));
        assertEquals(5, cache.evictions());
    }

    @Test
    void pinnedTilesStayEvenOverTheCap() {
        TileCache<String> cache = new TileCache<>(500);
        for (int i = 0; i < 5; i++) {
            cache.put(key(i), "t" + i, 200);
        }
        List<String> evicted = cache.evict(k -> k.tx() < 4);
        assertEquals(List.of("t4"), evicted);
        assertEquals(800, cache.usedBytes(), "over the cap while the view needs it");
        assertFalse(cache.contains(key(4)));
        assertEquals(List.of("t0", "t1"), cache.evict(k -> k.tx() >= 2));
        assertEquals(400, cache.usedBytes());
    }

    @Test
    void containsDoesNotRefreshRecency() {
        TileCache<String> cache = new TileCache<>(200);
        cache.put(key(0), "a", 200);
        cache.put(key(1), "b", 200);
        assertTrue(cache.contains(key(0)));
        assertEquals(List.of("a"), cache.evict(k -> false));
    }
}
