package org.seedscape.shots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.seedscape.erosion.DrainageFields;
import org.seedscape.stamp.Stamp;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileLayout;

/**
 * Finds the {@code shots} viewpoints in the terrain itself, so they suit any preset and seed: a
 * valley, a ridge, a coast, a high view of the horizon, a forest and a meadow, searched on a grid of reference
 * heights ({@link #SPACING} m apart, {@link #SEARCH_RADIUS} m either side of the start, world 0, 0).
 * Pure Java and deterministic: the same world always gives the same viewpoints. Every eye is at
 * least {@link #CLEARANCE} m above the exact ground under it. How each is scored:
 * <ul>
 * <li>valley: dry ground (at least {@code DRY} m above the sea) scored by its deepest
 *     cross-section (the lower of the two sides, 250-750 m out, above it) less twice the relief of
 *     its own 100 m ring (a wide floor, not a gully). For the best few, the eye goes 20-40 m up
 *     and every heading is scored by what the picture would show (see {@code valleyHeading}):
 *     sides rising left and right, open floor ahead, higher ground beyond;</li>
 * <li>ridge: a local summit among the highest fifth of the area, scored by its drop to the rings
 *     150 m (counted twice), 400 m and 1 km (counted half) around it. It faces where the ground
 *     falls fastest within 300 m and lies lowest 1-3 km out, and the eye stands on the brow on
 *     that side, so the slope below is in view rather than the summit's crown;</li>
 * <li>coast: a sea point 200-640 m from the nearest land, facing the centroid of the land within
 *     1.5 km, with the shore 150-800 m ahead. Scored by the share of sea around it (offshore), how
 *     high the land rises behind the shore, how much of the picture's width meets land, and how
 *     near the shore is to 350 m. Without a shore the search widens twice (doubling the square and
 *     the spacing), then falls back to the lowest ground found and says so in the note;</li>
 * <li>horizon: {@link #HORIZON_HEIGHT} m over the start, pitched down 8 degrees, facing the
 *     highest ground 2-6 km away;</li>
 * <li>forest and meadow: at eye height ({@link #CLEARANCE} m) inside a wood and on open grassland
 *     ({@link WoodsSearch});</li>
 * <li>gullies: across its valley from the slope the gully filter carves most ({@link GullySearch}).</li>
 * </ul>
 */
public final class ViewpointFinder {
    public static final List<String> NAMES = List.of("valley", "ridge", "coast", "horizon", "forest", "meadow", "gullies",
            "above-50", "above-200", "above-800");
    /** Metres above the gullies' slope of the pictures looking straight down at it, where a texture's repeat would show. */
    public static final List<Integer> OVERHEAD_HEIGHTS = List.of(50, 200, 800);
    /** Straight down, short of the vertical (where the camera's heading is lost). */
    static final double OVERHEAD_PITCH = -1.55;
    /** Half side of the first search square, and its grid spacing. */
    static final double SEARCH_RADIUS = 6000, SPACING = 32;
    /** How many times the coast search doubles its square (and spacing) before giving up. */
    static final int COAST_WIDENINGS = 2;
    static final double CLEARANCE = 2;
    static final double VALLEY_MIN_HEIGHT = 20, VALLEY_MAX_HEIGHT = 40, RIDGE_HEIGHT = 6, COAST_HEIGHT = 40, HORIZON_HEIGHT = 2000;
    /** How far below its summit the ridge eye's ground may lie. */
    private static final double BROW_DROP = 30;
    private static final double VALLEY_PITCH = Math.toRadians(-3), HORIZON_PITCH = Math.toRadians(-8);
    /** Heights within this of the lowest count as equally low (a flat plain). */
    private static final double FLAT = 0.5;
    /** Valley floors at least this far above the sea, so the valley is not a flooded inlet. */
    static final double DRY = 10;
    /** The farthest of the three samples on each side of a valley's cross-section. */
    private static final double SIDE_FAR = 750;
    private static final int DIRECTIONS = 32;
    private static final int SHORTLIST = 12;
    private static final double SHORTLIST_SPACING = 600;

