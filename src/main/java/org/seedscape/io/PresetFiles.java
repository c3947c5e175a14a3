package org.seedscape.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.seedscape.world.InputException;
import org.seedscape.world.PresetText;
import org.seedscape.world.TerrainParams;

/**
 * Saves terrain parameters as a documented preset file, {@code <configDir>/<name>.properties},
 * which {@code --preset <name>} then loads. A new name never replaces an existing file; replacing
 * one takes an explicit {@link #overwrite}, after the user has confirmed it.
 */
public final class PresetFiles {
    /** Safe as a file name everywhere and as a {@code --preset} value; the loader looks names up as files. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final String ALLOWED_NAMES = "1 to 64 letters (a-z, A-Z), digits, '-' or '_'";
    /** Longer names are cut in messages, which must stay one readable line. */
    private static final int MAX_SHOWN = 60;

    private PresetFiles() {
    }

    /**
     * Writes a new preset file, creating {@code configDir} if needed, and returns its path.
     *
     * @param seed the seed of the world shown while saving; the file names it in its header,
     *             since the seed is not part of a preset
     * @throws PresetExistsException if the file exists (it is left as it was)
     * @throws InputException        if the name is not allowed or the file cannot be written
     */
    public static Path saveNew(Path configDir, String name, TerrainParams params, long seed) {
        Path file = fileFor(configDir, name);
        byte[] text = text(params, name, seed);
        try {
            AtomicFiles.writeNew(file, out -> out.write(text));
        } catch (FileAlreadyExistsException e) {
            throw new PresetExistsException(file, e);
        } catch (IOException e) {
            throw cannotSave(file, e);
        }
        return file;
    }

    /**
     * Writes the preset file whether or not it exists, replacing an existing one in one step,
     * and returns its path.
     *
     * @throws InputException if the name is not allowed or the file cannot be written
     */
    public static Path overwrite(Path configDir, String name, TerrainParams params, long seed) {
        Path file = fileFor(configDir, name);
        try {
            AtomicFiles.write(file, text(params, name, seed));
        } catch (IOException e) {
            throw cannotSave(file, e);
        }
        return file;
    }

    /** {@code configDir/<name>.properties}, once the name is checked and the folder exists. */
    private static Path fileFor(Path configDir, String name) {
        if (!NAME.matcher(name).matches()) {
            throw new InputException("preset name '" + shown(name) + "' is not allowed; use " + ALLOWED_NAMES);
        }
        Path file = configDir.resolve(name + ".properties");
        try {
            Files.createDirectories(configDir);
        } catch (IOException e) {
            throw cannotSave(file, e);
        }
        return file;
    }

    private static byte[] text(TerrainParams params, String name, long seed) {
        String note = "Saved from the settings panel with seed " + seed + ". The seed is not part of a preset:"
                + " run with --seed " + seed + " --preset " + name + " for the same world.";
        return PresetText.format(params, name, note).getBytes(StandardCharsets.UTF_8);
    }

    private static InputException cannotSave(Path file, IOException e) {
        String message = "cannot save preset " + file + ": " + AtomicFiles.reason(file, e);
        return new InputException(message.replaceAll("\\R", " "), e);
    }

    /** The name as a one-line message can show it: control characters and line breaks as '?', long names cut. */
    private static String shown(String name) {
        String visible = name.replaceAll("[\\p{Cc}\\p{Zl}\\p{Zp}]", "?");
        return visible.length() <= MAX_SHOWN ? visible : visible.substring(0, MAX_SHOWN - 3) + "...";
    }
}
