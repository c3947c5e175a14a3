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

    /**
     * Trees, bushes and rocks hand over to their far shapes one by one: a plant's mesh fades out
     * over the very distances its far shape fades in, a few metres at the plant's own distance,
     * and those distances spread over the last 30 % of the band, so few plants show both at once.
     */
    @Test
    void plantsHandOverToTheirFarShapesOneByOne() {
        for (Quality q : Quality.values()) {
            FoliageBands bands = FoliageBands.of(q);
            for (Species s : new Species[] {Species.BUSH, Species.ROCK, Species.BROADLEAF, Species.CONIFER}) {
                FoliageBands.Band near = bands.near(s), far = bands.far(s);
                assertEquals(near.outStart() / near.outEnd(), far.inStart() / far.inEnd(), 1e-6f, q + " " + s);
                assertTrue(near.outStart() / near.outEnd() >= 0.95f,
                        q + " " + s + ": a plant fades over 5 % of its distance at most");
                float nearest = Float.MAX_VALUE, farthest = 0;
                for (int i = 0; i < 1000; i++) {
                    float tint = (i + 0.5f) / 1000;
                    assertEquals(near.endFor(tint), far.inEndFor(tint), q + " " + s + " tint " + tint);
                    nearest = Math.min(nearest, near.endFor(tint));
                    farthest = Math.max(farthest, near.endFor(tint));
                }
                assertTrue(nearest < 0.72f * near.outEnd() && farthest > 0.98f * near.outEnd(),
                        q + " " + s + ": hand-overs from " + nearest + " to " + farthest + " m");
                assertTrue(far.firstIn() < nearest && far.meets(far.firstIn() + 0.01, far.firstIn() + 0.02),
                        q + " " + s + ": the far batches show from the first hand-over on");
            }
        }
    }
}
