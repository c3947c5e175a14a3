package org.seedscape.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FrameLogTest {
    /**
     * Frames of 20, 40, 60 and 120 ms; the second and third generated tiles, the last paused
     * 12.25 ms, and a compilation of 35 ms ended in the third.
     */
    private static FrameLog fourFrames() {
        FrameLog log = new FrameLog();
        double[] ms = {20, 40, 60, 120};
        int[] tiles = {0, 2, 1, 0};
        double[] pauses = {0, 0, 0, 12.25}, jit = {0, 0, 35, 0};
        for (int i = 0; i < ms.length; i++) {
            log.add(ms[i], tiles[i], tiles[i] * 3.5, pauses[i], ms[i] / 2, tiles[i] * 10, jit[i]);
        }
        return log;
    }

    @Test
    void theCsvHasOneRowPerFrame() {
        FrameLog log = fourFrames();
        String[] lines = new String(log.csv(), StandardCharsets.UTF_8).split("\n");
        assertEquals(FrameLog.CSV_HEADER, lines[0]);
        assertEquals(5, lines.length);
        assertEquals("1,40.000,2,7.000,0.000,20.000,20.000,0", lines[2]);
        assertEquals("2,60.000,1,3.500,0.000,30.000,10.000,35", lines[3]);
        assertEquals("3,120.000,0,0.000,12.250,60.000,0.000,0", lines[4]);
        assertEquals(12.25, log.gcMsTotal());
        assertEquals(12.25, log.gcMsMax());
        assertEquals(30, log.buildCpuMsTotal());
        assertEquals(35, log.jitMsTotal());
        assertEquals(20, log.renderCpuStats().quantile(0.5), "the median as for frame times: 20 of 10, 20, 30, 60");
    }

    @Test
    void statisticsOverTheFrames() {
        FrameStats stats = fourFrames().stats();
        assertEquals(40, stats.quantile(0.5));
        assertEquals(120, stats.max());
        assertEquals(2, stats.over(50));
        assertEquals(1, stats.over(60));
        assertTrue(Double.isNaN(new FrameLog().stats().quantile(0.5)));
        FrameStats middle = fourFrames().stats(1, 3);
        assertEquals(40, middle.quantile(0.5));
        assertEquals(60, middle.max());
        assertEquals(1, middle.over(50));
    }

    @Test
    void thePlotMarksSlowFramesAndTheirCauses() {
        FrameLog log = fourFrames();
        BufferedImage plot = FramePlot.draw(log, "test");
        assertEquals(FramePlot.WIDTH, plot.getWidth());
        assertEquals(FramePlot.HEIGHT, plot.getHeight());
        int frameBlue = 0, tileGreen = 0, pauseRed = 0;
        for (int y = 0; y < plot.getHeight(); y++) {
            for (int x = 0; x < plot.getWidth(); x++) {
                int rgb = plot.getRGB(x, y) & 0xffffff;
                frameBlue += rgb == 0x1e46a0 ? 1 : 0;
                tileGreen += rgb == 0x289646 ? 1 : 0;
                pauseRed += rgb == 0xc81e1e ? 1 : 0;
            }
        }
        assertTrue(frameBlue > 100, "frame-time curve missing: " + frameBlue);
        assertTrue(tileGreen > 20, "tile marks missing: " + tileGreen);
        assertTrue(pauseRed > 20, "pause marks and the 50 ms line missing: " + pauseRed);
    }
}
