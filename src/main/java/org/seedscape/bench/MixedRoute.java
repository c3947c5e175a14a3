package org.seedscape.bench;

import java.util.List;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.Ground;

/**
 * The bench's harder route: what the straight flight never does, phase after phase, each easing
 * into the next so that position, speed and heading stay continuous (the camera never jumps):
 * <ol>
 * <li>low: {@link #LOW_SECONDS} s at {@link #FLIGHT_SPEED} m/s, {@link #LOW_ALTITUDE} m above the
 * exact ground, along the heading from the start that crosses the most relief;</li>
 * <li>climb to {@link #HIGH_ALTITUDE} m above the ground (the quadtree coarsens everywhere);</li>
 * <li>dive back to {@link #LOW_ALTITUDE} m (it refines again);</li>
 * <li>turn: 180 degrees of yaw over {@link #TURN_SECONDS} s, so the view swings onto the tiles
 * that were behind;</li>
 * <li>land: slow to walking speed and sink to eye height, the exact ground blending into the
 * ground as drawn;</li>
 * <li>walk: {@link PlayerState#EYE_HEIGHT} above the ground as drawn (as the player walks), at
 * {@link PlayerState#WALK_SPEED}, for {@link #WALK_SECONDS} s, and on for as long as the flight
 * lasts.</li>
 * </ol>
 * The pitch stays {@link BenchRoute#PITCH_DOWN} throughout.
 */
public final class MixedRoute implements BenchRoute {
    public static final String NAME = "mixed";
    static final double FLIGHT_SPEED = 90;
    static final double LOW_ALTITUDE = 35, HIGH_ALTITUDE = 2000;
    static final double LOW_SECONDS = 10, CLIMB_SECONDS = 12, DIVE_SECONDS = 10, TURN_SECONDS = 2, LAND_SECONDS = 4,
            WALK_SECONDS = 20;
    static final double CLIMB_START = LOW_SECONDS, DIVE_START = CLIMB_START + CLIMB_SECONDS,
            TURN_START = DIVE_START + DIVE_SECONDS, LAND_START = TURN_START + TURN_SECONDS,
            WALK_START = LAND_START + LAND_SECONDS;
    /** The whole route, walk included: the flight's length when --frames is left out. */
    public static final int DEFAULT_FRAMES = frameAt(WALK_START + WALK_SECONDS);
    /** Headings tried for the low flight (evenly round the circle), and metres between the heights compared along each. */
    private static final int HEADINGS = 24;
    private static final double RELIEF_STEP = 20;
    /** Simpson intervals for the turn's path, which has no closed form: errors of micrometres. */
    private static final int TURN_INTERVALS = 64;
    /** Where the turn ends, along the first heading and across it (toward heading + 90 degrees). */
    private static final double[] TURN_END = turnOffset(TURN_SECONDS);

    private final double x, z, heading;
    private final Ground ground;

