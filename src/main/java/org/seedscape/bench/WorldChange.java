package org.seedscape.bench;

import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.InputException;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

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
        double value;
        try {
            value = PresetLoader.value(key, text.substring(eq + 1).strip());
        } catch (InputException e) {
            throw new InputException("bench: --change " + e.getMessage(), e);
        }
        return new WorldChange(key, value, atFrame);
    }

    /** The world after the change. */
    TerrainFunction applyTo(TerrainFunction terrain) {
        return terrain.withWorld(terrain.params().with(key, value), terrain.seed());
    }
}
