package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.lwjgl.opengl.GL11C;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * Tiles drawn several to a pass (an atlas) and read back in flight are the single-tile pass's
 * tiles bit for bit, their heights are the stream's height pass's bit for bit, and they hold to
 * the Java reference as {@link GpuParityTest} holds that pass.
 */
class BatchParityTest {
    private static final int SIZE = 65;
    private static final double SPACING = 2, EXTENT = (SIZE - 1) * SPACING;

    static List<String> presets() {
        return PresetLoader.available();
    }

    /** Ten tiles: near the origin and about 1e7 m out, each with neighbours sharing its east and north edges. */
    private static List<SampleGrid> grids() {
        List<SampleGrid> grids = new ArrayList<>();
        for (double[] o : new double[][] {{0, 0}, {1e7, -1e7}, {-1e7 + 3, 1e7 - 5}}) {
            grids.add(new SampleGrid(o[0], o[1], SPACING, SIZE));
            grids.add(new SampleGrid(o[0] + EXTENT, o[1], SPACING, SIZE));
            grids.add(new SampleGrid(o[0], o[1] + EXTENT, SPACING, SIZE));
        }
        grids.add(new SampleGrid(-3.5e3, 2.5e3, SPACING, SIZE));
        return grids;
    }

    @ParameterizedTest
    @MethodSource("presets")
    void aBatchGivesTheSingleTilePassesBitsAndHoldsToTheJavaReference(String presetName) {
        TerrainParams params = PresetLoader.load(presetName).params();
        TerrainFunction terrain = new TerrainFunction(params, 42);
        List<SampleGrid> grids = grids();
        List<TileData> full = SharedGl.withGenerator(gen -> gen.startBatch(terrain, grids, false).take());
        List<TileData> heights = SharedGl.withGenerator(gen -> gen.startBatch(terrain, grids, true).take());
        assertEquals(grids.size(), full.size());
        double tolerance = 1e-4 * params.heightScale();
        for (int t = 0; t < grids.size(); t++) {
            SampleGrid grid = grids.get(t);
            String where = presetName + " " + grid;
            assertEquals(grid, full.get(t).grid());
            assertBitEqual(SharedGl.gpu(terrain, grid), full.get(t), where);
            assertBitEqual(SharedGl.gpuHeights(terrain, grid).height(), heights.get(t).height(), "heights only " + where);
            assertBitEqual(full.get(t).height(), heights.get(t).height(), "heights only against full " + where);
            assertBitEqual(SharedGl.gpuLayers(terrain, grid).data().height(), heights.get(t).height(),
                    "the stream's height pass against the batch's " + where);
            double diff = ParityCheck.maxDifference(full.get(t).height(), new JavaTileGenerator().generate(terrain, grid).height());
            assertTrue(diff <= tolerance, where + ": GPU and Java differ by " + diff + " m, more than " + tolerance);
        }
        for (int t = 0; t < grids.size() - 1; t += 3) {
            TileData here = full.get(t), east = full.get(t + 1), north = full.get(t + 2);
            for (int k = 0; k < SIZE; k++) {
                TileComparisons.assertSampleBitEqual(here, (SIZE - 1) + k * SIZE, east, k * SIZE, "east edge of " + here.grid() + " row " + k);
                TileComparisons.assertSampleBitEqual(here, k + (SIZE - 1) * SIZE, north, k, "north edge of " + here.grid() + " column " + k);
            }
        }
    }

    /**
     * Batches of two sizes in flight together, taken out of order, one cancelled, their targets
     * and buffers reused in between: each tile is still its single-tile pass's.
     */
    @Test
    void batchesInFlightTakenOutOfOrderKeepTheirOwnTiles() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params(), 9);
        List<SampleGrid> a = grids(), b = new ArrayList<>(grids()), c = List.of(new SampleGrid(5e6, 0, 16, 33));
        Collections.reverse(b);
        List<List<TileData>> got = SharedGl.withGenerator(gen -> {
            BatchReadback first = gen.startBatch(terrain, a, false);
            BatchReadback second = gen.startBatch(terrain, b, false);
            BatchReadback third = gen.startBatch(terrain, c, true);
            gen.startBatch(terrain, b, false).cancel();
            GL11C.glFinish();
            assertTrue(first.ready() && second.ready() && third.ready(), "every fence passes once the GPU is done");
            List<TileData> secondTiles = second.take();
            BatchReadback again = gen.startBatch(terrain, a, false); // second's set again
            List<TileData> thirdTiles = third.take();
            List<TileData> firstTiles = first.take();
            assertThrows(IllegalStateException.class, first::take, "a batch is taken once");
            return List.of(firstTiles, secondTiles, thirdTiles, again.take());
        });
        List<List<SampleGrid>> asked = List.of(a, b, c, a);
        for (int i = 0; i < asked.size(); i++) {
            for (int t = 0; t < asked.get(i).size(); t++) {
                SampleGrid grid = asked.get(i).get(t);
                TileData have = got.get(i).get(t);
                if (i == 2) {
                    assertBitEqual(SharedGl.gpuHeights(terrain, grid).height(), have.height(), "batch " + i + " " + grid);
                } else {
                    assertBitEqual(SharedGl.gpu(terrain, grid), have, "batch " + i + " " + grid);
                }
            }
        }
    }

    @Test
    void aPassTakesOneSizeAndSpacingAndNoMoreTilesThanTheTargetHolds() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("default").params(), 1);
        SampleGrid grid = new SampleGrid(0, 0, 1, SIZE);
        SharedGl.withGenerator(gen -> {
            assertThrows(IllegalArgumentException.class,
                    () -> gen.startBatch(terrain, List.of(grid, new SampleGrid(0, 0, 2, SIZE)), false));
            assertThrows(IllegalArgumentException.class,
                    () -> gen.startBatch(terrain, List.of(grid, new SampleGrid(0, 0, 1, SIZE + 1)), false));
            int max = gen.maxTilesPerPass(SIZE);
            assertTrue(max >= 64, "GL allows " + max + " tiles of " + SIZE + " a pass");
            assertThrows(IllegalArgumentException.class,
                    () -> gen.startBatch(terrain, Collections.nCopies(max + 1, grid), false));
            return null;
        });
    }

    private static void assertBitEqual(TileData want, TileData have, String where) {
        assertEquals(want.grid(), have.grid(), where);
        assertBitEqual(want.height(), have.height(), "heights of " + where);
        assertBitEqual(want.gradX(), have.gradX(), "dh/dx of " + where);
        assertBitEqual(want.gradZ(), have.gradZ(), "dh/dz of " + where);
    }

    private static void assertBitEqual(float[] want, float[] have, String where) {
        assertEquals(want.length, have.length, where);
        for (int k = 0; k < want.length; k++) {
            int w = Float.floatToRawIntBits(want[k]), h = Float.floatToRawIntBits(have[k]);
            if (w != h) {
                throw new AssertionError(where + ": sample " + k + " is " + have[k] + ", the single pass gives " + want[k]);
            }
        }
    }

}
