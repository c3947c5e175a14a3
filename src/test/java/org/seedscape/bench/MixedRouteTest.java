package org.seedscape.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.seedscape.bench.MixedRoute.CLIMB_START;
import static org.seedscape.bench.MixedRoute.CLIMB_SECONDS;
import static org.seedscape.bench.MixedRoute.DEFAULT_FRAMES;
import static org.seedscape.bench.MixedRoute.DIVE_SECONDS;
import static org.seedscape.bench.MixedRoute.DIVE_START;
import static org.seedscape.bench.MixedRoute.FLIGHT_SPEED;
import static org.seedscape.bench.MixedRoute.HIGH_ALTITUDE;
import static org.seedscape.bench.MixedRoute.LAND_START;
import static org.seedscape.bench.MixedRoute.LOW_ALTITUDE;
import static org.seedscape.bench.MixedRoute.TURN_SECONDS;
import static org.seedscape.bench.MixedRoute.TURN_START;
import static org.seedscape.bench.MixedRoute.WALK_SECONDS;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.player.PlayerState;

/** The mixed route's geometry over a fake ground of straight sine ridges. */
class MixedRouteTest {
    private static final double DT = BenchFlight.STEP_SECONDS;
    private static final SineGround RIDGES = new SineGround(60, 700, true);
    private static final MixedRoute ROUTE = new MixedRoute(123, -45, RIDGES);
    /** Frames checked: the whole route and a little walking on beyond it (a longer --frames). */
    private static final int CHECKED = DEFAULT_FRAMES + frameAt(5);
    /**
     * The most the camera may accelerate, in m/s^2: above anything the route does over these ridges
     * (the turn, 180 degrees in 2 s at 90 m/s, pulls about 210; the climb's ease and the ridges
     * about 160), while a jump of 25 cm in one frame would read as 625.
     */
    private static final double MAX_ACCELERATION = 600;

    private static int frameAt(double seconds) {
        return (int) Math.round(seconds / DT);
    }

    private static double aboveTrueGround(CameraPose p) {
        return p.y() - RIDGES.trueHeight(p.x(), p.z());
    }

    private static double horizontalStep(CameraPose from, CameraPose to) {
        return Math.hypot(to.x() - from.x(), to.z() - from.z());
    }

    @Test
    void theLowFlightCrossesTheRidges() {
        double alongX = new MixedRoute(0, 0, new SineGround(60, 700, true)).pose(0).heading();
        assertEquals(1, Math.abs(Math.cos(alongX)), 1e-9, "ridges rising along x, heading " + Math.toDegrees(alongX));
        double alongZ = new MixedRoute(0, 0, new SineGround(60, 700, false)).pose(0).heading();
        assertEquals(1, Math.abs(Math.sin(alongZ)), 1e-9, "ridges rising along z, heading " + Math.toDegrees(alongZ));
    }

    @Test
    void itFliesLowThenClimbsTo2000MetresAboveTheGroundAndDivesBack() {
        for (int k = 0; k <= frameAt(CLIMB_START); k++) {
            assertEquals(LOW_ALTITUDE, aboveTrueGround(ROUTE.pose(k)), 1e-9, "frame " + k);
            if (k > 0) {
                assertEquals(FLIGHT_SPEED * DT, horizontalStep(ROUTE.pose(k - 1), ROUTE.pose(k)), 1e-9, "frame " + k);
            }
        }
        int highestFrame = 0;
        for (int k = 0; k < DEFAULT_FRAMES; k++) {
            if (aboveTrueGround(ROUTE.pose(k)) > aboveTrueGround(ROUTE.pose(highestFrame))) {
                highestFrame = k;
            }
        }
        assertEquals(HIGH_ALTITUDE, aboveTrueGround(ROUTE.pose(highestFrame)), 1e-9);
        assertEquals(frameAt(DIVE_START), highestFrame, "the top is where the climb ends and the dive begins");
        for (int k = frameAt(TURN_START); k <= frameAt(LAND_START); k++) {
            assertEquals(LOW_ALTITUDE, aboveTrueGround(ROUTE.pose(k)), 1e-9, "back low for the turn, frame " + k);
        }
    }