    private final TerrainFunction terrain;
    private final double seaLevel;
    private final HeightGrid grid;

    /**
     * Searches the ground of {@code terrain} as the tiles draw it: raised to the plains of its
     * filled basins and lowered into the valleys cut through their rims (their lattices do not
     * depend on the view distance). The plains keep the gullies view off them.
     */
    public ViewpointFinder(TerrainFunction terrain, double seaLevel) {
        this.terrain = terrain;
        this.seaLevel = seaLevel;
        this.grid = HeightGrid.sample(terrain, DrainageFields.of(terrain, TileLayout.standard(SEARCH_RADIUS)), 0, 0,
                SEARCH_RADIUS, SPACING);
    }

    /** The viewpoints in {@link #NAMES} order. */
    public List<Viewpoint> all() {
        Viewpoint gullies = gullies();
        List<Viewpoint> all = new ArrayList<>(List.of(valley(), ridge(), coast(), horizon(), forest(), meadow(), gullies));
        for (int metres : OVERHEAD_HEIGHTS) {
            all.add(overhead(gullies, metres));
        }
        return all;
    }

    /** Metres above the ground of the views over stamps ("from 2 km up"). */
    static final double STAMP_VIEW_HEIGHT = 2000;
    /** Metres above the ground of the view from the ground inside a stamp. */
    static final double STAMP_EYE_HEIGHT = 2;

    /**
     * Three views of each stamp of the world: {@code stamp-NAME-above}, 2 km over the ground 3 km
     * south of its middle looking north at 35 degrees down; {@code stamp-NAME-band}, 2 km over the
     * procedural ground 2 km west of it looking east across its western band into it; and
     * {@code stamp-NAME-ground}, a person's eye inside it a third of the way from its west edge,
     * looking east.
     */
    public List<Viewpoint> stamps() {
        List<Viewpoint> out = new ArrayList<>();
        for (Stamp s : terrain.stampList()) {
            String name = "stamp-" + s.placement().name();
            double midU = (s.columns(0) - 1) / 2.0, midV = (s.rows(0) - 1) / 2.0;
            double cx = s.worldX(midU, midV), cz = s.worldZ(midU, midV), west = s.worldX(0, midV), westZ = s.worldZ(0, midV);
            out.add(over(name + "-above", cx, cz - 3000, STAMP_VIEW_HEIGHT, Math.PI / 2, Math.toRadians(-35)));
            out.add(over(name + "-band", west - 2000, westZ, STAMP_VIEW_HEIGHT, 0, Math.toRadians(-30)));
            out.add(over(name + "-ground", s.worldX(s.columns(0) / 3.0, midV), s.worldZ(s.columns(0) / 3.0, midV),
                    STAMP_EYE_HEIGHT, 0, Math.toRadians(-3)));
        }
        return out;
    }

    /**
     * A view of the brushes' edits, {@code edits}: south of the box their dabs reach (twice their
     * radius), half as far from its middle as it is wide and a quarter over the ground there (at
     * least 50 m over its own), looking north at the middle; none without edits.
     */
    public List<Viewpoint> edits() {
        double[] box = terrain.edits().reach();
        if (box == null) {
            return List.of();
        }
        double width = Math.max(box[2] - box[0], box[3] - box[1]), cx = (box[0] + box[2]) / 2, cz = (box[1] + box[3]) / 2;
        double middle = grid.exact(cx, cz), ground = grid.exact(cx, cz - width / 2);
        double eye = Math.max(middle + width / 4, ground + 50);
        return List.of(new Viewpoint("edits", cx, cz - width / 2, eye, ground, normalise(Math.PI / 2),
                Math.atan2(middle - eye, width / 2), ""));
    }

    /** A view {@code above} metres over the ground as the tiles draw it. */
    private Viewpoint over(String name, double x, double z, double above, double heading, double pitch) {
        double ground = grid.exact(x, z);
        return new Viewpoint(name, x, z, ground + above, ground, normalise(heading), pitch, "");
    }

