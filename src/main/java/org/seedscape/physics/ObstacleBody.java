package org.seedscape.physics;

import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.objects.PhysicsBody;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Vector3f;
import org.seedscape.api.Obstacle;
import org.seedscape.api.SeedscapeWorld;

/**
 * A trunk or a rock as a static body: a trunk an upright capsule of its radius from a metre under
 * the ground it stands on (so slopes leave no gap under it) to its tree's height, a rock a
 * sphere as wide as the rock around the ground under its middle (the drawn stones sit half
 * sunk). Branches and leaves do not collide.
 */
final class ObstacleBody {
    /** Metres a trunk reaches under the ground at its axis, for the low side of a slope. */
    static final float TRUNK_FOOT = 1;

    private Obstacle obstacle;
    private final PhysicsRigidBody body;
    /** From the obstacle's ground point to the shape's centre, metres up. */
    private final float centreUp;

    ObstacleBody(Obstacle obstacle, SeedscapeWorld world) {
        this.obstacle = obstacle;
        CollisionShape shape;
        if (obstacle.kind() == Obstacle.Kind.ROCK) {
            shape = new SphereCollisionShape((float) obstacle.size() / 2);
            centreUp = 0;
        } else {
            float radius = (float) obstacle.radius(), length = (float) obstacle.size() + TRUNK_FOOT;
            // The capsule's height is that of its cylinder, between its two half spheres.
            shape = new CapsuleCollisionShape(radius, Math.max(length - 2 * radius, 0));
            centreUp = length / 2 - TRUNK_FOOT;
        }
        body = new PhysicsRigidBody(shape, PhysicsBody.massForStatic);
        body.setUserObject(obstacle);
        place(world);
    }

    /** Moves the body onto the ground {@code now} stands on: the same obstacle, drawn at another height. */
    void standOn(Obstacle now, SeedscapeWorld world) {
        if (now.y() != obstacle.y()) {
            obstacle = now;
            body.setUserObject(now);
            place(world);
        }
    }

    /** Puts the body at its obstacle on the floating origin now, from the obstacle's world position in double. */
    void place(SeedscapeWorld world) {
        Vector3f at = world.toScene(obstacle.x(), obstacle.y(), obstacle.z());
        at.y += centreUp;
        body.setPhysicsLocation(at);
    }

    PhysicsRigidBody body() {
        return body;
    }
}