    /** Each named phase starts on the frame its manoeuvre does. */
    @Test
    void itsPhasesStartWhereItsManoeuvresDo() {
        List<BenchRoute.Phase> phases = ROUTE.phases();
        assertEquals(List.of("low", "climb", "dive", "turn", "land", "walk"),
                phases.stream().map(BenchRoute.Phase::name).toList());
        assertEquals(0, phases.get(0).firstFrame());
        int climb = phases.get(1).firstFrame(), dive = phases.get(2).firstFrame(), turn = phases.get(3).firstFrame();
        assertEquals(LOW_ALTITUDE, aboveTrueGround(ROUTE.pose(climb)), 1e-9);
        assertTrue(aboveTrueGround(ROUTE.pose(climb + 1)) > LOW_ALTITUDE);
        assertEquals(HIGH_ALTITUDE, aboveTrueGround(ROUTE.pose(dive)), 1e-9);
        assertEquals(ROUTE.pose(0).heading(), ROUTE.pose(turn).heading(), 0);
        assertTrue(ROUTE.pose(turn + 1).heading() != ROUTE.pose(0).heading(), "the turn has begun");
        assertEquals(frameAt(LAND_START), phases.get(4).firstFrame());
        assertEquals(DEFAULT_FRAMES - frameAt(WALK_SECONDS), phases.get(5).firstFrame());
    }

    @Test
    void itTurnsRoundWithinTwoSeconds() {
        double first = ROUTE.pose(0).heading();
        for (int k = 0; k <= frameAt(TURN_START); k++) {
            assertEquals(first, ROUTE.pose(k).heading(), 0, "before the turn, frame " + k);
        }
        for (int k = frameAt(TURN_START + TURN_SECONDS); k < CHECKED; k++) {
            assertEquals(first + Math.PI, ROUTE.pose(k).heading(), 1e-12, "after the turn, frame " + k);
        }
    }

    @Test
    void theLast20SecondsWalkAtEyeHeightAboveTheDrawnGround() {
        double first = ROUTE.pose(0).heading();
        for (int k = DEFAULT_FRAMES - frameAt(WALK_SECONDS); k < CHECKED; k++) {
            CameraPose p = ROUTE.pose(k);
            assertEquals(RIDGES.drawnHeight(p.x(), p.z()) + PlayerState.EYE_HEIGHT, p.y(), 1e-9, "frame " + k);
            CameraPose next = ROUTE.pose(k + 1);
            // Forward, where the camera looks: back the way the flight came.
            double dx = next.x() - p.x(), dz = next.z() - p.z();
            assertEquals(PlayerState.WALK_SPEED * DT, Math.hypot(dx, dz), 1e-9, "frame " + k);
            assertEquals(-PlayerState.WALK_SPEED * DT, dx * Math.cos(first) + dz * Math.sin(first), 1e-9, "frame " + k);
        }
    }

    /** Frame to frame: no step faster than the route flies, climbs or turns, no jump in its speed. */
    @Test
    void theCameraNeverJumps() {
        double climbRate = 2 * (HIGH_ALTITUDE - LOW_ALTITUDE) / Math.min(CLIMB_SECONDS, DIVE_SECONDS);
        double turnRate = 2 * Math.PI / TURN_SECONDS;
        for (int k = 1; k < CHECKED; k++) {
            CameraPose before = ROUTE.pose(k - 1), p = ROUTE.pose(k), after = ROUTE.pose(k + 1);
            double step = horizontalStep(before, p);
            String at = "frame " + k;
            assertTrue(step <= FLIGHT_SPEED * DT + 1e-9, at + ": " + step + " m");
            assertTrue(Math.abs(p.y() - before.y()) <= RIDGES.maxDrawnSlope() * step + climbRate * DT, at);
            assertTrue(Math.abs(p.heading() - before.heading()) <= turnRate * DT, at);
            assertEquals(-BenchRoute.PITCH_DOWN, p.pitch(), 0, at);
            double ax = after.x() - 2 * p.x() + before.x(), ay = after.y() - 2 * p.y() + before.y();
            double az = after.z() - 2 * p.z() + before.z();
            double acceleration = Math.sqrt(ax * ax + ay * ay + az * az) / (DT * DT);
            assertTrue(acceleration <= MAX_ACCELERATION, at + ": " + acceleration + " m/s^2");
        }
    }

    /** Each frame's distance is the arc flown; the straight step between the ends is as long, or (turning) a little shorter. */
    @Test
    void theDistanceIsTheLengthOfTheTrack() {
        for (int k = 1; k < CHECKED; k++) {
            double arc = ROUTE.distance(k) - ROUTE.distance(k - 1), chord = horizontalStep(ROUTE.pose(k - 1), ROUTE.pose(k));
            assertTrue(chord <= arc + 1e-9 && chord >= arc * (1 - 1e-3), "frame " + k + ": arc " + arc + ", chord " + chord);
        }
    }
}
