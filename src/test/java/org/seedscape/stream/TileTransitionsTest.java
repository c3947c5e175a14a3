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
import org.seedscape.tile.TileLayout;

class TileTransitionsTest {
    private static final TileLayout LAYOUT = new TileLayout(32, 1.0, 512, 1.5);
    private static final float MORPH_SECONDS = 0.4f;
    private static final double DT = 1.0 / 50;

    /**
     * A camera flies out and back while a few tiles per frame get generated (scheduler order):
     * the shown tiles always partition the view square once the roots are in, every replacement
     * is seamless (children enter on the parent's surface, a parent enters when its children
     * have reached it), and the view settles on exactly the needed leaves.
     */
    @Test
    void refineAndCoarsenBlendWithoutHolesOrJumps() {
        TileTransitions t = new TileTransitions(MORPH_SECONDS);
        Set<TileKey> ready = new HashSet<>();
        float step = (float) (DT / MORPH_SECONDS);
        int refines = 0, coarsens = 0;
        for (int frame = 0; frame < 1400; frame++) {
            double x = frame < 700 ? frame * 1.5 : (1400 - frame) * 1.5;
            double z = 10, altitude = frame < 350 ? 2 : 80;
            QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, x, z, altitude);
            List<TileKey> order = TileScheduler.order(s, x, z, ready::contains, k -> true, false);
            ready.addAll(order.subList(0, Math.min(4, order.size())));

            Map<TileKey, Float> before = new HashMap<>();
            for (TileKey k : t.shown()) {
                before.put(k, t.morph(k));
            }
            List<TileKey> attach = new ArrayList<>(), detach = new ArrayList<>();
            t.update(s, ready::contains, DT, attach, detach);

            for (TileKey k : t.shown()) {
                if (before.containsKey(k)) {
                    assertTrue(Math.abs(t.morph(k) - before.get(k)) <= step + 1e-6, "morph jumped on " + k);
                }
            }
            for (TileKey a : attach) {
                assertTrue(ready.contains(a), a + " attached before it was ready");
                List<TileKey> replaced = detach.stream().filter(d -> d.contains(a) || a.contains(d)).toList();
                for (TileKey d : replaced) {
                    if (d.contains(a)) { // refine: the parent was fully itself, the child starts on it
                        assertEquals(a.level() + 1, d.level(), "refine skips a level");
                        // (it may finish its last blend step in this same update)
                        assertTrue(before.get(d) >= 1 - step - 1e-6, "parent not fully blended");
                        assertEquals(0f, t.morph(a), "child does not start on its parent's surface");
                        refines++;
                    } else { // coarsen: the children had blended down onto the parent
                        assertEquals(a.level() - 1, d.level(), "coarsen skips a level");
                        assertTrue(before.get(d) <= step + 1e-6, "child " + d + " not on its parent's surface");
                        coarsens++;
                    }
                }
            }
            assertPartition(t.shown(), s, ready);
        }
        assertTrue(refines > 20 && coarsens > 20, refines + " refines, " + coarsens + " coarsens");

        QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, 0, 10, 80);
        ready.addAll(s.needed());
        for (int frame = 0; frame < 400 && !t.settled(); frame++) {
            t.update(s, ready::contains, DT, new ArrayList<>(), new ArrayList<>());
        }
        assertTrue(t.settled());
        assertEquals(new HashSet<>(s.leaves()), t.shown());
    }

    @Test
    void nothingReadyShowsNothingAndTheFirstTilesArriveFullyBlended() {
        TileTransitions t = new TileTransitions(MORPH_SECONDS);
        QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, 0, 0, 5);
        List<TileKey> attach = new ArrayList<>();
        t.update(s, k -> false, DT, attach, new ArrayList<>());
        assertTrue(attach.isEmpty());
        assertFalse(t.covers(s));
        t.update(s, k -> true, DT, attach, new ArrayList<>());
        assertTrue(t.covers(s));
        for (TileKey k : attach) {
            assertEquals(1f, t.morph(k));
        }
        assertEquals(new HashSet<>(s.leaves()), t.shown(), "nothing to blend from: straight to the leaves");
    }

    /** No two shown tiles overlap, and once every root is ready they cover the view square. */
    private static void assertPartition(Set<TileKey> shown, QuadtreeSelection s, Set<TileKey> ready) {
        for (TileKey a : shown) {
            for (TileKey b : shown) {
                assertFalse(a != b && (a.contains(b) || b.contains(a)), a + " overlaps " + b);
            }
        }
        if (!ready.containsAll(s.roots())) {
            return;
        }
        double v = LAYOUT.viewDistance(), area = 0;
        double cx = s.roots().stream().mapToDouble(LAYOUT::minX).min().orElseThrow();
        for (TileKey root : s.roots()) {
            double rs = LAYOUT.tileSize(root.level());
            double covered = 0;
            for (TileKey k : shown) {
                if (root.contains(k)) {
                    double ks = LAYOUT.tileSize(k.level());
                    covered += ks * ks;
                }
            }
            // Children outside the square may be left out, so a root is covered where it meets the square.
            assertTrue(covered > 0 && covered <= rs * rs, "root " + root + " covered " + covered);
            area += covered;
        }
        assertTrue(cx <= 0 || area >= 4 * v * v, "view square " + 4 * v * v + " covered " + area);
    }
}
