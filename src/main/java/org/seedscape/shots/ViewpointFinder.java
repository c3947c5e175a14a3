package org.seedscape.shots;

import java.util.ArrayList;
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
 * <li>valley: 20-40 m over a dry valley floor, looking up the valley ({@link ValleySearch});</li>
 * <li>ridge: on the brow of a steep summit, looking down over the lower land ({@link RidgeSearch});</li>
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
    static final double COAST_HEIGHT = 40, HORIZON_HEIGHT = 2000;
    private static final double VALLEY_PITCH = Math.toRadians(-3), HORIZON_PITCH = Math.toRadians(-8);
    /** Heights within this of the lowest count as equally low (a flat plain). */
    private static final double FLAT = 0.5;
    /** Valley floors at least this far above the sea, so the valley is not a flooded inlet. */
    static final double DRY = 10;
    /** Headings tried round the circle. */
    static final int DIRECTIONS = 32;

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

    public Viewpoint valley() {
        ValleySearch.Found f = new ValleySearch(grid, seaLevel).find();
        return place("valley", f.x(), f.z(), f.eye(), f.heading(), VALLEY_PITCH, "");
    }

    public Viewpoint ridge() {
        RidgeSearch.Found f = new RidgeSearch(grid, seaLevel).find();
        return place("ridge", f.x(), f.z(), f.eye(), f.heading(), f.pitch(), "");
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
        double heading = new ValleySearch(grid, seaLevel).heading(x, z, h, h + COAST_HEIGHT)[0];
        return place("coast", x, z, h + COAST_HEIGHT, heading, VALLEY_PITCH, note);
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

    /** A viewpoint with the eye at height {@code eye}, but never less than {@link #CLEARANCE} over the exact ground. */
    private Viewpoint place(String name, double x, double z, double eye, double heading, double pitch, String note) {
        double ground = grid.exact(x, z);
        return new Viewpoint(name, x, z, Math.max(eye, ground + CLEARANCE), ground, normalise(heading), pitch, note);
    }

    /** The {@code k}th of {@link #DIRECTIONS} headings round the circle, from +x toward +z. */
    static double heading(int k) {
        return 2 * Math.PI * k / DIRECTIONS;
    }

    /** An angle in [0, 2 pi). */
    static double normalise(double radians) {
        double a = radians % (2 * Math.PI);
        return a < 0 ? a + 2 * Math.PI : a;
    }
}
