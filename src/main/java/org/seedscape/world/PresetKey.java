package org.seedscape.world;

import static org.seedscape.world.PresetKey.Group.BASE_FRACTAL;
import static org.seedscape.world.PresetKey.Group.DRAINAGE;
import static org.seedscape.world.PresetKey.Group.EROSION;
import static org.seedscape.world.PresetKey.Group.FOLIAGE;
import static org.seedscape.world.PresetKey.Group.GROUND_LAYERS;
import static org.seedscape.world.PresetKey.Group.GULLIES;
import static org.seedscape.world.PresetKey.Group.MULTIFRACTAL;
import static org.seedscape.world.PresetKey.Group.PLACEMENT;
import static org.seedscape.world.PresetKey.Group.RANGE_MAPPING;
import static org.seedscape.world.PresetKey.Group.SHAPING;
import static org.seedscape.world.PresetKey.Group.TALUS;
import static org.seedscape.world.PresetKey.Group.WATER;
import static org.seedscape.world.PresetKey.Group.WARPING;
import static org.seedscape.world.PresetKey.Group.WORLEY;
import static org.seedscape.world.PresetKey.Uniform.HEIGHT_PASS;
import static org.seedscape.world.PresetKey.Uniform.NONE;
import static org.seedscape.world.PresetKey.Uniform.SURFACE_PASS;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

/**
 * Every numeric preset key: the section it is listed under, its name in the file, its paper
 * symbol and unit for labels, the range in which the whole span is useful, the value used when a
 * preset leaves it out, whether it must be whole, which generation pass reads it as a uniform, and
 * what it does. The preset loader, the documentation in {@code config/*.properties} (which lists
 * the keys in this order), the generation material and the settings panel all follow this table.
 */
