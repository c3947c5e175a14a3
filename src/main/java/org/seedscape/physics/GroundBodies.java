package org.seedscape.physics;

import com.jme3.bounding.BoundingBox;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldTile;

/**
 * The heightfield bodies of the tiles near the centres, one per shown tile ({@link TileGround}).
 * Bodies are made ahead on {@link GroundMaker}'s thread for the tiles about to come near, and
 * for a tile whose body holds other heights than it draws now (blending, an edge eased) away
 * from moving bodies, the old body kept until the new one comes; a tile that comes near with no
 * body made ahead at its heights now, and a changed tile near a moving body, get theirs in the
 * tick that needs it. Render thread.
 */
final class GroundBodies {
    /**
     * Metres around a moving body's box within which a tile's ground is made again in the tick
     * that needs it: farther than anything moves in the frame or two its ground takes on the
     * maker's thread (a running character, in slow frames).
     */
    static final float MOVER_REACH = 8;

    private final Map<WorldTile, TileGround> bodies = new IdentityHashMap<>();
    /** Bodies made ahead for tiles not in the space yet. */
    private final Map<WorldTile, TileGround> ahead = new IdentityHashMap<>();
    private final GroundMaker maker = new GroundMaker();
    /** Bodies made on the maker's thread that went into the space, for the tests. */
    private long madeAside;

    /**
     * Makes the space hold a body for exactly the tiles of {@code wanted}, each at the heights it
     * draws now or, away from moving bodies, at most a few frames before: bodies of tiles no
     * longer wanted (hidden, or out of reach) leave, new tiles' join, and a tile that draws other
     * heights than its body holds gets a new one. Bodies over a changed tile are woken. Makes
     * bodies ahead for the tiles of {@code soon}.
     *
     * @return the tiles whose bodies were made again at other heights
     */
    List<WorldTile> sync(PhysicsSpace space, SeedscapeWorld world, Set<WorldTile> wanted, Set<WorldTile> soon) {
        List<TileGround> changed = new ArrayList<>();
        List<WorldTile> reshaped = new ArrayList<>();
        for (Iterator<Map.Entry<WorldTile, TileGround>> it = bodies.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<WorldTile, TileGround> e = it.next();
            if (!wanted.contains(e.getKey())) {
                TileGround g = e.getValue(); // an IdentityHashMap's entry is gone once removed
                space.removeCollisionObject(g.body());
                it.remove();
                changed.add(g);
            }
        }
        takeMade(space, world, changed, reshaped);
        ahead.keySet().removeIf(t -> !wanted.contains(t) && !soon.contains(t));
        for (WorldTile t : soon) {
            // Once: a tile blending out there would have its heights read again every frame for a body that may never go in.
            if (!bodies.containsKey(t) && !ahead.containsKey(t)) {
                maker.request(t, world);
            }
        }
        Movers movers = null;
        for (WorldTile t : wanted) {
            TileGround g = bodies.get(t);
            if (g == null) {
                changed.add(join(space, world, t));
            } else if (g.stale() && !maker.making(t)) {
                movers = movers != null ? movers : new Movers(space);
                if (movers.near(g, world)) {
                    TileGround now = new TileGround(t, world);
                    swap(space, g, now);
                    changed.add(now);
                    reshaped.add(t);
                } else {
                    maker.request(t, world);
                }
            }
        }
        if (!changed.isEmpty()) {
            (movers != null ? movers : new Movers(space)).wakeOver(changed, world);
        }
        return reshaped;
    }

    /** Puts the ground the maker made in the space where it is newer than a body there, and keeps the rest as made ahead. */
    private void takeMade(PhysicsSpace space, SeedscapeWorld world, List<TileGround> changed, List<WorldTile> reshaped) {
        for (TileGround made : maker.collect()) {
            TileGround old = bodies.get(made.tile());
            if (old != null && made.newerThan(old)) {
                made.place(world);
                swap(space, old, made);
                changed.add(made);
                reshaped.add(made.tile());
                madeAside++;
            } else if (old == null) {
                ahead.merge(made.tile(), made, (was, now) -> now.newerThan(was) ? now : was);
            }
        }
    }

    /** Puts tile {@code t}'s body in the space: the one made ahead if it holds the heights drawn now, else one made now. */
    private TileGround join(PhysicsSpace space, SeedscapeWorld world, WorldTile t) {
        TileGround made = ahead.remove(t);
        if (made == null || made.stale()) {
            made = new TileGround(t, world);
        } else {
            made.place(world);
            madeAside++;
        }
        space.addCollisionObject(made.body());
        bodies.put(t, made);
        return made;
    }

    private void swap(PhysicsSpace space, TileGround old, TileGround now) {
        space.removeCollisionObject(old.body());
        space.addCollisionObject(now.body());
        bodies.put(now.tile(), now);
    }

    /** The space's moving bodies (all but static ones, asleep or not) and their boxes now. */
    private static final class Movers {
        private final List<PhysicsCollisionObject> bodies = new ArrayList<>();
        private final List<BoundingBox> boxes = new ArrayList<>();

        Movers(PhysicsSpace space) {
            for (PhysicsCollisionObject pco : space.getPcoList()) {
                if (!pco.isStatic()) {
                    bodies.add(pco);
                    boxes.add(pco.boundingBox(new BoundingBox()));
                }
            }
        }

        /** Whether one comes within {@link #MOVER_REACH} of {@code g}'s tile across the ground. */
        boolean near(TileGround g, SeedscapeWorld world) {
            for (BoundingBox box : boxes) {
                BoundingBox grown = new BoundingBox(box.getCenter(), box.getXExtent() + MOVER_REACH, box.getYExtent(),
                        box.getZExtent() + MOVER_REACH);
                if (g.under(grown, world)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Wakes those asleep over one of the {@code changed} tiles: Bullet leaves a body at rest
         * asleep when the ground under it goes, so it would hang where coarser ground lies lower.
         */
        void wakeOver(List<TileGround> changed, SeedscapeWorld world) {
            for (int i = 0; i < bodies.size(); i++) {
                BoundingBox box = boxes.get(i);
                if (!bodies.get(i).isActive() && changed.stream().anyMatch(g -> g.under(box, world))) {
                    bodies.get(i).activate(true);
                }
            }
        }
    }

    /** Puts every body under its tile on the floating origin now. */
    void place(SeedscapeWorld world) {
        bodies.values().forEach(g -> g.place(world));
    }

    /** Takes every body out of the space, and drops the ground being made. */
    void removeAll(PhysicsSpace space) {
        bodies.values().forEach(g -> space.removeCollisionObject(g.body()));
        bodies.clear();
        ahead.clear();
        maker.stop();
    }

    boolean holds(PhysicsCollisionObject pco) {
        return pco.getUserObject() instanceof WorldTile t && bodies.containsKey(t) && bodies.get(t).body() == pco;
    }

    /** How many bodies made on the maker's thread went into the space. */
    long madeAside() {
        return madeAside;
    }
}
