package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import java.util.SplittableRandom;

/** The seeded draws the mesh generators share. */
final class Seeded {
    private Seeded() {
    }

    /** Uniform in [lo, hi). */
    static float range(SplittableRandom random, float lo, float hi) {
        return lo + (hi - lo) * (float) random.nextDouble();
    }

    /** A direction uniform over the sphere. */
    static Vector3f direction(SplittableRandom random) {
        float y = range(random, -1, 1), azimuth = range(random, 0, FastMath.TWO_PI);
        float r = (float) Math.sqrt(1 - y * y);
        return new Vector3f(r * FastMath.cos(azimuth), y, r * FastMath.sin(azimuth));
    }
}
