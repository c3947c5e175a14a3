package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.ColorRGBA;
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

    /** The ambient light for the game's objects is groundLight's sky term on an upright surface (a horizontal normal), with the shader's shares. */
    @Test
    void skyFillIsTheShadersSkyLightOnALevelNormal() throws IOException {
        GlslConstants glsl = GlslConstants.of("/MatDefs/Common/Atmosphere.glsllib");
        assertEquals(Atmosphere.SKY_FILL_HORIZON, glsl.get("SKY_FILL_HORIZON"));
        assertEquals(Atmosphere.SKY_FILL_ZENITH, glsl.get("SKY_FILL_ZENITH"));
        ColorRGBA h = Atmosphere.SKY_HORIZON, z = Atmosphere.SKY_ZENITH, fill = Atmosphere.SKY_FILL;
        // mix(a, b, 0.5) at n.y = 0
        assertEquals(0.5 * (Atmosphere.SKY_FILL_HORIZON * h.r + Atmosphere.SKY_FILL_ZENITH * z.r), fill.r, 1e-6);
        assertEquals(0.5 * (Atmosphere.SKY_FILL_HORIZON * h.g + Atmosphere.SKY_FILL_ZENITH * z.g), fill.g, 1e-6);
        assertEquals(0.5 * (Atmosphere.SKY_FILL_HORIZON * h.b + Atmosphere.SKY_FILL_ZENITH * z.b), fill.b, 1e-6);
        assertEquals(1, fill.a);
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
