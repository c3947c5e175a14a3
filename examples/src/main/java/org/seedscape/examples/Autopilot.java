package org.seedscape.examples;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.renderer.RenderManager;
import java.util.Locale;
import org.seedscape.api.OriginListener;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldPosition;

/**
 * The game playing itself, to check it whole ({@code --autopilot}; the library's ExamplesGlTest
 * runs it offscreen). It waits for the walker to stand, runs {@link #WALK} metres east (turning
 * away from what stops it), stands still, drops a ball ahead and waits for it to rest, then travels
 * {@link WalkingGame#TRAVEL} metres east and back to the beacon. All along it watches where the
 * beacon is drawn and counts the tiles shown and hidden. It prints a line per finding (label, then
 * {@code name=value} pairs) and stops the game; the tiles' line comes when the world is gone.
 */
final class Autopilot extends BaseAppState {
    static final double WALK = 200;
    /** The longest any step may take, in seconds, before the autopilot gives up. */
    private static final double STEP_LIMIT = 120;
    /** How long the walker or the ball must have been still to count as at rest, seconds. */
    private static final double STILL = 1;

    private final SeedscapeWorld world;
    private final Walker walker;
    private final Balls balls;
    private final Beacon beacon;
    private final Cairns cairns;
    private final TileTally tiles = new TileTally();
    private int step, frames, jumps;
    private final OriginListener jumpCounter = (dx, dz) -> jumps++;
    private double stepSeconds, stillSeconds;
    private Stride stride;
    private RigidBodyControl ball;
    private double beaconOffMax;

    Autopilot(SeedscapeWorld world, Walker walker, Balls balls, Beacon beacon, Cairns cairns) {
        this.world = world;
        this.walker = walker;
        this.balls = balls;
        this.beacon = beacon;
        this.cairns = cairns;
    }

    @Override
    protected void initialize(Application app) {
        world.addTileListener(tiles);
        world.addOriginListener(jumpCounter);
        stride = new Stride(walker, Walker.RUN_SPEED);
    }

    @Override
    public void update(float tpf) {
        frames++;
        stepSeconds += tpf;
        if (stepSeconds > STEP_LIMIT) {
            System.out.println("TIMEOUT step=" + step);
            getApplication().stop();
            return;
        }
        switch (step) {
            case 0 -> waitUntilStill(tpf, "START");
            case 1 -> walk(tpf);
            case 2 -> waitUntilStill(tpf, "WALKED");
            case 3 -> dropBall();
            case 4 -> waitForBall(tpf);
            case 5 -> travel(WalkingGame.TRAVEL);
            case 6 -> waitUntilStill(tpf, "TRAVELLED");
            case 7 -> travel(0);
            case 8 -> waitUntilStill(tpf, "BACK");
            default -> finish();
        }
    }

    /** Once the walker has stood on the ground for a while: its gap to the ground as drawn. */
    private void waitUntilStill(float tpf, String label) {
        stillSeconds = walker.onGround() ? stillSeconds + tpf : 0;
        if (stillSeconds < STILL) {
            return;
        }
        WorldPosition foot = walker.footSphereCentre();
        System.out.printf(Locale.ROOT, "%s x=%.2f z=%.2f path_m=%.2f gap_m=%.4f%n", label, foot.x(), foot.z(), stride.path(),
                sphereGap(foot, Walker.RADIUS));
        next();
    }

    /** East at running speed ({@link Stride}) until the path is {@link #WALK} metres long. */
    private void walk(float tpf) {
        stride.advance(tpf);
        if (stride.path() >= WALK) {
            stride.halt();
            next();
        }
    }

    /** A ball from 10 m above the drawn ground, 3 m ahead of the walker. */
    private void dropBall() {
        WorldPosition foot = walker.footSphereCentre();
        double x = foot.x() + 3 * Math.cos(stride.heading()), z = foot.z() + 3 * Math.sin(stride.heading());
        ball = balls.drop(world.toScene(x, world.drawnHeightAt(x, z) + 10, z));
        next();
    }

    /** Once the ball has lain still for a while: its gap to the ground as drawn. */
    private void waitForBall(float tpf) {
        stillSeconds = ball.getLinearVelocity().length() < 0.01f ? stillSeconds + tpf : 0;
        if (stillSeconds < STILL || stepSeconds < 2) {
            return;
        }
        WorldPosition at = world.toWorld(ball.getPhysicsLocation());
        System.out.printf(Locale.ROOT, "BALL x=%.2f z=%.2f rest_s=%.1f gap_m=%.4f%n", at.x(), at.z(), stepSeconds,
                sphereGap(at, Balls.RADIUS));
        next();
    }

    /** To {@code east} metres east of the beacon's start, beyond the floating origin's step. */
    private void travel(double east) {
        walker.steer(null);
        walker.moveTo(Walker.START_X + east, Walker.START_Z);
        next();
    }

    private void finish() {
        WorldPosition placed = beacon.placedAt();
        System.out.printf(Locale.ROOT, "BEACON x=%.3f y=%.3f z=%.3f jumps=%d frames=%d off_max_m=%.5f%n", placed.x(),
                placed.y(), placed.z(), jumps, frames, beaconOffMax);
        System.out.printf(Locale.ROOT, "CAIRNS stones=%d squares=%d off_max_m=%.5f%n", cairns.count(), cairns.squares(),
                cairns.offMax());
        getApplication().stop();
    }

    /** Every frame, as drawn (after the controls and the origin's jump): how far the beacon is from where it was placed. */
    @Override
    public void render(RenderManager rm) {
        WorldPosition drawn = beacon.drawnAt(), placed = beacon.placedAt();
        beaconOffMax = Math.max(beaconOffMax, Math.sqrt(square(drawn.x() - placed.x()) + square(drawn.y() - placed.y())
                + square(drawn.z() - placed.z())));
    }

    /**
     * How far a sphere (a ball, or the capsule's bottom) is off the ground as drawn: its centre's
     * height over the plane the drawn ground makes around it, along the plane's normal, less its
     * radius. Negative where it sinks in.
     */
    private double sphereGap(WorldPosition centre, double radius) {
        double d = 0.25;
        double h = world.drawnHeightAt(centre.x(), centre.z());
        double sx = (world.drawnHeightAt(centre.x() + d, centre.z()) - world.drawnHeightAt(centre.x() - d, centre.z())) / (2 * d);
        double sz = (world.drawnHeightAt(centre.x(), centre.z() + d) - world.drawnHeightAt(centre.x(), centre.z() - d)) / (2 * d);
        return (centre.y() - h) / Math.sqrt(1 + sx * sx + sz * sz) - radius;
    }

    private static double square(double v) {
        return v * v;
    }

    private void next() {
        step++;
        stepSeconds = 0;
        stillSeconds = 0;
    }

    /**
     * The game ends: attached after the world, this is cleaned up after it, when the world has told
     * its listeners that every tile still shown is hidden.
     */
    @Override
    protected void cleanup(Application app) {
        System.out.println("TILES " + tiles.report());
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
