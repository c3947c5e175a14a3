package org.seedscape.physics;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.PhysicsTickListener;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import com.jme3.math.Vector3f;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.seedscape.api.Obstacle;
import org.seedscape.api.OriginListener;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.TileListener;
import org.seedscape.api.WorldPosition;
import org.seedscape.api.WorldTile;

/**
 * The world's ground, trunks and rocks in a Minie physics space, kept around the camera and the
 * bodies a game names while the world streams; and every body of the space kept at its world
 * position while the floating origin jumps. An app state, attached next to the
 * {@link SeedscapeWorld} and the game's {@link BulletAppState}:
 *
 * <pre>{@code
 * BulletAppState bullet = new BulletAppState();
 * stateManager.attach(bullet);
 * SeedscapeWorld world = SeedscapeWorld.builder().build();
 * stateManager.attach(world);
 * stateManager.attach(new WorldPhysics(world, bullet));
 * }</pre>
 *
 * <p><b>Ground.</b> Each shown tile whose square lies within {@link #setRadius radius} metres of
 * the camera or of an {@link #addAnchor anchor} has a static body: a heightfield of the heights
 * its vertices are drawn at ({@link WorldTile#drawnHeights}), a point per sample, each cell split
 * along the diagonal the mesh splits it along. Where the tile's patch is drawn at full detail
 * (within some 40 m of the camera on the low quality tier) that is the drawn ground triangle for
 * triangle; farther out, where geomipmapping leaves samples out, the drawn ground lies some
 * millimetres to centimetres off it (as for {@link Obstacle#y}). A tile that is replaced (refined,
 * coarsened, made again after an edit) hands over to its replacement's body before the same
 * physics step: no step runs with a hole where a tile is drawn. A tile whose drawn heights change
 * (blending toward or from its parent for 0.4 s, an edge eased to a coarser neighbour) gets a new
 * heightfield before the next step where a moving body (any but a static one, asleep or not)
 * comes within 8 m of its square, so that what moves meets the ground as drawn; elsewhere the new
 * heightfield is made on a thread of WorldPhysics' own and replaces the old one at the first step
 * after it is ready (a frame or two later), so that meanwhile a ray test there meets the ground
 * as it was drawn those frames before. Tiles within 32 m beyond the radius get their
 * bodies made ahead on that thread too, and such a body goes in as its tile comes within the
 * radius if the tile still draws those heights. A body's user object is its {@link WorldTile}.
 *
 * <p><b>Trunks and rocks</b> ({@link SeedscapeWorld#obstaclesNear}) within the radius are static
 * bodies too: a trunk an upright capsule of its radius up to its tree's height, a rock a sphere as
 * wide as the rock around the ground under it. A body's user object is its {@link Obstacle}.
 *
 * <p><b>Floating origin.</b> When the origin jumps, every collision object in the space is moved
 * by the jump at once, inside the jump (before the camera is put on the new origin, and before
 * controls copy bodies' places to their spatials): the game's rigid and soft bodies, vehicles,
 * characters (and so the character controls) and ghosts; the ground's and obstacles' bodies are
 * placed again from their world positions in double. A kinematic body that copies its spatial's
 * place follows its spatial: put the spatial with {@link SeedscapeWorld#place} so that the world
 * moves it too. A joint's pivots are in its bodies' frames and move with them; one fixed to a
 * point of the space itself does not move. Multibodies are not supported.
 *
 * <p><b>Threads and cost.</b> The bodies change before each physics step, in the space's tick
 * callback, so the {@link BulletAppState} must step the space on the render thread
 * ({@link BulletAppState.ThreadingType#SEQUENTIAL}, its default). A tile's heightfield (65 x 65
 * heights) costs some 0.1 to 0.5 ms of CPU time to make, most of it Minie's native shape and
 * body; where it may wait a frame (above) it is made on a daemon thread of WorldPhysics' own,
 * {@code seedscape-ground}, from heights read on the render thread (some 0.08 ms), and only
 * swapped into the space in the tick; the thread ends when WorldPhysics is disabled. Obstacles
 * are looked up again when a centre has moved 4 m or a tile is shown or hidden within their
 * reach. Walking at 5 m/s with the radius at 150 m (some 25 tiles, 250 to 300 trunks and rocks),
 * the physics (WorldPhysics' tick and Bullet's steps, 3 a frame) took 0.49 ms of the render
 * thread's CPU time per frame at the median, 1.4 ms at the 95th percentile, 3.6 ms at the 99th
 * and 5.9 ms at most, WorldPhysics' part 0.08 ms at the median; no frame over 50 ms (a 2-core
 * machine shared with other work, Mesa's llvmpipe; {@code WalkingGame --offscreen
 * --physics-bench --radius 150 --seconds 60} in the examples, which prints these as JSON). A
 * frame over 1 ms is one where tiles change level near the camera: new tiles' heightfields are
 * made in the tick, as they must be there before the step.
 */
