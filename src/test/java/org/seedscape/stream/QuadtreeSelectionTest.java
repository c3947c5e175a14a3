package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

class QuadtreeSelectionTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);

    /** Camera positions near and far from the origin, on and off tile corners, low and high. */
    private static double[][] cameras() {
        Random r = new Random(7);
        double[][] c = new double[120][];
        for (int k = 0; k < c.length; k++) {
            double scale = k < 40 ? 1e4 : k < 80 ? 1e6 : 1e7;
            double alt = k % 3 == 0 ? 0 : k % 3 == 1 ? r.nextDouble() * 200 : r.nextDouble() * 5000;
            c[k] = new double[] {(r.nextDouble() - 0.5) * 2 * scale, (r.nextDouble() - 0.5) * 2 * scale, alt};
        }
        c[0] = new double[] {0, 0, 0};
        c[1] = new double[] {64, 64, 1.7};
        return c;
    }

    @Test
    void leavesCoverTheViewSquareExactlyWithoutOverlap() {
        for (double[] c : cameras()) {
            QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, c[0], c[1], c[2]);
            List<TileKey> leaves = s.leaves();
            double v = LAYOUT.viewDistance(), covered = 0;
            for (TileKey a : leaves) {
                double size = LAYOUT.tileSize(a.level()), x0 = LAYOUT.minX(a), z0 = LAYOUT.minZ(a);
                double w = Math.min(x0 + size, c[0] + v) - Math.max(x0, c[0] - v);
                double h = Math.min(z0 + size, c[1] + v) - Math.max(z0, c[1] - v);
                assertTrue(w > 0 && h > 0, () -> a + " does not meet the view square");
                covered += w * h;
                for (TileKey b : leaves) {
                    // Quadtree tiles overlap exactly when one contains the other.
                    assertFalse(a != b && (a.contains(b) || b.contains(a)), () -> a + " overlaps " + b);
                }
            }
            assertEquals(4 * v * v, covered, 4 * v * v * 1e-12, "covered area at " + c[0] + ", " + c[1]);
        }
    }

    @Test
    void touchingLeavesDifferByAtMostOneLevel() {
        for (double[] c : cameras()) {
            List<TileKey> leaves = QuadtreeSelection.select(LAYOUT, c[0], c[1], c[2]).leaves();
            for (TileKey a : leaves) {
                for (TileKey b : leaves) {
                    if (touch(a, b)) {
                        assertTrue(Math.abs(a.level() - b.level()) <= 1, () -> a + " touches " + b);
                    }
                }
            }
        }
    }

    @Test
    void nearTheGroundTheCameraStandsOnLevelZeroAndHighUpItDoesNot() {
        QuadtreeSelection low = QuadtreeSelection.select(LAYOUT, 10, 10, 1.7);
        assertTrue(low.leaves().contains(new TileKey(0, 0, 0)));
        QuadtreeSelection high = QuadtreeSelection.select(LAYOUT, 10, 10, 3000);
        // Level 4 tiles (1024 m) split within 1.5 x 1024 m; level 5 would need to be within 3 km.
        assertTrue(high.leaves().stream().allMatch(k -> k.level() >= 4), "3 km up needs no fine tiles");
        assertTrue(high.leaves().size() < low.leaves().size());
    }

    @Test
    void neededHoldsEveryLeafAndItsAncestorsUpToTheRoots() {
        QuadtreeSelection s = QuadtreeSelection.select(LAYOUT, 1234, -777, 20);
        for (TileKey leaf : s.leaves()) {
            for (TileKey k = leaf; k.level() <= LAYOUT.rootLevel(); k = k.parent()) {
                assertTrue(s.needed().contains(k), k + " missing");
                if (k.level() == LAYOUT.rootLevel()) {
                    assertTrue(s.roots().contains(k));
                    break;
                }
            }
        }
    }

    /** Whether two tiles share an edge segment of positive length. */
    private static boolean touch(TileKey a, TileKey b) {
        double sa = LAYOUT.tileSize(a.level()), sb = LAYOUT.tileSize(b.level());
        double ax0 = LAYOUT.minX(a), az0 = LAYOUT.minZ(a), bx0 = LAYOUT.minX(b), bz0 = LAYOUT.minZ(b);
        double ox = Math.min(ax0 + sa, bx0 + sb) - Math.max(ax0, bx0);
        double oz = Math.min(az0 + sa, bz0 + sb) - Math.max(az0, bz0);
        return (ox == 0 && oz > 0) || (oz == 0 && ox > 0);
    }
}
