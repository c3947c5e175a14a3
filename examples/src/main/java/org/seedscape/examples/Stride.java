package org.seedscape.examples;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import org.seedscape.api.WorldPosition;

/**
 * The walker steered along a heading at a steady speed, turning left by 45 degrees where less than
 * a metre was made over a second (a trunk, a rock, a slope too steep); keeps count of the path
 * walked. (A slow frame still makes some: Bullet runs up to four steps a frame.)
 */
final class Stride {
    private final Walker walker;
    private final float speed;
    /** Radians from +x toward +z. */
    private double heading;
    private double path, checkPath, checkSeconds;
    /** Where the walker was last frame; null before the first. */
    private WorldPosition last;

    Stride(Walker walker, float speed) {
        this.walker = walker;
        this.speed = speed;
    }

    /** One frame of the walk: counts the path made since the last, turns if stuck, steers on. */
    void advance(float tpf) {
        WorldPosition now = walker.footSphereCentre();
        if (last != null) {
            path += Math.hypot(now.x() - last.x(), now.z() - last.z());
        }
        last = now;
        checkSeconds += tpf;
        if (checkSeconds >= 1) {
            if (path - checkPath < 1) {
                heading += FastMath.QUARTER_PI;
            }
            checkPath = path;
            checkSeconds = 0;
        }
        walker.steer(new Vector3f((float) Math.cos(heading), 0, (float) Math.sin(heading)).multLocal(speed));
    }

    /** Stops the walker where it is. */
    void halt() {
        walker.steer(Vector3f.ZERO);
    }

    /** Metres walked, across the ground. */
    double path() {
        return path;
    }

    double heading() {
        return heading;
    }
}
