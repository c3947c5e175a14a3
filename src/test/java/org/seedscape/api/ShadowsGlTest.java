package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.ChildJvm;

/**
 * A game's object casts its shadow on the world's ground through jME's
 * {@code DirectionalLightShadowFilter} made with {@link SeedscapeWorld#sun}, in real OpenGL (EGL;
 * a child JVM each, {@link ShadowProbe}): the ground where the sun's ray through a floating box
 * meets it is clearly darker with the filter than without, the lit ground across the box and the
 * sky are as they were, and the picture is the same when the filter comes back. With the render
 * scale below 1 (the world drawn offscreen and stretched) and at 1, and over the sea (the shadow on
 * its surface). The world's lights leave the root node when it is disabled and come back when it is enabled.
 */
class ShadowsGlTest {
    private static final int WIDTH = 480, HEIGHT = 270;
    /** Half the side of the squares of pixels compared. */
    private static final int R = 2;

    @Test
    void aBoxShadowsTheGroundWhenTheWorldIsDrawnAtHalfScale(@TempDir Path dir) throws Exception {
        check(dir, 0.5f, "240x135", null);
    }

    @Test
    void aBoxShadowsTheGroundAtFullScale(@TempDir Path dir) throws Exception {
        check(dir, 1, "480x270", null);
    }

    /**
     * The sea writes its depth, so the shadow lies on its surface: the seabed is 31 m under the box
     * here, where the shadow would fall 50 m farther along the sun's way if the filter saw the seabed.
     */
    @Test
    void aBoxOverTheSeaShadowsTheSeasSurface(@TempDir Path dir) throws Exception {
        check(dir, 1, "480x270", "200");
    }

    /** {@code seaLevel}: null for the default preset's, whose sea is far below the box. */
    private static void check(Path dir, float scale, String camera, String seaLevel) throws Exception {
        List<String> args = new ArrayList<>(List.of(dir.toString(), String.valueOf(scale), String.valueOf(WIDTH), String.valueOf(HEIGHT)));
        if (seaLevel != null) {
            args.add(seaLevel);
        }
        ChildJvm.Result r = ChildJvm.run(ShadowProbe.class, 400, args.toArray(String[]::new));
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT") || out.contains("FAILED"), out);
        assertFalse(out.contains("still draws into the old one"), "the processor was removed before the world was disabled: " + out);
        assertTrue(out.contains("SCALE camera=" + camera), out);
        assertTrue(out.contains("LIGHTS enabled=true disabled_gone=true back=true"), out);

        if (seaLevel == null) {
            // The camera sees the ground at the shadow's middle and at the lit point, not a hill before them.
            for (String what : new String[] {"SHADOW", "LIT"}) {
                assertEquals(number(out, what + " px=", "distance_m"), number(out, what + " px=", "seen_m"), 0.5, out);
            }
        } else {
            // Over the sea: the ground there lies deep under its surface (the camera's ray to the shadow meets it far beyond).
            assertTrue(number(out, "START", "shadow_ground_m") < Double.parseDouble(seaLevel) - 20, out);
            assertTrue(number(out, "SHADOW", "seen_m") > number(out, "SHADOW", "distance_m") + 20, out);
        }
        int sx = (int) number(out, "SHADOW", "px"), sy = (int) number(out, "SHADOW", "py");
        int lx = (int) number(out, "LIT", "px"), ly = (int) number(out, "LIT", "py");
        // The shadow lies beside the box on the picture, not behind it.
        assertTrue(sx + R < number(out, "BOX", "min_x") || sx - R > number(out, "BOX", "max_x")
                || sy + R < number(out, "BOX", "min_y") || sy - R > number(out, "BOX", "max_y"), out);

        BufferedImage on = image(dir, "on"), off = image(dir, "off"), again = image(dir, "again");
        double shadowOn = mean(on, sx, sy), shadowOff = mean(off, sx, sy);
        assertTrue(shadowOn < 0.75 * shadowOff, "the shadow's ground " + shadowOn + " with the filter, " + shadowOff + " without: " + out);
        assertEquals(shadowOn, mean(again, sx, sy), 3, "the filter back: the same picture");
        assertEquals(mean(off, lx, ly), mean(on, lx, ly), 3, "the lit ground across the box");

        List<int[]> sky = skyPixels(out);
        assertTrue(sky.size() >= 3, "the probe's view shows sky in its top row: " + out);
        for (int[] p : sky) {
            assertEquals(mean(off, p[0], p[1] + R), mean(on, p[0], p[1] + R), 1, "sky at " + p[0] + "," + p[1]);
        }
    }

    private static BufferedImage image(Path dir, String name) throws IOException {
        BufferedImage img = ImageIO.read(dir.resolve(name + ".png").toFile());
        assertEquals(WIDTH, img.getWidth(), name);
        assertEquals(HEIGHT, img.getHeight(), name);
        return img;
    }

    /** The mean of red, green and blue over the square of side 2R + 1 around (x, y), in the picture's levels. */
    private static double mean(BufferedImage img, int x, int y) {
        double sum = 0;
        for (int j = y - R; j <= y + R; j++) {
            for (int i = x - R; i <= x + R; i++) {
                int c = img.getRGB(i, j);
                sum += ((c >> 16) & 0xff) + ((c >> 8) & 0xff) + (c & 0xff);
            }
        }
        return sum / (3.0 * (2 * R + 1) * (2 * R + 1));
    }

    private static List<int[]> skyPixels(String out) {
        Matcher line = Pattern.compile("SKY([ 0-9,]*)").matcher(out);
        assertTrue(line.find(), out);
        List<int[]> pixels = new ArrayList<>();
        for (String p : line.group(1).trim().split(" ")) {
            if (!p.isEmpty()) {
                String[] xy = p.split(",");
                pixels.add(new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])});
            }
        }
        return pixels;
    }

    /** The number after {@code name=} on the line starting with {@code line}. */
    private static double number(String out, String line, String name) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(line) + ".*?[ ]" + Pattern.quote(name) + "=(-?[0-9.]+|NaN)").matcher(out);
        assertTrue(m.find(), line + " " + name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
