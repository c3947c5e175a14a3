package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MinimapStateTest {
    @Test
    void theMapSpansAPowerOfTwoKilometresWithinHalfTheViewDistance() {
        assertEquals(4000, MinimapState.spanFor(8192)); // on the ground
        assertEquals(16000, MinimapState.spanFor(32768)); // from 1000 m up
        assertEquals(8000, MinimapState.spanFor(16000));
        assertEquals(4000, MinimapState.spanFor(15999));
        assertEquals(1000, MinimapState.spanFor(1500), "at least 1 km");
    }

    @Test
    void theScaleBarIsAQuarterOfTheMap() {
        assertEquals("1 km", MinimapState.scaleText(4000));
        assertEquals("4 km", MinimapState.scaleText(16000));
        assertEquals("250 m", MinimapState.scaleText(1000));
    }
}
