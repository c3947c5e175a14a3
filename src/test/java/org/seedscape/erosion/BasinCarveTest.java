package org.seedscape.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Closed basins cut through: the water of every sample finds a way out, ground that drains keeps its bits, walls keep to their rise. */
class BasinCarveTest {
    private static final int N = Bowl.SIZE;
    private static final float FALL = 0.01f, WALL = 3f;

    /** The bowl's middle, closed by a ring wall 40 m high, on ground that falls away outside it to the edge. */
    private static float[] walledBowl() {
        float[] h = Bowl.heights();
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double r = Math.hypot(i - Bowl.CENTRE, j - Bowl.CENTRE);
                h[i + j * N] = r < 14 ? h[i + j * N] : r < 16 ? h[i + j * N] + 40 : (float) (64 - (r - 16) * 3);
            }
        }
        return h;
    }

    private static int closed(float[] h) {
        float[] level = BasinFill.of(h, N, -1e9, 0).level();
        int count = 0;
        for (int k = 0; k < h.length; k++) {
            count += level[k] > h[k] ? 1 : 0;
        }
        return count;
    }

    @Test
    void aClosedBasinDrainsThroughAChannelCutFromItsFloor() {
        float[] h = walledBowl();
        assertTrue(closed(h) > 500, "the walled bowl holds water: " + closed(h));
        BasinCarve carve = BasinCarve.of(h, N, -1e9, FALL, WALL, 1);
        assertEquals(0, closed(carve.carved()), "no sample's water is held after the cut");
        int k = Bowl.CENTRE + Bowl.CENTRE * N;
        assertEquals(h[k], carve.carved()[k], "the floor keeps its height");
        assertEquals(1f, carve.channel()[k - 1] + carve.channel()[k + 1] + carve.channel()[k - N] + carve.channel()[k + N],
                "the channel starts beside the floor");
        int channel = 0;
        for (int m = 0; m < h.length; m++) {
            assertTrue(carve.carved()[m] <= h[m], "never raised, sample " + m);
            channel += (int) carve.channel()[m];
        }
        assertTrue(channel >= 14 && channel <= 40, "one channel, from the floor through the wall: " + channel + " samples");
    }

    @Test
    void wallsRiseNoFasterThanTheirRiseFromTheCut() {
        float[] h = walledBowl();
        float[] c = BasinCarve.of(h, N, -1e9, FALL, WALL, 1).carved();
        for (int j = 0; j < N; j++) {
            for (int i = 0; i + 1 < N; i++) {
                int a = i + j * N, b = a + 1;
                if (c[a] < h[a] && c[b] < h[b]) {
                    assertTrue(Math.abs(c[a] - c[b]) <= WALL * 1.0001f, "cut samples " + a + " and " + b + ": " + c[a] + ", " + c[b]);
                }
            }
        }
    }

    @Test
    void groundThatDrainsKeepsItsBitsAndNoShareCutsNothing() {
        float[] h = Bowl.heights();
        for (int k = 0; k < h.length; k++) {
            h[k] = 300 - h[k]; // a dome: every sample drains to the edge
        }
        assertArrayEquals(h, BasinCarve.of(h, N, -1e9, FALL, WALL, 1).carved());
        float[] walled = walledBowl();
        assertArrayEquals(walled, BasinCarve.of(walled, N, -1e9, FALL, 1e6f, 0).carved());
    }

    @Test
    void aShareCutsPartWayAndTheCutRepeats() {
        float[] h = walledBowl();
        BasinCarve full = BasinCarve.of(h, N, -1e9, FALL, WALL, 1), half = BasinCarve.of(h, N, -1e9, FALL, WALL, 0.5f);
        assertArrayEquals(full.carved(), BasinCarve.of(h, N, -1e9, FALL, WALL, 1).carved());
        int deeper = 0;
        for (int k = 0; k < h.length; k++) {
            assertTrue(half.carved()[k] >= full.carved()[k], "half a cut is no deeper, sample " + k);
            deeper += half.carved()[k] > full.carved()[k] ? 1 : 0;
        }
        assertTrue(deeper > 0 && closed(half.carved()) > 0, "half a cut leaves part of the basin: " + closed(half.carved()));
    }
}