public final class WorldPhysics extends BaseAppState implements PhysicsTickListener {
    /** The least and the farthest radius around each centre, metres. */
    public static final double MIN_RADIUS = 1, MAX_RADIUS = 1024;
    /** Metres of ground and obstacles kept around each centre when not told otherwise. */
    public static final double DEFAULT_RADIUS = 64;
    /**
     * Metres a centre may move before the obstacles around it are looked up again: they are kept
     * this much beyond the radius, so none within it is missed meanwhile.
     */
    static final double OBSTACLE_MARGIN = 4;
    /**
     * Metres beyond the radius within which tiles get their bodies made ahead, off the render
     * thread: some seconds of a run.
     */
    static final double AHEAD = 32;

    private final SeedscapeWorld world;
    private final BulletAppState bullet;
    private final OriginListener originListener = this::originMoved;
    /** A tile shown or hidden where it may hold wanted obstacles: look them up again before the next step. */
    private final TileListener tileListener = new TileListener() {
        @Override
        public void tileShown(WorldTile tile) {
            tileChanged(tile);
        }

        @Override
        public void tileHidden(WorldTile tile) {
            tileChanged(tile);
        }
    };
    private final GroundBodies ground = new GroundBodies();
    private final ObstacleBodies obstacles = new ObstacleBodies();
    private final List<PhysicsCollisionObject> anchors = new ArrayList<>();
    private double radius = DEFAULT_RADIUS;
    private boolean aroundCamera = true;
    /** The centres the obstacles were last looked up around; null to look them up before the next step. */
    private List<WorldPosition> obstacleCentres;
    private PhysicsSpace space;

    /**
     * Physics on {@code world}'s ground in {@code bullet}'s space.
     *
     * @param world  the world whose ground, trunks and rocks the space gets
     * @param bullet the game's app state, whose space it fills; it must be attached before this one
     * @throws IllegalArgumentException for a null world or app state, or an app state that steps
     *         its space on a thread of its own ({@link BulletAppState.ThreadingType#PARALLEL})
     */
    public WorldPhysics(SeedscapeWorld world, BulletAppState bullet) {
        if (world == null || bullet == null) {
            throw new IllegalArgumentException("world and bullet must not be null: " + world + ", " + bullet);
        }
        if (bullet.getThreadingType() != BulletAppState.ThreadingType.SEQUENTIAL) {
            throw new IllegalArgumentException("bullet's threadingType must be SEQUENTIAL (the ground's bodies change before each"
                    + " step, on the render thread): " + bullet.getThreadingType());
        }
        this.world = world;
        this.bullet = bullet;
    }

    /**
     * Keeps ground and obstacles within {@code metres} of each centre (the camera, the anchors),
     * between {@link #MIN_RADIUS} and {@link #MAX_RADIUS}: a tile gets a body where its square
     * comes that near. From the next step on.
     *
     * @param metres the radius
     * @return this, for chaining
     * @throws IllegalArgumentException for a radius out of range, or not a number
     */
    public WorldPhysics setRadius(double metres) {
        if (!(metres >= MIN_RADIUS && metres <= MAX_RADIUS)) {
            throw new IllegalArgumentException("radius must be between " + (long) MIN_RADIUS + " and " + (long) MAX_RADIUS
                    + " metres: " + metres);
        }
        radius = metres;
        obstacleCentres = null;
        return this;
    }

    /**
     * The radius around each centre.
     *
     * @return metres
     */
    public double radius() {
        return radius;
    }

    /**
     * Whether the camera is a centre (true unless told otherwise); the anchors are centres either way.
     *
     * @param on false for ground around the anchors alone
     * @return this, for chaining
     */
    public WorldPhysics setAroundCamera(boolean on) {
        aroundCamera = on;
        obstacleCentres = null;
        return this;
    }

    /**
     * Keeps ground and obstacles around {@code body} too, wherever it goes: a player's character
     * away from the camera, a vehicle, anything that must not fall through the world out of the
     * camera's reach (the tiles must still be shown: within the world's view distance).
     *
     * @param body a collision object, usually in the space; its place is read before each step
     * @throws IllegalArgumentException for null
     */
    public void addAnchor(PhysicsCollisionObject body) {
        if (body == null) {
            throw new IllegalArgumentException("anchor must be a collision object, not null");
        }
        if (!anchors.contains(body)) {
            anchors.add(body);
            obstacleCentres = null;
        }
    }

    /**
     * Stops keeping ground around {@code body}.
     *
     * @param body an anchor
     * @return false if it was no anchor
     */
    public boolean removeAnchor(PhysicsCollisionObject body) {
        obstacleCentres = null;
        return anchors.remove(body);
    }

    @Override
    protected void initialize(Application app) {
        space = bullet.getPhysicsSpace();
        if (space == null) {
            throw new IllegalStateException("the BulletAppState has no physics space: attach it before WorldPhysics");
        }
    }

    @Override
    protected void cleanup(Application app) {
        space = null;
    }

    @Override
    protected void onEnable() {
        world.addOriginListener(originListener);
        world.addTileListener(tileListener);
        space.addTickListener(this);
        obstacleCentres = null;
    }

