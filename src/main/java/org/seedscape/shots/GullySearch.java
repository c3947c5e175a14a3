package org.seedscape.shots;

import org.seedscape.noise.TerrainFunction;

/**
 * The {@code gullies} viewpoint: the dry slope off the filled basins' plains that the gully filter
 * carves most, scored by how much the carving (the heights less those of the same world without
 * gullies) varies within two grid cells of it: gullies beside ridges, not an even cut; where the
 * world has no gullies, the steepest slope. The eye stands {@link #DISTANCE} m out from it down its slope, at least {@link #ABOVE} m
 * above it and clear of the ground between, looking back at it.
 */
final class GullySearch {
    /** How far the eye stands from the slope it looks at, and how far above it at least. */
    static final double DISTANCE = 700, ABOVE = 60;
    /** Metres by which the ground between must stay under the line of sight. */
    private static final double SIGHT_CLEARANCE = 20;

    private final HeightGrid grid;
    /** The same area's ground without gullies, moved by the same drainage (the grid itself where the world has none). */
    private final HeightGrid uncarved;
    private final double seaLevel;

    GullySearch(HeightGrid grid, TerrainFunction terrain, double seaLevel) {
        this.grid = grid;
        this.seaLevel = seaLevel;
        this.uncarved = !terrain.hasGullies() ? grid
                : grid.resampled(new TerrainFunction(terrain.params().withoutGullies(), terrain.seed()));
    }

    /** Where the eye stands and how it looks. */
    record Found(double x, double z, double eye, double heading, double pitch) {
    }

    Found find() {
        double bestX = 0, bestZ = 0, bestGround = 0, bestScore = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < grid.size(); j++) {
            for (int i = 0; i < grid.size(); i++) {
                double h = grid.height(i, j);
                // Not on a filled basin's plain: it buries the gullies under it.
                if (h < seaLevel + ViewpointFinder.DRY || !grid.inside(i, j, DISTANCE + 300) || grid.raised(i, j) > 0) {
                    continue;
                }
                double score = carvingRelief(i, j) + 1e-3 * slope(i, j);
                if (score > bestScore) {
                    bestScore = score;
                    bestX = grid.x(i);
                    bestZ = grid.z(j);
                    bestGround = h;
                }
            }
        }
        if (bestScore == Double.NEGATIVE_INFINITY) {
            throw new IllegalStateException("no dry ground within " + ViewpointFinder.SEARCH_RADIUS + " m of the start");
        }
        // Down the slope of the uncarved ground, out to the eye; looking back up at the slope.
        double s = ViewpointFinder.SPACING;
        double gx = uncarved.at(bestX + s, bestZ) - uncarved.at(bestX - s, bestZ);
        double gz = uncarved.at(bestX, bestZ + s) - uncarved.at(bestX, bestZ - s);
        double down = Math.atan2(-gz, -gx);
        double x = bestX + Math.cos(down) * DISTANCE, z = bestZ + Math.sin(down) * DISTANCE;
        // Over the ground as drawn: the eye may stand over a filled basin's plain.
        double eye = Math.max(grid.exact(x, z) + ValleySearch.MIN_HEIGHT, bestGround + ABOVE);
        for (double d = s; d < DISTANCE - 2 * s; d += s) {
            // Raise the eye until the ground between lies under the line of sight to the slope.
            double along = d / DISTANCE;
            double sight = eye + (bestGround - eye) * along;
            double g = grid.at(x - Math.cos(down) * d, z - Math.sin(down) * d);
            if (g + SIGHT_CLEARANCE > sight) {
                eye += (g + SIGHT_CLEARANCE - sight) / (1 - along);
            }
        }
        double pitch = Math.max(Math.toRadians(-25), Math.min(Math.toRadians(-2), Math.atan2(bestGround - eye, DISTANCE)));
        return new Found(x, z, eye, down + Math.PI, pitch);
    }

    /** The mean absolute deviation of the carving within two grid cells of (i, j), in metres. */
    private double carvingRelief(int i, int j) {
        double[] carve = new double[25];
        double sum = 0;
        int n = 0;
        for (int dj = -2; dj <= 2; dj++) {
            for (int di = -2; di <= 2; di++) {
                carve[n] = grid.procedural(i + di, j + dj) - uncarved.procedural(i + di, j + dj);
                sum += carve[n++];
            }
        }
        double mean = sum / n, deviation = 0;
        for (double c : carve) {
            deviation += Math.abs(c - mean);
        }
        return deviation / n;
    }

    /** The uncarved ground's slope at grid point (i, j) (rise over run). */
    private double slope(int i, int j) {
        double sx = uncarved.height(i + 1, j) - uncarved.height(i - 1, j);
        double sz = uncarved.height(i, j + 1) - uncarved.height(i, j - 1);
        return Math.hypot(sx, sz) / (2 * ViewpointFinder.SPACING);
    }
}
