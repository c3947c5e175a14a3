package org.seedscape.world;

import static org.seedscape.world.PresetKey.Uniform.HEIGHT_PASS;
import static org.seedscape.world.PresetKey.Uniform.NONE;
import static org.seedscape.world.PresetKey.Uniform.SURFACE_PASS;

/**
 * Every numeric preset key: its name in the file, what it does, the range in which
 * the whole span is useful, the value used when a preset leaves it out, whether it must be whole,
 * and which generation pass reads it as a uniform. The preset loader, the documentation in
 * {@code config/*.properties} and the generation material all follow this table.
 */
public enum PresetKey {
    OCTAVES("octaves", "number of noise octaves summed (paper n)", 1, 20, 12, true, NONE),
    BASE_WAVELENGTH("baseWavelength", "size in metres of the largest features; the paper's base frequency If = 1 / baseWavelength", 50, 200_000, 6000, false, NONE),
    BASE_AMPLITUDE("baseAmplitude", "amplitude of the first octave (paper Ia)", 0.01, 2, 1, false, HEIGHT_PASS),
    ROUGHNESS("roughness", "amplitude kept from one octave to the next (paper gain g); low is smooth, high is rough", 0, 1, 0.5, false, HEIGHT_PASS),
    LACUNARITY("lacunarity", "frequency multiplier from one octave to the next (paper l)", 1.25, 4, 2, false, NONE),
    SHARPNESS("sharpness", "-1 billowy (|N|), 0 plain noise, +1 ridged (1-|N|) (paper Ss)", -1, 1, 0, false, HEIGHT_PASS),
    PEAK_ENHANCEMENT("peakEnhancement", "exponent that flattens lowlands and sharpens peaks: h * |h|^Se (paper Se)", 0, 4, 0, false, HEIGHT_PASS),
    HEIGHT_SCALE("heightScale", "metres that a unit fractal value becomes (paper Sh)", 1, 20_000, 1200, false, HEIGHT_PASS),
    LOWLAND_SMOOTHING("lowlandSmoothing", "altitude erosion: low ground loses fine detail (paper Ea)", 0, 1, 0, false, HEIGHT_PASS),
    SLOPE_SMOOTHING("slopeSmoothing", "slope erosion: steep ground loses fine detail (paper Es)", 0, 4, 0, false, HEIGHT_PASS),
    VALLEY_SMOOTHING("valleySmoothing", "concavity erosion: valley floors, where sediment settles, get smoother (paper Ec)", 0, 1, 0, false, HEIGHT_PASS),
    MULTIFRACTAL_OFFSET("multifractalOffset", "Musgrave's offset added to each octave of the ridged, hybrid and hetero fractals", 0, 2, 1, false, HEIGHT_PASS),
    RIDGE_WEIGHTING("ridgeWeighting", "Musgrave's gain in the ridged multifractal: how strongly a crest feeds detail to the next octave", 0, 8, 2, false, HEIGHT_PASS),
    WARP_STRENGTH("warpStrength", "domain warping: metres by which sample positions are pushed by a low-frequency noise field (0 = off)", 0, 20_000, 0, false, HEIGHT_PASS),
    WARP_WAVELENGTH("warpWavelength", "size in metres of the warping noise field", 50, 200_000, 8000, false, NONE),
    HEIGHT_BIAS("heightBias", "Schlick bias on the normalised height, 0.5 = unchanged; lower widens lowlands, higher widens highlands", 0.05, 0.95, 0.5, false, HEIGHT_PASS),
    HEIGHT_GAIN("heightGain", "Schlick gain on the normalised height, 0.5 = unchanged; lower pushes heights to the middle, higher to the extremes", 0.05, 0.95, 0.5, false, HEIGHT_PASS),
    TERRACE_SPACING("terraceSpacing", "vertical metres between terrace steps (0 = no terraces)", 0, 5000, 0, false, HEIGHT_PASS),
    TERRACE_SHARPNESS("terraceSharpness", "0 smooth slope, 1 flat treads with steep risers", 0, 1, 0.8, false, HEIGHT_PASS),
    PLATEAU_HEIGHT("plateauHeight", "metres above which heights are clamped to a plateau (mesas)", -20_000, 20_000, 1000, false, HEIGHT_PASS),
    PLATEAU_STRENGTH("plateauStrength", "how fully the plateau clamp applies (0 = off, 1 = flat tops)", 0, 1, 0, false, HEIGHT_PASS),
    PLAIN_HEIGHT("plainHeight", "metres below which heights are clamped to a plain (flat valley floors)", -20_000, 20_000, -1000, false, HEIGHT_PASS),
    PLAIN_STRENGTH("plainStrength", "how fully the plain clamp applies (0 = off, 1 = flat floors)", 0, 1, 0, false, HEIGHT_PASS),
    CLAMP_SOFTNESS("clampSoftness", "metres over which the plateau and plain clamps round their edges", 0.1, 5000, 40, false, HEIGHT_PASS),
    WORLEY_WEIGHT("worleyWeight", "weight of the Worley F2-F1 layer added to the fractal: positive cuts valleys along cell borders, negative raises ridges there (0 = off)", -2, 2, 0, false, HEIGHT_PASS),
    WORLEY_WAVELENGTH("worleyWavelength", "size in metres of the Worley cells", 50, 200_000, 5000, false, NONE),
    HEIGHT_OFFSET("heightOffset", "metres added to every height after range mapping", -20_000, 20_000, 0, false, HEIGHT_PASS),
    SEA_LEVEL("seaLevel", "height of the sea surface in metres (heights below it are under water)", -20_000, 20_000, 0, false, SURFACE_PASS),
    SNOW_LINE("snowLine", "height in metres above which snow lies on ground flatter than snowMaxSlope", -20_000, 20_000, 1100, false, SURFACE_PASS),
    SNOW_BAND("snowBand", "metres over which snow fades in around the snow line", 1, 5000, 80, false, SURFACE_PASS),
    SNOW_MAX_SLOPE("snowMaxSlope", "slope (rise over run; 1 = 45 degrees) above which snow slides off and rock shows", 0.05, 10, 0.8, false, SURFACE_PASS),
    ROCK_SLOPE("rockSlope", "slope (rise over run) above which bare rock shows", 0.05, 10, 0.75, false, SURFACE_PASS),
    SOIL_SLOPE("soilSlope", "slope (rise over run) above which grass gives way to bare soil and scree (set it below rockSlope)", 0.05, 10, 0.45, false, SURFACE_PASS),
    SLOPE_BAND("slopeBand", "slope range over which the soil, rock and snow-slope borders fade", 0.01, 5, 0.1, false, SURFACE_PASS),
    GRASS_LINE("grassLine", "height in metres above which grass thins out to soil and scree", -20_000, 20_000, 750, false, SURFACE_PASS),
    CONVEX_SOIL("convexSoil", "convexity at which exposed crests are bare soil, measured as the change of slope across one mesh cell (minus the Laplacian times the sample spacing; it reads the same at every level of detail); 0 = off", 0, 10, 0.15, false, SURFACE_PASS),
    BEACH_HEIGHT("beachHeight", "metres above sea level that beach sand reaches (noise varies it by half); ground below sea level is sand too", 0, 500, 4, false, SURFACE_PASS),
    BEACH_BAND("beachBand", "metres over which beach sand fades into the land above", 0.1, 500, 3, false, SURFACE_PASS),
    ALTITUDE_NOISE("altitudeNoise", "metres by which seeded noise moves the snow and grass lines up and down, so they do not follow contour lines", 0, 5000, 120, false, SURFACE_PASS),
    SLOPE_NOISE("slopeNoise", "slope by which seeded noise moves the soil and rock thresholds", 0, 5, 0.12, false, SURFACE_PASS),
    FOREST_COVER("forestCover", "share of the land where woods grow, between clearings and open country (0 = no woods, 1 = woods everywhere)", 0, 1, 0.4, false, NONE),
    FOREST_WAVELENGTH("forestWavelength", "size in metres of the woods and the clearings between them", 20, 20_000, 500, false, NONE),
    TREE_DENSITY("treeDensity", "trees per 100 square metres inside woods (at most about 95 / (pi * treeSpacing^2), which a minimum spacing allows)", 0, 50, 1.2, false, NONE),
    TREE_SPACING("treeSpacing", "minimum distance in metres between two trunks", 1, 100, 4.5, false, NONE),
    LONE_TREES("loneTrees", "tree density outside the woods, as a share of the density inside them", 0, 1, 0.04, false, NONE),
    TREE_LINE("treeLine", "height in metres above which no tree or bush grows", -20_000, 20_000, 850, false, NONE),
    CONIFER_LINE("coniferLine", "height in metres above which conifers outnumber broadleaf trees (they mix over 300 m around it)", -20_000, 20_000, 400, false, NONE),
    TREE_MAX_SLOPE("treeMaxSlope", "slope (rise over run) above which no tree grows", 0.05, 10, 0.7, false, NONE),
    BUSH_DENSITY("bushDensity", "bushes per 100 square metres, most along the edges of woods", 0, 50, 1.5, false, NONE),
    GRASS_DENSITY("grassDensity", "grass tufts per square metre on grassy ground", 0, 40, 6, false, NONE),
    ROCK_DENSITY("rockDensity", "rocks per 100 square metres on stony ground (scree, bare soil and rock)", 0, 50, 1, false, NONE);

    private final String key;
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

    PresetKey(String key, String doc, double min, double max, double defaultValue, boolean integer, Uniform uniform) {
        this.key = key;
        this.doc = doc;
        this.min = min;
        this.max = max;
        this.defaultValue = defaultValue;
        this.integer = integer;
        this.uniform = uniform;
    }

    public String key() { return key; }
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

    static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