    /** Starts at world (x, z); the heading is chosen from the ground's exact heights around it. */
    public MixedRoute(double x, double z, Ground ground) {
        this.x = x;
        this.z = z;
        this.ground = ground;
        this.heading = reliefHeading(x, z, ground);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Phase> phases() {
        return List.of(new Phase("low", 0), new Phase("climb", frameAt(CLIMB_START)), new Phase("dive", frameAt(DIVE_START)),
                new Phase("turn", frameAt(TURN_START)), new Phase("land", frameAt(LAND_START)),
                new Phase("walk", frameAt(WALK_START)));
    }

    private static int frameAt(double seconds) {
        return (int) Math.round(seconds / BenchFlight.STEP_SECONDS);
    }

    @Override
    public CameraPose pose(int frame) {
        double t = frame * BenchFlight.STEP_SECONDS;
        // The track in the route's own frame: along the first heading, and across it.
        double along, across;
        if (t <= TURN_START) {
            along = FLIGHT_SPEED * t;
            across = 0;
        } else if (t <= LAND_START) {
            double[] turned = turnOffset(t - TURN_START);
            along = FLIGHT_SPEED * TURN_START + turned[0];
            across = turned[1];
        } else {
            along = FLIGHT_SPEED * TURN_START + TURN_END[0] - distanceAfterTurn(t);
            across = TURN_END[1];
        }
        double c = Math.cos(heading), s = Math.sin(heading);
        double px = x + along * c - across * s, pz = z + along * s + across * c;
        double turn = Math.PI * ease((t - TURN_START) / TURN_SECONDS);
        return new CameraPose(px, height(t, px, pz), pz, heading + turn, -PITCH_DOWN);
    }

    @Override
    public double distance(int frame) {
        double t = frame * BenchFlight.STEP_SECONDS;
        return t <= LAND_START ? FLIGHT_SPEED * t : FLIGHT_SPEED * LAND_START + distanceAfterTurn(t);
    }

    /** The eye's height at time t over world (px, pz). */
    private double height(double t, double px, double pz) {
        if (t >= WALK_START) {
            return ground.drawnHeight(px, pz) + PlayerState.EYE_HEIGHT;
        }
        if (t > LAND_START) {
            // From the exact ground the flight follows to the drawn ground the walk stands on.
            double w = ease((t - LAND_START) / LAND_SECONDS), exact = ground.trueHeight(px, pz);
            return exact + w * (ground.drawnHeight(px, pz) - exact) + LOW_ALTITUDE + w * (PlayerState.EYE_HEIGHT - LOW_ALTITUDE);
        }
        return ground.trueHeight(px, pz) + altitude(t);
    }

    /** Metres above the exact ground while flying. */
    private static double altitude(double t) {
        if (t < CLIMB_START || t >= TURN_START) {
            return LOW_ALTITUDE;
        }
        if (t < DIVE_START) {
            return LOW_ALTITUDE + (HIGH_ALTITUDE - LOW_ALTITUDE) * ease((t - CLIMB_START) / CLIMB_SECONDS);
        }
        return HIGH_ALTITUDE + (LOW_ALTITUDE - HIGH_ALTITUDE) * ease((t - DIVE_START) / DIVE_SECONDS);
    }

    /** Metres flown after the turn by time t: slowing to walking speed while landing, then walking. */
    private static double distanceAfterTurn(double t) {
        double u = Math.min(t - LAND_START, LAND_SECONDS) / LAND_SECONDS;
        return LAND_SECONDS * (FLIGHT_SPEED * u + (PlayerState.WALK_SPEED - FLIGHT_SPEED) * easeIntegral(u))
                + PlayerState.WALK_SPEED * Math.max(0, t - WALK_START);
    }

    /**
     * How far the camera has moved {@code seconds} into the turn, along the first heading and
     * across it: the integral of the flight speed along the turning heading (Simpson's rule).
     */
    private static double[] turnOffset(double seconds) {
        double h = seconds / TURN_INTERVALS, along = 0, across = 0;
        for (int i = 0; i <= TURN_INTERVALS; i++) {
            double weight = i == 0 || i == TURN_INTERVALS ? 1 : i % 2 == 1 ? 4 : 2;
            double turn = Math.PI * ease(i * h / TURN_SECONDS);
            along += weight * Math.cos(turn);
            across += weight * Math.sin(turn);
        }
        double scale = FLIGHT_SPEED * h / 3;
        return new double[] {along * scale, across * scale};
    }

    /**
     * The heading from (x, z) whose low flight crosses the most relief (the most metres of height
     * gained and lost), so that the low phase skims ridges instead of a plain whatever the world.
     */
    private static double reliefHeading(double x, double z, Ground ground) {
        int samples = (int) (FLIGHT_SPEED * LOW_SECONDS / RELIEF_STEP);
        double best = 0, mostRelief = -1;
        for (int i = 0; i < HEADINGS; i++) {
            double h = 2 * Math.PI * i / HEADINGS, relief = 0, previous = ground.trueHeight(x, z);
            for (int j = 1; j <= samples; j++) {
                double height = ground.trueHeight(x + Math.cos(h) * j * RELIEF_STEP, z + Math.sin(h) * j * RELIEF_STEP);
                relief += Math.abs(height - previous);
                previous = height;
            }
            if (relief > mostRelief) {
                best = h;
                mostRelief = relief;
            }
        }
        return best;
    }

    /** Smoothstep: 0 before u = 0, 1 after u = 1, and in between a start and a stop at zero rate. */
    private static double ease(double u) {
        double v = Math.max(0, Math.min(1, u));
        return v * v * (3 - 2 * v);
    }

    /** The integral of {@link #ease} from 0 to u, for u in [0, 1]. */
    private static double easeIntegral(double u) {
        return u * u * u - u * u * u * u / 2;
    }
}
