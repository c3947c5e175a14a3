package org.seedscape.physics;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.PhysicsTickListener;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import com.jme3.bullet.collision.PhysicsRayTestResult;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.control.CharacterControl;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.scene.Node;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.api.Obstacle;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldPosition;
import org.seedscape.api.WorldTile;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;

/**
 * For {@link WorldPhysicsGlTest}, in a child JVM: a plain SimpleApplication with Minie's
 * {@link BulletAppState}, the world and {@link WorldPhysics}, through EGL. Drops a ball from 20 m,
 * lets it come to rest, compares its place with the ground as drawn; compares the heightfields
 * with {@link SeedscapeWorld#drawnHeightAt} under the camera; moves the camera past the origin's
 * step (the ball, a body with a control and a character keep their world positions in the jump's
 * frame); raises the camera so that the tiles under the ball coarsen, and lowers it again so that
 * they refine, the ball an anchor, checking after every physics step that there is ground under
 * it, and before every step that every shown tile within the radius has a body; checks that the
 * bodies lie within the radius; lowers the ground under the resting ball by code (an edit) and
 * counts the frames from the edit being drawn to the ball's ground body carrying it, and lets the
 * ball come to rest on the lowered ground; times a heightfield's making and the physics' frames.
 * Prints one line per finding.
 */
public final class PhysicsProbe {
    static final double X0 = 1000.5, Z0 = -200.25;
    /** Where the ball falls, near the camera. */
    static final double BALL_X = X0 + 3.3, BALL_Z = Z0 + 6.7;
    /** Metres from the ball to the box the probe drops beside it. */
    static final double BOX_SPACING = 6;
    static final float BALL_RADIUS = 0.25f, DROP = 20;
    static final double RADIUS = 40;
    /** Metres the ground under the resting ball is lowered by code, at the dab's middle. */
    static final double EDIT_LOWER = 2;
    /** Far enough east that the camera strays past the origin's step (the origin starts at 0). */
    static final double JUMP_MOVE = 60;
    static final double CLIMB = 300;
    private static final double MAX_WAIT_SECONDS = 150;

    public static void main(String[] args) throws InterruptedException {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        SeedscapeWorld world = ProbeGame.smallWorld().build();
        ProbeGame.exit(new ProbeGame(320, 180, game -> {
            // Bullet's library is loaded as the application starts: its app state is made here.
            TimedBullet bullet = new TimedBullet();
            WorldPhysics physics = new WorldPhysics(world, bullet).setRadius(RADIUS);
            game.getStateManager().attach(bullet);
            game.getStateManager().attach(world);
            game.getStateManager().attach(physics);
            game.getStateManager().attach(new Script(world, physics, bullet));
        }).runToEnd());
    }

    /**
     * Minie's app state, timing its step (with WorldPhysics' changes before it) per frame in the
     * render thread's CPU time: the test machine's other threads make wall time tell little.
     */
    static final class TimedBullet extends BulletAppState {
        final List<Double> frameMs = new ArrayList<>();

        @Override
        public void render(RenderManager rm) {
            long t0 = cpuNanos();
            super.render(rm);
            frameMs.add((cpuNanos() - t0) * 1e-6);
        }
    }

    static long cpuNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** A game that knows nothing of Seedscape but the states it attaches. */
    private static final class Script extends ProbeScript implements PhysicsTickListener {
        private final SeedscapeWorld world;
        private final WorldPhysics physics;
        private final TimedBullet bullet;
        private PhysicsSpace space;
        private PhysicsRigidBody ball;
        private final Node box = new Node("box"), walker = new Node("walker");
        private RigidBodyControl boxBody;
        private CharacterControl character;
        private int step;
        private long stepStarted;
        private int frames;
        /** Physics steps with the ball in the air or at rest, and those without ground under it. */
        private int groundChecks, stepsWithoutGround;
        /** Physics steps since the ball fell, and those before which a shown tile within the radius had no body. */
        private int holeChecks, stepsWithHole;
        /** How far the ball's bottom sank under the drawn ground and under its ground body at worst, after each step. */
        private double deepestSink, deepestSinkInBody;
        private final List<WorldTile> tilesUnderBall = new ArrayList<>();
        private WorldPosition ballBefore, boxBefore, walkerBefore, characterBefore;
        /** Where the ball lay before the ground under it was lowered; the frames the edit was told drawn in and the ball's body carried it in (0: not yet). */
        private WorldPosition ballBeforeEdit;
        private int editToldFrame, editFollowedFrame;
        /** The frame the camera strayed in: the world moves the origin at the start of the next. */
        private int jumpFrame;