    private record Candidate(double x, double z, double ground, double score) {
    }

    public Viewpoint valley() {
        List<Candidate> found = new ArrayList<>();
        for (int j = 0; j < grid.size(); j++) {
            for (int i = 0; i < grid.size(); i++) {
                double x = grid.x(i), z = grid.z(j), h = grid.height(i, j);
                if (h < seaLevel + DRY || !grid.inside(i, j, SIDE_FAR)) {
                    continue;
                }
                double walls = crossSection(x, z, h);
                if (walls > 0) {
                    found.add(new Candidate(x, z, h, walls - 2 * ringMeanAbs(x, z, 100, 8, h)));
                }
            }
        }
        if (found.isEmpty()) {
            throw new IllegalStateException("no dry low ground within " + SEARCH_RADIUS + " m of the start");
        }
        Viewpoint best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Candidate c : shortlist(found)) {
            // A quarter of the way up the walls, within 20-40 m: the lower the eye, the taller the sides look.
            double above = Math.max(VALLEY_MIN_HEIGHT, Math.min(VALLEY_MAX_HEIGHT, crossSection(c.x(), c.z(), c.ground()) / 4));
            double[] view = valleyHeading(c.x(), c.z(), c.ground(), c.ground() + above);
            if (view[1] > bestScore) {
                bestScore = view[1];
                best = place("valley", c.x(), c.z(), c.ground() + above, view[0], VALLEY_PITCH, "");
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
        for (int k = 0; k < DIRECTIONS / 2; k++) {
            double a = heading(k);
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
    private double[] valleyHeading(double x, double z, double h, double eye) {
        double bestHeading = 0, bestScore = Double.NEGATIVE_INFINITY;
        double side = Math.toRadians(35);
        for (int k = 0; k < DIRECTIONS; k++) {
            double a = heading(k);
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

    public Viewpoint ridge() {
        double high = grid.quantile(0.8);
        Candidate best = null;
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
                if (best == null || score > best.score()) {
                    best = new Candidate(x, z, h, score);
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("no summit above the sea within " + SEARCH_RADIUS + " m of the start");
        }
        double[] top = exactSummit(best.x(), best.z());
        // Face where the ground falls away fastest within 300 m and lies lowest 1-3 km out (the sea
        // counts as flat ground at sea level, so deep water does not outweigh low land).
        double heading = 0, bestDrop = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < DIRECTIONS; k++) {
            double a = heading(k), far = 0;
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
        double eye = ground + RIDGE_HEIGHT;
        // Looking down 60 % of the way to the ground 1.5 km ahead, between 5 and 20 degrees.
        double below = eye - grid.at(x + cx * 1500, z + cz * 1500);
        double pitch = -Math.min(Math.toRadians(20), Math.max(Math.toRadians(5), 0.6 * Math.atan2(below, 1500)));
        return place("ridge", x, z, eye, heading, pitch, "");
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
        for (double dz = -SPACING; dz <= SPACING; dz += 4) {
            for (double dx = -SPACING; dx <= SPACING; dx += 4) {
                double h = grid.exact(x + dx, z + dz);
                if (h > top[2]) {
                    top = new double[] {x + dx, z + dz, h};
                }
            }
        }
        return top;
    }

    public Viewpoint coast() {
        HeightGrid area = grid;
        for (int widen = 0; ; widen++) {
            ShoreSearch.Shore shore = ShoreSearch.best(area, seaLevel);
            if (shore != null) {
                // Pitched so the shoreline sits a little below the middle of the picture.
                return place("coast", shore.x(), shore.z(), seaLevel + COAST_HEIGHT, shore.heading(),
                        -0.8 * Math.atan2(COAST_HEIGHT, shore.distance()), "");
            }
            if (widen == COAST_WIDENINGS) {
                break;
            }
            double scale = 1 << (widen + 1);
            // The terrain function alone: filled basins lie above the sea this looks for.
            area = HeightGrid.sample(terrain, null, 0, 0, SEARCH_RADIUS * scale, SPACING * scale);
        }
        // No shore anywhere searched: over the lowest ground of the widest search, looking up toward
        // higher land; where a flat plain makes many points lowest, the one nearest the start.
        double lowest = area.quantile(0);
        int bi = -1, bj = -1;
        for (int j = 0; j < area.size(); j++) {
            for (int i = 0; i < area.size(); i++) {
                if (area.height(i, j) <= lowest + FLAT
                        && (bi < 0 || Math.hypot(area.x(i), area.z(j)) < Math.hypot(area.x(bi), area.z(bj)))) {
                    bi = i;
                    bj = j;
                }
            }
        }
        double x = area.x(bi), z = area.z(bj), h = grid.exact(x, z);
        String note = String.format(Locale.ROOT, "no shore within %.0f km of the start: over the lowest ground found instead",
                SEARCH_RADIUS * (1 << COAST_WIDENINGS) / 1000);
        return place("coast", x, z, h + COAST_HEIGHT, valleyHeading(x, z, h, h + COAST_HEIGHT)[0], VALLEY_PITCH, note);
    }

    public Viewpoint horizon() {
        double heading = 0, highest = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < DIRECTIONS; k++) {
            double a = heading(k);
            for (double d = 2000; d <= 6000; d += 128) {
                double h = grid.at(Math.cos(a) * d, Math.sin(a) * d);
                if (h > highest) {
                    highest = h;
                    heading = a;
                }
            }
        }
        return place("horizon", 0, 0, grid.exact(0, 0) + HORIZON_HEIGHT, heading, HORIZON_PITCH, "");
    }

    public Viewpoint gullies() {
        GullySearch.Found f = new GullySearch(grid, terrain, seaLevel).find();
        return place("gullies", f.x(), f.z(), f.eye(), f.heading(), f.pitch(), "");
    }

    /** Straight down from {@code metres} above the slope the gullies picture looks at. */
    public Viewpoint overhead(Viewpoint gullies, int metres) {
        double x = gullies.x() + Math.cos(gullies.heading()) * GullySearch.DISTANCE;
        double z = gullies.z() + Math.sin(gullies.heading()) * GullySearch.DISTANCE;
        return place("above-" + metres, x, z, grid.exact(x, z) + metres, gullies.heading(), OVERHEAD_PITCH, "");
    }

    public Viewpoint forest() {
        return atEyeHeight("forest", new WoodsSearch(grid, terrain, seaLevel).forest());
    }

    public Viewpoint meadow() {
        return atEyeHeight("meadow", new WoodsSearch(grid, terrain, seaLevel).meadow());
    }

    private Viewpoint atEyeHeight(String name, WoodsSearch.Found f) {
        return place(name, f.x(), f.z(), grid.exact(f.x(), f.z()) + CLEARANCE, f.heading(), f.pitch(), f.note());
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

    /** A viewpoint with the eye at height {@code eye}, but never less than {@link #CLEARANCE} over the exact ground. */
    private Viewpoint place(String name, double x, double z, double eye, double heading, double pitch, String note) {
        double ground = grid.exact(x, z);
        return new Viewpoint(name, x, z, Math.max(eye, ground + CLEARANCE), ground, normalise(heading), pitch, note);
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

    /** The mean height difference from h of n points on the ring of radius r around (x, z). */
    private double ringMeanAbs(double x, double z, double r, int n, double h) {
        double sum = 0;
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            sum += Math.abs(grid.at(x + Math.cos(a) * r, z + Math.sin(a) * r) - h);
        }
        return sum / n;
    }

    private static double heading(int k) {
        return 2 * Math.PI * k / DIRECTIONS;
    }

    /** An angle in [0, 2 pi). */
    static double normalise(double radians) {
        double a = radians % (2 * Math.PI);
        return a < 0 ? a + 2 * Math.PI : a;
    }
}
