package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.export.TerrainStats;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/** Olsen 2004: eroded terrain has a lower mean slope and a higher erosion score than plain fBm. */
class OlsenScoreTest {
    @Test
    void erodedDefaultPresetScoresHigherWithLowerMeanSlopeThanPlainFbm() {
        TerrainParams eroded = PresetLoader.load("default").params();
        TerrainParams plain = eroded.withoutErosion();
        for (long seed : new long[] {1, 2, 3}) {
            SampleGrid grid = new SampleGrid(seed * 20_000, -seed * 7_000, 16, 257);
            TerrainStats e = TerrainStats.of(SharedGl.gpu(new TerrainFunction(eroded, seed), grid));
            TerrainStats p = TerrainStats.of(SharedGl.gpu(new TerrainFunction(plain, seed), grid));
            System.out.printf("olsen seed %d: eroded mean slope %.3f score %.3f, plain fBm %.3f / %.3f%n",
                    seed, e.meanSlope(), e.erosionScore(), p.meanSlope(), p.erosionScore());
            assertTrue(e.erosionScore() > p.erosionScore(), "seed " + seed + ": score " + e.erosionScore()
                    + " not above plain " + p.erosionScore());
            assertTrue(e.meanSlope() < p.meanSlope(), "seed " + seed + ": mean slope " + e.meanSlope()
                    + " not below plain " + p.meanSlope());
        }
    }
}
