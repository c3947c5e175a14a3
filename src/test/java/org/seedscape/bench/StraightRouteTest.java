package org.seedscape.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StraightRouteTest {
    @Test
    void itFliesAlongItsHeadingAtItsSpeedAndAltitudeAboveTheExactGround() {
        SineGround ground = new SineGround(60, 700, false);
        StraightRoute route = new StraightRoute(100, 120, 90, 10, 20, ground);
        for (int k : new int[] {0, 1, 50, 1499}) {
            CameraPose p = route.pose(k);
            double flown = 100 * BenchFlight.STEP_SECONDS * k;
            assertEquals(10, p.x(), 1e-9);
            assertEquals(20 + flown, p.z(), 1e-9);
            assertEquals(ground.trueHeight(10, 20 + flown) + 120, p.y(), 1e-9);
            assertEquals(Math.PI / 2, p.heading(), 1e-12);
            assertEquals(-BenchRoute.PITCH_DOWN, p.pitch(), 0);
            assertEquals(flown, route.distance(k), 1e-9);
        }
    }
}
