package org.seedscape.shots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The {@code valley} viewpoint: dry ground (at least {@link ViewpointFinder#DRY} m above the sea)
 * scored by its deepest cross-section (the lower of the two sides, 250-750 m out, above it) less
 * twice the relief of its own 100 m ring (a wide floor, not a gully). For the best few, the eye
 * goes 20-40 m up and every heading is scored by what the picture would show ({@link #heading}):
 * sides rising left and right, open floor ahead, higher ground beyond.
 */
final class ValleySearch {
    /** Metres the eye stands over the valley floor, at least and at most. */
    static final double MIN_HEIGHT = 20, MAX_HEIGHT = 40;
    /** The farthest of the three samples on each side of a valley's cross-section. */
    private static final double SIDE_FAR = 750;
    /** How many of the best floors have their headings scored, no two closer than the spacing. */
    private static final int SHORTLIST = 12;
    private static final double SHORTLIST_SPACING = 600;

    private final HeightGrid grid;
    private final double seaLevel;

    ValleySearch(HeightGrid grid, double seaLevel) {
        this.grid = grid;
        this.seaLevel = seaLevel;
    }

    /** Where the eye stands and which way it looks. */
    record Found(double x, double z, double eye, double heading) {
    }

    private record Candidate(double x, double z, double ground, double score) {
    }

    Found find() {
        List<Candidate> found = new ArrayList<>();
        for (int j = 0; j < grid.size(); j++) {
            for (int i = 0; i < grid.size(); i++) {
                double x = grid.x(i), z = grid.z(j), h = grid.height(i, j);
                if (h < seaLevel + ViewpointFinder.DRY || !grid.inside(i, j, SIDE_FAR)) {
                    continue;
                }
                double walls = crossSection(x, z, h);
                if (walls > 0) {
                    found.add(new Candidate(x, z, h, walls - 2 * ringMeanAbs(x, z, 100, 8, h)));
                }
            }
        }
        if (found.isEmpty()) {
            throw new IllegalStateException("no dry low ground within " + ViewpointFinder.SEARCH_RADIUS + " m of the start");
        }
        Found best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Candidate c : shortlist(found)) {
            // A quarter of the way up the walls, within 20-40 m: the lower the eye, the taller the sides look.
            double above = Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, crossSection(c.x(), c.z(), c.ground()) / 4));
            double[] view = heading(c.x(), c.z(), c.ground(), c.ground() + above);
            if (view[1] > bestScore) {
                bestScore = view[1];
                best = new Found(c.x(), c.z(), c.ground() + above, view[0]);
            }
        }
        return best;
    }

    /**
     * The depth of the deepest cross-section through (x, z): over axes through the point, the most
     * by which the ground 250-750 m out on both sides (the lower side counts) rises above h.
     */
    private double crossSection(double x, double z, double h) {
        double walls = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < ViewpointFinder.DIRECTIONS / 2; k++) {
            double a = ViewpointFinder.heading(k);
            walls = Math.max(walls, Math.min(sideRise(x, z, h, a), sideRise(x, z, h, a + Math.PI)));
        }
        return walls;
    }

    /** How far the ground rises above h, 250-750 m out from (x, z) along angle a (mean of three samples). */
    private double sideRise(double x, double z, double h, double a) {
        double sum = 0;
        for (double d = SIDE_FAR / 3; d <= SIDE_FAR; d += SIDE_FAR / 3) {
            sum += grid.at(x + Math.cos(a) * d, z + Math.sin(a) * d);
        }
        return sum / 3 - h;
    }

    /**
     * The heading from an eye at height {@code eye} over ground at height h that looks up a valley:
     * {heading, score}. In degrees of elevation seen from the eye, the score adds one and a half
     * times the lower of the two valley sides in the picture (the highest ground within 1.5 km, 35
     * degrees left and right of the heading; at most 10) and the highest ground 1-5 km straight
     * ahead (at most 10), and takes off twice what ground within 1 km ahead rises over 3 degrees
     * (a slope filling the view) and 0.2 for each metre it falls below h (down the valley, not up).
     */
    double[] heading(double x, double z, double h, double eye) {
        double bestHeading = 0, bestScore = Double.NEGATIVE_INFINITY;
        double side = Math.toRadians(35);
        for (int k = 0; k < ViewpointFinder.DIRECTIONS; k++) {
            double a = ViewpointFinder.heading(k);
            double walls = Math.min(elevation(x, z, eye, a + side, 200, 1500), elevation(x, z, eye, a - side, 200, 1500));
            double ahead = elevation(x, z, eye, a, 64, 1000), far = elevation(x, z, eye, a, 1000, 5000);
            double dip = 0;
            for (double d = 64; d <= 1000; d += 32) {
                dip = Math.max(dip, h - grid.at(x + Math.cos(a) * d, z + Math.sin(a) * d));
            }
            double score = 1.5 * Math.min(walls, 10) + Math.min(far, 10) - 2 * Math.max(0, ahead - 3) - 0.2 * dip;
            if (score > bestScore) {
                bestScore = score;
                bestHeading = a;
            }
        }
        return new double[] {bestHeading, bestScore};
    }

    /** The highest elevation angle, in degrees, of the ground seen from an eye at height {@code eye}, from-to metres along angle a. */
    private double elevation(double x, double z, double eye, double a, double from, double to) {
        double most = Double.NEGATIVE_INFINITY;
        for (double d = from; d <= to; d += 32) {
            double g = grid.at(x + Math.cos(a) * d, z + Math.sin(a) * d);
            most = Math.max(most, Math.toDegrees(Math.atan2(g - eye, d)));
        }
        return most;
    }

    /** The mean height difference from h of n points on the ring of radius r around (x, z). */
    private double ringMeanAbs(double x, double z, double r, int n, double h) {
        double sum = 0;
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            sum += Math.abs(grid.at(x + Math.cos(a) * r, z + Math.sin(a) * r) - h);
        }
        return sum / n;
    }

    /** The best candidates, highest score first, no two closer than {@link #SHORTLIST_SPACING}. */
    private static List<Candidate> shortlist(List<Candidate> all) {
        List<Candidate> sorted = new ArrayList<>(all);
        sorted.sort(Comparator.comparingDouble(Candidate::score).reversed()); // stable: ties keep grid order
        List<Candidate> picked = new ArrayList<>();
        for (Candidate c : sorted) {
            if (picked.size() == SHORTLIST) {
                break;
            }
            if (picked.stream().allMatch(p -> Math.hypot(p.x() - c.x(), p.z() - c.z()) >= SHORTLIST_SPACING)) {
                picked.add(c);
            }
        }
        return picked;
    }
}
