package org.seedscape.physics;

import com.jme3.app.Application;
import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Vector3f;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.imageio.ImageIO;
import org.seedscape.ProbeGame;
import org.seedscape.ProbeScript;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.TileListener;
import org.seedscape.api.WorldPosition;
import org.seedscape.api.WorldTile;
import org.seedscape.io.FrameCapture;

/**
 * For {@link HolesGlTest}, in a child JVM: a game cuts a hole in the ground ahead of the camera
 * ({@link org.seedscape.api.GroundEditor#cutHole}) with {@link WorldPhysics} on, drops a ball into it and puts a
 * box beside it. Captures the frame before and after the hole (the latter written to
 * {@code target/hole.png}), asks the drawn ground in and beside the hole, follows the bodies, fills
 * the hole and asks again. Prints one line per finding.
 */
public final class HolesProbe {
    /** The hole's middle, its half side, and where the camera looks from. */
    static final double X0 = 2000.5, Z0 = -1500.25, HALF = 5, BACK = 30, UP = 25;
    private static final double MAX_WAIT_SECONDS = 240;

    public static void main(String[] args) throws Exception {
        Logger.getLogger("com.jme3").setLevel(Level.WARNING);
        SeedscapeWorld world = ProbeGame.smallWorld().build();
        ProbeGame.exit(new ProbeGame(480, 270, game -> {
            FrameCapture capture = new FrameCapture();
            game.getViewPort().addProcessor(capture);
            BulletAppState bullet = new BulletAppState();
            WorldPhysics physics = new WorldPhysics(world, bullet);
            game.getStateManager().attach(bullet);
            game.getStateManager().attach(world);
            game.getStateManager().attach(physics);
            game.getStateManager().attach(new Script(world, bullet, capture));
        }).runToEnd());
    }

    private static final class Script extends ProbeScript implements TileListener {
        private final SeedscapeWorld world;
        private final BulletAppState bullet;
        private final FrameCapture capture;
        private int step, hole, reshownHidden;
        private double waited, stepSeconds;
        private volatile BufferedImage frame;
        private BufferedImage before;
        private PhysicsRigidBody inHole, beside;
        private double groundIn, groundBeside;

        Script(SeedscapeWorld world, BulletAppState bullet, FrameCapture capture) {
            this.world = world;
            this.bullet = bullet;
            this.capture = capture;
        }

        @Override
        protected void initialize(Application app) {
        }

        @Override
        public void tileShown(WorldTile tile) {
        }

        @Override
        public void tileHidden(WorldTile tile) {
            reshownHidden++;
        }

        @Override
        public void update(float tpf) {
            waited += tpf;
            stepSeconds += tpf;
            if (waited > MAX_WAIT_SECONDS) {
                System.out.println("TIMEOUT in step " + step);
                getApplication().stop();
                return;
            }
            switch (step) {
                case 0 -> start();
                case 1 -> settle();
                case 2 -> capture();
                case 3 -> cut();
                case 4 -> capture();
                case 5 -> dropBalls();
                case 6 -> followBalls();
                case 7 -> fill();
                default -> { }
            }
        }

        /** The camera looks down at the hole's square from {@value #BACK} m south, {@value #UP} m up. */
        private void start() {
            world.moveCamera(X0, world.heightAt(X0, Z0 + BACK) + UP, Z0 + BACK);
            getApplication().getCamera().lookAt(world.toScene(X0, world.heightAt(X0, Z0), Z0), Vector3f.UNIT_Y);
            next();
        }

        private void settle() {
            boolean finest = world.shownTiles().stream().anyMatch(t -> t.level() == 0 && t.minX() <= X0 && X0 < t.maxX()
                    && t.minZ() <= Z0 && Z0 < t.maxZ());
            if (finest && stepSeconds > 6) {
                next();
            }
        }

        private void capture() {
            if (frame == null && stepSeconds > 0.5) { // asked once the frame after the last change is drawn
                capture.requestImage(image -> frame = image);
                stepSeconds = -1e9;
            }
            if (frame != null) {
                next();
            }
        }

