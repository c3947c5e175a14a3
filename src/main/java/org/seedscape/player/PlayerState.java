package org.seedscape.player;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.AnalogListener;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.renderer.Camera;
import java.util.EnumSet;
import java.util.Set;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.Ground;

/**
 * The first-person camera, driven by the {@link Controls}. Fly: WASD moves along the view, mouse
 * looks, Shift is faster, Space and C rise and sink. Walk (toggled with V): WASD moves over the ground, and the eye stays exactly
 * {@link #EYE_HEIGHT} above the ground as drawn, so it never sinks in or floats, and trunks and
 * rocks stop it ({@link #BODY_RADIUS}; it slides along them). In both modes
 * the eye stays above the ground. Positions are world doubles; the floating origin turns them
 * into small scene coordinates.
 */
public final class PlayerState extends BaseAppState implements ActionListener, AnalogListener, Eye {
    public static final float EYE_HEIGHT = 1.7f;
    /** Walking speed in metres per second (Shift multiplies it). */
    public static final float WALK_SPEED = 5;
    /** Metres from the walker's axis that trunks and rocks keep clear; flying passes through them. */
    public static final double BODY_RADIUS = 0.3;
    /** Closest the flying eye may come to the ground. */
    private static final float FLY_CLEARANCE = 2f;
    private static final float FLY_SPEED = 60, SHIFT_FACTOR = 8;
    private static final float MOUSE_SPEED = 1.2f;
    private static final Set<Controls> CAMERA = Controls.of(Controls.Scope.CAMERA);


    private final Ground ground;
    private final FloatingOrigin origin;
    private final Set<Controls> held = EnumSet.noneOf(Controls.class);
    private double x, y, z;
    private float yaw, pitch;
    private boolean walking;
    private boolean inputEnabled = true;
    /** Whether a panel has the input ({@link #setFrozen}). */
    private boolean frozen;
    private Camera camera;

    /** Starts at world (x, z), {@code heightAboveGround} over the ground, looking along +x, a little down. */
    public PlayerState(Ground ground, FloatingOrigin origin, double x, double z, double heightAboveGround) {
        this.ground = ground;
        this.origin = origin;
        this.x = x;
        this.z = z;
        this.y = ground.trueHeight(x, z) + heightAboveGround;
        this.yaw = FastMath.HALF_PI;
        this.pitch = -0.15f;
    }

    @Override
    protected void initialize(Application app) {
        camera = app.getCamera();
        placeCamera();
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        if (!frozen) {
            bind();
        }
    }

    @Override
    protected void onDisable() {
        if (!frozen) {
            unbind();
        }
    }

    /**
     * Freezes the camera while a panel has the mouse and keyboard: the camera controls are unbound
     * and the cursor shown; unfreezing binds them again and hides the cursor (mouse look). The
     * camera still follows the ground meanwhile.
     */
    public void setFrozen(boolean freeze) {
        if (freeze == frozen) {
            return;
        }
        frozen = freeze;
        if (isEnabled()) {
            if (freeze) {
                unbind();
            } else {
                bind();
            }
        }
    }

    public boolean frozen() {
        return frozen;
    }

    /** Binds the camera {@link Controls} and hides the cursor (mouse look). */
    private void bind() {
        InputManager input = getApplication().getInputManager();
        if (input == null || !inputEnabled) {
            return;
        }
        for (Controls c : CAMERA) {
            input.addMapping(c.mapping(), c.trigger());
        }
        input.addListener(this, Controls.mappings(CAMERA));
        input.setCursorVisible(false);
    }

    /** Unbinds the camera controls, releases held keys and shows the cursor again. */
    private void unbind() {
        InputManager input = getApplication().getInputManager();
        if (input == null || !inputEnabled) {
            return;
        }
        input.removeListener(this);
        for (Controls c : CAMERA) {
            input.deleteMapping(c.mapping());
        }
        input.setCursorVisible(true);
        held.clear();
    }

