package org.seedscape.gen;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.TerrainKey;
import org.seedscape.world.TerrainParams;

/**
 * The ground layers and the rules that weigh them: the Java twin of {@code MatDefs/Gen/Surface.frag}
 * (de Carpentier 2007, section 8.2: procedural splat weights, noise-perturbed). Change both or neither;
 * the parity test holds them equal.
 *
 * <p>Grass is the base. Soil covers it on steep or convex ground and above the grass line, sand
 * near and below sea level, rock on steep slopes, snow above the snow line where the ground is not
 * too steep; each cover takes its share of everything under it, so the five weights are never
 * negative and always sum to 1. Seeded noise moves every threshold, so borders wander instead of
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
    /** Stored channels (index into a sample's four weights). */
    public static final int SOIL = 0, SAND = 1, ROCK = 2, SNOW = 3, STORED = 4;
    /** Relative amplitude of each layer noise octave ({@link TerrainFunction#LAYER_WAVELENGTHS}). */
    static final double[] NOISE_AMPLITUDES = {0.5, 0.3, 0.2};
    /** Lattice cells between the two independent noise channels (altitude, slope). */
    static final int CHANNEL_SHIFT = 7919;
    /** Scales the octave sum to about [-1, 1] before it is clamped there. */
    static final double NOISE_GAIN = 1.4;

    /** The preset's layer rules. */
    public record Rules(double seaLevel, double snowLine, double snowBand, double snowMaxSlope, double rockSlope,
                        double soilSlope, double slopeBand, double grassLine, double convexSoil, double beachHeight,
                        double beachBand, double altitudeNoise, double slopeNoise) {
        public static Rules of(TerrainParams p) {
            return new Rules(p.get(TerrainKey.SEA_LEVEL), p.get(TerrainKey.SNOW_LINE), p.get(TerrainKey.SNOW_BAND),
                    p.get(TerrainKey.SNOW_MAX_SLOPE), p.get(TerrainKey.ROCK_SLOPE), p.get(TerrainKey.SOIL_SLOPE),
                    p.get(TerrainKey.SLOPE_BAND), p.get(TerrainKey.GRASS_LINE), p.get(TerrainKey.CONVEX_SOIL),
                    p.get(TerrainKey.BEACH_HEIGHT), p.get(TerrainKey.BEACH_BAND), p.get(TerrainKey.ALTITUDE_NOISE),
                    p.get(TerrainKey.SLOPE_NOISE));
        }
    }

    private GroundLayers() {
    }

    /**
     * Writes the stored weights (soil, sand, rock, snow) of one sample to {@code out[at..at+3]}.
     *
     * @param height         metres
     * @param slope          rise over run at the scale of the weights
     * @param convexity      change of slope across one spacing, positive on crests (minus the Laplacian times the spacing)
     * @param altitudeNoise  noise in [-1, 1] that moves the altitude thresholds
     * @param slopeNoise     independent noise in [-1, 1] that moves the slope thresholds
     */
    public static void weights(Rules r, double height, double slope, double convexity, double altitudeNoise,
                               double slopeNoise, float[] out, int at) {
        double snowLine = r.snowLine() + r.altitudeNoise() * altitudeNoise;
        double grassLine = r.grassLine() + r.altitudeNoise() * altitudeNoise;
        double beach = r.beachHeight() * (1 + 0.5 * altitudeNoise);
        double slopeShift = r.slopeNoise() * slopeNoise, band = r.slopeBand();

        double snow = smoothstep(snowLine - r.snowBand(), snowLine + r.snowBand(), height)
                * (1 - smoothstep(r.snowMaxSlope() + slopeShift - band, r.snowMaxSlope() + slopeShift + band, slope));
        double rock = smoothstep(r.rockSlope() + slopeShift - band, r.rockSlope() + slopeShift + band, slope);
        double sand = 1 - smoothstep(beach, beach + r.beachBand(), height - r.seaLevel());
        double soil = Math.max(smoothstep(r.soilSlope() + slopeShift - band, r.soilSlope() + slopeShift + band, slope),
                smoothstep(grassLine - r.snowBand(), grassLine + r.snowBand(), height));
        if (r.convexSoil() > 0) {
            soil = Math.max(soil, smoothstep(0.5 * r.convexSoil(), 1.5 * r.convexSoil(), convexity));
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
     * the border ({@link #computedSide}), row by row.
     */
    public static float[] compute(TerrainFunction terrain, TileData data, int border, int step) {
        Rules rules = Rules.of(terrain.params());
        SampleGrid grid = data.grid();
        int m = grid.size(), side = computedSide(m, border, step);
        double scale = step * grid.spacing();
        float[] out = new float[STORED * side * side];
        float[] h = data.height(), gx = data.gradX(), gz = data.gradZ();
        for (int v = 0; v < side; v++) {
            int j = border + step * v, jm = (j - step) * m, jp = (j + step) * m;
            for (int u = 0; u < side; u++) {
                int i = border + step * u, im = i - step, ip = i + step;
                float sx = (h[ip + j * m] - h[im + j * m]) / (float) (2 * scale);
                float sz = (h[i + jp] - h[i + jm]) / (float) (2 * scale);
                float convexity = -0.5f * ((gx[ip + j * m] - gx[im + j * m]) + (gz[i + jp] - gz[i + jm]));
                weights(rules, h[i + j * m], Math.sqrt(sx * sx + sz * sz), convexity,
                        noise(terrain, grid, i, j, scale, 0), noise(terrain, grid, i, j, scale, 1),
                        out, STORED * (u + v * side));
            }
        }
        return out;
    }

    /** GLSL's smoothstep. */
    static double smoothstep(double edge0, double edge1, double x) {
        double t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
        return t * t * (3 - 2 * t);
    }
}
