package org.seedscape.shots;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

class StreakFinderTest {
    /** A sky-to-haze gradient with, in the band, a streak, a speck too short to count and one streak below the band. */
    @Test
    void findsTheStreaksInTheHorizonBandAndNothingElse() {
        BufferedImage img = new BufferedImage(480, 270, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 270; y++) {
            int shade = 150 + y * 80 / 270;
            for (int x = 0; x < 480; x++) {
                img.setRGB(x, y, (shade - 40) << 16 | (shade - 20) << 8 | Math.min(shade + 20, 255));
            }
        }
        assertEquals(List.of(), StreakFinder.find(img), "a clean gradient has no streak");
        int deepWater = 0x1a3845; // the sea's deep colour, as the streaks showed it
        for (int x = 100; x < 140; x++) {
            img.setRGB(x, 110, deepWater);
        }
        for (int x = 300; x < 303; x++) {
            img.setRGB(x, 120, deepWater);
        }
        for (int x = 10; x < 60; x++) {
            img.setRGB(x, 200, deepWater);
        }
        assertEquals(List.of(new StreakFinder.Streak(110, 100)), StreakFinder.find(img));
    }
}
