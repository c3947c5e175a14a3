package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class WrappedBlurTest {

    /** The blur keeps what is flat, keeps the sum, and wraps: a spike in a corner spreads to the other three. */
    @Test
    void theBlurKeepsTheMeanAndWrapsRoundTheEdges() {
        int size = 32;
        float[] flat = new float[3 * size * size];
        Arrays.fill(flat, 0.25f);
        for (float v : WrappedBlur.of(flat, size, 4, 3)) {
            assertEquals(0.25f, v, 1e-6f);
        }
        float[] spike = new float[size * size];
        spike[0] = 1;
        float[] spread = WrappedBlur.of(spike, size, 4, 1);
        double sum = 0;
        for (float v : spread) {
            sum += v;
        }
        assertEquals(1, sum, 1e-5, "the blur keeps the sum");
        int last = size - 1;
        assertEquals(spread[1], spread[last], 1e-7f, "the same either side of the spike along x, across the edge");
        assertEquals(spread[size], spread[last * size], 1e-7f, "and along z");
        assertEquals(spread[size + 1], spread[last * size + last], 1e-7f, "and across the corner");
        assertTrue(spread[last * size + last] > 0.004f, "the far corner gets its share: " + spread[last * size + last]);
    }
}
