package org.seedscape.shots;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the depth artifacts of a far view: runs of dark pixels along a row in the band where the
 * sky meets the distant, hazed terrain. There nothing is dark: far ground is hazed toward the sky's
 * colour and far water reflects the sky, while the streaks of a depth buffer too coarse for the
 * distance (the sea, the sea floor and the terrain under the sea taking turns) and an unlit far
 * lake show as deep-water blue-black.
 */
public final class StreakFinder {
    /** Rows from this fraction of the picture's height... */
    static final double BAND_TOP = 0.25;
    /** ...to this one: the horizon of a view pitched a few degrees down, and the far ground below it. */
    static final double BAND_BOTTOM = 0.55;
    /** A pixel is dark when no channel reaches this (of 255). */
    static final int DARK = 100;
    /** Dark pixels in a row that make a streak. */
    static final int MIN_RUN = 4;

    /** A dark run: its row and first column. */
    public record Streak(int row, int column) {
    }

    private StreakFinder() {
    }

    public static List<Streak> find(BufferedImage img) {
        List<Streak> found = new ArrayList<>();
        for (int y = (int) (img.getHeight() * BAND_TOP); y < (int) (img.getHeight() * BAND_BOTTOM); y++) {
            int run = 0;
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y);
                boolean dark = Math.max((c >> 16) & 255, Math.max((c >> 8) & 255, c & 255)) < DARK;
                run = dark ? run + 1 : 0;
                if (run == MIN_RUN) {
                    found.add(new Streak(y, x - MIN_RUN + 1));
                }
            }
        }
        return found;
    }
}
