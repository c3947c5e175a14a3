package org.seedscape.io;

import java.awt.image.BufferedImage;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.seedscape.world.InputException;

/**
 * Writes output files so that a reader (or a crash) never sees a half-written file under its
 * final name: the content goes to a hidden temporary file in the target's folder, is flushed to
 * disk, and is then renamed over the target in one step ({@link #write}), or linked to the
 * target's name only if that is free ({@link #writeNew}). On any failure the temporary file is
 * deleted and an existing target is left as it was.
 */
public final class AtomicFiles {

    /** Produces a file's content. It must not close the stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Writes {@code bytes} to {@code target} atomically. */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /** Writes what {@code content} produces to {@code target} atomically. */
    public static void write(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        Path tmp = writeTemporary(abs, content);
        try {
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException | Error e) {
            deleteAfterFailure(tmp, e);
            throw e;
        }
    }

    /**
     * Writes what {@code content} produces to {@code target} atomically, but only if nothing is
     * there yet: an existing file (or folder, or link) is never replaced or touched. The complete
     * temporary file gets the target's name as a second hard link, which fails if the name is
     * taken, so two writers cannot both succeed.
     *
     * @throws FileAlreadyExistsException if {@code target} exists
     */
    public static void writeNew(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        Path tmp = writeTemporary(abs, content);
        try {
            try {
                Files.createLink(abs, tmp);
            } catch (FileAlreadyExistsException e) {
                throw e;
            } catch (UnsupportedOperationException | FileSystemException e) {
                // File systems without hard links (FAT, some network shares) refuse the link; a move
                // without REPLACE_EXISTING still refuses an existing target, though it checks first
                // and renames after, so a file created in between would be replaced.
                Files.move(tmp, abs);
            }
            Files.deleteIfExists(tmp); // the link's first name; after a move it is gone already
        } catch (IOException | RuntimeException | Error e) {
            deleteAfterFailure(tmp, e);
            throw e;
        }
    }

    /**
     * Writes the content to a new hidden file beside {@code abs}, flushed to disk, and returns it;
     * on failure deletes it and rethrows.
     */
    private static Path writeTemporary(Path abs, Content content) throws IOException {
        // Same folder as the target, so the rename or link never crosses file systems.
        Path tmp = abs.resolveSibling("." + abs.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            // Not Files.createTempFile: that makes the file owner-only (0600), and the rename keeps it so.
            try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            return tmp;
        } catch (IOException | RuntimeException | Error e) {
            deleteAfterFailure(tmp, e);
            throw e;
        }
    }

    private static void deleteAfterFailure(Path tmp, Throwable failure) {
        try {
            Files.deleteIfExists(tmp);
        } catch (IOException suppressed) {
            failure.addSuppressed(suppressed);
        }
    }

    /**
     * Creates the output folder {@code dir} (and its parents) if needed.
     *
     * @throws InputException if it cannot be created or is not a folder
     */
    public static void createOutputDir(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotWrite(dir, e);
        }
    }

    /** The one-line user error for a failure to write into the output folder {@code dir}. */
    public static InputException cannotWrite(Path dir, IOException cause) {
        String message = "cannot write to --out " + dir + ": " + reason(dir, cause);
        return new InputException(message.replaceAll("\\R", " "), cause);
    }

    /** Why {@code e} failed, in one line for a user error about {@code dir}. */
    static String reason(Path dir, IOException e) {
        String why = why(e);
        return !(e instanceof FileSystemException f) || f.getFile() == null || f.getFile().equals(dir.toString()) ? why
                : f.getFile() + ": " + why;
    }

    /** Why a write failed, in a few words and without the file's name ("permission denied"). */
    public static String why(IOException e) {
        if (!(e instanceof FileSystemException f)) {
            return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        }
        // Several subclasses carry no reason text: their type is the reason.
        return f.getReason() != null ? f.getReason()
                : f instanceof AccessDeniedException ? "permission denied"
                : f instanceof NoSuchFileException ? "no such file or folder"
                : f instanceof FileAlreadyExistsException ? "exists and is not a folder"
                : f.getClass().getSimpleName();
    }

    /** Writes {@code image} as a PNG file, atomically. */
    public static void writePng(Path target, BufferedImage image) throws IOException {
        write(target, png(image));
    }

    /** {@code image} encoded as PNG, for {@link #write} or {@link #writeNew}. */
    public static Content png(BufferedImage image) {
        return out -> {
            ImageWriter png = ImageIO.getImageWritersByFormatName("png").next();
            // A memory cache, not ImageIO's default temporary file; closing it leaves `out` open.
            try (ImageOutputStream ios = new MemoryCacheImageOutputStream(out)) {
                png.setOutput(ios);
                png.write(image);
            } finally {
                png.dispose();
            }
        };
    }
}
