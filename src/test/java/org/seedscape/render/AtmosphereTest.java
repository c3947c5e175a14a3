package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class AtmosphereTest {
    /** The Java twin uses the shader's haze constants. */
    @Test
    void hazeConstantsAreTheShaders() throws IOException {
        GlslConstants glsl = GlslConstants.of("/MatDefs/Common/Atmosphere.glsllib");
        assertEquals(Atmosphere.HAZE_DENSITY, glsl.get("HAZE_DENSITY"));
        assertEquals(Atmosphere.HAZE_SCALE_HEIGHT, glsl.get("HAZE_SCALE_HEIGHT"));
    }

    @Test
    void hazeLeavesAllAtTheEyeAndNothingAtTheWorldsEdge() {
        double fog = 32768;
        assertEquals(1, Atmosphere.hazeLeft(0, 0, 0, 100, fog), 1e-12);
        assertEquals(0, Atmosphere.hazeLeft(fog, 0, 0, 100, fog), 1e-12);
        assertEquals(0, Atmosphere.hazeLeft(0, -500, 2 * fog, 2000, fog), 1e-12);
        // Before the edge's fade, a level ray at the sea sees the sea level's density all along.
        assertEquals(Math.exp(-Atmosphere.HAZE_DENSITY * 10_000), Atmosphere.hazeLeft(6000, 0, 8000, 0, fog), 1e-12);
        double before = 1;
        for (double d = 500; d <= fog; d += 500) {
            double left = Atmosphere.hazeLeft(d, -300, 0, 1000, fog);
            assertTrue(left < before, "less is left farther out: " + left + " at " + d + " m");
            before = left;
        }
    }

    /** The air thins with height, so an eye high up sees as far through more of it. */
    @Test
    void highEyesSeeThroughThinnerAir() {
        double low = Atmosphere.hazeLeft(5000, -100, 0, 150, 32768);
        double high = Atmosphere.hazeLeft(5000, -100, 0, 2150, 32768);
        assertTrue(high > low, high + " from 2150 m, " + low + " from 150 m");
    }
}
