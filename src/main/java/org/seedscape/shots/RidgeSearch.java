package org.seedscape.shots;

/**
 * The {@code ridge} viewpoint: a local summit among the highest fifth of the area, scored by its
 * drop to the rings 150 m (counted twice), 400 m and 1 km (counted half) around it. It faces where
 * the ground falls fastest within 300 m and lies lowest 1-3 km out, and the eye stands on the brow
 * on that side, so the slope below is in view rather than the summit's crown.
 */
final class RidgeSearch {
    /** Metres the eye stands over the brow. */
    static final double HEIGHT = 6;
    /** How far below its summit the eye's ground may lie. */
    private static final double BROW_DROP = 30;

    private final HeightGrid grid;
    private final double seaLevel;

    RidgeSearch(HeightGrid grid, double seaLevel) {
        this.grid = grid;
        this.seaLevel = seaLevel;
    }

    /** Where the eye stands and how it looks. */
    record Found(double x, double z, double eye, double heading, double pitch) {
    }

    Found find() {
        double high = grid.quantile(0.8);
        double bestX = 0, bestZ = 0, bestScore = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < grid.size(); j++) {
            for (int i = 0; i < grid.size(); i++) {
                double h = grid.height(i, j);
                if (h < high || h <= seaLevel || !grid.inside(i, j, 1000) || !summit(i, j)) {
                    continue;
                }
                double x = grid.x(i), z = grid.z(j);
                // Steep sides near the top count most: a broad dome would fill the foreground.
                double score = 2 * (h - ringMean(x, z, 150, 16)) + (h - ringMean(x, z, 400, 16))
                        + 0.5 * (h - ringMean(x, z, 1000, 16));
                if (score > bestScore) {
                    bestScore = score;
                    bestX = x;
                    bestZ = z;
                }
            }
        }
        if (bestScore == Double.NEGATIVE_INFINITY) {
            throw new IllegalStateException("no summit above the sea within " + ViewpointFinder.SEARCH_RADIUS + " m of the start");
        }
        double[] top = exactSummit(bestX, bestZ);
        // Face where the ground falls away fastest within 300 m and lies lowest 1-3 km out (the sea
        // counts as flat ground at sea level, so deep water does not outweigh low land).
        double heading = 0, bestDrop = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < ViewpointFinder.DIRECTIONS; k++) {
            double a = ViewpointFinder.heading(k), far = 0;
            for (double d = 1000; d <= 3000; d += 250) {
                far += top[2] - Math.max(seaLevel, grid.at(top[0] + Math.cos(a) * d, top[1] + Math.sin(a) * d));
            }
            double drop = top[2] - grid.at(top[0] + Math.cos(a) * 300, top[1] + Math.sin(a) * 300) + far / 9;
            if (drop > bestDrop) {
                bestDrop = drop;
                heading = a;
            }
        }
        // Step out from the top to the brow, where the slope below comes into view instead of the
        // summit's own crown: the point within 250 m, still within BROW_DROP of the top, with the
        // biggest fall over the next 150 m.
        double cx = Math.cos(heading), cz = Math.sin(heading);
        double x = top[0], z = top[1], ground = top[2], fall = Double.NEGATIVE_INFINITY;
        for (double d = 0; d <= 250; d += 8) {
            double px = top[0] + cx * d, pz = top[1] + cz * d, g = grid.exact(px, pz);
            if (g < top[2] - BROW_DROP) {
                break;
            }
            double f = g - grid.at(px + cx * 150, pz + cz * 150);
            if (f > fall) {
                fall = f;
                x = px;
                z = pz;
                ground = g;
            }
        }
        double eye = ground + HEIGHT;
        // Looking down 60 % of the way to the ground 1.5 km ahead, between 5 and 20 degrees.
        double below = eye - grid.at(x + cx * 1500, z + cz * 1500);
        double pitch = -Math.min(Math.toRadians(20), Math.max(Math.toRadians(5), 0.6 * Math.atan2(below, 1500)));
        return new Found(x, z, eye, heading, pitch);
    }

    /** Whether grid point (i, j) is the highest within two cells. */
    private boolean summit(int i, int j) {
        double h = grid.height(i, j);
        for (int dj = -2; dj <= 2; dj++) {
            for (int di = -2; di <= 2; di++) {
                if ((di != 0 || dj != 0) && grid.height(i + di, j + dj) > h) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The exact highest point within one grid cell of (x, z), on a 4 m raster: {x, z, height}. */
    private double[] exactSummit(double x, double z) {
        double[] top = {x, z, grid.exact(x, z)};
        for (double dz = -ViewpointFinder.SPACING; dz <= ViewpointFinder.SPACING; dz += 4) {
            for (double dx = -ViewpointFinder.SPACING; dx <= ViewpointFinder.SPACING; dx += 4) {
                double h = grid.exact(x + dx, z + dz);
                if (h > top[2]) {
                    top = new double[] {x + dx, z + dz, h};
                }
            }
        }
        return top;
    }

    /** The mean height of n points on the ring of radius r around (x, z). */
    private double ringMean(double x, double z, double r, int n) {
        double sum = 0;
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            sum += grid.at(x + Math.cos(a) * r, z + Math.sin(a) * r);
        }
        return sum / n;
    }
}
