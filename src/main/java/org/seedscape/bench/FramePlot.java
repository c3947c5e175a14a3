package org.seedscape.bench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.Locale;

/**
 * {@code frames.png}: frame time over the flight, with the 33 ms and 50 ms lines, and beneath it
 * a strip per frame of the tiles generated and the collection pauses, so a spike can be read
 * against its cause.
 */
final class FramePlot {
    static final int WIDTH = 1600, HEIGHT = 560;
    private static final int LEFT = 60, RIGHT = 20, TOP = 40, PLOT_BOTTOM = 420, STRIP_TOP = 440, STRIP_BOTTOM = 520;
    /** The frame-time axis ends here, or at the slowest frame if it is slower, up to the cap. */
    private static final double MIN_TOP_MS = 100, MAX_TOP_MS = 300;
    private static final Color FRAME = new Color(30, 70, 160), TILES = new Color(40, 150, 70), GC = new Color(200, 30, 30);
    /** Not AWT's fonts: those need system libraries a bare GPU machine lacks. */
    private static final PlotFont FONT = PlotFont.console();
    private static final Color LINE_33 = new Color(230, 140, 0), LINE_50 = new Color(200, 30, 30), GRID = new Color(225, 225, 225);

    private FramePlot() {
    }

    static BufferedImage draw(FrameLog log, String title) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        int n = Math.max(log.count(), 1);
        double maxMs = 0, maxGc = log.gcMsMax();
        int maxTiles = 0;
        for (int i = 0; i < log.count(); i++) {
            maxMs = Math.max(maxMs, log.ms(i));
            maxTiles = Math.max(maxTiles, log.tiles(i));
        }
        double topMs = Math.min(MAX_TOP_MS, Math.max(MIN_TOP_MS, Math.ceil(maxMs / 10) * 10));
        int plotWidth = WIDTH - LEFT - RIGHT;

        // Grid every 10 ms, labelled every 20.
        for (int ms = 0; ms <= topMs; ms += 10) {
            int y = y(ms, topMs);
            g.setColor(GRID);
            g.drawLine(LEFT, y, WIDTH - RIGHT, y);
            if (ms % 20 == 0) {
                g.setColor(Color.DARK_GRAY);
                String label = Integer.toString(ms);
                FONT.draw(image, label, LEFT - 6 - FONT.width(label), y + 4, g.getColor());
            }
        }
        for (int k = 0; k <= 10; k++) {
            int x = LEFT + plotWidth * k / 10;
            g.setColor(GRID);
            g.drawLine(x, TOP, x, PLOT_BOTTOM);
            g.setColor(Color.DARK_GRAY);
            String label = Integer.toString(n * k / 10);
            FONT.draw(image, label, x - FONT.width(label) / 2, STRIP_BOTTOM + 18, g.getColor());
        }
        limit(image, g, 33, topMs, LINE_33, "33 ms (30 fps)");
        limit(image, g, 50, topMs, LINE_50, "50 ms");

        // Frame times; those above the axis are drawn at its top.
        Path2D.Double curve = new Path2D.Double();
        for (int i = 0; i < log.count(); i++) {
            double x = LEFT + (i + 0.5) * plotWidth / n;
            double y = y(Math.min(log.ms(i), topMs), topMs);
            if (i == 0) {
                curve.moveTo(x, y);
            } else {
                curve.lineTo(x, y);
            }
        }
        g.setColor(FRAME);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(curve);

        // The strip: tiles generated (green, up from the middle) and pauses (red, down from it).
        int middle = (STRIP_TOP + STRIP_BOTTOM) / 2, half = (STRIP_BOTTOM - STRIP_TOP) / 2;
        g.setStroke(new BasicStroke(1f));
        g.setColor(GRID);
        g.drawLine(LEFT, middle, WIDTH - RIGHT, middle);
        for (int i = 0; i < log.count(); i++) {
            int x = LEFT + (int) ((i + 0.5) * plotWidth / n);
            if (log.tiles(i) > 0) {
                g.setColor(TILES);
                g.drawLine(x, middle, x, middle - (int) Math.ceil(half * log.tiles(i) / (double) maxTiles));
            }
            if (log.gcMs(i) > 0) {
                g.setColor(GC);
                g.drawLine(x, middle, x, middle + (int) Math.ceil(half * log.gcMs(i) / maxGc));
            }
        }

        g.setColor(Color.BLACK);
        FONT.draw(image, title, LEFT, 20, g.getColor());
        FONT.draw(image, "frame time (ms)", 5, TOP - 8, g.getColor());
        FONT.draw(image, "flight frame", (WIDTH - FONT.width("flight frame")) / 2, HEIGHT - 10, g.getColor());
        g.setColor(TILES);
        FONT.draw(image, String.format(Locale.ROOT, "tiles generated in the frame (up, max %d)", maxTiles), LEFT + 5, STRIP_TOP - 4, g.getColor());
        g.setColor(GC);
        FONT.draw(image, String.format(Locale.ROOT, "collection pauses (down, max %.1f ms)", maxGc), LEFT + 400, STRIP_TOP - 4, g.getColor());
        g.setColor(FRAME);
        FONT.draw(image, "frame time, clipped at " + (int) topMs + " ms", LEFT + 800, STRIP_TOP - 4, g.getColor());
        g.dispose();
        return image;
    }

    private static void limit(BufferedImage image, Graphics2D g, double ms, double topMs, Color colour, String label) {
        int y = y(ms, topMs);
        g.setColor(colour);
        g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {8, 5}, 0));
        g.drawLine(LEFT, y, WIDTH - RIGHT, y);
        FONT.draw(image, label, WIDTH - RIGHT - 4 - FONT.width(label), y - 4, g.getColor());
    }

    private static int y(double ms, double topMs) {
        return PLOT_BOTTOM - (int) Math.round((PLOT_BOTTOM - TOP) * ms / topMs);
    }
}
