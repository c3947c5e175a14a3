package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The world drawn at half the window's resolution and stretched over it ({@code render.RenderScale})
 * shows the same picture as the world drawn at full resolution: the same way up, the same colours
 * (the offscreen target is sRGB as the window is), every pixel covered; disabled, the world
 * draws into the window again, and enabled again it is stretched again. One child JVM
 * ({@link RenderScaleProbe}), GL errors checked on every call.
 */
class RenderScaleGlTest {
    private static final int BLOCK = 15;

    @Test
    void aHalfScaleWorldStretchedOverTheWindowMatchesTheFullScaleOne(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(RenderScaleProbe.class, 120, dir.toString());
        assertEquals(0, r.exitCode(), r.output());
        assertFalse(r.output().contains("Exception"), r.output());
        assertFalse(r.output().contains("SEVERE"), r.output());
        assertTrue(r.output().contains("half WORLD_TARGET 240x135 WORLD_CAMERA 240x135"), r.output());
        assertTrue(r.output().contains("full WORLD_TARGET window WORLD_CAMERA 480x270"), r.output());
        assertTrue(r.output().contains("again WORLD_TARGET 240x135 WORLD_CAMERA 240x135"), r.output());
        BufferedImage full = image(dir, "full"), half = image(dir, "half"), again = image(dir, "again");
        int blocksX = full.getWidth() / BLOCK, blocksY = full.getHeight() / BLOCK;
        // Sky above, sea below: a picture upside down or shifted would differ by far more than the tolerance.
        double skyToSea = distance(mean(full, blocksX / 2, 0), mean(full, blocksX / 2, blocksY - 1));
        assertTrue(skyToSea > 60, "the probe's view should show sky and sea: " + skyToSea);
        for (BufferedImage scaled : new BufferedImage[] {half, again}) {
            double worst = 0;
            for (int by = 0; by < blocksY; by++) {
                for (int bx = 0; bx < blocksX; bx++) {
                    worst = Math.max(worst, distance(mean(full, bx, by), mean(scaled, bx, by)));
                }
            }
            assertTrue(worst < 8, "a block's mean colour differs by " + worst + " levels");
        }
    }

    private static BufferedImage image(Path dir, String name) throws IOException {
        BufferedImage img = ImageIO.read(dir.resolve(name + ".png").toFile());
        assertEquals(RenderScaleProbe.WIDTH, img.getWidth(), name);
        assertEquals(RenderScaleProbe.HEIGHT, img.getHeight(), name);
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