    /** Turns keyboard and mouse off (for scripted runs); call before attaching. */
    public void disableInput() {
        inputEnabled = false;
    }

    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        Controls control = control(name);
        if (control == Controls.TOGGLE_WALK) {
            if (pressed) {
                setWalking(!walking);
            }
        } else if (pressed) {
            held.add(control);
        } else {
            held.remove(control);
        }
    }

    @Override
    public void onAnalog(String name, float value, float tpf) {
        float d = value * MOUSE_SPEED;
        switch (control(name)) {
            case LOOK_LEFT -> yaw += d;
            case LOOK_RIGHT -> yaw -= d;
            case LOOK_UP -> pitch = Math.min(pitch + d, 1.55f);
            case LOOK_DOWN -> pitch = Math.max(pitch - d, -1.55f);
            default -> {
            }
        }
    }

    private static Controls control(String mapping) {
        Controls c = Controls.ofMapping(mapping);
        if (c == null || c.scope() != Controls.Scope.CAMERA) {
            throw new IllegalArgumentException("not a camera control: " + mapping);
        }
        return c;
    }

    @Override
    public void update(float tpf) {
        float forward = axis(Controls.FORWARD, Controls.BACK), strafe = axis(Controls.RIGHT, Controls.LEFT);
        float rise = axis(Controls.UP, Controls.DOWN);
        float speed = (walking ? WALK_SPEED : FLY_SPEED) * (held.contains(Controls.FAST) ? SHIFT_FACTOR : 1);
        move(forward * speed * tpf, strafe * speed * tpf, walking ? 0 : rise * speed * tpf);
    }

    private float axis(Controls plus, Controls minus) {
        return (held.contains(plus) ? 1 : 0) - (held.contains(minus) ? 1 : 0);
    }

    /**
     * Moves by metres along the view ({@code forward}, level when walking), to the right
     * ({@code strafe}) and up ({@code rise}, flying only), then places the camera.
     */
    public void move(double forward, double strafe, double rise) {
        double cy = Math.cos(yaw), sy = Math.sin(yaw);
        // The camera's rotation (yaw about y, then pitch) looks along (sin yaw, 0, cos yaw) when
        // level; its right is forward x up = (-cos yaw, 0, sin yaw).
        double fx = sy, fz = cy, rx = -cy, rz = sy;
        double lift = walking ? 0 : Math.sin(pitch) * forward;
        double flat = walking ? forward : Math.cos(pitch) * forward;
        x += fx * flat + rx * strafe;
        z += fz * flat + rz * strafe;
        y += lift + rise;
        if (walking) {
            double[] at = {x, z};
            ground.keepClear(at, BODY_RADIUS);
            x = at[0];
            z = at[1];
        }
        placeCamera();
    }

    private void placeCamera() {
        double drawn = ground.drawnHeight(x, z);
        if (walking) {
            y = drawn + EYE_HEIGHT;
        } else {
            y = Math.max(y, drawn + FLY_CLEARANCE);
        }
        origin.place(camera, x, y, z);
        Quaternion q = new Quaternion().fromAngles(-pitch, yaw, 0);
        camera.setRotation(q);
    }

    public void setWalking(boolean walk) {
        walking = walk;
        placeCamera();
    }

    @Override
    public boolean walking() {
        return walking;
    }

    /** Sets the view: heading in radians from +x toward +z (0 looks along +x), pitch up positive. */
    public void look(double headingRadians, double pitchRadians) {
        yaw = (float) (FastMath.HALF_PI - headingRadians);
        pitch = (float) pitchRadians;
        placeCamera();
    }

    /** Puts the eye at a world point (kept above the ground), keeping the view direction. */
    public void moveTo(double worldX, double worldY, double worldZ) {
        x = worldX;
        y = worldY;
        z = worldZ;
        placeCamera();
    }

    @Override
    public double x() {
        return x;
    }

    @Override
    public double y() {
        return y;
    }

    @Override
    public double z() {
        return z;
    }

    /** The horizontal view direction in radians from +x toward +z, as {@link #look} takes it (no camera needed). */
    @Override
    public double heading() {
        return FastMath.HALF_PI - yaw;
    }
}
