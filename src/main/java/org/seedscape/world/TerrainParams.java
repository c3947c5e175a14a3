package org.seedscape.world;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

/**
 * The terrain parameters of one world, immutable. Together with a seed they define every
 * height of the world. {@link PresetKey} documents each numeric value and its range.
 */
public final class TerrainParams {
    private final FractalType fractal;
    private final double[] values;

    private TerrainParams(FractalType fractal, double[] values) {
        this.fractal = fractal;
        this.values = values;
    }

    /** Every key at its default value, with the given fractal. */
    public static TerrainParams defaults(FractalType fractal) {
        return of(fractal, Map.of());
    }

    /**
     * Builds parameters from values keyed by preset key; missing keys take their defaults, and
     * -0 is stored as 0 (a preset file cannot tell them apart). Presets are validated before
     * this, so an out-of-range value here is a programming error.
     */
    public static TerrainParams of(FractalType fractal, Map<PresetKey, Double> given) {
        if (fractal == null) {
            throw new IllegalArgumentException("fractal must not be null");
        }
        double[] v = new double[PresetKey.values().length];
        for (PresetKey k : PresetKey.values()) {
            double x = given.getOrDefault(k, k.defaultValue());
            if (!(x >= k.min() && x <= k.max()) || (k.integer() && x != Math.rint(x))) {
                throw new IllegalArgumentException(k.key() + " = " + x + " is outside " + k.rangeText());
            }
            v[k.ordinal()] = x + 0.0; // -0 becomes 0, else params that differ only there would not be equal
        }
        return new TerrainParams(fractal, v);
    }

    public FractalType fractal() { return fractal; }

    public double get(PresetKey key) { return values[key.ordinal()]; }

    public int octaves() { return (int) get(PresetKey.OCTAVES); }

    public double heightScale() { return get(PresetKey.HEIGHT_SCALE); }

    public double seaLevel() { return get(PresetKey.SEA_LEVEL); }

    /** Every numeric value keyed by its preset key (a fresh, modifiable copy). */
    public Map<PresetKey, Double> values() {
        EnumMap<PresetKey, Double> m = new EnumMap<>(PresetKey.class);
        for (PresetKey k : PresetKey.values()) {
            m.put(k, values[k.ordinal()]);
        }
        return m;
    }

    /** A copy with one value changed. */
    public TerrainParams with(PresetKey key, double value) {
        Map<PresetKey, Double> m = values();
        m.put(key, value);
        return of(fractal, m);
    }

    /** The same world without the procedural erosion set (Ea = Es = Ec = 0). */
    public TerrainParams withoutErosion() {
        return with(PresetKey.LOWLAND_SMOOTHING, 0).with(PresetKey.SLOPE_SMOOTHING, 0)
                .with(PresetKey.VALLEY_SMOOTHING, 0);
    }

    /** The same world without the gully filter (gullyStrength = 0). */
    public TerrainParams withoutGullies() {
        return with(PresetKey.GULLY_STRENGTH, 0);
    }

    /** The same world without the landform layers (the gully filter, drained basins, hydraulic and thermal erosion): the procedural terrain alone. */
    public TerrainParams withoutLandforms() {
        return withoutGullies().with(PresetKey.WATER_STEPS, 0).with(PresetKey.TALUS_STEPS, 0).with(PresetKey.BASIN_FILL, 0)
                .with(PresetKey.BASIN_BREACH, 0);
    }

    /** Whether the world has a landform layer: the gully filter, drained basins, hydraulic or thermal erosion. */
    public boolean hasLandforms() {
        return get(PresetKey.GULLY_STRENGTH) > 0 || drainsBasins() || get(PresetKey.WATER_STEPS) > 0 || get(PresetKey.TALUS_STEPS) > 0;
    }

    /** Whether closed basins are cut through or filled (the drainage layers). */
    public boolean drainsBasins() {
        return get(PresetKey.BASIN_FILL) > 0 || get(PresetKey.BASIN_BREACH) > 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TerrainParams p && p.fractal == fractal && Arrays.equals(p.values, values);
    }

    @Override
    public int hashCode() {
        return 31 * fractal.hashCode() + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("TerrainParams{fractal=").append(fractal.key());
        for (PresetKey k : PresetKey.values()) {
            sb.append(", ").append(k.key()).append('=').append(PresetKey.format(values[k.ordinal()]));
        }
        return sb.append('}').toString();
    }
}
