package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.RasterOptions;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampPlacement;

/** The minimap draws a stamp's edge solid and its band's inner edge dotted, where they lie on the map. */
class StampOutlinesTest {
    @Test
    void theEdgeAndTheBandsInnerEdgeAreDrawnWhereTheyLie() {
        // 101 x 101 samples 10 m apart, its middle at (500, 500): edges at x, z = 0 and 1000; band 200 m.
        HeightRaster r = new HeightRaster(101, 101, new float[101 * 101], 10, 10, null, null, "flat");
        Stamp s = Stamp.of(new StampPlacement("s", Path.of("s"), RasterOptions.DEFAULTS, 500, 500, 0, 1, 0, 200,
                StampPlacement.Fit.RISE, false, 1), r);
        int size = 64;
        ByteBuffer rgba = ByteBuffer.allocate(4 * size * size);
        // The map: 20 m a pixel from (-100, -100): the edge at pixel 5, the band's inner edge at 15.
        StampOutlines.draw(List.of(s), -100, -100, 20, size, rgba);
        assertEquals((byte) 255, rgba.get(4 * (5 + 30 * size)), "west edge");
        assertEquals((byte) 255, rgba.get(4 * (30 + 5 * size)), "south edge");
        int dots = 0;
        for (int j = 15; j < 50; j++) {
            dots += rgba.get(4 * (15 + j * size)) != 0 ? 1 : 0;
        }
        assertEquals(12, dots, 2, "the band's inner edge, dotted");
        assertEquals(0, rgba.get(4 * (30 + 30 * size)), "inside, nothing drawn");
        assertNotEquals(0, rgba.get(4 * (5 + 5 * size) + 3), "the corner");
    }
}