        Script(SeedscapeWorld world, WorldPhysics physics, TimedBullet bullet) {
            this.world = world;
            this.physics = physics;
            this.bullet = bullet;
        }

        @Override
        protected void initialize(Application app) {
            space = bullet.getPhysicsSpace();
            space.addTickListener(this);
            stepStarted = System.nanoTime();
        }

        @Override
        public void update(float tpf) {
            frames++;
            if ((System.nanoTime() - stepStarted) * 1e-9 > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT in step " + step);
                getApplication().stop();
                return;
            }
            switch (step) {
                case 0 -> start();
                case 1 -> waitForGround();
                case 2 -> waitForRest("REST");
                case 3 -> checkShapes();
                case 4 -> jump();
                case 5 -> { } // checked in render, in the jump's own frame
                case 6 -> waitForRest("AFTER_JUMP");
                case 7 -> climb();
                case 8 -> waitForSwaps(2, "CLIMBED");
                case 9 -> descend();
                case 10 -> waitForSwaps(4, "DESCENDED");
                case 11 -> waitForRest("AFTER_SWAPS");
                case 12 -> lowerUnderBall();
                case 13 -> waitForRestOnEdit();
                case 14 -> finish();
                default -> { }
            }
        }

        private void start() {
            world.moveCamera(X0, world.heightAt(X0, Z0) + 3, Z0);
            getApplication().getCamera().setRotation(new Quaternion().fromAngles(30 * FastMath.DEG_TO_RAD, 0, 0));
            next();
        }

        /** Until the tile under the ball is the finest and has its body. */
        private void waitForGround() {
            if (frames < 30 || world.shownTiles().stream().noneMatch(t -> t.level() == 0 && holds(t, BALL_X, BALL_Z))
                    || groundUnder(world.toScene(BALL_X, world.heightAt(BALL_X, BALL_Z) + 1, BALL_Z)) == null) {
                return;
            }
            double ground = world.drawnHeightAt(BALL_X, BALL_Z);
            ball = new PhysicsRigidBody(new SphereCollisionShape(BALL_RADIUS), 1);
            ball.setFriction(1);
            ball.setRollingFriction(0.2f);
            ball.setPhysicsLocation(world.toScene(BALL_X, ground + DROP, BALL_Z));
            space.addCollisionObject(ball);
            physics.addAnchor(ball);
            // A body moved by a control, and a character, near the ball: the game's own, through the origin's jump.
            boxBody = new RigidBodyControl(new BoxCollisionShape(0.3f), 2);
            box.addControl(boxBody);
            ((SimpleApplication) getApplication()).getRootNode().attachChild(box);
            boxBody.setPhysicsSpace(space);
            // Downhill of the ball, so that the box, tumbling down the slope, never knocks it off its rest.
            double[] boxAt = downhillOfBall(BOX_SPACING);
            boxBody.setPhysicsLocation(world.toScene(boxAt[0], world.drawnHeightAt(boxAt[0], boxAt[1]) + 1, boxAt[1]));
            character = new CharacterControl(new CapsuleCollisionShape(0.3f, 1f), 0.3f);
            walker.addControl(character);
            ((SimpleApplication) getApplication()).getRootNode().attachChild(walker);
            character.setPhysicsSpace(space);
            character.setPhysicsLocation(world.toScene(BALL_X - 2, world.drawnHeightAt(BALL_X - 2, BALL_Z) + 1.5, BALL_Z));
            System.out.printf(Locale.ROOT, "DROP from_m=%.3f above drawn ground%n", DROP + 0.0);
            next();
        }

