package org.seedscape.gen;

import static org.seedscape.world.PresetKey.ALTITUDE_NOISE;
import static org.seedscape.world.PresetKey.BEACH_BAND;
import static org.seedscape.world.PresetKey.BEACH_HEIGHT;
import static org.seedscape.world.PresetKey.CONVEX_ROCK;
import static org.seedscape.world.PresetKey.CONVEX_SOIL;
import static org.seedscape.world.PresetKey.GRASS_LINE;
import static org.seedscape.world.PresetKey.ROCK_SLOPE;
import static org.seedscape.world.PresetKey.SCREE_DEPTH;
import static org.seedscape.world.PresetKey.SEA_LEVEL;
import static org.seedscape.world.PresetKey.SHED_DEPTH;
import static org.seedscape.world.PresetKey.SLOPE_BAND;
import static org.seedscape.world.PresetKey.SLOPE_NOISE;
import static org.seedscape.world.PresetKey.SNOW_BAND;
import static org.seedscape.world.PresetKey.SNOW_HOLLOWS;
import static org.seedscape.world.PresetKey.SNOW_LINE;
import static org.seedscape.world.PresetKey.SNOW_MAX_SLOPE;
import static org.seedscape.world.PresetKey.SNOW_SUN_LIFT;
import static org.seedscape.world.PresetKey.SOIL_SLOPE;
import static org.seedscape.world.PresetKey.WET_RUNOFF;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * The ground layers and the rules that weigh them: the Java twin of {@code MatDefs/Gen/Surface.frag}
 * (de Carpentier 2007, section 8.2: procedural splat weights, noise-perturbed). Change both or neither;
 * the parity test holds them equal.
 *
 * <p>Grass is the base. Soil covers it on steep or convex ground, above the grass line and on
 * what erosion laid down (scree, fans), sand near and below sea level, rock on steep slopes, sharp
 * crests and where erosion took ground (shed slopes, channels), snow above the snow line where the
 * ground is not too steep (the line higher on ground facing the sun, lower in hollows); each cover
 * takes its share of everything under it, so the five weights are never negative and always sum to 1. Seeded noise moves every threshold, so borders wander instead of
 * following contour lines.
 *
 * <p>Every input is measured at a scale, the spacing between the samples the weights are made
 * for: slope and convexity from neighbours that far apart, and noise octaves shorter than four
 * spacings faded out (they would alias on a coarse mesh). The surface pass computes the weights
 * at the tile's own spacing and at twice it (what the parent tile shows at the same point), and
 * the mesh morphs between them as it does between the two heights.
 */
public final class GroundLayers {
    /** Layer names in shader order; grass is not stored, it is one minus the others. */
    public static final String[] NAMES = {"grass", "soil", "sand", "rock", "snow"};
    /** Index of each stored weight in a sample's four, and how many a sample stores (grass is one minus their sum). */
    public static final int SOIL = 0, SAND = 1, ROCK = 2, SNOW = 3, WEIGHTS_PER_SAMPLE = 4;
    /** Relative amplitude of each layer noise octave ({@link TerrainFunction#LAYER_WAVELENGTHS}). */
    static final double[] NOISE_AMPLITUDES = {0.5, 0.3, 0.2};
    /** Lattice cells between the two independent noise channels (altitude, slope). */
    static final int CHANNEL_SHIFT = 7919;
    /** Scales the octave sum to about [-1, 1] before it is clamped there. */
    static final double NOISE_GAIN = 1.4;
    /**
     * The way sunlight travels, seen from above (x, z; unit length): the sky's sun
     * ({@code render.Atmosphere.SUN_DIRECTION}) across the ground. Ground rising along it faces the sun.
     */
    public static final float SUNLIGHT_ACROSS_X = (float) (0.55 / Math.hypot(0.55, 0.67));
    public static final float SUNLIGHT_ACROSS_Z = (float) (0.67 / Math.hypot(0.55, 0.67));
    /** The concavity (minus the convexity) at which the snow line has fallen by all of {@code snowHollows}. */
    static final double FULL_HOLLOW = 0.3;
    /**
     * Metres: where the weights' spacing is wider, the hollows and crests that move snow and bare
     * rock read their convexity times this over the spacing. A coarse tile's convexity reads larger
     * for the same ground (it is the change of slope across a wider cell), and lit whole knobs of an
     * even wall as rock crests from afar, which the finer tiles nearer by did not.
     */
    static final double SHAPE_SPACING = 2;

    private GroundLayers() {
    }