        private void cut() {
            before = frame;
            frame = null;
            world.addTileListener(this);
            reshownHidden = 0;
            hole = world.editor().cutHole(X0 - HALF, Z0 - HALF, X0 + HALF, Z0 + HALF);
            System.out.printf(Locale.ROOT, "CUT hole=%d tiles_reshown=%d drawn_in=%s exact_in_finite=%s drawn_beside_finite=%s"
                            + " hit_in=%s hit_beside_finite=%s%n", hole, reshownHidden, world.drawnHeightAt(X0, Z0),
                    Double.isFinite(world.heightAt(X0, Z0)), Double.isFinite(world.drawnHeightAt(X0 + 2 * HALF, Z0)),
                    world.groundHit(X0, world.heightAt(X0, Z0) + 10, Z0, 0, -1, 0),
                    world.groundHit(X0 + 2 * HALF, world.heightAt(X0 + 2 * HALF, Z0) + 10, Z0, 0, -1, 0) != null);
            next();
        }

        /** The hole's middle in the frame against the frame before, and the picture kept. */
        private void dropBalls() {
            try {
                Path file = Path.of("target", "hole.png");
                Files.createDirectories(file.getParent());
                ImageIO.write(frame, "png", file.toFile());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            System.out.printf(Locale.ROOT, "PICTURE changed_in_middle=%.3f changed_at_edges=%.3f%n",
                    changed(before, frame, 0.45, 0.55), changed(before, frame, 0.0, 0.1));
            groundIn = world.heightAt(X0, Z0);
            groundBeside = world.drawnHeightAt(X0 + 2 * HALF, Z0);
            inHole = body(new SphereCollisionShape(0.25f), X0, groundIn + 2, Z0);
            // A box, which does not roll down into the hole as a ball might.
            beside = body(new BoxCollisionShape(0.25f), X0 + 2 * HALF, groundBeside + 0.5, Z0);
            beside.setFriction(1);
            next();
        }

        private PhysicsRigidBody body(CollisionShape shape, double x, double y, double z) {
            PhysicsRigidBody b = new PhysicsRigidBody(shape, 1);
            b.setPhysicsLocation(world.toScene(x, y, z));
            bullet.getPhysicsSpace().addCollisionObject(b);
            return b;
        }

        /** After four seconds: the ball over the hole fell through it, the one beside it lies on the ground. */
        private void followBalls() {
            if (stepSeconds < 4) {
                return;
            }
            WorldPosition in = world.toWorld(inHole.getPhysicsLocation(null)), by = world.toWorld(beside.getPhysicsLocation(null));
            System.out.printf(Locale.ROOT, "BODIES in_hole_below_ground_m=%.2f beside_above_ground_m=%.3f beside_moved_m=%.3f%n",
                    groundIn - in.y(), by.y() - world.drawnHeightAt(by.x(), by.z()), Math.hypot(by.x() - X0 - 2 * HALF, by.z() - Z0));
            bullet.getPhysicsSpace().removeCollisionObject(inHole);
            next();
        }

        private void fill() {
            reshownHidden = 0;
            boolean filled = world.editor().fillHole(hole);
            System.out.printf(Locale.ROOT, "FILLED filled=%s again=%s tiles_reshown=%d drawn_in_finite=%s%n", filled,
                    world.editor().fillHole(hole), reshownHidden, Double.isFinite(world.drawnHeightAt(X0, Z0)));
            getApplication().stop();
            next();
        }

        /** The share of pixels in the square [from, to] of the frame (as fractions of its sides) that differ by more than 16 in a channel. */
        private static double changed(BufferedImage a, BufferedImage b, double from, double to) {
            int n = 0, differ = 0;
            for (int y = (int) (from * a.getHeight()); y < (int) (to * a.getHeight()); y++) {
                for (int x = (int) (from * a.getWidth()); x < (int) (to * a.getWidth()); x++) {
                    int p = a.getRGB(x, y), q = b.getRGB(x, y);
                    boolean d = false;
                    for (int s = 0; s < 24; s += 8) {
                        d |= Math.abs(((p >> s) & 255) - ((q >> s) & 255)) > 16;
                    }
                    n++;
                    differ += d ? 1 : 0;
                }
            }
            return (double) differ / n;
        }

        private void next() {
            step++;
            stepSeconds = 0;
        }
    }
}
