package org.seedscape.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.seedscape.erosion.Bowl;

/** The priority flood on grids whose basins are known. */
class ClosedBasinsTest {
    private static final int SIZE = Bowl.SIZE, CENTRE = Bowl.CENTRE;

    @Test
    void aBowlWithoutAnOutletHoldsWaterToItsLowestRim() {
        float[] h = Bowl.heights();
        ClosedBasins b = ClosedBasins.of(h, SIZE, -1000);
        // The rim's lowest point is the middle of an edge, 20 cells out: 100 m. Every sample below it holds water.
        int below = 0, land = 0;
        for (float v : h) {
            below += v < 100 ? 1 : 0;
            land++;
        }
        assertEquals((double) below / land, b.landShare(), 1e-12);
        assertEquals(100, b.deepest(), 1e-4);
    }

    @Test
    void aBowlWithAnOutletDrainsThroughIt() {
        float[] h = Bowl.heights();
        // A channel from the floor to the east edge, falling all the way.
        for (int i = CENTRE; i < SIZE; i++) {
            h[i + CENTRE * SIZE] = -0.5f * (i - CENTRE);
        }
        ClosedBasins b = ClosedBasins.of(h, SIZE, -1000);
        assertEquals(0, b.landShare());
        assertEquals(0, b.deepest());
    }

    @Test
    void aBasinUnderTheSeaIsSeaNotAClosedBasin() {
        float[] h = Bowl.heights();
        ClosedBasins b = ClosedBasins.of(h, SIZE, 150);
        // All samples up to 150 m are sea; the rest, above the bowl's rim, drain to it or the edge.
        assertEquals(0, b.landShare());
    }

    @Test
    void aPitOnASlopeIsFoundAndMeasured() {
        float[] h = new float[SIZE * SIZE];
        for (int k = 0; k < h.length; k++) {
            h[k] = 2f * (k % SIZE);
        }
        h[10 + 10 * SIZE] = 14; // 4 m below its lowest neighbour, the one to the west at 18 m
        ClosedBasins b = ClosedBasins.of(h, SIZE, -1);
        assertEquals(1.0 / (SIZE * SIZE), b.landShare(), 1e-12);
        assertEquals(4, b.deepest(), 1e-6);
    }
}