    /**
     * Writes the stored weights (soil, sand, rock, snow) of one sample to {@code out[at..at+3]},
     * by the preset's ground layer rules (the {@link PresetKey}s of the surface pass).
     *
     * @param height         metres
     * @param slope          rise over run at the scale of the weights
     * @param sunFacing      rise over run along the sunlight's way ({@link #SUNLIGHT_ACROSS_X}, {@link #SUNLIGHT_ACROSS_Z}):
     *                       positive where the ground faces the sun
     * @param convexity      change of slope across one spacing, positive on crests (minus the Laplacian times the spacing)
     * @param scale          metres between the samples the slope and convexity were measured on
     * @param altitudeNoise  noise in [-1, 1] that moves the altitude thresholds
     * @param slopeNoise     independent noise in [-1, 1] that moves the slope thresholds
     * @param eroded         metres erosion added (negative: taken)
     * @param runoff         metres of water that ran off over hydraulic erosion's steps
     */
    public static void weights(TerrainParams rules, double height, double slope, double sunFacing, double convexity,
                               double scale, double altitudeNoise, double slopeNoise, double eroded, double runoff,
                               float[] out, int at) {
        double shape = convexity * Math.min(1, SHAPE_SPACING / scale);
        // Snow melts first where the ground faces the sun, and drifts into hollows and lies there longest.
        double snowLine = rules.get(SNOW_LINE) + rules.get(ALTITUDE_NOISE) * altitudeNoise
                + rules.get(SNOW_SUN_LIFT) * Math.max(-1, Math.min(1, sunFacing))
                - rules.get(SNOW_HOLLOWS) * smoothstep(0, FULL_HOLLOW, -shape);
        double grassLine = rules.get(GRASS_LINE) + rules.get(ALTITUDE_NOISE) * altitudeNoise;
        double beach = rules.get(BEACH_HEIGHT) * (1 + 0.5 * altitudeNoise);
        double slopeShift = rules.get(SLOPE_NOISE) * slopeNoise, band = rules.get(SLOPE_BAND);

        double snowBand = rules.get(SNOW_BAND), snowMaxSlope = rules.get(SNOW_MAX_SLOPE) + slopeShift;
        double rockSlope = rules.get(ROCK_SLOPE) + slopeShift, soilSlope = rules.get(SOIL_SLOPE) + slopeShift;
        double convexSoil = rules.get(CONVEX_SOIL);

        double snow = smoothstep(snowLine - snowBand, snowLine + snowBand, height)
                * (1 - smoothstep(snowMaxSlope - band, snowMaxSlope + band, slope));
        double rock = smoothstep(rockSlope - band, rockSlope + band, slope);
        double sand = 1 - smoothstep(beach, beach + rules.get(BEACH_BAND), height - rules.get(SEA_LEVEL));
        double soil = Math.max(smoothstep(soilSlope - band, soilSlope + band, slope),
                smoothstep(grassLine - snowBand, grassLine + snowBand, height));
        if (convexSoil > 0) {
            soil = Math.max(soil, smoothstep(0.5 * convexSoil, 1.5 * convexSoil, convexity));
        }
        // Sharp crests and aretes are bare rock: frost breaks the bedrock there and nothing loose stays.
        double convexRock = rules.get(CONVEX_ROCK);
        if (convexRock > 0) {
            rock = Math.max(rock, smoothstep(0.75 * convexRock, 1.25 * convexRock, shape));
        }
        // Erosion's deposits (scree, fans) cover the ground with soil and stones, steep bedrock too
        // (talus lies at the foot of cliffs, as steep as it holds); where it took ground (shed
        // slopes, channels), rock is bare.
        double scree = rules.get(SCREE_DEPTH), shed = rules.get(SHED_DEPTH);
        if (shed > 0) {
            rock = Math.max(rock, smoothstep(0.25 * shed, shed, -eroded));
        }
        if (scree > 0) {
            double laid = smoothstep(0.25 * scree, scree, eroded);
            soil = Math.max(soil, laid);
            rock *= 1 - laid;
        }
        // Where much water ran off, along channels, their beds are wet soil and gravel.
        double wet = rules.get(WET_RUNOFF);
        if (wet > 0) {
            soil = Math.max(soil, smoothstep(0.5 * wet, wet, runoff));
        }

        // Each cover takes its share of what lies under it, top first.
        double left = 1 - snow;
        double rockW = left * rock;
        left *= 1 - rock;
        double sandW = left * sand;
        left *= 1 - sand;
        out[at + SOIL] = (float) (left * soil);
        out[at + SAND] = (float) sandW;
        out[at + ROCK] = (float) rockW;
        out[at + SNOW] = (float) snow;
    }

