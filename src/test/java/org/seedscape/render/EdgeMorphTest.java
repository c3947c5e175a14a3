package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class EdgeMorphTest {
    /** The Java twin eases over the shader's ramp. */
    @Test
    void theRampIsTheShaders() throws IOException {
        assertEquals(EdgeMorph.RAMP, GlslConstants.of("/MatDefs/Common/EdgeMorph.glsllib").get("EDGE_RAMP"));
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
