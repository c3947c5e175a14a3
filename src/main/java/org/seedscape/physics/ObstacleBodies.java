package org.seedscape.physics;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.seedscape.api.Obstacle;
import org.seedscape.api.SeedscapeWorld;

/** The bodies of the trunks and rocks near the centres ({@link ObstacleBody}). Render thread. */
final class ObstacleBodies {
    /** Where an obstacle stands across the ground: the same tree or rock whatever tile draws it, at whatever height. */
    private record Spot(Obstacle.Kind kind, double x, double z) {
        static Spot of(Obstacle o) {
            return new Spot(o.kind(), o.x(), o.z());
        }
    }

    private final Map<Spot, ObstacleBody> bodies = new HashMap<>();

    /**
     * Makes the space hold a body for exactly the obstacles of {@code wanted}; one whose ground
     * moved (its tile blending toward another level) keeps its body, moved onto it.
     */
    void sync(PhysicsSpace space, SeedscapeWorld world, Collection<Obstacle> wanted) {
        Map<Spot, Obstacle> spots = new HashMap<>();
        wanted.forEach(o -> spots.put(Spot.of(o), o));
        for (Iterator<Map.Entry<Spot, ObstacleBody>> it = bodies.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Spot, ObstacleBody> e = it.next();
            Obstacle now = spots.get(e.getKey());
            if (now == null) {
                space.removeCollisionObject(e.getValue().body());
                it.remove();
            } else {
                e.getValue().standOn(now, world);
            }
        }
        for (Map.Entry<Spot, Obstacle> e : spots.entrySet()) {
            if (!bodies.containsKey(e.getKey())) {
                ObstacleBody b = new ObstacleBody(e.getValue(), world);
                space.addCollisionObject(b.body());
                bodies.put(e.getKey(), b);
            }
        }
    }

    /** Moves the bodies of those of {@code moved} that have one onto the ground they stand on now. */
    void standOn(Collection<Obstacle> moved, SeedscapeWorld world) {
        for (Obstacle o : moved) {
            ObstacleBody b = bodies.get(Spot.of(o));
            if (b != null) {
                b.standOn(o, world);
            }
        }
    }

    /** Puts every body at its obstacle on the floating origin now. */
    void place(SeedscapeWorld world) {
        bodies.values().forEach(b -> b.place(world));
    }

    void removeAll(PhysicsSpace space) {
        bodies.values().forEach(b -> space.removeCollisionObject(b.body()));
        bodies.clear();
    }

    boolean holds(PhysicsCollisionObject pco) {
        return pco.getUserObject() instanceof Obstacle o && bodies.containsKey(Spot.of(o)) && bodies.get(Spot.of(o)).body() == pco;
    }
}