        /** Of the four points {@code metres} east, west, north and south of the ball, the lowest drawn (world x, z). */
        private double[] downhillOfBall(double metres) {
            double[] best = null;
            double lowest = Double.POSITIVE_INFINITY;
            for (double[] d : new double[][] {{metres, 0}, {-metres, 0}, {0, metres}, {0, -metres}}) {
                double h = world.drawnHeightAt(BALL_X + d[0], BALL_Z + d[1]);
                if (h < lowest) {
                    lowest = h;
                    best = new double[] {BALL_X + d[0], BALL_Z + d[1]};
                }
            }
            return best;
        }

        /** Once the ball has lain still for a second: its gap to the drawn ground. */
        private void waitForRest(String label) {
            if (ball.getLinearVelocity(null).length() > 0.01f || (System.nanoTime() - stepStarted) * 1e-9 < 3) {
                return;
            }
            WorldPosition at = world.toWorld(ball.getPhysicsLocation(null));
            System.out.printf(Locale.ROOT, "%s ball_gap_m=%.4f ball_x=%.4f ball_y=%.4f ball_z=%.4f drawn_under_m=%.4f%n", label,
                    gapToDrawn(at), at.x(), at.y(), at.z(), world.drawnHeightAt(at.x(), at.z()));
            if (label.equals("AFTER_JUMP")) {
                System.out.printf(Locale.ROOT, "AFTER_JUMP ball_moved_m=%.5f%n", distance(at, ballBefore));
            }
            next();
        }

        /**
         * The heightfields against the drawn ground: rays down through the physics space at points
         * within 20 m of the camera (drawn at full detail), and the bodies within the radius.
         */
        private void checkShapes() {
            WorldPosition cam = world.cameraPosition();
            double[] error = new double[400];
            for (int k = 0; k < error.length; k++) {
                double x = cam.x() - 14 + 28 * ((k % 20) + 0.37) / 20, z = cam.z() - 14 + 28 * ((k / 20) + 0.61) / 20;
                Vector3f from = world.toScene(x, world.drawnHeightAt(x, z) + 5, z);
                double hit = from.y - 10 * groundFraction(from, 10);
                error[k] = Math.abs(hit - world.drawnHeightAt(x, z));
            }
            Arrays.sort(error);
            System.out.printf(Locale.ROOT, "SHAPES near_median_m=%.5f near_max_m=%.5f%n", error[error.length / 2], error[error.length - 1]);
            checkRadius("RADIUS");
            next();
        }

        /** Every ground and obstacle body lies within the radius of a centre; every shown tile that near has a body. */
        private void checkRadius(String label) {
            List<WorldPosition> centres = List.of(world.cameraPosition(), world.toWorld(ball.getPhysicsLocation(null)));
            int tiles = 0, obstacles = 0, tilesOut = 0, obstaclesOut = 0, unbodied = 0, obstaclesNear = 0, obstaclesMissing = 0;
            List<Object> owners = new ArrayList<>();
            for (PhysicsCollisionObject pco : space.getPcoList()) {
                owners.add(pco.getUserObject());
                if (pco.getUserObject() instanceof WorldTile t) {
                    tiles++;
                    tilesOut += centres.stream().noneMatch(c -> squareDistance(t, c) <= RADIUS) ? 1 : 0;
                } else if (pco.getUserObject() instanceof Obstacle o) {
                    obstacles++;
                    obstaclesOut += centres.stream().noneMatch(c -> Math.hypot(o.x() - c.x(), o.z() - c.z())
                            <= RADIUS + 2 * WorldPhysics.OBSTACLE_MARGIN) ? 1 : 0;
                }
            }
            for (WorldTile t : world.shownTiles()) {
                if (centres.stream().anyMatch(c -> squareDistance(t, c) <= RADIUS) && owners.stream().noneMatch(o -> o == t)) {
                    unbodied++;
                }
            }
            for (WorldPosition c : centres) {
                for (Obstacle o : world.obstaclesNear(c.x(), c.z(), RADIUS)) {
                    obstaclesNear++;
                    obstaclesMissing += owners.contains(o) ? 0 : 1;
                }
            }
            System.out.printf(Locale.ROOT, "%s tiles=%d tiles_out=%d shown_near_without_body=%d obstacles=%d obstacles_out=%d"
                            + " obstacles_near=%d obstacles_missing=%d shown=%d hole_checks=%d steps_with_hole=%d made_aside=%d%n", label,
                    tiles, tilesOut, unbodied, obstacles, obstaclesOut, obstaclesNear, obstaclesMissing, world.shownTiles().size(),
                    holeChecks, stepsWithHole, physics.groundMadeAside());
        }

