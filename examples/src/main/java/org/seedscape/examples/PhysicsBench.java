package org.seedscape.examples;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.PhysicsTickListener;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Set;
import org.seedscape.api.Obstacle;
import org.seedscape.api.WorldTile;
import org.seedscape.physics.WorldPhysics;

/**
 * What the physics costs the render thread while the walker walks ({@code --physics-bench}): once
 * it has stood a second, it walks at {@link #SPEED} ({@link Stride}) for the given seconds, then
 * prints one line of JSON and stops the game.
 *
 * <p>The times are the render thread's CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime}:
 * the other threads of a loaded machine do not count in it), summed per frame over the frame's
 * physics steps: {@code world_physics_ms}, WorldPhysics' tick before each step (the ground's and
 * the obstacles' bodies added, removed and made); {@code bullet_step_ms}, Bullet's step itself
 * (collisions, the solver, the character); {@code physics_ms}, their sum. Two tick listeners
 * of the bench's around WorldPhysics' clock them. {@code frame_ms} is each frame's wall time
 * (drawing included), for scale. It counts the heightfields made (ground bodies new to the space)
 * and the ground and obstacle bodies in the space.
 */
final class PhysicsBench extends BaseAppState implements PhysicsTickListener {
    /** Metres per second: a brisk walk. */
    static final float SPEED = 5;
    private static final double SETTLE = 1;
    private static final ThreadMXBean CLOCK = ManagementFactory.getThreadMXBean();

    private final WorldPhysics physics;
    private final Walker walker;
    private final double seconds;
    private final Stride stride;
    private final PhysicsTickListener opener = new Opener();
    private PhysicsSpace space;
    private double stillSeconds, walkedSeconds;
    private boolean walking;
    /** This frame's sums so far, nanoseconds; when the last clock was read. */
    private long worldNanos, stepNanos, mark;
    private final Series world = new Series(), step = new Series(), total = new Series(), frame = new Series();
    private Set<PhysicsCollisionObject> groundBefore = Collections.newSetFromMap(new IdentityHashMap<>());
    private long heightfields, groundBodies, obstacleBodies, ticks;
    private int groundMax;

    PhysicsBench(WorldPhysics physics, Walker walker, double seconds) {
        this.physics = physics;
        this.walker = walker;
        this.seconds = seconds;
        stride = new Stride(walker, SPEED);
    }

    /** Attached after WorldPhysics: puts its tick between the bench's two clocks. */
    @Override
    protected void initialize(Application app) {
        space = getState(BulletAppState.class).getPhysicsSpace();
        space.removeTickListener(physics);
        space.addTickListener(opener);
        space.addTickListener(physics);
        space.addTickListener(this);
    }

    @Override
    public void update(float tpf) {
        if (!walking) {
            stillSeconds = walker.onGround() ? stillSeconds + tpf : 0;
            walking = stillSeconds >= SETTLE;
            return;
        }
        walkedSeconds += tpf;
        frame.add(tpf * 1e3);
        stride.advance(tpf);
        if (walkedSeconds >= seconds) {
            report();
            getApplication().stop();
        }
    }

    /** After the frame's steps (the app state's render): the frame's sums into the series. */
    @Override
    public void postRender() {
        if (walking) {
            world.add(worldNanos * 1e-6);
            step.add(stepNanos * 1e-6);
            total.add((worldNanos + stepNanos) * 1e-6);
        }
        worldNanos = 0;
        stepNanos = 0;
    }

    /** Listed before WorldPhysics: opens its clock before the step, closes Bullet's after it. */
    private final class Opener implements PhysicsTickListener {
        @Override
        public void prePhysicsTick(PhysicsSpace stepped, float timeStep) {
            mark = CLOCK.getCurrentThreadCpuTime();
        }

        @Override
        public void physicsTick(PhysicsSpace stepped, float timeStep) {
            stepNanos += CLOCK.getCurrentThreadCpuTime() - mark;
        }
    }

    /** Listed after WorldPhysics: closes its clock, counts the bodies (unclocked), opens Bullet's. */
    @Override
    public void prePhysicsTick(PhysicsSpace stepped, float timeStep) {
        worldNanos += CLOCK.getCurrentThreadCpuTime() - mark;
        count();
        mark = CLOCK.getCurrentThreadCpuTime();
    }

    @Override
    public void physicsTick(PhysicsSpace stepped, float timeStep) {
    }

    /** Ground bodies new since the last step, and the bodies in the space, tallied while walking. */
    private void count() {
        Set<PhysicsCollisionObject> ground = Collections.newSetFromMap(new IdentityHashMap<>());
        int made = 0, obstacles = 0;
        for (PhysicsCollisionObject pco : space.getPcoList()) {
            if (pco.getUserObject() instanceof WorldTile) {
                ground.add(pco);
                made += groundBefore.contains(pco) ? 0 : 1;
            } else if (pco.getUserObject() instanceof Obstacle) {
                obstacles++;
            }
        }
        groundBefore = ground;
        if (walking) {
            ticks++;
            heightfields += made;
            groundBodies += ground.size();
            groundMax = Math.max(groundMax, ground.size());
            obstacleBodies += obstacles;
        }
    }

    private void report() {
        System.out.printf(Locale.ROOT, "{\"bench\":\"physics\",\"radius_m\":%.0f,\"speed_m_s\":%.1f,\"seconds\":%.1f,\"walked_m\":%.1f,"
                        + "\"frames\":%d,\"steps\":%d,\"clock\":\"render thread CPU time per frame\",\"world_physics_ms\":%s,"
                        + "\"bullet_step_ms\":%s,\"physics_ms\":%s,\"physics_ms_total\":%.1f,\"frame_ms\":%s,\"heightfields_made\":%d,"
                        + "\"ground_bodies_mean\":%.1f,\"ground_bodies_max\":%d,\"obstacle_bodies_mean\":%.1f}%n",
                physics.radius(), SPEED, walkedSeconds, stride.path(), world.count(), ticks, world.json(), step.json(),
                total.json(), total.total(), frame.json(), heightfields, (double) groundBodies / Math.max(ticks, 1), groundMax,
                (double) obstacleBodies / Math.max(ticks, 1));
    }

    /** The game ends: the bench's clocks leave the space. */
    @Override
    protected void cleanup(Application app) {
        space.removeTickListener(opener);
        space.removeTickListener(this);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