public enum PresetKey {
    OCTAVES(BASE_FRACTAL, "octaves", "n", "", 1, 20, 12, true, NONE,
            "number of noise octaves summed (paper n)"),
    BASE_WAVELENGTH(BASE_FRACTAL, "baseWavelength", "1/If", "m", 50, 200_000, 6000, false, NONE,
            "size in metres of the largest features; the paper's base frequency If = 1 / baseWavelength"),
    BASE_AMPLITUDE(BASE_FRACTAL, "baseAmplitude", "Ia", "", 0.01, 2, 1, false, HEIGHT_PASS,
            "amplitude of the first octave (paper Ia)"),
    ROUGHNESS(BASE_FRACTAL, "roughness", "g", "", 0, 1, 0.5, false, HEIGHT_PASS,
            "amplitude kept from one octave to the next (paper gain g); low is smooth, high is rough"),
    LACUNARITY(BASE_FRACTAL, "lacunarity", "l", "", 1.25, 4, 2, false, NONE,
            "frequency multiplier from one octave to the next (paper l)"),
    SHARPNESS(SHAPING, "sharpness", "Ss", "", -1, 1, 0, false, HEIGHT_PASS,
            "-1 billowy (|N|), 0 plain noise, +1 ridged (1-|N|) (paper Ss)"),
    PEAK_ENHANCEMENT(SHAPING, "peakEnhancement", "Se", "", 0, 4, 0, false, HEIGHT_PASS,
            "exponent that flattens lowlands and sharpens peaks: h * |h|^Se (paper Se)"),
    HEIGHT_SCALE(SHAPING, "heightScale", "Sh", "m", 1, 20_000, 1200, false, HEIGHT_PASS,
            "metres that a unit fractal value becomes (paper Sh)"),
    LOWLAND_SMOOTHING(EROSION, "lowlandSmoothing", "Ea", "", 0, 1, 0, false, HEIGHT_PASS,
            "altitude erosion: low ground loses fine detail (paper Ea)"),
    SLOPE_SMOOTHING(EROSION, "slopeSmoothing", "Es", "", 0, 4, 0, false, HEIGHT_PASS,
            "slope erosion: steep ground loses fine detail (paper Es)"),
    VALLEY_SMOOTHING(EROSION, "valleySmoothing", "Ec", "", 0, 1, 0, false, HEIGHT_PASS,
            "concavity erosion: valley floors, where sediment settles, get smoother (paper Ec)"),
    GULLY_STRENGTH(GULLIES, "gullyStrength", "", "", 0, 2, 0, false, HEIGHT_PASS,
            "how deep the gullies cut: the widest are this fraction of their spacing deep on steep ground (0.7 of it at a slope of 0.6, 31 degrees), less on gentler ground, none on flat ground (0 = off)"),
    GULLY_SPACING(GULLIES, "gullySpacing", "", "m", 10, 5000, 300, false, NONE,
            "metres between neighbouring gullies of the widest octave; each further octave is half as wide"),
    GULLY_OCTAVES(GULLIES, "gullyOctaves", "", "", 1, 8, 4, true, NONE,
            "number of gully octaves, each carved down the slope of the ground and the wider gullies before it, so gullies branch"),
    GULLY_DETAIL(GULLIES, "gullyDetail", "", "", 0, 1, 0.5, false, HEIGHT_PASS,
            "depth kept from one gully octave to the next: low leaves a few wide gullies, high branches them into fine rills"),
    GULLY_BRANCHING(GULLIES, "gullyBranching", "", "", 0, 1, 0.3, false, HEIGHT_PASS,
            "how far each finer gully octave turns down the walls of the wider gullies before it: 0 runs them all down the main slope side by side, 1 lets them branch freely"),
    RIDGE_ROUNDING(GULLIES, "ridgeRounding", "", "", 0, 1, 0.1, false, HEIGHT_PASS,
            "0 knife-edge ridges between the gullies, 1 rounded ones"),
    BASIN_FILL(DRAINAGE, "basinFill", "", "", 0, 1, 0, false, NONE,
            "how far closed basins fill with sediment toward the level where they spill: 1 makes them plains that drain, less leaves flat-floored hollows (0 = off)"),
    BASIN_BREACH(DRAINAGE, "basinBreach", "", "", 0, 1, 0, false, NONE,
            "how much of a closed basin's depth a valley cuts through its rim, from its floor out: 1 drains it all, with walls at most 5 degrees steeper than the talus angle; the rest is left to the fill (0 = off)"),
    PLAIN_SLOPE(DRAINAGE, "plainSlope", "", "slope", 0.001, 0.05, 0.01, false, NONE,
            "slope of a filled plain, and of a cut valley's bed, toward its outlet (0.01 falls 1 in 100), so water on it runs on"),
    WATER_STEPS(WATER, "waterSteps", "", "", 0, 64, 0, true, NONE,
            "steps of hydraulic erosion on the 4 m samples: rain runs downhill a sample a step, cuts channels where it gathers and lays fans where the slope eases (0 = off)"),
    WATER_EROSION(WATER, "waterErosion", "", "", 0, 16, 8, false, NONE,
            "sediment running water can carry: 1 carries the water's flux times the slope; more cuts deeper channels and lays larger fans (0 = off)"),
    TALUS_STEPS(TALUS, "talusSteps", "", "", 0, 64, 0, true, NONE,
            "steps of thermal erosion on the 4 m samples: each lets ground steeper than the talus angle shed scree one sample further down, so aprons grow a sample a step (0 = off)"),
    TALUS_ANGLE(TALUS, "talusAngle", "", "deg", 20, 60, 33, false, NONE,
            "the steepest slope loose ground keeps, in degrees: steeper ground sheds material to its foot"),
    MULTIFRACTAL_OFFSET(MULTIFRACTAL, "multifractalOffset", "", "", 0, 2, 1, false, HEIGHT_PASS,
            "Musgrave's offset added to each octave of the ridged, hybrid and hetero fractals"),
    RIDGE_WEIGHTING(MULTIFRACTAL, "ridgeWeighting", "", "", 0, 8, 2, false, HEIGHT_PASS,
            "Musgrave's gain in the ridged multifractal: how strongly a crest feeds detail to the next octave"),
    WARP_STRENGTH(WARPING, "warpStrength", "", "m", 0, 20_000, 0, false, HEIGHT_PASS,
            "domain warping: metres by which sample positions are pushed by a low-frequency noise field (0 = off)"),
    WARP_WAVELENGTH(WARPING, "warpWavelength", "", "m", 50, 200_000, 8000, false, NONE,
            "size in metres of the warping noise field"),
    HEIGHT_BIAS(RANGE_MAPPING, "heightBias", "", "", 0.05, 0.95, 0.5, false, HEIGHT_PASS,
            "Schlick bias on the normalised height, 0.5 = unchanged; lower widens lowlands, higher widens highlands"),
    HEIGHT_GAIN(RANGE_MAPPING, "heightGain", "", "", 0.05, 0.95, 0.5, false, HEIGHT_PASS,
            "Schlick gain on the normalised height, 0.5 = unchanged; lower pushes heights to the middle, higher to the extremes"),
    TERRACE_SPACING(RANGE_MAPPING, "terraceSpacing", "", "m", 0, 5000, 0, false, HEIGHT_PASS,
            "vertical metres between terrace steps (0 = no terraces)"),
    TERRACE_SHARPNESS(RANGE_MAPPING, "terraceSharpness", "", "", 0, 1, 0.8, false, HEIGHT_PASS,
            "0 smooth slope, 1 flat treads with steep risers"),
    PLATEAU_HEIGHT(RANGE_MAPPING, "plateauHeight", "", "m", -20_000, 20_000, 1000, false, HEIGHT_PASS,
            "metres above which heights are clamped to a plateau (mesas)"),
    PLATEAU_STRENGTH(RANGE_MAPPING, "plateauStrength", "", "", 0, 1, 0, false, HEIGHT_PASS,
            "how fully the plateau clamp applies (0 = off, 1 = flat tops)"),
    PLAIN_HEIGHT(RANGE_MAPPING, "plainHeight", "", "m", -20_000, 20_000, -1000, false, HEIGHT_PASS,
            "metres below which heights are clamped to a plain (flat valley floors)"),
    PLAIN_STRENGTH(RANGE_MAPPING, "plainStrength", "", "", 0, 1, 0, false, HEIGHT_PASS,
            "how fully the plain clamp applies (0 = off, 1 = flat floors)"),
    CLAMP_SOFTNESS(RANGE_MAPPING, "clampSoftness", "", "m", 0.1, 5000, 40, false, HEIGHT_PASS,
            "metres over which the plateau and plain clamps round their edges"),
    WORLEY_WEIGHT(WORLEY, "worleyWeight", "", "", -2, 2, 0, false, HEIGHT_PASS,
            "weight of the Worley F2-F1 layer added to the fractal: positive cuts valleys along cell borders, negative raises ridges there (0 = off)"),
    WORLEY_WAVELENGTH(WORLEY, "worleyWavelength", "", "m", 50, 200_000, 5000, false, NONE,
            "size in metres of the Worley cells"),
    HEIGHT_OFFSET(PLACEMENT, "heightOffset", "", "m", -20_000, 20_000, 0, false, HEIGHT_PASS,
            "metres added to every height after range mapping"),
    SEA_LEVEL(PLACEMENT, "seaLevel", "", "m", -20_000, 20_000, 0, false, SURFACE_PASS,
            "height of the sea surface in metres (heights below it are under water)"),
    SNOW_LINE(GROUND_LAYERS, "snowLine", "", "m", -20_000, 20_000, 1100, false, SURFACE_PASS,
            "height in metres above which snow lies on ground flatter than snowMaxSlope"),
    SNOW_BAND(GROUND_LAYERS, "snowBand", "", "m", 1, 5000, 80, false, SURFACE_PASS,
            "metres over which snow fades in around the snow line"),
    SNOW_MAX_SLOPE(GROUND_LAYERS, "snowMaxSlope", "", "slope", 0.05, 10, 0.8, false, SURFACE_PASS,
            "slope (rise over run; 1 = 45 degrees) above which snow slides off and rock shows"),
    SNOW_SUN_LIFT(GROUND_LAYERS, "snowSunLift", "", "m", 0, 2000, 0, false, SURFACE_PASS,
            "metres by which the snow line rises on ground facing the sun, where snow melts first, and falls on ground facing away, at a slope of 1 (45 degrees) toward or away from it, in proportion on gentler ground (0 = off)"),
    SNOW_HOLLOWS(GROUND_LAYERS, "snowHollows", "", "m", 0, 2000, 0, false, SURFACE_PASS,
            "metres by which the snow line falls in hollows, where snow drifts and lies longest: all of it where the slope changes by 0.3 across a mesh cell (convexSoil's measure, concave; on cells wider than 2 m, scaled to 2 m), in proportion on shallower hollows (0 = off)"),
    ROCK_SLOPE(GROUND_LAYERS, "rockSlope", "", "slope", 0.05, 10, 0.75, false, SURFACE_PASS,
            "slope (rise over run) above which bare rock shows"),
    SOIL_SLOPE(GROUND_LAYERS, "soilSlope", "", "slope", 0.05, 10, 0.45, false, SURFACE_PASS,
            "slope (rise over run) above which grass gives way to bare soil and scree (set it below rockSlope)"),
    SLOPE_BAND(GROUND_LAYERS, "slopeBand", "", "slope", 0.01, 5, 0.1, false, SURFACE_PASS,
            "slope range over which the soil, rock and snow-slope borders fade"),
    GRASS_LINE(GROUND_LAYERS, "grassLine", "", "m", -20_000, 20_000, 750, false, SURFACE_PASS,
            "height in metres above which grass thins out to soil and scree"),
    CONVEX_SOIL(GROUND_LAYERS, "convexSoil", "", "slope", 0, 10, 0.15, false, SURFACE_PASS,
            "convexity at which exposed crests are bare soil, measured as the change of slope across one mesh cell (minus the Laplacian times the sample spacing; it reads the same at every level of detail); 0 = off"),
    CONVEX_ROCK(GROUND_LAYERS, "convexRock", "", "slope", 0, 10, 0, false, SURFACE_PASS,
            "convexity at which sharp crests and aretes are bare rock, where frost breaks the bedrock and nothing loose stays, measured as convexSoil is (the change of slope across one mesh cell; on cells wider than 2 m, scaled to 2 m, so a gentle knob far away is not taken for a crest; set it above convexSoil); 0 = off"),
    BEACH_HEIGHT(GROUND_LAYERS, "beachHeight", "", "m", 0, 500, 4, false, SURFACE_PASS,
            "metres above sea level that beach sand reaches (noise varies it by half); ground below sea level is sand too"),
    BEACH_BAND(GROUND_LAYERS, "beachBand", "", "m", 0.1, 500, 3, false, SURFACE_PASS,
            "metres over which beach sand fades into the land above"),
    ALTITUDE_NOISE(GROUND_LAYERS, "altitudeNoise", "", "m", 0, 5000, 120, false, SURFACE_PASS,
            "metres by which seeded noise moves the snow and grass lines up and down, so they do not follow contour lines"),
    SCREE_DEPTH(GROUND_LAYERS, "screeDepth", "", "m", 0, 20, 0, false, SURFACE_PASS,
            "metres of scree and sediment laid down by erosion (talusSteps, waterSteps) that cover the ground with soil and stones; a quarter of it begins to (0 = off)"),
    SHED_DEPTH(GROUND_LAYERS, "shedDepth", "", "m", 0, 20, 0, false, SURFACE_PASS,
            "metres of ground shed by thermal erosion or cut by water that lay the rock bare; a quarter of it begins to (0 = off)"),
    WET_RUNOFF(GROUND_LAYERS, "wetRunoff", "", "m", 0, 100, 0, false, SURFACE_PASS,
            "metres of water run off a sample over hydraulic erosion's steps (waterSteps; about 1 m on open slopes, far more along channels) that make its bed wet soil and gravel; half of it begins to (0 = off)"),
    SLOPE_NOISE(GROUND_LAYERS, "slopeNoise", "", "slope", 0, 5, 0.12, false, SURFACE_PASS,
            "slope by which seeded noise moves the soil and rock thresholds"),
    FOREST_COVER(FOLIAGE, "forestCover", "", "share", 0, 1, 0.4, false, NONE,
            "share of the land where woods grow, between clearings and open country (0 = no woods, 1 = woods everywhere)"),
    FOREST_WAVELENGTH(FOLIAGE, "forestWavelength", "", "m", 20, 20_000, 500, false, NONE,
            "size in metres of the woods and the clearings between them"),
    TREE_DENSITY(FOLIAGE, "treeDensity", "", "per 100 m2", 0, 50, 1.2, false, NONE,
            "trees per 100 square metres inside woods (at most about 95 / (pi * treeSpacing^2), which a minimum spacing allows)"),
    TREE_SPACING(FOLIAGE, "treeSpacing", "", "m", 1, 100, 4.5, false, NONE,
            "minimum distance in metres between two trunks"),
    LONE_TREES(FOLIAGE, "loneTrees", "", "share", 0, 1, 0.04, false, NONE,
            "tree density outside the woods, as a share of the density inside them"),
    TREE_LINE(FOLIAGE, "treeLine", "", "m", -20_000, 20_000, 850, false, NONE,
            "height in metres above which no tree or bush grows"),
    CONIFER_LINE(FOLIAGE, "coniferLine", "", "m", -20_000, 20_000, 400, false, NONE,
            "height in metres above which conifers outnumber broadleaf trees (they mix over 300 m around it)"),
    TREE_MAX_SLOPE(FOLIAGE, "treeMaxSlope", "", "slope", 0.05, 10, 0.7, false, NONE,
            "slope (rise over run) above which no tree grows"),
    BUSH_DENSITY(FOLIAGE, "bushDensity", "", "per 100 m2", 0, 50, 1.5, false, NONE,
            "bushes per 100 square metres, most along the edges of woods"),
    GRASS_DENSITY(FOLIAGE, "grassDensity", "", "per m2", 0, 40, 6, false, NONE,
            "grass tufts per square metre on grassy ground"),
    ROCK_DENSITY(FOLIAGE, "rockDensity", "", "per 100 m2", 0, 50, 1, false, NONE,
            "rocks per 100 square metres on stony ground (scree, bare soil and rock)");

