package org.seedscape.bench;

import org.seedscape.stream.Ground;

/**
 * The bench's first route: a straight line along a heading at a constant speed, a constant
 * altitude above the exact ground, pitched {@link BenchRoute#PITCH_DOWN}.
 */
public final class StraightRoute implements BenchRoute {
    public static final String NAME = "straight";
    public static final int DEFAULT_FRAMES = 1500;

    private final double speed, altitude, heading, x, z;
    private final Ground ground;

    /** From world (x, z) along {@code headingDeg} (0 = +x, 90 = +z), in metres per second and metres above ground. */
    public StraightRoute(double speed, double altitude, double headingDeg, double x, double z, Ground ground) {
        this.speed = speed;
        this.altitude = altitude;
        this.heading = Math.toRadians(headingDeg);
        this.x = x;
        this.z = z;
        this.ground = ground;
        // The first pose waits for the exact ground under it: start on it while the app starts.
        ground.prepare(x, z);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public CameraPose pose(int frame) {
        double d = distance(frame);
        double px = x + Math.cos(heading) * d, pz = z + Math.sin(heading) * d;
        return new CameraPose(px, ground.trueHeight(px, pz) + altitude, pz, heading, -PITCH_DOWN);
    }

    @Override
    public double distance(int frame) {
        return speed * BenchFlight.STEP_SECONDS * frame;
    }
}
