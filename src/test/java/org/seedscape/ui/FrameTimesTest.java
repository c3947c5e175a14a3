package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class FrameTimesTest {
    private static float[] values(FrameTimes t) {
        float[] v = new float[t.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = t.get(i);
        }
        return v;
    }

    @Test
    void keepsTheNewestInOrderOldestFirst() {
        FrameTimes t = new FrameTimes(3);
        assertEquals(0, t.size());
        t.push(1);
        t.push(2);
        assertEquals(2, t.size());
        assertEquals("[1.0, 2.0]", java.util.Arrays.toString(values(t)));
        t.push(3);
        t.push(4);
        t.push(5);
        assertEquals(3, t.size());
        assertEquals(3, t.capacity());
        assertEquals("[3.0, 4.0, 5.0]", java.util.Arrays.toString(values(t)));
        assertThrows(IndexOutOfBoundsException.class, () -> t.get(3));
        assertThrows(IndexOutOfBoundsException.class, () -> t.get(-1));
    }

    @Test
    void maxAndSpanCoverOnlyTheFramesKept() {
        FrameTimes t = new FrameTimes(4);
        assertEquals(0, t.max());
        t.push(90);
        for (int i = 0; i < 4; i++) {
            t.push(10 + i);
        }
        assertEquals(13, t.max()); // 90 has dropped out
        assertEquals(10 + 11 + 12 + 13, t.spanMs(), 1e-9);
    }

    @Test
    void percentileIsTheNearestRankOfTheFramesKept() {
        FrameTimes t = new FrameTimes(20);
        assertEquals(0, t.percentile(0.95));
        t.push(500); // dropped below
        for (int i = 20; i >= 1; i--) {
            t.push(i); // pushed out of order: 20, 19, ..., 1
        }
        assertEquals(19, t.percentile(0.95));
        assertEquals(20, t.percentile(1));
        assertEquals(1, t.percentile(0));
        assertEquals(10, t.percentile(0.5));
        assertEquals("[20.0, 19.0, 18.0]", java.util.Arrays.toString(new float[] {t.get(0), t.get(1), t.get(2)}));
    }

    @Test
    void fpsCountsTheLastSecondOnly() {
        FrameTimes t = new FrameTimes(200);
        assertEquals(0, t.fps());
        for (int i = 0; i < 20; i++) {
            t.push(100); // 10 fps, two seconds ago and older
        }
        for (int i = 0; i < 60; i++) {
            t.push(1000 / 60f);
        }
        assertEquals(60, t.fps(), 1e-3);
        t.push(50); // now 50 ms of the second are one frame, 950 ms are 57 frames
        assertEquals(1 + 950 / (1000 / 60.0), t.fps(), 1e-3);
        FrameTimes few = new FrameTimes(10);
        few.push(20);
        few.push(30);
        assertEquals(2 * 1000 / 50.0, few.fps(), 1e-9); // less than a second kept: all of it
    }
}
