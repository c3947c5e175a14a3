package org.seedscape.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

class PlotFontTest {
    private static final PlotFont FONT = PlotFont.console();

    @Test
    void theConsoleFontIsMonospacedSevenPixelsAChar() {
        assertEquals(7 * 5, FONT.width("50 ms"));
        assertEquals(FONT.width("?"), FONT.width("\u00e9"), "a character the font lacks takes the place of '?'");
    }

    @Test
    void textIsDrawnInItsColourOnItsBaselineOnly() {
        BufferedImage image = new BufferedImage(80, 30, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                image.setRGB(x, y, 0xFFFFFF);
            }
        }
        FONT.draw(image, "50 ms", 10, 20, new Color(200, 30, 30));
        int red = 0, minY = Integer.MAX_VALUE, maxY = -1, maxX = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                if (rgb != 0xFFFFFF) {
                    int r = rgb >> 16, g = (rgb >> 8) & 255;
                    assertTrue(r >= g, "not a tint of the colour at " + x + "," + y + ": " + Integer.toHexString(rgb));
                    red += rgb == 0xC81E1E ? 1 : 0;
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                    maxX = Math.max(maxX, x);
                }
            }
        }
        assertTrue(red > 15, "fully covered pixels: " + red);
        assertTrue(minY >= 11 && maxY <= 22, "glyphs between " + minY + " and " + maxY + " around baseline 20");
        assertTrue(maxX < 10 + FONT.width("50 ms"), "drawn past its width: " + maxX);
    }
}
