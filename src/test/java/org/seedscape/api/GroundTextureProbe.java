package org.seedscape.api;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.asset.plugins.FileLocator;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Random;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.imageio.ImageIO;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.io.FrameCapture;

/**
 * For {@link GroundTextureGlTest}, in a child JVM: the world in a plain {@link SimpleApplication}
 * through EGL, with our textures ({@code ours}) or with a red grass texture of the game's own
 * ({@code red}: an asset in the folder {@code DIR}, found through a locator the game registers),
 * looking over a meadow from 12 m up; saves the picture as {@code DIR/MODE.png} once the ground
 * there is drawn by its finest tiles. Prints where it looked and the grass' share there. With
 * {@code missing}, the grass' asset is nowhere: the world's start fails, and the probe prints the
 * error the game's {@code handleError} was given.
 */
public final class GroundTextureProbe {
    static final int WIDTH = 480, HEIGHT = 270;
    /** How far ahead of the camera the ground must be grass: the lower half of the picture. */
    static final double[] AHEAD = {0, 10, 20, 35, 50};
    private static final double MAX_WAIT_SECONDS = 240, EYE = 12, PITCH_DEG = 15;

    public static void main(String[] args) throws InterruptedException, IOException {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        Path dir = Path.of(args[0]);
        boolean red = args[1].equals("red");
        WorldBuilder builder = ProbeGame.smallWorld().foliage(false);
        if (red) {
            writeRedGrass(dir);
            builder.groundTexture(GroundLayer.GRASS, GroundTexture.assets("red-grass.png", "flat-normal.png", 8));
        } else if (args[1].equals("missing")) {
            builder.groundTexture(GroundLayer.GRASS, GroundTexture.assets("no-such-grass.png", "flat-normal.png", 8));
        }
        SeedscapeWorld world = builder.build();
        Path shot = dir.resolve(args[1] + ".png");
        Game game = new Game(started -> {
            // the game's own asset folder, where the red grass is
            started.getAssetManager().registerLocator(dir.toString(), FileLocator.class);
            started.getStateManager().attach(world);
            started.getStateManager().attach(new Script(world, shot));
        });
        String failure = game.runToEnd();
        ProbeGame.exit(failure);
    }

    /** A red albedo with light and shade of its own (its relief), not square; a flat normal map. */
    private static void writeRedGrass(Path dir) throws IOException {
        Random random = new Random(3);
        BufferedImage albedo = new BufferedImage(200, 120, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < albedo.getHeight(); y++) {
            for (int x = 0; x < albedo.getWidth(); x++) {
                int r = 170 + random.nextInt(86), g = random.nextInt(30);
                albedo.setRGB(x, y, r << 16 | g << 8 | g);
            }
        }
        ImageIO.write(albedo, "png", dir.resolve("red-grass.png").toFile());
        BufferedImage normal = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                normal.setRGB(x, y, 0x8080ff);
            }
        }
        ImageIO.write(normal, "png", dir.resolve("flat-normal.png").toFile());
    }

    /** The probe's game, which prints every cause of an error it is given. */
    private static final class Game extends ProbeGame {
        Game(Start start) {
            super(WIDTH, HEIGHT, start);
        }

        @Override
        public void handleError(String message, Throwable t) {
            for (Throwable c = t; c != null; c = c.getCause()) {
                System.out.println("ERROR_GIVEN " + c.getClass().getSimpleName() + ": " + c.getMessage());
            }
            super.handleError(message, t);
        }
    }

    private static final class Script extends ProbeScript {
        private final SeedscapeWorld world;
        private final Path shot;
        private final FrameCapture capture = new FrameCapture();
        private double x, z;
        private int step, framesDrawn;
        private long started = System.nanoTime();

        Script(SeedscapeWorld world, Path shot) {
            this.world = world;
            this.shot = shot;
        }

        @Override
        protected void initialize(Application app) {
            app.getGuiViewPort().addProcessor(capture);
        }

        @Override
        public void update(float tpf) {
            if ((System.nanoTime() - started) * 1e-9 > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT in step " + step);
                getApplication().stop();
                return;
            }
            switch (step) {
                case 0 -> lookOverAMeadow();
                case 1 -> waitForTheFinestGround();
                case 2 -> {
                    // the tiles' morph (0.4 s) and the normal maps' swap done
                    if (++framesDrawn > 20 && (System.nanoTime() - started) * 1e-9 > 3) {
                        capture.request(shot);
                        step++;
                    }
                }
                case 3 -> {
                    System.out.println("SHOT " + shot);
                    getApplication().stop();
                    step++;
                }
                default -> { }
            }
        }

        /** The first place on a 64 m grid near the origin whose ground ahead (east) is grass. */
        private void lookOverAMeadow() {
            for (int ring = 0; ring <= 12 && step == 0; ring++) {
                for (int i = -ring; i <= ring && step == 0; i++) {
                    for (int j = -ring; j <= ring && step == 0; j++) {
                        if (Math.max(Math.abs(i), Math.abs(j)) == ring && grassAhead(64.0 * i, 64.0 * j) >= 0.8) {
                            x = 64.0 * i;
                            z = 64.0 * j;
                            step = 1;
                        }
                    }
                }
            }
            if (step == 0) {
                System.out.println("NO_MEADOW");
                getApplication().stop();
                return;
            }
            System.out.printf(Locale.ROOT, "MEADOW x=%.1f z=%.1f grass=%.3f%n", x, z, grassAhead(x, z));
            world.moveCamera(x, world.heightAt(x, z) + EYE, z);
            // east (+x), looking down
            float pitch = (float) PITCH_DEG * FastMath.DEG_TO_RAD;
            getApplication().getCamera().setRotation(new Quaternion().lookAt(
                    new Vector3f(FastMath.cos(pitch), -FastMath.sin(pitch), 0), Vector3f.UNIT_Y));
            started = System.nanoTime();
        }

        /** The least share of grass at the points ahead. */
        private double grassAhead(double x0, double z0) {
            double least = 1;
            for (double d : AHEAD) {
                least = Math.min(least, world.groundLayersAt(x0 + d, z0).grass());
            }
            return least;
        }

        private void waitForTheFinestGround() {
            for (double d : AHEAD) {
                WorldTile finest = null;
                for (WorldTile t : world.shownTiles()) {
                    if (t.minX() <= x + d && x + d < t.maxX() && t.minZ() <= z && z < t.maxZ()
                            && (finest == null || t.level() < finest.level())) {
                        finest = t;
                    }
                }
                if (finest == null || finest.level() > 0) {
                    return;
                }
            }
            step = 2;
            started = System.nanoTime();
        }
    }
}
