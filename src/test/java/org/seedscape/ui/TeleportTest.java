package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileLayout;

/** A jump far away goes somewhere new and stays within the coordinates a camera may have. */
class TeleportTest {
    @Test
    void farPlacesAreFarAndWithinTheLimit() {
        Random r = new Random(3);
        for (double[] from : new double[][]{{0, 0}, {TileLayout.MAX_COORDINATE - 10, -TileLayout.MAX_COORDINATE + 5}}) {
            for (int i = 0; i < 500; i++) {
                double[] p = Teleport.farFrom(from[0], from[1], r);
                double d = Math.hypot(p[0] - from[0], p[1] - from[1]);
                assertTrue(d >= Teleport.FAR_MIN - 1 && d <= Teleport.FAR_MAX + 1, "distance " + d);
                assertTrue(Math.abs(p[0]) <= TileLayout.MAX_COORDINATE && Math.abs(p[1]) <= TileLayout.MAX_COORDINATE);
            }
        }
    }
}
