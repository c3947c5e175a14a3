package org.seedscape.physics;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import com.jme3.bullet.objects.PhysicsBody;
import com.jme3.bullet.objects.PhysicsCharacter;
import com.jme3.bullet.objects.PhysicsGhostObject;
import com.jme3.math.Vector3f;
import java.util.function.Predicate;

/** Moves a physics space's objects by the floating origin's jump, so they keep their world positions. */
final class OriginShift {
    private OriginShift() {
    }

    /**
     * Moves every collision object in {@code space} but those {@code skip} accepts by {@code by}
     * (scene metres): rigid and soft bodies, vehicles, characters and ghosts. Velocities,
     * rotations and sleep are kept.
     *
     * @throws IllegalStateException for an object of another kind (a multibody's link), which
     *         cannot be moved on its own
     */
    static void apply(PhysicsSpace space, Vector3f by, Predicate<PhysicsCollisionObject> skip) {
        Vector3f at = new Vector3f();
        for (PhysicsCollisionObject pco : space.getPcoList()) {
            if (skip.test(pco)) {
                continue;
            }
            pco.getPhysicsLocation(at).addLocal(by);
            if (pco instanceof PhysicsBody b) {
                b.setPhysicsLocation(at);
            } else if (pco instanceof PhysicsCharacter c) {
                c.setPhysicsLocation(at);
            } else if (pco instanceof PhysicsGhostObject g) {
                g.setPhysicsLocation(at);
            } else {
                throw new IllegalStateException("cannot move a " + pco.getClass().getName() + " with the floating origin");
            }
        }
    }
}
