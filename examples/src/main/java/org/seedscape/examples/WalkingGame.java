package org.seedscape.examples;

import com.jme3.app.SimpleApplication;
import com.jme3.bullet.BulletAppState;
import com.jme3.input.MouseInput;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.post.FilterPostProcessor;
import com.jme3.shadow.DirectionalLightShadowFilter;
import com.jme3.shadow.EdgeFilteringMode;
import com.jme3.system.AppSettings;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldBuilder;
import org.seedscape.api.WorldPosition;
import org.seedscape.gl.EglContext;
import org.seedscape.physics.WorldPhysics;

/**
 * A small game on Seedscape: walk the endless world in first person (Minie's character control on
 * the ground as drawn), drop balls that roll down its slopes, and find the beacon that stands at
 * world (10^6, ground, 10^6), a thousand kilometres out, near where the walk starts, in a ring of
 * stone cairns ({@link Cairns}: the game's own mesh, instanced on the world).
 *
 * <p>The balls are lit by the world's sun ({@code SeedscapeWorld.sun}) and cast their shadows on
 * the ground through jME's shadow filter made with it (not offscreen).
 *
 * <p>Keys: WASD walk, mouse look, Shift run, Space jump, left mouse button drops a ball ahead, T
 * travels 2 km east, B back to the beacon, Esc quits.
 *
 * <p>Options: {@code --offscreen} draws through EGL into an offscreen buffer, with no window and no
 * display, a small picture and a short view; {@code --autopilot} lets the game play itself and
 * print what it measured ({@link Autopilot}); {@code --physics-bench} walks east at 5 m/s and
 * prints, as one line of JSON, what the physics cost the render thread per frame
 * ({@link PhysicsBench}), with {@code --radius METRES} (the physics radius; WorldPhysics' default
 * otherwise) and {@code --seconds S} (how long it walks; 60 otherwise).
 */
public final class WalkingGame extends SimpleApplication {
    /** How far east T takes the player: beyond the floating origin's step, so the origin jumps. */
    static final double TRAVEL = 2000;

    private static final String USAGE = "the options are --offscreen, --autopilot, --physics-bench, --radius METRES"
            + " (the physics radius) and --seconds S (how long the bench walks)";

    private final boolean offscreen, autopilot;
    /** The physics radius, or NaN for WorldPhysics' default; the bench's seconds, or NaN for no bench. */
    private final double radius, benchSeconds;
    private SeedscapeWorld world;
    private Walker walker;
    private Balls balls;

    private WalkingGame(boolean offscreen, boolean autopilot, double radius, double benchSeconds) {
        this.offscreen = offscreen;
        this.autopilot = autopilot;
        this.radius = radius;
        this.benchSeconds = benchSeconds;
        AppSettings s = new AppSettings(true);
        s.setTitle("Seedscape: walking to the beacon");
        s.setAudioRenderer(null); // a silent game: no need for a sound device
        if (offscreen) {
            // Seedscape's EGL context: jME draws into a pbuffer, no window system needed.
            s.setCustomRenderer(EglContext.class);
            s.setResolution(320, 180);
            s.setVSync(false);
        } else {
            s.setRenderer(AppSettings.LWJGL_OPENGL45); // the terrain's generation passes need 4.5
            s.setResolution(1280, 720);
        }
        setSettings(s);
        setShowSettings(false);
    }

