package org.seedscape.examples;

import com.jme3.asset.AssetManager;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Sphere;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Balls the player drops: Minie rigid bodies that fall, roll down the ground as drawn and come to
 * rest on it. The oldest goes once there are {@link #MAX}. Their bodies move with the floating
 * origin (WorldPhysics moves the space's bodies), and their geometries follow their bodies.
 */
final class Balls {
    static final float RADIUS = 0.25f;
    private static final int MAX = 40;

    private final Node parent;
    private final BulletAppState bullet;
    private final Sphere mesh = new Sphere(16, 24, RADIUS);
    private final Material material;
    private final Deque<Geometry> dropped = new ArrayDeque<>();

    Balls(Node parent, BulletAppState bullet, AssetManager assets) {
        this.parent = parent;
        this.bullet = bullet;
        material = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        material.setBoolean("UseMaterialColors", true);
        material.setColor("Diffuse", new ColorRGBA(0.95f, 0.55f, 0.1f, 1));
        material.setColor("Ambient", new ColorRGBA(0.95f, 0.55f, 0.1f, 1));
    }

    /** Drops a ball from a scene position; its body, to watch it. */
    RigidBodyControl drop(Vector3f scene) {
        if (dropped.size() == MAX) {
            Geometry oldest = dropped.removeFirst();
            oldest.getControl(RigidBodyControl.class).setPhysicsSpace(null);
            oldest.removeFromParent();
        }
        Geometry ball = new Geometry("ball", mesh);
        ball.setMaterial(material);
        ball.setShadowMode(RenderQueue.ShadowMode.Cast); // on the ground, through the game's shadow filter
        RigidBodyControl body = new RigidBodyControl(new SphereCollisionShape(RADIUS), 1);
        ball.addControl(body);
        // Friction and a little rolling friction, so that a ball stops on gentle slopes.
        body.setFriction(1);
        body.setRollingFriction(0.2f);
        body.setPhysicsLocation(scene);
        body.setPhysicsSpace(bullet.getPhysicsSpace());
        parent.attachChild(ball);
        dropped.addLast(ball);
        return body;
    }
}
