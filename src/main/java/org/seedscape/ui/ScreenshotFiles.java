package org.seedscape.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.seedscape.io.AtomicFiles;

/**
 * Where screenshots go: {@code seedscape-2026-11-24_08-30-12.png} in a folder, with {@code -2},
 * {@code -3}... added where that name is taken. Written atomically and only under a free name
 * ({@link AtomicFiles#writeNew}), so no half-written file shows under the name and no file is
 * ever overwritten, not even one another program creates meanwhile.
 */
final class ScreenshotFiles {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss");

    private ScreenshotFiles() {
    }

    /**
     * The first name for a picture taken at {@code time} that nothing in {@code dir} has (a link
     * to nowhere counts: writing there would fail).
     */
    static Path freeName(Path dir, LocalDateTime time) {
        String stem = "seedscape-" + STAMP.format(time);
        Path file = dir.resolve(stem + ".png");
        for (int n = 2; Files.exists(file, LinkOption.NOFOLLOW_LINKS); n++) {
            file = dir.resolve(stem + "-" + n + ".png");
        }
        return file;
    }

    /** Writes {@code image} under the first free name for {@code time} in {@code dir} and returns its absolute path. */
    static Path save(BufferedImage image, Path dir, LocalDateTime time) throws IOException {
        while (true) {
            Path file = freeName(dir, time).toAbsolutePath();
            try {
                AtomicFiles.writeNew(file, AtomicFiles.png(image));
                return file;
            } catch (FileAlreadyExistsException takenMeanwhile) {
                // Someone took the name after freeName looked; the next free one, then.
            }
        }
    }

    /** The one line shown when a picture could not be written into {@code dir}. */
    static String failure(Path dir, Exception e) {
        String why = e instanceof IOException io ? AtomicFiles.why(io) : e.toString();
        return ("Screenshot not saved in " + dir.toAbsolutePath() + ": " + why).replaceAll("\\R", " ");
    }
}
