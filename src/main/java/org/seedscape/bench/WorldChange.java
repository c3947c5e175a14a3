package org.seedscape.bench;

import java.util.Map;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.InputException;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * A parameter change made during a bench flight ({@code --change key=value}), as a user makes it in
 * the settings panel, to measure how long the world takes to be whole again in its new version.
 *
 * @param atFrame the flight frame at which it is made
 */
public record WorldChange(PresetKey key, double value, int atFrame) {
    /**
     * Reads {@code key=value}.
     * @throws InputException naming the option, the text and what is allowed
     */
    public static WorldChange parse(String text, int atFrame) {
        int eq = text.indexOf('=');
        PresetKey key = eq < 0 ? null : PresetKey.fromKey(text.substring(0, eq).strip());
        if (key == null) {
            throw new InputException("bench: --change = '" + text + "' is not key=value with a preset key;"
                    + " e.g. --change roughness=0.6 (config/default.properties lists every key)");
        }
        String v = text.substring(eq + 1).strip();
        double value;
        try {
            value = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new InputException("bench: --change " + key.key() + " = '" + v + "' is not a number; allowed " + key.rangeText());
        }
        if (!(value >= key.min() && value <= key.max()) || (key.integer() && value != Math.rint(value))) {
            throw new InputException("bench: --change " + key.key() + " = " + v + " is not allowed; allowed " + key.rangeText());
        }
        return new WorldChange(key, value, atFrame);
    }

    /** The world after the change. */
    TerrainFunction applyTo(TerrainFunction terrain) {
        Map<PresetKey, Double> values = terrain.params().values();
        values.put(key, value);
        return new TerrainFunction(TerrainParams.of(terrain.params().fractal(), values), terrain.seed());
    }
}