        /** Moves the camera past the origin's step, as a game moves it: in the scene. */
        private void jump() {
            ballBefore = world.toWorld(ball.getPhysicsLocation(null));
            boxBefore = world.toWorld(box.getWorldTranslation());
            walkerBefore = world.toWorld(walker.getWorldTranslation());
            characterBefore = world.toWorld(character.getCharacter().getPhysicsLocation(null));
            jumpFrame = frames;
            System.out.printf(Locale.ROOT, "BEFORE_JUMP camera_scene_x=%.3f%n", getApplication().getCamera().getLocation().x);
            getApplication().getCamera().setLocation(getApplication().getCamera().getLocation().add((float) JUMP_MOVE, 0, 0));
            next();
        }

        /** In the jump's frame, after the controls have run and before it is drawn. */
        @Override
        public void render(RenderManager rm) {
            if (step != 5 || frames == jumpFrame) {
                return;
            }
            // The box may still tumble: its spatial is checked against its body, which moved with the origin.
            System.out.printf(Locale.ROOT, "JUMP camera_scene_x=%.3f ball_moved_m=%.5f box_spatial_off_body_m=%.5f"
                            + " box_body_moved_m=%.5f walker_spatial_moved_m=%.5f walker_body_moved_m=%.5f%n",
                    getApplication().getCamera().getLocation().x, distance(world.toWorld(ball.getPhysicsLocation(null)), ballBefore),
                    distance(world.toWorld(box.getWorldTranslation()), world.toWorld(boxBody.getPhysicsLocation(null))),
                    distance(world.toWorld(boxBody.getPhysicsLocation(null)), boxBefore),
                    distance(world.toWorld(walker.getWorldTranslation()), walkerBefore),
                    distance(world.toWorld(character.getCharacter().getPhysicsLocation(null)), characterBefore));
            next();
        }

        private void climb() {
            tilesUnderBall.clear();
            WorldPosition cam = world.cameraPosition();
            world.moveCamera(cam.x(), world.heightAt(cam.x(), cam.z()) + CLIMB, cam.z());
            next();
        }

        private void descend() {
            WorldPosition cam = world.cameraPosition();
            world.moveCamera(cam.x(), world.heightAt(cam.x(), cam.z()) + 3, cam.z());
            next();
        }

        /** Until the ball's ground body changed hands {@code swaps} times and settled a second. */
        private void waitForSwaps(int swaps, String label) {
            if (tilesUnderBall.size() - 1 < swaps || (System.nanoTime() - stepStarted) * 1e-9 < 4) {
                return;
            }
            System.out.printf(Locale.ROOT, "%s swaps=%d levels=%s ground_checks=%d steps_without_ground=%d deepest_sink_m=%.4f"
                            + " deepest_sink_in_body_m=%.4f%n",
                    label, tilesUnderBall.size() - 1, tilesUnderBall.stream().map(t -> Integer.toString(t.level())).toList(),
                    groundChecks, stepsWithoutGround, deepestSink, deepestSinkInBody);
            next();
        }

