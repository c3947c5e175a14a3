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
import org.junit.jupiter.api.Test;
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
    /**
     * At most this share of a picture's pixels may differ between two runs: a margin for a stray
     * pixel, as every one was the same in the runs measured (2026-11-27). With the wind running,
     * 28-63 % of the coast's, forest's and meadow's pixels differed (1280 x 720); with the view
     * distance still shrinking from the horizon shot's, 0.9 % of the forest's or the meadow's (480 x 270).
     */
    private static final double REPEAT_TOLERANCE = 0.001;

    @ParameterizedTest
    @ValueSource(strings = {"low", "high"})
    void shotsWritesOnePictureForEachViewpoint(String quality, @TempDir Path dir) throws Exception {
        shoot(quality, dir);
        // From 2000 m the view reaches 32 km: no depth streaks, no unlit far water at the horizon.
        BufferedImage horizon = ImageIO.read(dir.resolve("horizon.png").toFile());
        assertEquals(List.of(), StreakFinder.find(horizon), "dark streaks at the horizon");
    }

    /**
     * Two runs show the same pictures: the wind and the water stand still for the shots, each
     * viewpoint's eye is set from the ground as finally drawn, and its view distance is its own at once.
     */
    @Test
    void shotsRepeatThemselves(@TempDir Path first, @TempDir Path second) throws Exception {
        shoot("low", first);
        shoot("low", second);
        for (String name : ViewpointFinder.NAMES) {
            BufferedImage a = ImageIO.read(first.resolve(name + ".png").toFile());
            BufferedImage b = ImageIO.read(second.resolve(name + ".png").toFile());
            int differing = 0;
            for (int y = 0; y < a.getHeight(); y++) {
                for (int x = 0; x < a.getWidth(); x++) {
                    differing += a.getRGB(x, y) == b.getRGB(x, y) ? 0 : 1;
                }
            }
            double share = differing / (double) (a.getWidth() * a.getHeight());
            assertTrue(share <= REPEAT_TOLERANCE, name + ".png: " + differing + " pixels differ between two runs");
        }
    }

    /** Runs the shots at 480 x 270 into {@code dir} and checks that each picture was written and shows something. */
    private static void shoot(String quality, Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Main.class, 600, "shots", "--width", "480", "--height", "270",
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
    }
}
