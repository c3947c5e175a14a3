package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class EdgeMorphTest {
    /** The Java twin eases over the shader's ramp. */
    @Test
    void theRampIsTheShaders() throws IOException {
        String glsl;
        try (InputStream in = EdgeMorph.class.getResourceAsStream("/MatDefs/Common/EdgeMorph.glsllib")) {
            assertNotNull(in, "EdgeMorph.glsllib on the class path");
            glsl = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        Matcher m = Pattern.compile("const float EDGE_RAMP = ([0-9.]+);").matcher(glsl);
        assertTrue(m.find(), "EDGE_RAMP declared");
        assertEquals(EdgeMorph.RAMP, Float.parseFloat(m.group(1)));
    }

    /** On a coarse edge nothing of the tile's own is kept, a ramp in all of it, and other edges change nothing. */
    @Test
    void keepsNothingOnACoarseEdgeAndAllARampIn() {
        float half = 32;
        assertEquals(0, EdgeMorph.keep(-half, 5, half, EdgeMorph.WEST));
        assertEquals(1, EdgeMorph.keep(-half + EdgeMorph.RAMP, 5, half, EdgeMorph.WEST));
        assertEquals(0.5f, EdgeMorph.keep(-half + EdgeMorph.RAMP / 2, 5, half, EdgeMorph.WEST), 1e-6);
        assertEquals(1, EdgeMorph.keep(-half, 5, half, EdgeMorph.EAST | EdgeMorph.NORTH));
        assertEquals(0, EdgeMorph.keep(3, half, half, EdgeMorph.NORTH));
        assertEquals(0, EdgeMorph.keep(half, -half, half, EdgeMorph.EAST | EdgeMorph.SOUTH));
        assertEquals(1, EdgeMorph.keep(-half, -half, half, 0));
    }
}
