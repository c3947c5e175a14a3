package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class GroundTexturesTest {

    /**
     * Luminance skewed dark, as in a texture with a few bright specks: stretched from its least to
     * its most, three quarters of it would lie under one half.
     */
    private static float[] skewedLuminance(int n) {
        Random random = new Random(7);
        float[] lum = new float[n];
        for (int p = 0; p < n; p++) {
            lum[p] = (float) (255 * Math.pow(random.nextDouble(), 2));
        }
        return lum;
    }

    @Test
    void reliefIsSpreadEvenlySoAShareTakesJustThatShareOfThePixels() {
        float[] relief = GroundTextures.evenRelief(skewedLuminance(65_536));
        for (double share : new double[] {0.1, 0.25, 0.5, 0.75, 0.9}) {
            long below = 0;
            for (float r : relief) {
                below += r < share ? 1 : 0;
            }
            assertEquals(share, (double) below / relief.length, 0.01, "share of relief under " + share);
        }
    }

    @Test
    void reliefKeepsTheOrderOfLuminanceAndTiesShareTheirRank() {
        float[] lum = skewedLuminance(4096);
        lum[0] = 100;
        lum[1] = 100;
        float[] relief = GroundTextures.evenRelief(lum);
        assertEquals(relief[0], relief[1], "equal luminance, equal relief");
        for (int p = 1; p < lum.length; p++) {
            if (Math.abs(lum[p] - lum[p - 1]) >= 1) {
                assertEquals(lum[p] > lum[p - 1], relief[p] > relief[p - 1], "order of pixels " + (p - 1) + " and " + p);
            }
        }
        for (float r : relief) {
            assertTrue(r > 0 && r < 1, "relief " + r + " within (0, 1)");
        }
    }
}
