package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileKey;

/** The tiles an edit changed are swapped in together once all in use are remade, or when the wait runs out. */
class StaleTilesTest {
    private static final TileKey A = new TileKey(0, 0, 0), B = new TileKey(0, 1, 0), C = new TileKey(1, 0, 0);

    private final StaleTiles<String> stale = new StaleTiles<>();
    private final Map<TileKey, String> swapped = new HashMap<>(), gone = new HashMap<>();
    private final List<String> outdated = new ArrayList<>();

    private void settle(Set<TileKey> inUse, double dt) {
        stale.settle(inUse::contains, dt, gone::put, swapped::put);
    }

    @Test
    void allInUseAreSwappedTogether() {
        stale.mark(List.of(A, B), outdated::add);
        assertTrue(stale.waiting(A) && stale.waiting(B));
        assertTrue(stale.offer(A, "a2"));
        assertFalse(stale.waiting(A), "made: not to be made again");
        assertFalse(stale.offer(C, "c2"), "not stale: the stream caches it");
        settle(Set.of(A, B), 0.1);
        assertTrue(swapped.isEmpty(), "B is not made yet");
        stale.offer(B, "b2");
        settle(Set.of(A, B), 0.1);
        assertEquals(Map.of(A, "a2", B, "b2"), swapped);
        assertTrue(stale.isEmpty());
    }

    @Test
    void aTileNoLongerInUseLeavesTheWait() {
        stale.mark(List.of(A, B), outdated::add);
        stale.offer(A, "a2");
        settle(new HashSet<>(List.of(A)), 0.1);
        assertEquals(1, gone.size());
        assertTrue(gone.containsKey(B) && gone.get(B) == null, "B left unmade");
        assertEquals(Map.of(A, "a2"), swapped, "A, the only one left, is made: swapped");
    }

    @Test
    void theWaitRunsOutAndASecondEditOutdatesAReplacement() {
        stale.mark(List.of(A, B), outdated::add);
        stale.offer(A, "a2");
        stale.mark(List.of(A), outdated::add);
        assertEquals(List.of("a2"), outdated, "made for the first edit: out of date");
        assertTrue(stale.waiting(A));
        stale.offer(A, "a3");
        settle(Set.of(A, B), StaleTiles.MAX_SECONDS - 0.5);
        assertTrue(swapped.isEmpty());
        settle(Set.of(A, B), 1);
        assertEquals(Map.of(A, "a3"), swapped, "after the wait, what is made");
        assertTrue(stale.waiting(B), "B still waits");
        List<String> dropped = new ArrayList<>();
        stale.offer(B, "b3");
        stale.clear(dropped::add);
        assertEquals(List.of("b3"), dropped);
        assertTrue(stale.isEmpty());
    }
}