    public static void main(String[] args) {
        boolean offscreen = false, autopilot = false, bench = false;
        double radius = Double.NaN, seconds = 60;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--offscreen" -> offscreen = true;
                case "--autopilot" -> autopilot = true;
                case "--physics-bench" -> bench = true;
                case "--radius" -> radius = number(args, ++i);
                case "--seconds" -> seconds = number(args, ++i);
                default -> quit("unknown option " + args[i]);
            }
        }
        Logger.getLogger("com.jme3").setLevel(Level.WARNING); // jME's and Minie's notes at every start and every body
        new WalkingGame(offscreen, autopilot, radius, bench ? seconds : Double.NaN).start();
    }

    /** The number {@code args[i]}, an option's value. */
    private static double number(String[] args, int i) {
        try {
            return Double.parseDouble(args[i]);
        } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
            quit(args[i - 1] + " takes a number");
            return Double.NaN;
        }
    }

    private static void quit(String why) {
        System.err.println(why + ": " + USAGE);
        System.exit(2);
    }

    @Override
    public void simpleInitApp() {
        WorldBuilder options = SeedscapeWorld.builder();
        if (offscreen) {
            // Nobody looks: the shortest view and cache make the least work for a CPU rasteriser.
            options.viewDistance(WorldBuilder.MIN_VIEW_DISTANCE).cacheBytes(WorldBuilder.MIN_CACHE_MIB << 20);
        }
        world = options.build();
        BulletAppState bullet = new BulletAppState();
        WorldPhysics physics = new WorldPhysics(world, bullet);
        if (!Double.isNaN(radius)) {
            physics.setRadius(radius);
        }
        walker = new Walker(world, physics, bullet);
        balls = new Balls(rootNode, bullet, assetManager);
        Beacon beacon = new Beacon(world, assetManager);
        Cairns cairns = new Cairns(world, assetManager);
        // In this order: the world moves its origin before the walker reads the camera, and the
        // beacon and the walker need the world initialized (heights) when they initialize.
        stateManager.attach(bullet);
        stateManager.attach(world);
        stateManager.attach(physics);
        stateManager.attach(beacon);
        stateManager.attach(cairns);
        stateManager.attach(walker);
        if (autopilot) {
            stateManager.attach(new Autopilot(world, walker, balls, beacon, cairns));
        }
        if (!Double.isNaN(benchSeconds)) {
            stateManager.attach(new PhysicsBench(physics, walker, benchSeconds)); // after WorldPhysics, to clock its tick
        }

        flyCam.setMoveSpeed(0); // the fly camera only looks: the walker moves the camera
        // The balls are lit by the world's sun and sky light, which it puts on the root node itself.
        if (!offscreen) {
            addShadows(); // nobody looks offscreen: the autopilot and the bench leave it out
        }
        bindKeys();
    }

    /** The balls' shadows on the ground, the sea and each other: jME's shadow filter with the world's sun (docs/LIBRARY.md). */
    private void addShadows() {
        DirectionalLightShadowFilter shadows = new DirectionalLightShadowFilter(assetManager, 2048, 2);
        shadows.setLight(world.sun());
        shadows.setShadowZExtend(150);
        shadows.setShadowZFadeLength(30);
        shadows.setEdgeFilteringMode(EdgeFilteringMode.PCF4);
        shadows.setRenderBackFacesShadows(false);
        FilterPostProcessor fpp = new FilterPostProcessor(assetManager);
        fpp.addFilter(shadows);
        viewPort.addProcessor(fpp);
    }

    private void bindKeys() {
        inputManager.addMapping("DropBall", new MouseButtonTrigger(MouseInput.BUTTON_LEFT));
        inputManager.addMapping("Travel", new KeyTrigger(KeyInput.KEY_T));
        inputManager.addMapping("Beacon", new KeyTrigger(KeyInput.KEY_B));
        ActionListener actions = (name, pressed, tpf) -> {
            if (!pressed || !walker.standing()) {
                return;
            }
            switch (name) {
                case "DropBall" -> balls.drop(cam.getLocation().add(cam.getDirection().mult(4)).addLocal(0, 3, 0));
                case "Travel" -> {
                    WorldPosition at = world.cameraPosition();
                    walker.moveTo(at.x() + TRAVEL, at.z());
                }
                case "Beacon" -> walker.moveTo(Walker.START_X, Walker.START_Z);
                default -> throw new IllegalStateException(name);
            }
        };
        inputManager.addListener(actions, "DropBall", "Travel", "Beacon");
    }
}