        /** A game lowers the ground under the ball by {@value #EDIT_LOWER} m, by code. */
        private void lowerUnderBall() {
            ballBeforeEdit = world.toWorld(ball.getPhysicsLocation(null));
            world.editor().addListener((minX, minZ, maxX, maxZ) -> editToldFrame = frames);
            world.editor().edit(List.of(new Dab(Brush.LOWER, ballBeforeEdit.x(), ballBeforeEdit.z(), 10, EDIT_LOWER, 0.5, 0)));
            next();
        }

        /** Once the edit is drawn and the ball has fallen onto the lowered ground and lain still. */
        private void waitForRestOnEdit() {
            if (editToldFrame == 0 || editFollowedFrame == 0 || ball.getLinearVelocity(null).length() > 0.01f
                    || (System.nanoTime() - stepStarted) * 1e-9 < 3) {
                return;
            }
            WorldPosition at = world.toWorld(ball.getPhysicsLocation(null));
            System.out.printf(Locale.ROOT, "EDITED follow_frames=%d ball_dropped_m=%.4f ball_gap_m=%.4f%n",
                    editFollowedFrame - editToldFrame, ballBeforeEdit.y() - at.y(), gapToDrawn(at));
            next();
        }

        private void finish() {
            checkRadius("FINAL");
            List<Double> buildMs = new ArrayList<>();
            for (WorldTile t : world.shownTiles()) {
                if (squareDistance(t, world.cameraPosition()) <= RADIUS) {
                    for (int k = 0; k < 5; k++) {
                        long t0 = cpuNanos();
                        new TileGround(t, world);
                        buildMs.add((cpuNanos() - t0) * 1e-6);
                    }
                }
            }
            buildMs.sort(null);
            List<Double> frames = new ArrayList<>(bullet.frameMs);
            List<Double> later = new ArrayList<>(frames.subList(frames.size() / 4, frames.size()));
            frames.sort(null);
            later.sort(null);
            System.out.printf(Locale.ROOT, "COST heightfield_median_ms=%.3f heightfield_max_ms=%.3f builds=%d"
                            + " physics_frame_cpu_median_ms=%.3f physics_frame_cpu_p99_ms=%.3f physics_frame_cpu_max_ms=%.3f"
                            + " after_warmup_max_ms=%.3f frames=%d%n",
                    buildMs.get(buildMs.size() / 2), buildMs.get(buildMs.size() - 1), buildMs.size(), frames.get(frames.size() / 2),
                    frames.get((int) (frames.size() * 0.99)), frames.get(frames.size() - 1), later.get(later.size() - 1), frames.size());
            getApplication().stop();
            next();
        }

        /** After every physics step: is there ground under the ball, and how deep did it sink under the drawn ground. */
        @Override
        public void physicsTick(PhysicsSpace stepped, float timeStep) {
            if (ball == null) {
                return;
            }
            Vector3f c = ball.getPhysicsLocation(null);
            if (editToldFrame > 0 && editFollowedFrame == 0) {
                // The ground body under the ball against the drawn ground, which carries the edit once it is told drawn.
                WorldPosition at = world.toWorld(c);
                double drawn = world.drawnHeightAt(at.x(), at.z());
                Vector3f above = world.toScene(at.x(), drawn + 5, at.z());
                if (Math.abs(above.y - 10 * groundFraction(above, 10) - drawn) < 0.02) {
                    editFollowedFrame = frames;
                }
            }
            PhysicsCollisionObject under = groundUnder(c);
            groundChecks++;
            if (under == null) {
                stepsWithoutGround++;
                return;
            }
            WorldTile t = (WorldTile) under.getUserObject();
            deepestSinkInBody = Math.max(deepestSinkInBody, c.y - 100 * groundFraction(c, 100) - (c.y - BALL_RADIUS));
            if (tilesUnderBall.isEmpty() || tilesUnderBall.get(tilesUnderBall.size() - 1).key().level() != t.level()) {
                tilesUnderBall.add(t);
            }
            WorldPosition at = world.toWorld(c);
            double drawn = world.drawnHeightAt(at.x(), at.z());
            if (!Double.isNaN(drawn)) {
                deepestSink = Math.max(deepestSink, drawn - (at.y() - BALL_RADIUS));
            }
        }

