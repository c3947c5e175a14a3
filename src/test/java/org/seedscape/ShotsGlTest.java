package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.seedscape.cli.Main;
import org.seedscape.shots.StreakFinder;
import org.seedscape.shots.ViewpointFinder;

/**
 * The shots mode end to end in a real GL context, in its own JVM with GL errors checked on every
 * call, in both quality tiers (each tier's shaders compile and draw every viewpoint).
 */
class ShotsGlTest {
    @ParameterizedTest
    @ValueSource(strings = {"low", "high"})
    void shotsWritesOnePictureForEachViewpoint(String quality, @TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Main.class, 300, "shots", "--width", "480", "--height", "270",
                "--quality", quality, "--out", dir.toString());
        assertEquals(0, r.exitCode(), r.output());
        assertFalse(r.output().contains("Exception"), r.output());
        assertFalse(r.output().contains("SEVERE"), r.output());
        for (String name : ViewpointFinder.NAMES) {
            Path file = dir.resolve(name + ".png");
            assertTrue(r.output().contains("shots: wrote " + file + " ("), r.output());
            BufferedImage img = ImageIO.read(file.toFile());
            assertEquals(480, img.getWidth(), name);
            assertEquals(270, img.getHeight(), name);
            Set<Integer> colours = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 3) {
                for (int x = 0; x < img.getWidth(); x += 3) {
                    colours.add(img.getRGB(x, y));
                }
            }
            assertTrue(colours.size() > 50, name + ".png looks blank: " + colours.size() + " colours");
        }
        // From 2000 m the view reaches 32 km: no depth streaks, no unlit far water at the horizon.
        BufferedImage horizon = ImageIO.read(dir.resolve("horizon.png").toFile());
        assertEquals(List.of(), StreakFinder.find(horizon), "dark streaks at the horizon");
    }
}
