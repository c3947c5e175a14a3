package org.seedscape.shots;

/**
 * The coast viewpoint's search on one grid of heights: a sea point 200-640 m from the nearest
 * land, facing the centroid of the land within 1.5 km, with the shore 150-800 m ahead; scored by
 * the share of sea around it (offshore), how high the land rises behind the shore, how much of the
 * picture's width meets land, and how near the shore is to 350 m.
 */
final class ShoreSearch {
    /** How far around a coast viewpoint the land it faces is gathered. */
    private static final double LAND_RADIUS = 1536;

    /** A sea point facing the shore {@code distance} metres away along {@code heading}. */
    record Shore(double x, double z, double heading, double distance) {
    }

    private ShoreSearch() {
    }

    /** The best coast viewpoint on one search grid, or null where it has no shore. */
    static Shore best(HeightGrid area, double seaLevel) {
        Shore best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < area.size(); j++) {
            for (int i = 0; i < area.size(); i++) {
                if (area.height(i, j) >= seaLevel - 1 || !area.inside(i, j, LAND_RADIUS)) {
                    continue;
                }
                double x = area.x(i), z = area.z(j);
                double nearest = nearestLand(area, x, z, seaLevel);
                if (nearest < 200 || nearest > 640) {
                    continue;
                }
                // Face the centroid of the land within 1.5 km; count the sea around (offshore means mostly sea).
                double sx = 0, sz = 0;
                int water = 0, all = 0;
                for (double r = LAND_RADIUS / 12; r <= LAND_RADIUS; r += LAND_RADIUS / 12) {
                    for (int k = 0; k < 16; k++) {
                        double a = 2 * Math.PI * k / 16, px = x + Math.cos(a) * r, pz = z + Math.sin(a) * r;
                        all++;
                        if (area.at(px, pz) < seaLevel) {
                            water++;
                        } else {
                            sx += px - x;
                            sz += pz - z;
                        }
                    }
                }
                double heading = ViewpointFinder.normalise(Math.atan2(sz, sx)), cx = Math.cos(heading), cz = Math.sin(heading);
                double shore = Double.NaN;
                for (double d = 16; d <= 1000; d += 16) {
                    if (area.at(x + cx * d, z + cz * d) >= seaLevel) {
                        shore = d;
                        break;
                    }
                }
                if (!(shore >= 150 && shore <= 800)) {
                    continue;
                }
                double rise = 0;
                for (double d = shore; d <= shore + 3000; d += 64) {
                    rise = Math.max(rise, area.at(x + cx * d, z + cz * d) - seaLevel);
                }
                double score = 100.0 * water / all + 0.3 * Math.min(rise, 300) - 0.1 * Math.abs(shore - 350)
                        + 50 * landAcross(area, x, z, heading, seaLevel);
                if (score > bestScore) {
                    bestScore = score;
                    best = new Shore(x, z, heading, shore);
                }
            }
        }
        return best;
    }

    /** The fraction of the view 30 degrees either side of the heading that meets land within 1.5 km. */
    private static double landAcross(HeightGrid area, double x, double z, double heading, double seaLevel) {
        int hits = 0;
        for (int k = -6; k <= 6; k++) {
            double a = heading + Math.toRadians(5 * k);
            for (double d = 64; d <= 1500; d += 64) {
                if (area.at(x + Math.cos(a) * d, z + Math.sin(a) * d) >= seaLevel) {
                    hits++;
                    break;
                }
            }
        }
        return hits / 13.0;
    }

    /** Distance to the nearest land sample on rings 128-640 m out (16 directions each); infinity when none. */
    private static double nearestLand(HeightGrid area, double x, double z, double seaLevel) {
        for (double r = 128; r <= 640; r += 64) {
            for (int k = 0; k < 16; k++) {
                double a = 2 * Math.PI * k / 16;
                if (area.at(x + Math.cos(a) * r, z + Math.sin(a) * r) >= seaLevel) {
                    return r;
                }
            }
        }
        return Double.POSITIVE_INFINITY;
    }
}
