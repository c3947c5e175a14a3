package org.seedscape.api;

import com.jme3.app.Application;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.scene.shape.Box;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.imageio.ImageIO;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.io.FrameCapture;

/**
 * For {@link WorldInstancesGlTest}, in a child JVM: a game puts a grid of red posts on the ground
 * ahead of the camera as instanced copies ({@link SeedscapeWorld#instances}), waits for the finest
 * tiles and a few seconds more, captures the frame (written to {@code target/instances.png}), takes
 * the posts away and captures again. Prints the red pixels of each frame and the posts' batches.
 */
public final class InstancesProbe {
    static final double X0 = 1e6 + 300.5, Z0 = 1e6 - 200.25;
    /** Posts a side, metres apart, and how far ahead the grid begins. */
    static final int SIDE = 9;
    static final double SPACING = 8, AHEAD = 30;
    private static final double MAX_WAIT_SECONDS = 240, SETTLE_SECONDS = 6;

    public static void main(String[] args) throws Exception {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        SeedscapeWorld world = ProbeGame.smallWorld().foliage(false).build();
        ProbeGame.exit(new ProbeGame(480, 270, game -> {
            FrameCapture capture = new FrameCapture();
            game.getViewPort().addProcessor(capture);
            game.getStateManager().attach(world);
            game.getStateManager().attach(new Script(world, capture));
        }).runToEnd());
    }

    private static final class Script extends ProbeScript {
        private final SeedscapeWorld world;
        private final FrameCapture capture;
        private WorldInstances posts;
        private int step;
        private double waited, settled;
        private volatile BufferedImage frame;

        Script(SeedscapeWorld world, FrameCapture capture) {
            this.world = world;
            this.capture = capture;
        }

        @Override
        protected void initialize(Application app) {
        }

        @Override
        public void update(float tpf) {
            waited += tpf;
            if (waited > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT in step " + step);
                getApplication().stop();
                return;
            }
            switch (step) {
                case 0 -> start();
                case 1 -> settle(tpf);
                case 2 -> capture();
                case 3 -> withPosts();
                case 4 -> capture();
                case 5 -> withoutPosts();
                default -> { }
            }
        }

        /** The camera looks north over the grid; each post stands on the exact ground. */
        private void start() {
            world.moveCamera(X0, world.heightAt(X0, Z0) + 25, Z0);
            getApplication().getCamera().setRotation(new Quaternion().fromAngles(12 * FastMath.DEG_TO_RAD, FastMath.PI, 0));
            Material red = new Material(getApplication().getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
            red.setColor("Color", ColorRGBA.Red);
            posts = world.instances(new Box(0.6f, 4, 0.6f), red);
            for (int i = 0; i < SIDE; i++) {
                for (int j = 0; j < SIDE; j++) {
                    double x = X0 + (i - SIDE / 2) * SPACING, z = Z0 - AHEAD - j * SPACING;
                    posts.add(x, world.heightAt(x, z) + 4, z, new Quaternion().fromAngles(0, 0.3f * (i + j), 0), 1);
                }
            }
            step++;
        }

        private void settle(float tpf) {
            WorldTile under = null;
            for (WorldTile t : world.shownTiles()) {
                if (t.minX() <= X0 && X0 < t.maxX() && t.minZ() <= Z0 && Z0 < t.maxZ() && (under == null || t.level() < under.level())) {
                    under = t;
                }
            }
            if (under != null && under.level() == 0) {
                settled += tpf;
            }
            if (settled >= SETTLE_SECONDS) {
                step++;
            }
        }

        private void capture() {
            frame = null;
            capture.requestImage(image -> frame = image);
            step++;
        }

        private void withPosts() {
            if (frame == null) {
                return;
            }
            try {
                Path file = Path.of("target", "instances.png");
                Files.createDirectories(file.getParent());
                ImageIO.write(frame, "png", file.toFile());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            System.out.println("WITH red_pixels=" + redPixels(frame) + " copies=" + posts.count() + " squares=" + posts.squares());
            posts.clear();
            step++;
        }

        private void withoutPosts() {
            if (frame == null) {
                return;
            }
            System.out.println("WITHOUT red_pixels=" + redPixels(frame) + " copies=" + posts.count());
            getApplication().stop();
            step++;
        }

        private static int redPixels(BufferedImage image) {
            int n = 0;
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    int rgb = image.getRGB(x, y), r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
                    if (r > 180 && g < 60 && b < 60) {
                        n++;
                    }
                }
            }
            return n;
        }
    }
}
