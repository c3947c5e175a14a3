package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The world drawn at half the window's resolution and stretched over it ({@code render.RenderScale})
 * shows the same picture as the world drawn at full resolution: the same way up, the same colours
 * (the offscreen target keeps sRGB as the window does), every pixel covered. Two child JVMs
 * ({@link RenderScaleProbe}), GL errors checked on every call.
 */
class RenderScaleGlTest {
    private static final int BLOCK = 15;

    @Test
    void aHalfScaleWorldStretchedOverTheWindowMatchesTheFullScaleOne(@TempDir Path dir) throws Exception {
        BufferedImage full = render(dir.resolve("full.png"), "1", "window", "480x270");
        BufferedImage half = render(dir.resolve("half.png"), "0.5", "240x135", "240x135");
        assertEquals(full.getWidth(), half.getWidth());
        assertEquals(full.getHeight(), half.getHeight());
        int blocksX = full.getWidth() / BLOCK, blocksY = full.getHeight() / BLOCK;
        // Sky above, sea below: a picture upside down or shifted would differ by far more than the tolerance.
        double skyToSea = distance(mean(full, blocksX / 2, 0), mean(full, blocksX / 2, blocksY - 1));
        assertTrue(skyToSea > 60, "the probe's view should show sky and sea: " + skyToSea);
        double worst = 0;
        for (int by = 0; by < blocksY; by++) {
            for (int bx = 0; bx < blocksX; bx++) {
                worst = Math.max(worst, distance(mean(full, bx, by), mean(half, bx, by)));
            }
        }
        assertTrue(worst < 8, "a block's mean colour differs by " + worst + " levels");
    }

    private static BufferedImage render(Path file, String scale, String target, String camera) throws Exception {
        ChildJvm.Result r = ChildJvm.run(RenderScaleProbe.class, 120, file.toString(), scale);
        assertEquals(0, r.exitCode(), r.output());
        assertFalse(r.output().contains("Exception"), r.output());
        assertFalse(r.output().contains("SEVERE"), r.output());
        assertTrue(r.output().contains("WORLD_TARGET " + target), r.output());
        assertTrue(r.output().contains("WORLD_CAMERA " + camera), r.output());
        BufferedImage img = ImageIO.read(file.toFile());
        assertEquals(RenderScaleProbe.WIDTH, img.getWidth());
        assertEquals(RenderScaleProbe.HEIGHT, img.getHeight());
        return img;
    }

    /** The mean red, green and blue of block (bx, by). */
    private static double[] mean(BufferedImage img, int bx, int by) {
        double[] sum = new double[3];
        for (int y = by * BLOCK; y < (by + 1) * BLOCK; y++) {
            for (int x = bx * BLOCK; x < (bx + 1) * BLOCK; x++) {
                int c = img.getRGB(x, y);
                sum[0] += (c >> 16) & 0xff;
                sum[1] += (c >> 8) & 0xff;
                sum[2] += c & 0xff;
            }
        }
        for (int i = 0; i < 3; i++) {
            sum[i] /= BLOCK * BLOCK;
        }
        return sum;
    }

    private static double distance(double[] a, double[] b) {
        return Math.max(Math.abs(a[0] - b[0]), Math.max(Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])));
    }
}
