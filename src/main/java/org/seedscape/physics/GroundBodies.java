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

/** The heightfield bodies of the tiles near the centres, one per shown tile ({@link TileGround}). Render thread. */
final class GroundBodies {
    private final Map<WorldTile, TileGround> bodies = new IdentityHashMap<>();

    /**
     * Makes the space hold a body for exactly the tiles of {@code wanted}, each at the heights it
     * draws now: bodies of tiles no longer wanted (hidden, or out of reach) leave, new tiles' join,
     * and a tile that draws other heights than its body holds gets a new one. Bodies over a changed
     * tile are woken: Bullet leaves a body at rest asleep when the ground under it goes, so it
     * would hang where coarser ground lies lower.
     *
     * @return whether any body left or joined
     */
    boolean sync(PhysicsSpace space, SeedscapeWorld world, Set<WorldTile> wanted) {
        List<TileGround> changed = new ArrayList<>();
        for (Iterator<Map.Entry<WorldTile, TileGround>> it = bodies.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<WorldTile, TileGround> e = it.next();
            TileGround g = e.getValue();
            if (!wanted.contains(e.getKey()) || g.stale()) {
                space.removeCollisionObject(g.body());
                it.remove();
                changed.add(g);
            }
        }
        for (WorldTile t : wanted) {
            if (!bodies.containsKey(t)) {
                TileGround g = new TileGround(t, world);
                space.addCollisionObject(g.body());
                bodies.put(t, g);
                changed.add(g);
            }
        }
        if (!changed.isEmpty()) {
            wakeOver(changed, space, world);
        }
        return !changed.isEmpty();
    }

    /** Wakes every moving body of the space over one of the {@code changed} tiles. */
    private static void wakeOver(List<TileGround> changed, PhysicsSpace space, SeedscapeWorld world) {
        BoundingBox box = new BoundingBox();
        for (PhysicsCollisionObject pco : space.getPcoList()) {
            if (!pco.isStatic() && !pco.isActive()) {
                pco.boundingBox(box);
                if (changed.stream().anyMatch(g -> g.under(box, world))) {
                    pco.activate(true);
                }
            }
        }
    }

    /** Puts every body under its tile on the floating origin now. */
    void place(SeedscapeWorld world) {
        bodies.values().forEach(g -> g.place(world));
    }

    void removeAll(PhysicsSpace space) {
        bodies.values().forEach(g -> space.removeCollisionObject(g.body()));
        bodies.clear();
    }

    boolean holds(PhysicsCollisionObject pco) {
        return pco.getUserObject() instanceof WorldTile t && bodies.containsKey(t) && bodies.get(t).body() == pco;
    }
}
