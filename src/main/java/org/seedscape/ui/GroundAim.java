package org.seedscape.ui;

import org.seedscape.stream.Ground;

/**
 * Where a ray meets the ground as drawn: marched in steps that grow with the distance (a metre
 * near, a hundredth of the distance far), then halved down to a centimetre between the last point
 * above the ground and the first below. World coordinates in metres.
 */
final class GroundAim {
    /** The first step, metres, and the share of the distance a step grows to. */
    static final double FIRST_STEP = 1, STEP_SHARE = 0.01;
    static final double PRECISION = 0.01;

    private GroundAim() {
    }

    /**
     * The point {@code (x, y, z)} where the ray from {@code (ox, oy, oz)} along the unit direction
     * {@code (dx, dy, dz)} first meets the ground within {@code maxDistance} metres, or null.
     */
    static double[] hit(Ground ground, double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance) {
        double before = 0;
        if (oy < ground.drawnHeight(ox, oz)) {
            return null; // under the ground: nothing to aim at
        }
        for (double t = FIRST_STEP; before < maxDistance; t += Math.max(FIRST_STEP, STEP_SHARE * t)) {
            double at = Math.min(t, maxDistance);
            if (oy + at * dy <= ground.drawnHeight(ox + at * dx, oz + at * dz)) {
                double lo = before, hi = at;
                while (hi - lo > PRECISION) {
                    double mid = 0.5 * (lo + hi);
                    if (oy + mid * dy <= ground.drawnHeight(ox + mid * dx, oz + mid * dz)) {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                return new double[] {ox + hi * dx, oy + hi * dy, oz + hi * dz};
            }
            before = at;
        }
        return null;
    }
}
