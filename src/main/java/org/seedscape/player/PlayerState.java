package org.seedscape.player;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.AnalogListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseAxisTrigger;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.util.HashSet;
import java.util.Set;
import org.seedscape.stream.FloatingOrigin;
import org.seedscape.stream.StreamingState;

/**
 * The first-person camera. Fly: WASD moves along the view, mouse looks, Shift is faster, Space and
 * C rise and sink. Walk (toggled with V): WASD moves over the ground, and the eye stays exactly
 * {@link #EYE_HEIGHT} above the ground as drawn, so it never sinks in or floats. In both modes
 * the eye stays above the ground. Positions are world doubles; the floating origin turns them
 * into small scene coordinates.
 */
public final class PlayerState extends BaseAppState implements ActionListener, AnalogListener {
    public static final float EYE_HEIGHT = 1.7f;
    /** Closest the flying eye may come to the ground. */
    private static final float FLY_CLEARANCE = 2f;
    private static final float FLY_SPEED = 60, WALK_SPEED = 5, SHIFT_FACTOR = 8;
    private static final float MOUSE_SPEED = 1.2f;

    private static final String[] MOVES = {"forward", "back", "left", "right", "up", "down", "fast"};
    private static final int[] MOVE_KEYS = {KeyInput.KEY_W, KeyInput.KEY_S, KeyInput.KEY_A, KeyInput.KEY_D,
            KeyInput.KEY_SPACE, KeyInput.KEY_C, KeyInput.KEY_LSHIFT};
    private static final String TOGGLE_WALK = "toggle-walk";
    private static final String[] LOOKS = {"look-left", "look-right", "look-up", "look-down"};

    private final StreamingState streaming;
    private final FloatingOrigin origin;
    private final Set<String> held = new HashSet<>();
    private double x, y, z;
    private float yaw, pitch;
    private boolean walking;
    private boolean inputEnabled = true;
    private Camera camera;

    /** Starts at world (x, z), {@code heightAboveGround} over the ground, looking along +x, a little down. */
    public PlayerState(StreamingState streaming, FloatingOrigin origin, double x, double z, double heightAboveGround) {
        this.streaming = streaming;
        this.origin = origin;
        this.x = x;
        this.z = z;
        this.y = streaming.trueHeight(x, z) + heightAboveGround;
        this.yaw = FastMath.HALF_PI;
        this.pitch = -0.15f;
    }

    @Override
    protected void initialize(Application app) {
        camera = app.getCamera();
        InputManager input = app.getInputManager();
        if (input != null && inputEnabled) {
            for (int i = 0; i < MOVES.length; i++) {
                input.addMapping(MOVES[i], new KeyTrigger(MOVE_KEYS[i]));
            }
            input.addMapping(TOGGLE_WALK, new KeyTrigger(KeyInput.KEY_V));
            input.addMapping(LOOKS[0], new MouseAxisTrigger(MouseInput.AXIS_X, true));
            input.addMapping(LOOKS[1], new MouseAxisTrigger(MouseInput.AXIS_X, false));
            input.addMapping(LOOKS[2], new MouseAxisTrigger(MouseInput.AXIS_Y, false));
            input.addMapping(LOOKS[3], new MouseAxisTrigger(MouseInput.AXIS_Y, true));
            input.addListener(this, MOVES);
            input.addListener(this, TOGGLE_WALK);
            input.addListener(this, LOOKS);
            input.setCursorVisible(false);
        }
        placeCamera();
    }

    @Override
    protected void cleanup(Application app) {
        InputManager input = app.getInputManager();
        if (input != null) {
            input.removeListener(this);
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    /** Turns keyboard and mouse off (for scripted runs); call before attaching. */
    public void disableInput() {
        inputEnabled = false;
    }

    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (name.equals(TOGGLE_WALK)) {
            if (pressed) {
                setWalking(!walking);
            }
        } else if (pressed) {
            held.add(name);
        } else {
            held.remove(name);
        }
    }

    @Override
    public void onAnalog(String name, float value, float tpf) {
        float d = value * MOUSE_SPEED;
        switch (name) {
            case "look-left" -> yaw += d;
            case "look-right" -> yaw -= d;
            case "look-up" -> pitch = Math.min(pitch + d, 1.55f);
            case "look-down" -> pitch = Math.max(pitch - d, -1.55f);
            default -> {
            }
        }
    }

    @Override
    public void update(float tpf) {
        float forward = axis("forward", "back"), strafe = axis("right", "left"), rise = axis("up", "down");
        float speed = (walking ? WALK_SPEED : FLY_SPEED) * (held.contains("fast") ? SHIFT_FACTOR : 1);
        move(forward * speed * tpf, strafe * speed * tpf, walking ? 0 : rise * speed * tpf);
    }

    private float axis(String plus, String minus) {
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
        placeCamera();
    }

    private void placeCamera() {
        double ground = streaming.groundHeight(x, z);
        if (walking) {
            y = ground + EYE_HEIGHT;
        } else {
            y = Math.max(y, ground + FLY_CLEARANCE);
        }
        origin.place(camera, x, y, z);
        Quaternion q = new Quaternion().fromAngles(-pitch, yaw, 0);
        camera.setRotation(q);
    }

    public void setWalking(boolean walk) {
        walking = walk;
        placeCamera();
    }

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

    public double x() {
        return x;
    }

    public double y() {
        return y;
    }

    public double z() {
        return z;
    }

    /** The direction the camera looks, for the HUD. */
    public Vector3f direction() {
        return camera.getDirection();
    }
}
