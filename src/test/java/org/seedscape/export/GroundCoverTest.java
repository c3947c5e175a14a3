package org.seedscape.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.TileData;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

class GroundCoverTest {
    private static final int N = 64;
    private static final double SPACING = 2;
    /** The cliff's face runs from x = 40 m to 60 m, 60 m high; the plateau lies west of it, the foot east. */
    private static final double FACE_START = 40, FACE_END = 60, FACE_HEIGHT = 60, BASE = 100;
    private static final TerrainParams RULES = PresetLoader.load("default").params();
    private static final TerrainFunction TERRAIN = new TerrainFunction(RULES, 1);

    private static TileData cliff() {
        float[] h = new float[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double x = i * SPACING, t = Math.min(Math.max((x - FACE_START) / (FACE_END - FACE_START), 0), 1);
                h[i + j * N] = (float) (BASE + FACE_HEIGHT * (1 - t));
            }
        }
        return new TileData(new SampleGrid(0, 0, SPACING, N), h, null, new float[N * N], new float[N * N], "java");
    }

    /** Scree laid east of the face, {@code metres} deep, over the first {@code width} metres of the foot. */
    private static float[] scree(double metres, double width) {
        float[] eroded = new float[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double x = i * SPACING;
                eroded[i + j * N] = x > FACE_END && x <= FACE_END + width ? (float) metres : 0;
            }
        }
        return eroded;
    }

    @Test
    void aCliffIsRockAndScreeAtItsFootCounts() {
        GroundCover cover = GroundCover.of(TERRAIN, cliff(), scree(2 * RULES.get(PresetKey.SCREE_DEPTH), GroundCover.FOOT_REACH + 4), null);
        assertEquals(GroundLayers.ROCK + 1, cover.dominant(25, 30), "the face is rock");
        assertEquals(0, cover.dominant(5, 30), "the plateau is grass");
        assertEquals(GroundLayers.SOIL + 1, cover.dominant(35, 30), "the foot is scree");
        assertEquals(1, cover.rockSteepOrConvex(), 1e-9);
        assertEquals(1, cover.screeBelowSteep(), 1e-9, "every sample of the foot shows scree");
        assertEquals(0, cover.snowOnSteep(), 1e-9, "no snow");
    }

    @Test
    void aBareFootIsNotScree() {
        GroundCover bare = GroundCover.of(TERRAIN, cliff(), null, null);
        assertTrue(bare.screeBelowSteep() < 0.1, "grass at the foot: " + bare.screeBelowSteep());
        // Scree over half the foot counts half of it.
        GroundCover half = GroundCover.of(TERRAIN, cliff(), scree(2 * RULES.get(PresetKey.SCREE_DEPTH), GroundCover.FOOT_REACH / 2), null);
        assertTrue(half.screeBelowSteep() > 0.35 && half.screeBelowSteep() < 0.65, "half the foot: " + half.screeBelowSteep());
    }

    @Test
    void snowOnACliffCountsAsSnowOnSteepGround() {
        // The whole cliff far above the snow line, with snow allowed on any slope: the face's snow is on steep ground.
        TerrainParams snowy = RULES.with(PresetKey.SNOW_LINE, BASE - 1000).with(PresetKey.SNOW_MAX_SLOPE, 10);
        GroundCover cover = GroundCover.of(new TerrainFunction(snowy, 1), cliff(), null, null);
        assertEquals(GroundLayers.SNOW + 1, cover.dominant(25, 30));
        // The face (slope 3) holds 9 of the 62 inner columns, its edges (slope 1.5) two more: all over 50 degrees.
        assertEquals(11.0 / 62, cover.snowOnSteep(), 1e-9);
    }
}
