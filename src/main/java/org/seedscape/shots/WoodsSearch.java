package org.seedscape.shots;

import static org.seedscape.world.PresetKey.TREE_LINE;
import static org.seedscape.world.PresetKey.TREE_MAX_SLOPE;

import org.seedscape.foliage.FoliagePlacement;
import org.seedscape.foliage.Species;
import org.seedscape.noise.TerrainFunction;

/**
 * The foliage viewpoints, at eye height: {@code forest}, inside a wood, looking along the way the
 * woods go on over the flattest ground; {@code meadow}, on open, gentle, grassy ground, facing the
 * nearest edge of a wood 100-500 m away. Both are the grid points nearest the start that qualify,
 * so they are as deterministic as the rest of the finder. Where none qualifies, the viewpoint goes
 * on the best ground found and says so in its note.
 */
final class WoodsSearch {
    private static final int DIRECTIONS = 32;
    /** Metres above the sea that both need: no beach, no wet sand. */
    private static final double DRY = 5;
    /** Metres below the tree line (forest) or the grass line (meadow): not the thinning woods, not the snow. */
    private static final double BELOW_LINE = 150;
    private static final double MEADOW_MAX_SLOPE = 0.12, MEADOW_PITCH = Math.toRadians(-3), FOREST_PITCH = Math.toRadians(-2);

    private final HeightGrid grid;
    private final FoliagePlacement placement;
    private final TerrainFunction terrain;
    private final double seaLevel;

    WoodsSearch(HeightGrid grid, TerrainFunction terrain, double seaLevel) {
        this.grid = grid;
        this.terrain = terrain;
        this.seaLevel = seaLevel;
        this.placement = new FoliagePlacement(terrain.params(), terrain.seed());
    }

    /** The forest, with a note if it had to compromise. */
    Found forest() {
        double top = terrain.params().get(TREE_LINE) - BELOW_LINE, steepest = 0.5 * terrain.params().get(TREE_MAX_SLOPE);
        Found f = nearest((x, z, h) -> h > seaLevel + DRY && h < top && slope(x, z) < steepest
                && placement.woods(x, z) > 0.98 && ring(x, z, 40, 0.95, true));
        if (f == null) {
            return fallback("no wood");
        }
        return new Found(f.x(), f.z(), bestHeading(f.x(), f.z(), 20, 200), FOREST_PITCH, "");
    }

    /** The meadow, with a note if it had to compromise. */
    Found meadow() {
        double top = Species.GRASS.maxHeight(terrain.params()) - BELOW_LINE;
        Found f = nearest((x, z, h) -> h > seaLevel + DRY && h < top && slope(x, z) < MEADOW_MAX_SLOPE
                && placement.woods(x, z) < 0.02 && ring(x, z, 50, 0.05, false));
        if (f == null) {
            return fallback("no open grassland");
        }
        return new Found(f.x(), f.z(), bestHeading(f.x(), f.z(), 100, 500), MEADOW_PITCH, "");
    }

    record Found(double x, double z, double heading, double pitch, String note) {
    }

    private interface Test {
        boolean passes(double x, double z, double h);
    }

    /** The grid point nearest the start that passes, or null. */
    private Found nearest(Test test) {
        Found best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int j = 0; j < grid.size(); j++) {
            for (int i = 0; i < grid.size(); i++) {
                double x = grid.x(i), z = grid.z(j), d = Math.hypot(x, z);
                if (d < bestDistance && grid.inside(i, j, 500) && test.passes(x, z, grid.height(i, j))) {
                    best = new Found(x, z, 0, 0, "");
                    bestDistance = d;
                }
            }
        }
        return best;
    }

    private Found fallback(String what) {
        return new Found(0, 0, 0, MEADOW_PITCH, what + " within " + Math.round(ViewpointFinder.SEARCH_RADIUS)
                + " m of the start: at the start instead");
    }

    /** Rise over run at (x, z), from the grid's neighbours. */
    private double slope(double x, double z) {
        double s = grid.spacing();
        return Math.hypot(grid.at(x + s, z) - grid.at(x - s, z), grid.at(x, z + s) - grid.at(x, z - s)) / (2 * s);
    }

    /** Whether every point of the ring of radius r is woods above {@code level} (or, {@code above} false, below it). */
    private boolean ring(double x, double z, double r, double level, boolean above) {
        for (int k = 0; k < 8; k++) {
            double a = Math.PI * k / 4, w = placement.woods(x + Math.cos(a) * r, z + Math.sin(a) * r);
            if (above ? w <= level : w >= level) {
                return false;
            }
        }
        return true;
    }

    /**
     * The heading with the most woods from {@code from} to {@code to} metres out, less what the
     * ground there climbs or falls (10 m count as much as a wood), so the view runs level.
     */
    private double bestHeading(double x, double z, double from, double to) {
        double best = 0, bestScore = Double.NEGATIVE_INFINITY, h = grid.exact(x, z);
        for (int k = 0; k < DIRECTIONS; k++) {
            double a = 2 * Math.PI * k / DIRECTIONS, score = 0;
            for (double d = from; d <= to; d += (to - from) / 8) {
                double px = x + Math.cos(a) * d, pz = z + Math.sin(a) * d;
                score += placement.woods(px, pz) - Math.abs(grid.at(px, pz) - h) / 10;
            }
            if (score > bestScore) {
                bestScore = score;
                best = a;
            }
        }
        return best;
    }
}