    /**
     * The layer noise at grid sample (i, j) for weights at {@code scale} metres: octaves shorter
     * than four scales fade out, the sum is clamped to [-1, 1]. Channel 0 moves altitudes, 1 slopes.
     */
    public static double noise(TerrainFunction terrain, SampleGrid grid, int i, int j, double scale, int channel) {
        double sum = 0;
        for (int o = 0; o < NOISE_AMPLITUDES.length; o++) {
            double fade = smoothstep(4 * scale, 8 * scale, TerrainFunction.LAYER_WAVELENGTHS[o]);
            if (fade > 0) {
                sum += NOISE_AMPLITUDES[o] * fade
                        * terrain.latticeNoise(TerrainFunction.LAYER_NOISE + o, grid, i, j, channel * CHANNEL_SHIFT);
            }
        }
        return Math.max(-1, Math.min(1, NOISE_GAIN * sum));
    }

    /**
     * Samples per side the surface pass computes for a grid of {@code size} samples with a
     * border: every {@code step}-th one inside the border, both inner edges included.
     */
    public static int computedSide(int size, int border, int step) {
        int inner = size - 2 * border;
        if (border < step || (inner - 1) % step != 0) {
            throw new IllegalArgumentException("a grid of " + size + " with a border of " + border
                    + " has no samples every " + step + " with their neighbours inside");
        }
        return (inner - 1) / step + 1;
    }

    /**
     * The Java twin of the surface pass: the weights at the grid's spacing ({@code step} 1) or at
     * twice it ({@code step} 2), four floats per sample, for every {@code step}-th sample inside
     * the border ({@link #computedSide}), row by row; at twice the spacing from the heights the
     * parent level draws ({@link TileData#parentHeight}).
     */
    public static float[] compute(TerrainFunction terrain, TileData data, int border, int step) {
        return compute(terrain, data, border, step, null, null);
    }

    /**
     * {@link #compute(TerrainFunction, TileData, int, int)} where erosion added
     * {@code eroded} metres at each grid sample and {@code runoff} metres of water ran off, as the level
     * the weights are for draws them (the parent level's at step 2), row-major; null where there
     * are none.
     */
    public static float[] compute(TerrainFunction terrain, TileData data, int border, int step, float[] eroded,
                                  float[] runoff) {
        SampleGrid grid = data.grid();
        int m = grid.size(), side = computedSide(m, border, step);
        double scale = step * grid.spacing();
        float[] out = new float[WEIGHTS_PER_SAMPLE * side * side];
        float[] h = step == 1 ? data.height() : data.parentHeight();
        for (int v = 0; v < side; v++) {
            int j = border + step * v, jm = (j - step) * m, jp = (j + step) * m;
            for (int u = 0; u < side; u++) {
                int i = border + step * u, im = i - step, ip = i + step;
                // Minus the Laplacian times the scale, from the second differences of the heights.
                float convexity = -(((h[ip + j * m] + h[im + j * m]) + (h[i + jp] + h[i + jm])) - 4f * h[i + j * m])
                        / (float) scale;
                float sx = difference(h, ip + j * m, im + j * m, scale), sz = difference(h, i + jp, i + jm, scale);
                weights(terrain.params(), h[i + j * m], Math.sqrt(sx * sx + sz * sz),
                        sx * SUNLIGHT_ACROSS_X + sz * SUNLIGHT_ACROSS_Z, convexity, scale,
                        noise(terrain, grid, i, j, scale, 0), noise(terrain, grid, i, j, scale, 1),
                        eroded == null ? 0 : eroded[i + j * m], runoff == null ? 0 : runoff[i + j * m], out,
                        WEIGHTS_PER_SAMPLE * (u + v * side));
            }
        }
        return out;
    }

    /**
     * The slope the rules read at sample (i, j) of a row-major grid {@code m} samples a side: the
     * central differences of the samples {@code step} away, {@code scale} metres, as the surface
     * pass works them out (in floats). {@link #compute} also reads how far the ground faces the
     * sun from the same differences: their sum along {@link #SUNLIGHT_ACROSS_X}, {@link #SUNLIGHT_ACROSS_Z}.
     */
    public static double slope(float[] h, int m, int i, int j, int step, double scale) {
        float sx = difference(h, i + step + j * m, i - step + j * m, scale);
        float sz = difference(h, i + (j + step) * m, i + (j - step) * m, scale);
        return Math.sqrt(sx * sx + sz * sz);
    }

    /** The central difference of samples {@code after} and {@code before}, {@code 2 scale} metres apart, in floats. */
    private static float difference(float[] h, int after, int before, double scale) {
        return (h[after] - h[before]) / (float) (2 * scale);
    }

    /** GLSL's smoothstep. */
    static double smoothstep(double edge0, double edge1, double x) {
        double t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
        return t * t * (3 - 2 * t);
    }
}
