package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

class TileSchedulerTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final double CAM_X = 300, CAM_Z = -200;

    /** "In view" is the half plane ahead of a camera looking along +x. */
    private static final Predicate<TileKey> AHEAD = k -> LAYOUT.minX(k) + LAYOUT.tileSize(k.level()) > CAM_X;

    @Test
    void withNothingReadyOnlyRootsAreEligibleInViewFirstThenNearestFirst() {
        QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, CAM_X, CAM_Z, 50);
        List<TileKey> order = TileScheduler.order(s, CAM_X, CAM_Z, k -> false, AHEAD, false);
        assertEquals(s.roots().size(), order.size());
        assertOrdered(order);
    }

    @Test
    void aParentAlwaysComesBeforeItsChildrenAndNothingIsScheduledTwice() {
        QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, CAM_X, CAM_Z, 50);
        Set<TileKey> available = new HashSet<>();
        int rounds = 0;
        while (available.size() < s.needed().size()) {
            List<TileKey> order = TileScheduler.order(s, CAM_X, CAM_Z, available::contains, AHEAD, false);
            assertFalse(order.isEmpty(), "stalled with " + available.size() + " of " + s.needed().size());
            assertOrdered(order);
            for (TileKey k : order) {
                assertFalse(available.contains(k));
                if (k.level() < LAYOUT.rootLevel()) {
                    assertTrue(available.contains(k.parent()), k + " before its parent");
                }
            }
            // Like a frame budget: take the first few.
            available.addAll(order.subList(0, Math.min(6, order.size())));
            rounds++;
        }
        assertTrue(rounds > LAYOUT.rootLevel(), "refinement takes one round per level at least");
    }

    @Test
    void whileTheViewIsNotCoveredMissingRootsComeBeforeEveryFinerTile() {
        QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, CAM_X, CAM_Z, 50);
        // Only the roots ahead are in: their children (in view, near) and the roots behind are eligible.
        Set<TileKey> available = new HashSet<>();
        s.roots().stream().filter(AHEAD).forEach(available::add);
        List<TileKey> missingRoots = s.roots().stream().filter(r -> !available.contains(r)).toList();
        assertFalse(missingRoots.isEmpty());

        List<TileKey> covering = TileScheduler.order(s, CAM_X, CAM_Z, available::contains, AHEAD, true);
        assertEquals(Set.copyOf(missingRoots), Set.copyOf(covering.subList(0, missingRoots.size())));
        assertTrue(covering.size() > missingRoots.size(), "finer tiles follow the roots");

        List<TileKey> refining = TileScheduler.order(s, CAM_X, CAM_Z, available::contains, AHEAD, false);
        assertTrue(AHEAD.test(refining.get(0)) && refining.get(0).level() < LAYOUT.rootLevel(),
                "once covered, the tiles in view come first: " + refining.get(0));
        assertOrdered(refining);
    }

    private static void assertOrdered(List<TileKey> order) {
        for (int i = 1; i < order.size(); i++) {
            TileKey a = order.get(i - 1), b = order.get(i);
            boolean ia = AHEAD.test(a), ib = AHEAD.test(b);
            assertFalse(!ia && ib, b + " in view after " + a + " out of view");
            if (ia == ib) {
                assertTrue(LAYOUT.distance(a, CAM_X, CAM_Z, 0) <= LAYOUT.distance(b, CAM_X, CAM_Z, 0),
                        a + " scheduled before the nearer " + b);
            }
        }
    }
}
