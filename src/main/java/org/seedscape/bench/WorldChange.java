package org.seedscape.bench;

import java.nio.file.Path;
import java.util.function.UnaryOperator;
import org.seedscape.edit.EditFile;
import org.seedscape.edit.Stroke;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.InputException;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * A change of the world made during a bench flight, as a user makes it: a parameter in the settings
 * panel ({@code --change key=value}) or brush strokes ({@code --edits FILE}), to measure how long
 * the world takes to be whole again in its new version.
 *
 * @param label   what changed, for the bench's JSON
 * @param change  the world after the change, from the world before it
 * @param atFrame the flight frame at which it is made
 */
public record WorldChange(String label, UnaryOperator<TerrainFunction> change, int atFrame) {
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
        return new WorldChange(key.key() + "=" + value, t -> t.withWorld(t.params().with(key, value), t.seed()), atFrame);
    }

    /**
     * An edit file's strokes laid on the world's own at once, as a brush's stroke is when the
     * button is released.
     * @throws InputException naming the file, the line and what is wrong
     */
    public static WorldChange strokes(Path editFile, int atFrame) {
        EditFile.Contents edits = EditFile.read(editFile);
        return new WorldChange("edits " + editFile.getFileName() + " (" + edits.strokes().size() + " strokes)",
                t -> t.withEdits(Stroke.dabsOf(edits.strokes())), atFrame);
    }

    /** The world after the change. */
    TerrainFunction applyTo(TerrainFunction terrain) {
        return change.apply(terrain);
    }
}
