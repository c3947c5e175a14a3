package org.seedscape.examples;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.control.CharacterControl;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Node;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldPosition;
import org.seedscape.physics.WorldPhysics;

/**
 * The player: Minie's {@link CharacterControl} (a capsule that walks, steps up and falls) on the
 * ground that {@link WorldPhysics} keeps around it, the camera at its eye. Out of the physics space
 * while no ground is drawn under it yet (at the start, and after a move far away), then set down on
 * the ground as drawn.
 */
final class Walker extends BaseAppState implements ActionListener {
    /** Where the walk starts: south-west of the beacon, in sight of it. */
    static final double START_X = Beacon.X - 30, START_Z = Beacon.Z - 40;
    /** The capsule: 1.8 m from its bottom to its top. */
    static final float RADIUS = 0.4f, CYLINDER = 1.0f;
    /** From the capsule's centre down to its bottom, and up to the eye (1.7 m above the feet). */
    static final float CENTRE_HEIGHT = RADIUS + CYLINDER / 2, EYE_ABOVE_CENTRE = 1.7f - CENTRE_HEIGHT;
    static final float WALK_SPEED = 4, RUN_SPEED = 12;
    private static final String[] KEYS = {"Forward", "Back", "Left", "Right", "Run", "Jump"};

    private final SeedscapeWorld world;
    private final WorldPhysics physics;
    private final BulletAppState bullet;
    private final Node body = new Node("player");
    private CharacterControl character;
    private Camera cam;
    /** Where the walker is to be set down once ground is drawn there; null while it stands. */
    private double[] landing;
    private boolean forward, back, left, right, run;
    /** A horizontal heading (metres per second) that replaces the keys while set: the autopilot's. */
    private Vector3f steering;

    Walker(SeedscapeWorld world, WorldPhysics physics, BulletAppState bullet) {
        this.world = world;
        this.physics = physics;
        this.bullet = bullet;
    }

    @Override
    protected void initialize(Application app) {
        cam = app.getCamera();
        character = new CharacterControl(new CapsuleCollisionShape(RADIUS, CYLINDER), 0.5f);
        character.setJumpSpeed(8);
        body.addControl(character);
        ((SimpleApplication) app).getRootNode().attachChild(body);
        character.setPhysicsSpace(bullet.getPhysicsSpace());
        physics.addAnchor(character.getCharacter()); // ground kept around the walker, wherever the camera looks
        InputManager input = app.getInputManager();
        input.addMapping("Forward", new KeyTrigger(KeyInput.KEY_W));
        input.addMapping("Back", new KeyTrigger(KeyInput.KEY_S));
        input.addMapping("Left", new KeyTrigger(KeyInput.KEY_A));
        input.addMapping("Right", new KeyTrigger(KeyInput.KEY_D));
        input.addMapping("Run", new KeyTrigger(KeyInput.KEY_LSHIFT));
        input.addMapping("Jump", new KeyTrigger(KeyInput.KEY_SPACE));
        input.addListener(this, KEYS);
        moveTo(START_X, START_Z);
    }

    /**
     * Takes the walker to world (x, z): the camera there at once (the world loads around it), the
     * character out of the physics space until the ground under it is drawn.
     */
    void moveTo(double x, double z) {
        character.setEnabled(false);
        world.moveCamera(x, world.heightAt(x, z) + CENTRE_HEIGHT + EYE_ABOVE_CENTRE, z);
        landing = new double[] {x, z};
    }

    /** Walks along {@code velocity} (metres per second, horizontal) instead of the keys; null gives the keys back. */
    void steer(Vector3f velocity) {
        steering = velocity;
    }

    /** Whether the character is in the physics space, on its own feet or in the air. */
    boolean standing() {
        return landing == null;
    }

    boolean onGround() {
        return standing() && character.onGround();
    }

    /** The centre of the capsule's bottom sphere, in the world. */
    WorldPosition footSphereCentre() {
        return world.toWorld(character.getPhysicsLocation().subtractLocal(0, CYLINDER / 2, 0));
    }

    @Override
    public void update(float tpf) {
        if (landing != null) {
            land();
            return;
        }
        Vector3f velocity = steering != null ? steering : keysVelocity();
        // The character control takes its walk as the offset per physics step.
        character.setWalkDirection(velocity.mult(bullet.getPhysicsSpace().getAccuracy()));
        cam.setLocation(character.getPhysicsLocation().addLocal(0, EYE_ABOVE_CENTRE, 0));
    }

    /** Sets the character down once the ground under it is drawn (and so in the physics space by the next step). */
    private void land() {
        double ground = world.drawnHeightAt(landing[0], landing[1]);
        if (Double.isNaN(ground)) {
            return;
        }
        // Enabled first: entering the space, the control takes its spatial's place.
        character.setEnabled(true);
        character.setPhysicsLocation(world.toScene(landing[0], ground + CENTRE_HEIGHT + 0.05, landing[1]));
        character.setWalkDirection(Vector3f.ZERO);
        landing = null;
    }

    private Vector3f keysVelocity() {
        Vector3f ahead = cam.getDirection().clone().setY(0).normalizeLocal();
        Vector3f leftward = cam.getLeft().clone().setY(0).normalizeLocal();
        Vector3f v = new Vector3f();
        if (forward) {
            v.addLocal(ahead);
        }
        if (back) {
            v.subtractLocal(ahead);
        }
        if (left) {
            v.addLocal(leftward);
        }
        if (right) {
            v.subtractLocal(leftward);
        }
        return v.normalizeLocal().multLocal(run ? RUN_SPEED : WALK_SPEED);
    }

    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        switch (name) {
            case "Forward" -> forward = pressed;
            case "Back" -> back = pressed;
            case "Left" -> left = pressed;
            case "Right" -> right = pressed;
            case "Run" -> run = pressed;
            case "Jump" -> {
                if (pressed && onGround()) {
                    character.jump();
                }
            }
            default -> throw new IllegalStateException(name);
        }
    }

    /** The game ends with it: the physics space, cleaned up before it, takes the character along. */
    @Override
    protected void cleanup(Application app) {
        app.getInputManager().removeListener(this);
        body.removeFromParent();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
