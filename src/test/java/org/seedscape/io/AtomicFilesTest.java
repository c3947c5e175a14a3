package org.seedscape.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
