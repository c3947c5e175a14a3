package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.foliage.Species;
import org.seedscape.render.Quality;

/** The bands each tier draws foliage in: continuous hand-overs, trees to the horizon, grass thinning out. */
class FoliageBandsTest {
    /** Where a species has a far shape, it fades in exactly where the full mesh fades out: no gap, no pop. */
    @Test
    void farShapesTakeOverWhereFullMeshesFadeOut() {
        for (Quality q : Quality.values()) {
            FoliageBands bands = FoliageBands.of(q);
            for (Species s : Species.values()) {
                FoliageBands.Band near = bands.near(s), far = bands.far(s);
                assertTrue(far != null, q + " " + s + " has a far shape");
                assertEquals(near.outStart(), far.inStart(), q + " " + s);
                assertEquals(near.outEnd(), far.inEnd(), q + " " + s);
                assertTrue(far.outEnd() > near.outEnd(), q + " " + s);
            }
            assertTrue(bands.far(Species.BROADLEAF).outEnd() >= (q == Quality.HIGH ? 1e9f : 4000), q + " trees' reach");
        }
    }

    /** Far grass thins: tufts end at their own distances, spread evenly from thinFrom to the band's end. */
    @Test
    void grassTuftsEndAtTheirOwnDistances() {
        FoliageBands.Band grass = FoliageBands.of(Quality.LOW).far(Species.GRASS);
        assertTrue(grass.thinFrom() < grass.outEnd());
        int[] histogram = new int[4];
        for (int i = 0; i < 10000; i++) {
            float end = grass.endFor((i + 0.5f) / 10000);
            assertTrue(end >= grass.thinFrom() && end <= grass.outEnd(), "end " + end);
            histogram[(int) Math.min(3, 4 * (end - grass.thinFrom()) / (grass.outEnd() - grass.thinFrom()))]++;
        }
        for (int quarter : histogram) {
            assertEquals(2500, quarter, 150, "tufts per quarter of the thinning range");
        }
        FoliageBands.Band trees = FoliageBands.of(Quality.LOW).far(Species.CONIFER);
        assertEquals(trees.outEnd(), trees.endFor(0.3f), "no thinning: every tree runs to the band's end");
    }
}
