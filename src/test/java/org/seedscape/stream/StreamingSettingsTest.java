package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.seedscape.render.Quality;
import org.seedscape.tile.TileLayout;

/** The stream's settings follow the quality tier and the resolution the world is drawn at. */
class StreamingSettingsTest {
    @Test
    void geomipmapDistancesShrinkWithTheRenderScale() {
        for (Quality q : Quality.values()) {
            StreamingSettings full = StreamingSettings.defaults(0, 1 << 20, q, 1, true, true, TileLayout.DEFAULT_SPLIT_FACTOR);
            StreamingSettings half = StreamingSettings.defaults(0, 1 << 20, q, 0.5f, true, true, TileLayout.DEFAULT_SPLIT_FACTOR);
            assertEquals(q.lodMultiplier(), full.lodMultiplier(), "at every pixel of the window, the tier's own");
            assertEquals(q.lodMultiplier() / 2, half.lodMultiplier(), 1e-6,
                    "at half the pixels, a patch's error in pixels halves: its levels come at half the distance");
        }
    }
}
