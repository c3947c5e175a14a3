package org.seedscape.render;

import com.jme3.math.Vector2f;
import com.jme3.renderer.Camera;
import java.util.ArrayList;
import java.util.List;

/**
 * The world point the scene is centred on. World positions are doubles; the scene sees them
 * relative to this origin, which jumps in whole steps whenever the camera strays more than
 * {@link #STEP} metres from it, so jME's float transforms never hold a large number. Whatever is
 * placed relative to the origin follows a jump at once, inside {@link #place} (render thread), so
 * no frame is drawn with the camera on the new origin and the scene on the old one.
 */
public final class FloatingOrigin {
    /** Metres the camera may stray before the origin follows; also the grid the origin snaps to. */
    public static final double STEP = 1024;

    private final List<Runnable> followers = new ArrayList<>();
    private double x, z;

    /** Puts the camera at a world position, moving the origin and its followers first if the camera strayed. */
    public void place(Camera camera, double worldX, double worldY, double worldZ) {
        if (Math.abs(worldX - x) > STEP || Math.abs(worldZ - z) > STEP) {
            x = Math.round(worldX / STEP) * STEP;
            z = Math.round(worldZ / STEP) * STEP;
            followers.forEach(Runnable::run);
        }
        camera.setLocation(camera.getLocation().set((float) (worldX - x), (float) worldY, (float) (worldZ - z)));
    }

    /** Runs {@code follower} now and after every jump, before the camera is placed on the new origin. */
    public void addFollower(Runnable follower) {
        followers.add(follower);
        follower.run();
    }

    public void removeFollower(Runnable follower) {
        followers.remove(follower);
    }

    public double x() {
        return x;
    }

    public double z() {
        return z;
    }

    /**
     * The origin modulo a period, for shaders whose texture coordinates repeat every {@code period}
     * metres: scene position plus this runs on unbroken when the origin jumps.
     */
    public Vector2f offsetModulo(double period, Vector2f store) {
        return store.set((float) wrap(x, period), (float) wrap(z, period));
    }

    /**
     * A world coordinate modulo a period, in [0, period): exact to 1/1024 m for any coordinate up
     * to 10^9 m (the floating origin's steps are exact), where a float or a plain double remainder
     * would drift.
     */
    public static double wrap(double metres, double period) {
        long fixed = (long) Math.floor(metres * 1024);
        return Math.floorMod(fixed, (long) (period * 1024)) / 1024.0;
    }

    /** The world x of a scene x. */
    public double worldX(float sceneX) {
        return x + sceneX;
    }

    public double worldZ(float sceneZ) {
        return z + sceneZ;
    }
}
