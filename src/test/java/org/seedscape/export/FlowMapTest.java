package org.seedscape.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Water accumulation on grids whose drainage is known. The grid's edge is an outlet, so edge samples gather only their own cell. */
class FlowMapTest {
    private static final int SIZE = 21, CENTRE = 10;

    private static int at(int i, int j) {
        return i + j * SIZE;
    }

    /** A plane rising 1 m a row: every interior sample's water runs straight down its column to row 0. */
    @Test
    void aTiltedPlaneDrainsOffItsLowEdge() {
        float[] h = new float[SIZE * SIZE];
        for (int k = 0; k < h.length; k++) {
            h[k] = k / SIZE;
        }
        FlowMap flow = FlowMap.of(h, SIZE, -1000);
        int[] acc = flow.accumulation();
        for (int i = 1; i < SIZE - 1; i++) {
            // Rows 0 .. SIZE-2 of the column: the top row is an outlet of its own.
            assertEquals(SIZE - 1, acc[at(i, 0)], "column " + i);
            for (int j = 1; j < SIZE - 1; j++) {
                assertEquals(SIZE - 1 - j, acc[at(i, j)], "(" + i + ", " + j + ")");
            }
        }
        assertEquals(1, acc[at(0, 0)]);
        assertEquals(1, acc[at(SIZE - 1, CENTRE)]);
        assertEquals((SIZE - 1) / (double) (SIZE * SIZE), flow.largestCatchmentShare(), 1e-12);
    }

    /** Slopes 1 m a column down to a floor along the centre column, which falls 0.1 m a row to row 0. */
    @Test
    void aValleyGathersItsSlopesIntoItsFloor() {
        float[] h = new float[SIZE * SIZE];
        for (int j = 0; j < SIZE; j++) {
            for (int i = 0; i < SIZE; i++) {
                h[at(i, j)] = Math.abs(i - CENTRE) + 0.1f * j;
            }
        }
        int[] acc = FlowMap.of(h, SIZE, -1000).accumulation();
        for (int j = 1; j < SIZE - 1; j++) {
            // The floor gathers every interior sample of its row and the rows upstream.
            assertEquals((SIZE - 1 - j) * (SIZE - 2), acc[at(CENTRE, j)], "floor at row " + j);
            // A slope sample gathers the samples above it on its side of the row.
            assertEquals(CENTRE - 1, acc[at(CENTRE - 1, j)]);
            assertEquals(1, acc[at(1, j)]);
        }
        assertEquals(1 + (SIZE - 2) * (SIZE - 2), acc[at(CENTRE, 0)], "the valley's mouth");
    }

    /** A round bowl with a channel falling from its floor to the east edge: all the bowl's water leaves by it. */
    @Test
    void aBowlDrainsThroughItsOutletChannel() {
        float[] h = new float[SIZE * SIZE];
        for (int j = 0; j < SIZE; j++) {
            for (int i = 0; i < SIZE; i++) {
                double r = Math.hypot(i - CENTRE, j - CENTRE);
                h[at(i, j)] = (float) (r * r * 0.25);
            }
        }
        for (int i = CENTRE; i < SIZE; i++) {
            h[at(i, CENTRE)] = -0.5f * (i - CENTRE);
        }
        FlowMap flow = FlowMap.of(h, SIZE, -1000);
        int[] acc = flow.accumulation();
        int interior = (SIZE - 2) * (SIZE - 2);
        assertEquals(interior + 1, acc[at(SIZE - 1, CENTRE)], "every interior sample leaves by the channel's mouth");
        for (int i = CENTRE + 1; i < SIZE; i++) {
            assertTrue(acc[at(i, CENTRE)] > acc[at(i - 1, CENTRE)], "the channel gathers more on its way out at " + i);
        }
        assertEquals((interior + 1) / (double) (SIZE * SIZE), flow.largestCatchmentShare(), 1e-12);
    }

    /** On rough ground with a sea, in closed basins too, every sample's cell ends at exactly one outlet. */
    @Test
    void outletsGatherEverySampleOnce() {
        float[] h = new float[SIZE * SIZE];
        Random random = new Random(7);
        for (int k = 0; k < h.length; k++) {
            h[k] = random.nextFloat() * 100;
        }
        double seaLevel = 20;
        int[] acc = FlowMap.of(h, SIZE, seaLevel).accumulation();
        long atOutlets = 0;
        for (int j = 0; j < SIZE; j++) {
            for (int i = 0; i < SIZE; i++) {
                boolean edge = i == 0 || j == 0 || i == SIZE - 1 || j == SIZE - 1;
                atOutlets += edge || h[at(i, j)] <= seaLevel ? acc[at(i, j)] : 0;
            }
        }
        assertEquals(SIZE * SIZE, atOutlets);
    }

    @Test
    void channelShareCountsLandFromTheThreshold() {
        float[] h = new float[SIZE * SIZE];
        for (int k = 0; k < h.length; k++) {
            h[k] = k / SIZE;
        }
        // Row 0 is sea; above it each interior column's sample at row j gathers SIZE-1-j cells.
        FlowMap flow = FlowMap.of(h, SIZE, 0);
        int land = SIZE * (SIZE - 1);
        assertEquals(1, flow.channelShare(1), 0);
        // At least SIZE-3 cells: rows 1 and 2 of the SIZE-2 interior columns.
        assertEquals(2.0 * (SIZE - 2) / land, flow.channelShare(SIZE - 3), 1e-12);
        assertEquals(0, flow.channelShare(SIZE), 0);
        assertEquals(0, FlowMap.of(h, SIZE, 1e6).channelShare(1), 0, "no land");
    }

    /** Sea is one dark colour; land darkens with its flow; row 0 of the picture is the highest z. */
    @Test
    void imageDarkensDownstreamWithHighestZOnTop() {
        float[] h = new float[SIZE * SIZE];
        for (int k = 0; k < h.length; k++) {
            h[k] = k / SIZE;
        }
        BufferedImage img = FlowMap.of(h, SIZE, 0).image();
        assertEquals(SIZE, img.getWidth());
        int sea = img.getRGB(0, SIZE - 1);
        for (int i = 0; i < SIZE; i++) {
            assertEquals(sea, img.getRGB(i, SIZE - 1), "row 0 (the lowest z, sea) is the picture's bottom row");
        }
        int top = img.getRGB(CENTRE, 0), low = img.getRGB(CENTRE, SIZE - 2);
        assertTrue(brightness(top) > brightness(low) && brightness(low) > brightness(sea),
                Integer.toHexString(top) + " " + Integer.toHexString(low) + " " + Integer.toHexString(sea));
        assertTrue((low & 0xff) > (low >> 16 & 0xff), "much flow is blue: " + Integer.toHexString(low));
    }

    private static int brightness(int rgb) {
        return (rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff);
    }
}
