package org.seedscape.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The priority flood: closed bowls fill to their rim, a bowl with an outlet drains through it, and a rise makes every level fall to an outlet. */
class BasinFillTest {
    private static final int SIZE = Bowl.SIZE, CENTRE = Bowl.CENTRE;

    @Test
    void aClosedBowlFillsToItsLowestRim() {
        float[] h = Bowl.heights();
        float[] level = BasinFill.of(h, SIZE, -1000, 0).level();
        for (int k = 0; k < h.length; k++) {
            assertEquals(Math.max(h[k], 100f), level[k], "sample " + k); // the rim's lowest point: an edge's middle, 100 m
        }
    }

    @Test
    void aBowlWithAnOutletDrainsThroughIt() {
        float[] h = Bowl.heights();
        for (int i = CENTRE; i < SIZE; i++) {
            h[i + CENTRE * SIZE] = -0.5f * (i - CENTRE); // a channel from the floor to the east edge, falling all the way
        }
        BasinFill.Flood flood = BasinFill.of(h, SIZE, -1000, 0);
        assertArrayEquals(h, flood.level());
        // The floor's water leaves along the channel, sample by sample, to the east edge.
        int k = CENTRE + CENTRE * SIZE, steps = 0;
        while (flood.from()[k] >= 0) {
            k = flood.from()[k];
            steps++;
        }
        assertEquals(SIZE - 1 + CENTRE * SIZE, k);
        assertEquals(SIZE - 1 - CENTRE, steps);
    }

    /**
     * With a rise, the water level falls at every step to an outlet, by the rise across what was a
     * lake, and ground that drains keeps its height.
     */
    @Test
    void withARiseEveryLevelFallsToAnOutlet() {
        float[] h = Bowl.heights();
        float rise = 0.25f;
        BasinFill.Flood flood = BasinFill.of(h, SIZE, -1000, rise);
        int outlets = 0;
        for (int k = 0; k < h.length; k++) {
            assertTrue(flood.level()[k] >= h[k]);
            int to = flood.from()[k];
            if (to < 0) {
                outlets++;
                continue;
            }
            assertTrue(flood.level()[k] > flood.level()[to], "sample " + k);
            // Ground above the water it drains to keeps its height; ground in the basin gets the rise.
            assertEquals(h[k] > flood.level()[to] ? h[k] : flood.level()[to] + rise, flood.level()[k], "sample " + k);
            int di = Math.abs(k % SIZE - to % SIZE), dj = Math.abs(k / SIZE - to / SIZE);
            assertEquals(1, di + dj, "water goes to one of the four neighbours");
        }
        assertEquals(4 * (SIZE - 1), outlets);
        // The flood reaches every sample once, outlets first.
        boolean[] seen = new boolean[h.length];
        for (int at = 0; at < h.length; at++) {
            int k = flood.order()[at];
            assertTrue(!seen[k] && (flood.from()[k] < 0 || seen[flood.from()[k]]));
            seen[k] = true;
        }
    }

    @Test
    void theSeaIsAnOutletAndTheFloodRepeats() {
        float[] h = Bowl.heights();
        BasinFill.Flood a = BasinFill.of(h, SIZE, 10, 0.1f), b = BasinFill.of(h, SIZE, 10, 0.1f);
        assertArrayEquals(a.level(), b.level());
        assertArrayEquals(a.order(), b.order());
        assertArrayEquals(a.from(), b.from());
        assertEquals(-1, a.from()[CENTRE + CENTRE * SIZE]); // under the sea
        assertEquals(h[CENTRE + CENTRE * SIZE], a.level()[CENTRE + CENTRE * SIZE]);
    }
}