        /**
         * Before every step, after WorldPhysics' changes (its listener comes first): does every
         * shown tile within the radius of the camera or the ball have a body, whether made in the
         * tick or on WorldPhysics' own thread.
         */
        @Override
        public void prePhysicsTick(PhysicsSpace stepped, float timeStep) {
            if (ball == null) {
                return;
            }
            Set<Object> grounded = Collections.newSetFromMap(new IdentityHashMap<>());
            space.getPcoList().forEach(pco -> grounded.add(pco.getUserObject()));
            List<WorldPosition> centres = List.of(world.cameraPosition(), world.toWorld(ball.getPhysicsLocation(null)));
            holeChecks++;
            if (world.shownTiles().stream().anyMatch(t -> !grounded.contains(t)
                    && centres.stream().anyMatch(c -> squareDistance(t, c) <= RADIUS))) {
                stepsWithHole++;
            }
        }

        /** The nearest ground body a ray from {@code from} straight down 100 m meets, or null. */
        private PhysicsCollisionObject groundUnder(Vector3f from) {
            PhysicsCollisionObject best = null;
            float nearest = 2;
            for (PhysicsRayTestResult r : space.rayTest(from, from.subtract(0, 100, 0))) {
                if (r.getCollisionObject().getUserObject() instanceof WorldTile && r.getHitFraction() < nearest) {
                    nearest = r.getHitFraction();
                    best = r.getCollisionObject();
                }
            }
            return best;
        }

        /** Where along a ray from {@code from} down {@code length} metres it meets a ground body, as a fraction; NaN if none. */
        private double groundFraction(Vector3f from, float length) {
            double nearest = Double.NaN;
            for (PhysicsRayTestResult r : space.rayTest(from, from.subtract(0, length, 0))) {
                if (r.getCollisionObject().getUserObject() instanceof WorldTile && !(r.getHitFraction() >= nearest)) {
                    nearest = r.getHitFraction();
                }
            }
            return nearest;
        }

        /** The ball's distance to the drawn ground less its radius: the nearest drawn point within 0.6 m across, on a 2 cm grid. */
        private double gapToDrawn(WorldPosition c) {
            double nearest = Double.MAX_VALUE;
            for (int i = -30; i <= 30; i++) {
                for (int j = -30; j <= 30; j++) {
                    double x = c.x() + i * 0.02, z = c.z() + j * 0.02, y = world.drawnHeightAt(x, z);
                    nearest = Math.min(nearest, Math.sqrt((x - c.x()) * (x - c.x()) + (y - c.y()) * (y - c.y()) + (z - c.z()) * (z - c.z())));
                }
            }
            return nearest - BALL_RADIUS;
        }

        private static boolean holds(WorldTile t, double x, double z) {
            return t.minX() <= x && x < t.maxX() && t.minZ() <= z && z < t.maxZ();
        }

        private static double squareDistance(WorldTile t, WorldPosition c) {
            return Math.hypot(Math.max(Math.max(t.minX() - c.x(), c.x() - t.maxX()), 0),
                    Math.max(Math.max(t.minZ() - c.z(), c.z() - t.maxZ()), 0));
        }

        private static double distance(WorldPosition a, WorldPosition b) {
            return Math.sqrt((a.x() - b.x()) * (a.x() - b.x()) + (a.y() - b.y()) * (a.y() - b.y()) + (a.z() - b.z()) * (a.z() - b.z()));
        }

        private void next() {
            step++;
            stepStarted = System.nanoTime();
        }
    }
}
