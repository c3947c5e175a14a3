package org.seedscape.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.world.InputException;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private List<Path> listing() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    @Test
    void writesAndReplaces() throws IOException {
        Path f = dir.resolve("a.bin");
        AtomicFiles.write(f, new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(f));
        AtomicFiles.write(f, out -> out.write(new byte[] {4, 5}));
        assertArrayEquals(new byte[] {4, 5}, Files.readAllBytes(f));
        assertEquals(List.of(f), listing());
    }

    @Test
    void failureHalfwayKeepsTheOldFileAndLeavesNoTemporary() throws IOException {
        Path f = dir.resolve("meta.json");
        Files.writeString(f, "old");
        IOException boom = new IOException("disk on fire");
        IOException thrown = assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write(new byte[100_000]); // more than the buffer, so some really reached the file
            throw boom;
        }));
        assertSame(boom, thrown);
        assertEquals("old", Files.readString(f));
        assertEquals(List.of(f), listing());
    }

    @Test
    void uncheckedFailureLeavesNoFileAtAll() throws IOException {
        Path f = dir.resolve("new.png");
        assertThrows(IllegalStateException.class, () -> AtomicFiles.write(f, out -> {
            out.write("partial".getBytes(StandardCharsets.UTF_8));
            throw new IllegalStateException("bug");
        }));
        assertFalse(Files.exists(f));
        assertEquals(List.of(), listing());
    }

    @Test
    void writeNewCreatesTheFileAndLeavesNoTemporary() throws IOException {
        Path f = dir.resolve("mine.properties");
        AtomicFiles.writeNew(f, out -> out.write(new byte[] {7, 8, 9}));
        assertArrayEquals(new byte[] {7, 8, 9}, Files.readAllBytes(f));
        assertEquals(List.of(f), listing());
    }

    @Test
    void writeNewRefusesAnExistingFileAndLeavesItUntouched() throws IOException {
        Path f = dir.resolve("taken.properties");
        Files.writeString(f, "mine, keep it");
        FileTime written = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(f, written);
        FileAlreadyExistsException e = assertThrows(FileAlreadyExistsException.class,
                () -> AtomicFiles.writeNew(f, out -> out.write("theirs".getBytes(StandardCharsets.UTF_8))));
        assertEquals(f.toAbsolutePath().toString(), e.getFile());
        assertEquals("mine, keep it", Files.readString(f));
        assertEquals(written, Files.getLastModifiedTime(f));
        assertEquals(List.of(f), listing());
    }

    /** Not even a link that points nowhere is replaced or followed. */
    @Test
    void writeNewRefusesADanglingLink() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link.properties"), dir.resolve("nowhere"));
        assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.writeNew(link, out -> out.write(1)));
        assertTrue(Files.isSymbolicLink(link));
        assertFalse(Files.exists(link)); // still dangling: nothing was written through it
        assertTrue(Files.exists(link, LinkOption.NOFOLLOW_LINKS));
        assertEquals(List.of(link), listing());
    }

    @Test
    void writeNewFailureLeavesNoFileAtAll() throws IOException {
        Path f = dir.resolve("half.properties");
        IOException boom = new IOException("disk on fire");
        IOException thrown = assertThrows(IOException.class, () -> AtomicFiles.writeNew(f, out -> {
            out.write(new byte[100_000]);
            throw boom;
        }));
        assertSame(boom, thrown);
        assertEquals(List.of(), listing());
    }

    @Test
    void createsMissingOutputFolders() {
        Path out = dir.resolve("a/b/c");
        AtomicFiles.createOutputDir(out);
        assertTrue(Files.isDirectory(out));
    }

    @Test
    void outputFolderUnderARegularFileIsAOneLineInputError() throws IOException {
        // Works even as root, where permission bits are no obstacle.
        Path file = Files.writeString(dir.resolve("plain.txt"), "x");
        for (Path out : List.of(file.resolve("sub"), file)) {
            InputException e = assertThrows(InputException.class, () -> AtomicFiles.createOutputDir(out));
            assertTrue(e.getMessage().startsWith("cannot write to --out " + out + ": "), e.getMessage());
            assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), e.getMessage());
        }
    }
}
