package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.ChildJvm;

/**
 * A game's own grass texture, an asset found through the game's own locator, draws the meadow
 * red where ours draws it in its own colours: the same view of the same world with each, in real
 * OpenGL (EGL; two child JVMs, {@link GroundTextureProbe}, GL errors checked on every call). The
 * pictures are kept in {@code target/ground-texture/} to look at.
 */
class GroundTextureGlTest {
    @Test
    void aRedGrassTextureTurnsTheMeadowRed(@TempDir Path dir) throws Exception {
        double[] ours = meadow(dir, "ours"), red = meadow(dir, "red");
        // ours: a green-brown meadow, red and green within a few levels of each other
        assertTrue(Math.abs(ours[0] - ours[1]) < 30, "our meadow " + text(ours));
        // the red texture: red well over green and blue
        assertTrue(red[0] > 2 * red[1] && red[0] > 2 * red[2], "red meadow " + text(red));
        assertTrue(red[0] - red[1] > ours[0] - ours[1] + 60, "red " + text(red) + " against ours " + text(ours));
    }

    /** A grass asset the game's AssetManager cannot find stops the world's start with a message naming the layer and the path. */
    @Test
    void aMissingAssetStopsTheStartNamingTheLayerAndThePath(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(GroundTextureProbe.class, 200, dir.toString(), "missing");
        assertEquals(1, r.exitCode(), r.output());
        // the world's states let go of what they had made, with no error of their own
        assertFalse(r.output().contains("Exception in thread") || r.output().contains("NullPointerException"), r.output());
        assertTrue(r.output().contains("ERROR_GIVEN IllegalStateException: ground layer grass's albedo: the asset 'no-such-grass.png'"
                + " is not found by the application's AssetManager"), r.output());
    }

    /** The picture's lower half's mean red, green and blue (the meadow), kept in target/. */
    private static double[] meadow(Path dir, String mode) throws IOException, InterruptedException {
        ChildJvm.Result r = ChildJvm.run(GroundTextureProbe.class, 400, dir.toString(), mode);
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT") || out.contains("NO_MEADOW"), out);
        assertTrue(out.contains("SHOT "), out);
        Path shot = dir.resolve(mode + ".png");
        Path kept = Path.of("target", "ground-texture");
        Files.createDirectories(kept);
        Files.copy(shot, kept.resolve(mode + ".png"), StandardCopyOption.REPLACE_EXISTING);
        BufferedImage img = ImageIO.read(shot.toFile());
        assertEquals(GroundTextureProbe.WIDTH, img.getWidth());
        double[] sum = new double[3];
        int n = 0;
        for (int y = img.getHeight() / 2; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y);
                sum[0] += (c >> 16) & 0xff;
                sum[1] += (c >> 8) & 0xff;
                sum[2] += c & 0xff;
                n++;
            }
        }
        for (int i = 0; i < 3; i++) {
            sum[i] /= n;
        }
        System.out.println(mode + " meadow " + text(sum) + "\n" + out);
        return sum;
    }

    private static String text(double[] rgb) {
        return String.format(java.util.Locale.ROOT, "(%.1f, %.1f, %.1f)", rgb[0], rgb[1], rgb[2]);
    }
}