    private final Group group;
    private final String key;
    private final String symbol;
    private final String unit;
    private final String doc;
    private final double min;
    private final double max;
    private final double defaultValue;
    private final boolean integer;
    private final Uniform uniform;

    /** Which generation pass reads a key as a uniform ({@code m_} + {@link #uniformName()}), if any. */
    public enum Uniform {
        /**
         * Used on the CPU only: the octave count and lattice frequencies reach the shader worked
         * out, and the foliage keys place instances.
         */
        NONE,
        /** The height pass ({@code MatDefs/Gen/Terrain.glsllib}). */
        HEIGHT_PASS,
        /** The surface pass ({@code MatDefs/Gen/Surface.frag}), the ground layer rules. */
        SURFACE_PASS
    }

    /**
     * The sections of a preset file, in file order, each holding its keys in table order.
     * {@link #heading()} is the text between {@code # ---- } and {@code  ----} in the files.
     */
    public enum Group {
        BASE_FRACTAL("Fractal", "Base fractal: F(p) = sum of octaves a_i * N(w_i * p) (Backes et al. 2018, eq. 1-2)"),
        SHAPING("Shape", "Shaping and scale (Backes eq. 3-4)"),
        EROSION("Erosion", "Procedural erosion (Backes eq. 5-9)"),
        GULLIES("Gullies", "Gully filter: branching gullies and sharp ridges carved down the slope, a pure function of position"),
        DRAINAGE("Drainage", "Drainage: closed basins cut through by valleys and filled with sediment to plains, so they drain, found on lattices of 256 and 128 m"),
        WATER("Water", "Water: hydraulic erosion on the 4 m samples of the finest levels, channels cut where rain gathers, fans where the slope eases"),
        TALUS("Talus", "Talus: Olsen's thermal erosion on the 4 m samples of the finest levels, scree aprons under steep ground"),
        MULTIFRACTAL("Multifractal", "Musgrave multifractals (used by fractal = ridged, hybrid, hetero)"),
        WARPING("Warp", "Domain warping (input perturbation)"),
        RANGE_MAPPING("Range", "Range mapping: bias, gain, terraces, plateau and plain clamps"),
        WORLEY("Worley", "Worley (Voronoi) F2-F1 cell layer"),
        PLACEMENT("Placement", "Placement"),
        GROUND_LAYERS("Ground", "Ground layers: the surface pass weighs grass, soil, sand, rock and snow at every sample",
                "Grass is the base; soil covers it on steep or convex ground and above the grass line, sand near",
                "and below sea level, rock on steep slopes and sharp crests, snow above the snow line where it is",
                "not too steep (higher on slopes facing the sun, lower in hollows)."),
        FOLIAGE("Foliage", "Foliage: woods, bushes, grass and rocks placed by seeded density fields (de Carpentier 2007, section 9)");