    /** Takes the world's bodies out of the space; the game's keep their places. */
    @Override
    protected void onDisable() {
        space.removeTickListener(this);
        world.removeOriginListener(originListener);
        world.removeTileListener(tileListener);
        ground.removeAll(space);
        obstacles.removeAll(space);
    }

    /** Brings the space's ground and obstacles up to the world drawn now, before the step. */
    @Override
    public void prePhysicsTick(PhysicsSpace stepped, float timeStep) {
        if (!world.isInitialized()) {
            return;
        }
        List<WorldPosition> centres = centres();
        Set<WorldTile> near = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<WorldTile> soon = Collections.newSetFromMap(new IdentityHashMap<>());
        // Plain loops: hundreds of shown tiles, in every step.
        for (WorldTile t : world.shownTiles()) {
            double out = Double.MAX_VALUE;
            for (WorldPosition c : centres) {
                out = Math.min(out, squaredOut(t, c));
            }
            if (out <= radius * radius) {
                near.add(t);
            } else if (out <= (radius + AHEAD) * (radius + AHEAD)) {
                soon.add(t);
            }
        }
        List<WorldTile> reshaped = ground.sync(space, world, near, soon);
        if (obstacleCentres == null || movedFar(centres)) {
            obstacles.sync(space, world, obstaclesAround(centres));
            obstacleCentres = centres;
        } else {
            // No tile shown or hidden near, the centres near where they were: only the obstacles on reshaped tiles moved.
            for (WorldTile t : reshaped) {
                double half = (t.maxX() - t.minX()) / 2;
                obstacles.standOn(world.obstaclesNear(t.minX() + half, t.minZ() + half, half * Math.sqrt(2)), world);
            }
        }
    }

    @Override
    public void physicsTick(PhysicsSpace stepped, float timeStep) {
    }

    /**
     * The obstacles within the radius and the margin of the centres. A centre within the margin of
     * an earlier one (a player's character under the camera) widens that one's look-up by its
     * distance instead of looking again: at most twice the margin beyond the radius.
     */
    private List<Obstacle> obstaclesAround(List<WorldPosition> centres) {
        List<WorldPosition> looked = new ArrayList<>();
        List<Double> reach = new ArrayList<>();
        for (WorldPosition c : centres) {
            int i = 0;
            while (i < looked.size() && across(c, looked.get(i)) > OBSTACLE_MARGIN) {
                i++;
            }
            if (i == looked.size()) {
                looked.add(c);
                reach.add(radius + OBSTACLE_MARGIN);
            } else {
                reach.set(i, Math.max(reach.get(i), radius + OBSTACLE_MARGIN + across(c, looked.get(i))));
            }
        }
        List<Obstacle> found = new ArrayList<>();
        for (int i = 0; i < looked.size(); i++) {
            found.addAll(world.obstaclesNear(looked.get(i).x(), looked.get(i).z(), reach.get(i)));
        }
        return found;
    }

    /** Metres between two world points across the ground. */
    private static double across(WorldPosition a, WorldPosition b) {
        return Math.hypot(a.x() - b.x(), a.z() - b.z());
    }

    /** The camera and the anchors, in the world. */
    private List<WorldPosition> centres() {
        List<WorldPosition> out = new ArrayList<>();
        if (aroundCamera) {
            out.add(world.cameraPosition());
        }
        for (PhysicsCollisionObject a : anchors) {
            out.add(world.toWorld(a.getPhysicsLocation(null)));
        }
        return out;
    }

    /** The square of the distance from world point {@code c} to tile {@code t}'s square, across the ground. */
    private static double squaredOut(WorldTile t, WorldPosition c) {
        double outX = Math.max(Math.max(t.minX() - c.x(), c.x() - t.maxX()), 0);
        double outZ = Math.max(Math.max(t.minZ() - c.z(), c.z() - t.maxZ()), 0);
        return outX * outX + outZ * outZ;
    }

    /** A tile's obstacles lie in its square: one farther than the widest look-up from each centre holds none wanted. */
    private void tileChanged(WorldTile tile) {
        double reach = radius + 2 * OBSTACLE_MARGIN;
        if (obstacleCentres != null && obstacleCentres.stream().anyMatch(c -> squaredOut(tile, c) <= reach * reach)) {
            obstacleCentres = null;
        }
    }

    /** Whether the centres changed in number, or one moved more than the obstacles' margin since they were looked up. */
    private boolean movedFar(List<WorldPosition> centres) {
        if (centres.size() != obstacleCentres.size()) {
            return true;
        }
        for (int i = 0; i < centres.size(); i++) {
            if (across(centres.get(i), obstacleCentres.get(i)) > OBSTACLE_MARGIN) {
                return true;
            }
        }
        return false;
    }

    /** How many ground bodies made off the render thread went into the space, for the tests. */
    long groundMadeAside() {
        return ground.madeAside();
    }

    /** Moves the game's objects by the jump, and puts the world's own on the new origin from their world positions. */
    private void originMoved(double dx, double dz) {
        OriginShift.apply(space, new Vector3f((float) -dx, 0, (float) -dz), pco -> ground.holds(pco) || obstacles.holds(pco));
        ground.place(world);
        obstacles.place(world);
    }
}
