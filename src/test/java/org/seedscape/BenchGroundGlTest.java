package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.cli.Main;

/**
 * {@code bench-ground} end to end in a real GL context (its own JVM, GL errors checked on every
 * call): both passes draw, their times come back from the GPU's timer, and jME's material draws
 * the very ground ours does (the same pixels covered), so the two times are of the same view.
 */
class BenchGroundGlTest {
    @Test
    void timesOurGroundAndJmesOnTheSameView(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Main.class, 300, "bench-ground", "--views", "meadow", "--frames", "3",
                "--width", "480", "--height", "270", "--quality", "high", "--view-distance", "3000", "--out", dir.toString());
        assertEquals(0, r.exitCode(), r.output());
        assertFalse(r.output().contains("Exception"), r.output());
        assertFalse(r.output().contains("SEVERE"), r.output());
        assertTrue(number(r.output(), "meadow_ours_ms") > 0, r.output());
        assertTrue(number(r.output(), "meadow_jme_ms") > 0, r.output());

        BufferedImage ours = ImageIO.read(dir.resolve("meadow-ours.png").toFile());
        BufferedImage jme = ImageIO.read(dir.resolve("meadow-jme.png").toFile());
        int background = ours.getRGB(ours.getWidth() - 1, 0); // the meadow looks level: sky at the top
        int sky = 0, ground = 0, disagree = 0;
        for (int y = 0; y < ours.getHeight(); y++) {
            for (int x = 0; x < ours.getWidth(); x++) {
                boolean a = ours.getRGB(x, y) != background, b = jme.getRGB(x, y) != background;
                sky += a ? 0 : 1;
                ground += a ? 1 : 0;
                disagree += a == b ? 0 : 1;
            }
        }
        int pixels = ours.getWidth() * ours.getHeight();
        assertTrue(sky > pixels / 20 && ground > pixels / 2, "sky " + sky + ", ground " + ground + " of " + pixels);
        assertTrue(disagree < pixels / 200, disagree + " pixels are ground in one picture and not in the other");
    }

    private static double number(String output, String key) {
        Matcher m = Pattern.compile("\"" + key + "\": ([0-9.eE+-]+)").matcher(output);
        assertTrue(m.find(), key + " missing: " + output);
        return Double.parseDouble(m.group(1));
    }
}
