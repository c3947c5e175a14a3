package org.seedscape;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.nio.file.Path;
import java.util.List;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.io.FrameCapture;
import org.seedscape.render.Atmosphere;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.WaterState;
import org.seedscape.stream.StreamingState;
import org.seedscape.world.PresetLoader;

/**
 * Sky and sea without terrain, for {@link AtmosphereGlTest}, in a child JVM: renders each
 * viewpoint on a magenta background to {@code DIR/NAME.png}, then again without the water to
 * {@code DIR/NAME-dry.png}, and prints where the sun should appear in the "sun" picture.
 */
public final class AtmosphereProbe {
    /** Where to look from: world (x, y, z), heading from +x toward +z and pitch in degrees. */
    record Viewpoint(String name, double x, double y, double z, double heading, double pitch) {
    }

    static final int WIDTH = 480, HEIGHT = 270;
    /** y is world metres; the default preset's sea is at 0 m. */
    static final List<Viewpoint> VIEWPOINTS = List.of(
            new Viewpoint("sun", 0, 50, 0, sunHeading() + 9, sunElevation() - 6),
            new Viewpoint("sea-low", 1e7 + 333, 2, -1e7, 20, -20),
            new Viewpoint("sea-high", -1e7, 2000, 1e6 + 777, 200, -60));

    public static void main(String[] args) {
        Path out = Path.of(args[0]);
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, WIDTH, HEIGHT, false,
                8192, 64L << 20, null, 1, false, "atmosphere probe");
        String failure = SeedscapeApp.runToEnd(config,
                (a, streaming, origin) -> List.<AppState>of(new Script(origin, out)), GlChoice.auto());
        if (failure != null) {
            System.out.println("FAILED " + failure);
            System.exit(1);
        }
        System.exit(0);
    }

    /** Degrees from +x toward +z of the direction toward the sun. */
    static double sunHeading() {
        Vector3f toSun = Atmosphere.SUN_DIRECTION.negate();
        return Math.toDegrees(Math.atan2(toSun.z, toSun.x));
    }

    static double sunElevation() {
        return Math.toDegrees(Math.asin(-Atmosphere.SUN_DIRECTION.y));
    }

    /** Two frames per viewpoint: with the water, then without. */
    private static final class Script extends ProbeScript {
        private final FloatingOrigin origin;
        private final Path out;
        private final FrameCapture capture = new FrameCapture();
        private int frame = -1;

        Script(FloatingOrigin origin, Path out) {
            this.origin = origin;
            this.out = out;
        }

        @Override
        protected void initialize(Application app) {
            app.getStateManager().getState(StreamingState.class).setEnabled(false);
            app.getViewPort().setBackgroundColor(ColorRGBA.Magenta);
            app.getViewPort().addProcessor(capture);
        }

        @Override
        public void update(float tpf) {
            frame++;
            if (frame == 2 * VIEWPOINTS.size()) {
                getApplication().stop();
                return;
            }
            Viewpoint v = VIEWPOINTS.get(frame / 2);
            boolean wet = frame % 2 == 0;
            getState(WaterState.class).setEnabled(wet);
            Camera cam = getApplication().getCamera();
            origin.place(cam, v.x(), v.y(), v.z());
            float h = (float) Math.toRadians(v.heading()), p = (float) Math.toRadians(v.pitch());
            Vector3f dir = new Vector3f(FastMath.cos(h) * FastMath.cos(p), FastMath.sin(p),
                    FastMath.sin(h) * FastMath.cos(p));
            cam.setRotation(new Quaternion().lookAt(dir, Vector3f.UNIT_Y));
            capture.request(out.resolve(v.name() + (wet ? "" : "-dry") + ".png"));
            if (wet && v.name().equals("sun")) {
                Vector3f sun = cam.getScreenCoordinates(cam.getLocation().add(Atmosphere.SUN_DIRECTION.mult(-1000)));
                // As pixel indices: pixel i spans screen [i, i+1], and image rows run top down.
                System.out.printf("SUN_PIXEL %.2f %.2f%n", sun.x - 0.5, HEIGHT - sun.y - 0.5);
            }
        }
    }
}
