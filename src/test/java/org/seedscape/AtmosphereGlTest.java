package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sky and the sea in a real GL context, without terrain (see {@link AtmosphereProbe}; one
 * child JVM, GL errors checked on every call).
 */
class AtmosphereGlTest {
    private static final int MAGENTA = 0xff00ff;
    private static final double VERTICAL_FOV_DEGREES = 60;

    @TempDir
    static Path dir;
    private static String output;

    @BeforeAll
    static void render() throws Exception {
        ChildJvm.Result r = ChildJvm.run(AtmosphereProbe.class, 120, dir.toString());
        assertEquals(0, r.exitCode(), r.output());
        assertFalse(r.output().contains("Exception"), r.output());
        assertFalse(r.output().contains("SEVERE"), r.output());
        output = r.output();
    }

    /** The sun's disc is drawn where the light comes from: its centre within a pixel or two. */
    @Test
    void theSunDiscIsWhereTheLightComesFrom() throws IOException {
        Matcher m = Pattern.compile("SUN_PIXEL ([\\d.]+) ([\\d.]+)").matcher(output);
        assertTrue(m.find(), output);
        double expectedX = Double.parseDouble(m.group(1)), expectedY = Double.parseDouble(m.group(2));
        BufferedImage img = image("sun");
        // Only the disc saturates every channel; the sky around it, even the glow, has red below 250.
        double sumX = 0, sumY = 0;
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y);
                if (Math.min((c >> 16) & 0xff, Math.min((c >> 8) & 0xff, c & 0xff)) >= 250) {
                    sumX += x;
                    sumY += y;
                    n++;
                }
            }
        }
        assertTrue(n >= 20, "no sun disc: " + n + " white pixels");
        assertEquals(expectedX, sumX / n, 1.5, "sun disc x");
        assertEquals(expectedY, sumY / n, 1.5, "sun disc y");
    }

    /**
     * Ten million metres from the origin, from 2 m and from 2000 m: the sky leaves no background
     * showing, the water covers everything below the horizon and nothing above it.
     */
    @Test
    void theSeaCoversTheViewBelowTheHorizonFarFromTheOrigin() throws IOException {
        for (AtmosphereProbe.Viewpoint v : AtmosphereProbe.VIEWPOINTS) {
            if (!v.name().startsWith("sea")) {
                continue;
            }
            BufferedImage wet = image(v.name()), dry = image(v.name() + "-dry");
            int h = wet.getHeight();
            // The horizon's row: the eye is so low against the far plane that the sea's edge is on it.
            double tanHalf = Math.tan(Math.toRadians(VERTICAL_FOV_DEGREES / 2));
            int horizon = (int) Math.round(h / 2.0 * (1 - Math.tan(Math.toRadians(-v.pitch())) / tanHalf));
            int water = 0, belowRows = 0, changedAbove = 0;
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < wet.getWidth(); x++) {
                    int a = wet.getRGB(x, y) & 0xffffff, b = dry.getRGB(x, y) & 0xffffff;
                    assertTrue(a != MAGENTA && b != MAGENTA, v.name() + ": background shows at " + x + "," + y);
                    if (y >= horizon + 10) {
                        belowRows++;
                        water += difference(a, b) > 6 ? 1 : 0;
                    } else if (y < horizon - 5) {
                        changedAbove += difference(a, b) > 1 ? 1 : 0;
                    }
                }
            }
            assertTrue(belowRows > 0, v.name() + ": the horizon is off the picture");
            assertTrue(water >= belowRows * 0.99,
                    v.name() + ": water on only " + water + " of " + belowRows + " pixels");
            assertEquals(0, changedAbove, v.name() + ": water above the horizon");
        }
    }

    private static BufferedImage image(String name) throws IOException {
        return ImageIO.read(dir.resolve(name + ".png").toFile());
    }

    private static int difference(int a, int b) {
        int d = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            d = Math.max(d, Math.abs(((a >> shift) & 0xff) - ((b >> shift) & 0xff)));
        }
        return d;
    }
}
