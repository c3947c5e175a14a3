package org.seedscape.world;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

/**
 * Terrain parameters drawn across every key's whole range, for round-trip tests: mostly doubles
 * with all their digits, but also the range ends, whole numbers, one-decimal values and tiny
 * values that {@link Double#toString} would print with an exponent.
 */
public final class RandomParams {
    private RandomParams() {
    }

    public static TerrainParams draw(Random random) {
        FractalType[] types = FractalType.values();
        Map<PresetKey, Double> values = new EnumMap<>(PresetKey.class);
        for (PresetKey k : PresetKey.values()) {
            values.put(k, value(k, random));
        }
        return TerrainParams.of(types[random.nextInt(types.length)], values);
    }

    private static double value(PresetKey k, Random random) {
        if (k.integer()) {
            return k.min() + random.nextInt((int) (k.max() - k.min()) + 1);
        }
        double x = switch (random.nextInt(8)) {
            case 0 -> k.min();
            case 1 -> k.max();
            case 2 -> Math.rint(k.min() + random.nextDouble() * (k.max() - k.min()));
            case 3 -> Math.rint(10 * (k.min() + random.nextDouble() * (k.max() - k.min()))) / 10;
            case 4 -> k.min() + random.nextDouble() * 1e-6; // 1.0E-7 and the like
            default -> k.min() + random.nextDouble() * (k.max() - k.min());
        };
        return Math.max(k.min(), Math.min(k.max(), x));
    }
}
