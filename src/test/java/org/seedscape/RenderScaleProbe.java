package org.seedscape;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.texture.FrameBuffer;
import java.nio.file.Path;
import java.util.List;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.io.FrameCapture;
import org.seedscape.render.RenderScale;
import org.seedscape.stream.StreamingState;
import org.seedscape.world.PresetLoader;

/**
 * Sky and sea at half the window's resolution, for {@link RenderScaleGlTest}, in a child JVM: looks
 * at the horizon away from the sun and saves the window's picture scaled ({@code DIR/half.png}),
 * with the render scale disabled ({@code full.png}) and enabled again ({@code again.png}), printing
 * the world viewport's target and camera sizes with each.
 */
public final class RenderScaleProbe {
    static final int WIDTH = 480, HEIGHT = 270;

    public static void main(String[] args) {
        Path out = Path.of(args[0]);
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, WIDTH, HEIGHT, false,
                8192, 64L << 20, null, 0.5f, false, "render scale probe");
        String failure = SeedscapeApp.runToEnd(config,
                (a, streaming, origin) -> List.<AppState>of(new Script(out)), GlChoice.auto());
        if (failure != null) {
            System.out.println("FAILED " + failure);
            System.exit(1);
        }
        System.exit(0);
    }

    private static final class Script extends ProbeScript {
        private final Path out;
        private final FrameCapture capture = new FrameCapture();
        private int frame;

        Script(Path out) {
            this.out = out;
        }

        @Override
        protected void initialize(Application app) {
            app.getStateManager().getState(StreamingState.class).setEnabled(false);
            // The GUI's view comes last whether the world is stretched or not (and has nothing in it here).
            app.getGuiViewPort().addProcessor(capture);
            Camera cam = app.getCamera();
            cam.setLocation(new Vector3f(0, 50, 0));
            float heading = (float) Math.toRadians(AtmosphereProbe.sunHeading() + 180), pitch = (float) Math.toRadians(-8);
            Vector3f dir = new Vector3f(FastMath.cos(heading) * FastMath.cos(pitch), FastMath.sin(pitch),
                    FastMath.sin(heading) * FastMath.cos(pitch));
            cam.setRotation(new Quaternion().lookAt(dir, Vector3f.UNIT_Y));
        }

        @Override
        public void update(float tpf) {
            RenderScale scale = ((SeedscapeApp) getApplication()).renderScale();
            switch (++frame) {
                case 3 -> shoot("half");
                case 4 -> scale.setEnabled(false);
                case 6 -> shoot("full");
                case 7 -> scale.setEnabled(true);
                case 9 -> shoot("again");
                case 10 -> getApplication().stop();
                default -> {
                }
            }
        }

        private void shoot(String name) {
            capture.request(out.resolve(name + ".png"));
            FrameBuffer target = getApplication().getViewPort().getOutputFrameBuffer();
            Camera cam = getApplication().getCamera();
            System.out.println(name + " WORLD_TARGET " + (target == null ? "window" : target.getWidth() + "x" + target.getHeight())
                    + " WORLD_CAMERA " + cam.getWidth() + "x" + cam.getHeight());
        }
    }
}
