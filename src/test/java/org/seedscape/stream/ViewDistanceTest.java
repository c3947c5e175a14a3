package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ViewDistanceTest {
    @Test
    void theViewReachesAtLeast8KmOnTheGroundAnd32KmFrom1000MUp() {
        for (double h = -50; h <= 250; h += 10) {
            assertEquals(8192, ViewDistance.forHeight(h), "at " + h + " m");
        }
        for (double h = 1000; h <= 20000; h += 250) {
            assertEquals(32768, ViewDistance.forHeight(h), "at " + h + " m");
        }
        double last = 0;
        for (double h = 0; h <= 1200; h += 1) {
            double v = ViewDistance.forHeight(h);
            assertTrue(v >= last, "never shrinks while climbing: " + h + " m");
            assertTrue(v - last < 80 || last == 0, "no jump at " + h + " m: " + last + " -> " + v);
            last = v;
        }
    }

    @Test
    void itGrowsAtOnceAndShrinksOverSeconds() {
        ViewDistance view = ViewDistance.byHeight();
        assertEquals(32768, view.update(2000, 0.02), "climbing: at once");
        double afterOneFrame = view.update(0, 0.02);
        assertTrue(afterOneFrame > 32000, "landing: not at once, " + afterOneFrame);
        for (int frame = 0; frame < 50 * 3; frame++) {
            view.update(0, 0.02);
        }
        assertTrue(view.current() > 12000 && view.current() < 20000, "after 3 s on the ground: " + view.current());
        for (int frame = 0; frame < 50 * 40; frame++) {
            view.update(0, 0.02);
        }
        assertEquals(8192, view.current(), "after 40 s on the ground, exactly the ground's");
    }

    /** Put somewhere new, the view is that height's at once, whatever it was before. */
    @Test
    void arrivingTakesTheNewHeightsDistanceAtOnce() {
        ViewDistance view = ViewDistance.byHeight();
        view.update(2000, 0.02);
        assertEquals(8192, view.arrive(2), "put on the ground from 2000 m up");
        assertEquals(8192, view.update(2, 0.02), "and it stays");
        assertEquals(32768, view.arrive(1500), "put 1500 m up");
        assertEquals(ViewDistance.forHeight(600), view.arrive(600));
        ViewDistance fixed = ViewDistance.fixed(16384);
        assertEquals(16384, fixed.arrive(2), "a fixed distance stays");
    }

    @Test
    void aFixedDistanceStaysWhateverTheHeight() {
        ViewDistance view = ViewDistance.fixed(16384);
        assertEquals(16384, view.max());
        assertEquals(16384, view.update(5000, 1));
        assertEquals(16384, view.update(0, 100));
    }
}
