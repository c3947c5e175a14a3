package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScreenshotFilesTest {
    private static final LocalDateTime TIME = LocalDateTime.of(2026, 11, 24, 8, 30, 12);

    @TempDir
    Path dir;

    private static BufferedImage filled(int rgb) {
        BufferedImage image = new BufferedImage(4, 3, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 4; x++) {
                image.setRGB(x, y, rgb);
            }
        }
        return image;
    }

    @Test
    void namesByTheSecondAndNeverOverwrites() throws IOException {
        int[] colours = {0xff0000, 0x00ff00, 0x0000ff};
        Path[] saved = new Path[colours.length];
        for (int i = 0; i < colours.length; i++) {
            saved[i] = ScreenshotFiles.save(filled(colours[i]), dir, TIME);
        }
        assertEquals(dir.resolve("seedscape-2026-11-24_08-30-12.png").toAbsolutePath(), saved[0]);
        assertEquals(dir.resolve("seedscape-2026-11-24_08-30-12-2.png").toAbsolutePath(), saved[1]);
        assertEquals(dir.resolve("seedscape-2026-11-24_08-30-12-3.png").toAbsolutePath(), saved[2]);
        for (int i = 0; i < colours.length; i++) {
            assertEquals(colours[i], ImageIO.read(saved[i].toFile()).getRGB(1, 1) & 0xffffff, saved[i].toString());
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(3, files.count()); // no temporary file left behind
        }
    }

    @Test
    void takesTheFirstFreeNameAndLeavesOthersFilesAlone() throws IOException {
        Files.writeString(dir.resolve("seedscape-2026-11-24_08-30-12-2.png"), "not ours");
        assertEquals(dir.resolve("seedscape-2026-11-24_08-30-12.png"), ScreenshotFiles.freeName(dir, TIME));
        Files.writeString(dir.resolve("seedscape-2026-11-24_08-30-12.png"), "not ours either");
        assertEquals(dir.resolve("seedscape-2026-11-24_08-30-12-3.png"), ScreenshotFiles.freeName(dir, TIME));
        Files.createSymbolicLink(dir.resolve("seedscape-2026-11-24_08-30-12-3.png"), dir.resolve("nowhere"));
        Path saved = ScreenshotFiles.save(filled(0), dir, TIME);
        assertEquals(dir.resolve("seedscape-2026-11-24_08-30-12-4.png").toAbsolutePath(), saved);
        assertEquals("not ours", Files.readString(dir.resolve("seedscape-2026-11-24_08-30-12-2.png")));
        assertFalse(Files.exists(dir.resolve("nowhere")));
    }

    @Test
    void anUnwritableFolderGivesOneLineNamingIt() throws IOException {
        // A folder under a regular file: refused even for root, whom permission bits do not stop.
        Path file = Files.writeString(dir.resolve("plain.txt"), "x");
        for (Path folder : List.of(file.resolve("shots"), dir.resolve("missing"))) {
            IOException e = assertThrows(IOException.class, () -> ScreenshotFiles.save(filled(0), folder, TIME));
            String message = ScreenshotFiles.failure(folder, e);
            assertTrue(message.startsWith("Screenshot not saved in " + folder.toAbsolutePath() + ": "), message);
            assertFalse(message.contains("\n") || message.contains("\r") || message.contains("Exception"), message);
        }
    }
}
