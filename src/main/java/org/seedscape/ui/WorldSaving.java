package org.seedscape.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.seedscape.edit.EditFile;
import org.seedscape.io.AtomicFiles;
import org.seedscape.io.PresetExistsException;
import org.seedscape.io.PresetFiles;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.WorldFile;
import org.seedscape.world.InputException;

/**
 * The panel's "Save as": the edited world as a new preset in a folder, and its stamps and strokes as
 * a world file and an edit file of the same name beside it. A name whose files exist is
 * overwritten only when it is saved again right after being told so; every file is written whole
 * or not at all ({@link AtomicFiles}), so nothing saved before is lost or half-written.
 */
final class WorldSaving {
    private final Path folder;
    /** A name whose file exists and that the user was told of: saving it again overwrites. */
    private String overwriteAsked;

    WorldSaving(Path folder) {
        this.folder = folder;
    }

    /** Saves {@code world} as {@code name}; what happened, to say. */
    String save(String name, WorldEdits.World world) {
        boolean overwrite = name.equals(overwriteAsked);
        boolean strokes = !world.layers().strokeLayers().isEmpty();
        Path worldFile = world.stamps().isEmpty() && !strokes ? null : folder.resolve(name + ".world");
        Path editFile = strokes ? folder.resolve(name + ".edits") : null;
        Path writing = null;
        try {
            for (Path f : new Path[] {worldFile, editFile}) {
                if (!overwrite && f != null && Files.exists(f)) {
                    overwriteAsked = name;
                    return f + " exists. Save again to overwrite it.";
                }
            }
            Path file = overwrite
                    ? PresetFiles.overwrite(folder, name, world.params(), world.seed())
                    : PresetFiles.saveNew(folder, name, world.params(), world.seed());
            overwriteAsked = null;
            if (worldFile == null) {
                return "Saved " + file + " (load it with --preset " + name + " --seed " + world.seed() + ")";
            }
            if (editFile != null) {
                writing = editFile;
                EditFile.write(editFile, name, world.seed(), world.layers().strokeLayers());
            }
            writing = worldFile;
            WorldFile.Contents contents = new WorldFile.Contents(world.stamps().stream().map(Stamp::placement).toList(), editFile);
            if (overwrite) {
                WorldFile.overwrite(worldFile, contents);
            } else {
                WorldFile.saveNew(worldFile, contents);
            }
            return "Saved " + file + " and " + worldFile + " (load them with --preset " + name + " --seed " + world.seed()
                    + " --world " + worldFile + ")";
        } catch (PresetExistsException e) {
            overwriteAsked = name;
            return e.getMessage() + ". Save again to overwrite it.";
        } catch (InputException e) {
            overwriteAsked = null;
            return e.getMessage();
        } catch (IOException e) {
            overwriteAsked = null;
            return "cannot write " + writing + ": " + AtomicFiles.why(e);
        }
    }
}