        private final String title;
        private final String heading;
        private final List<String> introLines;

        Group(String title, String heading, String... introLines) {
            this.title = title;
            this.heading = heading;
            this.introLines = List.of(introLines);
        }

        /** A short title for a panel tab or box: "Shape", "Erosion". */
        public String title() { return title; }
        /** The section heading in preset files, without the {@code # ---- } and {@code  ----} around it. */
        public String heading() { return heading; }
        /** Comment lines (without {@code # }) that preset files print under the heading; most groups have none. */
        public List<String> introLines() { return introLines; }

        /** The keys of this group, in table (and file) order. */
        public List<PresetKey> keys() {
            return Arrays.stream(PresetKey.values()).filter(k -> k.group == this).toList();
        }
    }

    PresetKey(Group group, String key, String symbol, String unit, double min, double max, double defaultValue,
            boolean integer, Uniform uniform, String doc) {
        this.group = group;
        this.key = key;
        this.symbol = symbol;
        this.unit = unit;
        this.doc = doc;
        this.min = min;
        this.max = max;
        this.defaultValue = defaultValue;
        this.integer = integer;
        this.uniform = uniform;
    }

    public Group group() { return group; }
    public String key() { return key; }
    /** The symbol the paper gives the key ("g", "Ss", "1/If"), or "" when it has none. */
    public String symbol() { return symbol; }
    /**
     * The unit for a label: "m" (metres), "slope" (rise over run), "share" (a fraction of 0 to 1),
     * "deg" (degrees), "per 100 m2" or "per m2" (counts per area; ASCII, as the default bitmap font has no superscript),
     * or "" for plain numbers.
     */
    public String unit() { return unit; }
    public String doc() { return doc; }
    public double min() { return min; }
    public double max() { return max; }
    public double defaultValue() { return defaultValue; }
    /** True when the value must be a whole number. */
    public boolean integer() { return integer; }
    public Uniform uniform() { return uniform; }

    /**
     * The material parameter that carries the key to its generation pass: the key capitalised
     * ({@code snowLine} becomes {@code SnowLine}, the GLSL uniform {@code m_SnowLine}).
     */
    public String uniformName() {
        return Character.toUpperCase(key.charAt(0)) + key.substring(1);
    }

    /** The key named {@code name} in preset files, or null. */
    public static PresetKey fromKey(String name) {
        for (PresetKey k : values()) {
            if (k.key.equals(name)) {
                return k;
            }
        }
        return null;
    }

    /** "[min, max]" as shown in error messages and the preset documentation. */
    public String rangeText() {
        return "[" + format(min) + ", " + format(max) + "]" + (integer ? " (whole number)" : "");
    }

    /**
     * A value as preset files write it: whole numbers without a fraction ("12", not "12.0"), others
     * with the digits of {@link Double#toString}, which read back as the same double, but never in
     * exponent form ("0.00005", not "5.0E-5"). Zero is "0" whatever its sign, as the loader reads it.
     */
    public static String format(double v) {
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }
}
