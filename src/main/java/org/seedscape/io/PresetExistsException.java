package org.seedscape.io;

import java.nio.file.Path;
import org.seedscape.world.InputException;

/**
 * A new preset was not saved because a file of that name exists. Its own type, so the settings
 * panel can ask whether to overwrite (then call {@link PresetFiles#overwrite}) instead of only
 * showing the message.
 */
public final class PresetExistsException extends InputException {
    private final transient Path file;

    PresetExistsException(Path file, Throwable cause) {
        super(file + " exists; choose another name (or delete it first)", cause);
        this.file = file;
    }

    /** The existing file, as the configuration folder and name gave it. */
    public Path file() {
        return file;
    }
}
