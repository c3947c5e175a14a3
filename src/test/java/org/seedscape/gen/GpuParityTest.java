package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/** The GPU pass against the Java reference, and the pass's own exactness: seams and determinism. */
class GpuParityTest {
    private static final int SIZE = 65;
    private static final double[] ORIGINS = {0, -3.5e3, 1e6, -1e6, 1e7, -1e7};
    private static final long[] SEEDS = {1, 42, -7_777_777_777L};

    static List<String> presets() {
        return PresetLoader.available();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void gpuMatchesJavaWithinOneTenThousandthOfTheHeightScale(String presetName) {
        TerrainParams params = PresetLoader.load(presetName).params();
        double tolerance = 1e-4 * params.heightScale();
        List<String> report = new ArrayList<>();
        double worst = 0;
        for (long seed : SEEDS) {
            TerrainFunction terrain = new TerrainFunction(params, seed);
            for (double origin : ORIGINS) {
                // Two tile sizes: 1 m spacing (level 0) and 16 m (a coarse level).
                for (double spacing : new double[] {1, 16}) {
                    SampleGrid grid = new SampleGrid(origin, origin * 0.75, spacing, SIZE);
                    TileData gpu = SharedGl.gpu(terrain, grid);
                    TileData java = new JavaTileGenerator().generate(terrain, grid);
                    double diff = ParityCheck.maxDifference(gpu.height(), java.height());
                    worst = Math.max(worst, diff);
                    if (!(diff <= tolerance)) {
                        report.add("seed " + seed + " origin " + origin + " spacing " + spacing + ": " + diff + " m");
                    }
                }
            }
        }
        System.out.printf("parity %s: worst height difference %.3g m = %.3g of the height scale%n", presetName,
                worst, worst / params.heightScale());
        assertTrue(report.isEmpty(), presetName + ": GPU and Java differ by more than " + tolerance + " m at " + report);
    }

    /** The streaming path's heights-only pass computes the same heights as the full pass. */
    @ParameterizedTest
    @MethodSource("presets")
    void theHeightsOnlyPassGivesTheFullPassHeights(String presetName) {
        TerrainParams params = PresetLoader.load(presetName).params();
        TerrainFunction terrain = new TerrainFunction(params, 42);
        for (double origin : new double[] {0, 1e6, -1e7}) {
            SampleGrid grid = new SampleGrid(origin, -origin, 2, SIZE);
            TileData full = SharedGl.gpu(terrain, grid);
            TileData heights = SharedGl.gpuHeights(terrain, grid);
            assertFalse(heights.hasGradients());
            assertArrayEquals(full.height(), heights.height(), presetName + " at " + origin);
        }
    }

    @ParameterizedTest
    @MethodSource("presets")
    void adjacentTilesShareBitIdenticalEdges(String presetName) {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load(presetName).params(), 5);
        for (double spacing : new double[] {2, 16}) {
            edgesAgree(terrain, spacing);
        }
    }

    private static void edgesAgree(TerrainFunction terrain, double spacing) {
        double extent = (SIZE - 1) * spacing;
        for (double origin : new double[] {0, 1e6 + 3, -1e7}) {
            TileData here = SharedGl.gpu(terrain, new SampleGrid(origin, origin, spacing, SIZE));
            TileData east = SharedGl.gpu(terrain, new SampleGrid(origin + extent, origin, spacing, SIZE));
            TileData north = SharedGl.gpu(terrain, new SampleGrid(origin, origin + extent, spacing, SIZE));
            for (int k = 0; k < SIZE; k++) {
                int lastColumn = (SIZE - 1) + k * SIZE, firstColumn = k * SIZE;
                int lastRow = k + (SIZE - 1) * SIZE, firstRow = k;
                TileComparisons.assertSampleBitEqual(here, lastColumn, east, firstColumn, "east edge at " + origin + ", spacing " + spacing + ", row " + k);
                TileComparisons.assertSampleBitEqual(here, lastRow, north, firstRow, "north edge at " + origin + ", spacing " + spacing + ", column " + k);
            }
        }
    }

    /**
     * The streaming pass's heights for a tile's parent level (the morph's start) are the parent
     * tile's own, bit for bit, where the gully filter shows an octave at one level and not the
     * other: at morph 0 a tile draws what its parent drew.
     */
    @ParameterizedTest
    @MethodSource("presets")
    void aTilesParentHeightsAreItsParentsOwn(String presetName) {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load(presetName).params(), 8);
        int size = 69, parentSize = (size + 1) / 2;
        int differing = 0;
        for (double origin : new double[] {0, -1e7}) {
            for (double spacing : new double[] {1, 8, 32}) {
                TileLayers child = SharedGl.gpuLayers(terrain, new SampleGrid(origin, origin, spacing, size));
                TileLayers parent = SharedGl.gpuLayers(terrain, new SampleGrid(origin, origin, 2 * spacing, parentSize));
                float[] own = child.data().height(), forParent = child.data().parentHeight(), parents = parent.data().height();
                for (int j = 0; j < size; j += 2) {
                    for (int i = 0; i < size; i += 2) {
                        int k = i + j * size;
                        assertEquals(Float.floatToRawIntBits(parents[i / 2 + j / 2 * parentSize]),
                                Float.floatToRawIntBits(forParent[k]),
                                presetName + " at " + origin + ", spacing " + spacing + ", sample " + i + ", " + j);
                        differing += own[k] != forParent[k] ? 1 : 0;
                    }
                }
            }
        }
        assertTrue(!terrain.hasGullies() || differing > 0, presetName + ": no level shows an octave its parent fades");
    }

    @Test
    void sameSeedIsBitIdenticalAndAnotherSeedIsAnotherWorld() {
        TerrainParams params = PresetLoader.load("default").params();
        SampleGrid grid = new SampleGrid(1e6, -2e6, 4, SIZE);
        TileData first = SharedGl.gpu(new TerrainFunction(params, 99), grid);
        SharedGl.gpu(new TerrainFunction(params, 100), grid); // something else in between
        TileData second = SharedGl.gpu(new TerrainFunction(params, 99), grid);
        assertArrayEquals(first.height(), second.height());
        assertArrayEquals(first.gradX(), second.gradX());
        assertArrayEquals(first.gradZ(), second.gradZ());
        TileData other = SharedGl.gpu(new TerrainFunction(params, 100), grid);
        int same = 0;
        for (int k = 0; k < grid.count(); k++) {
            same += first.height()[k] == other.height()[k] ? 1 : 0;
        }
        assertTrue(same < grid.count() / 100, same + " of " + grid.count() + " heights equal across seeds");
        assertFalse(Arrays.equals(first.height(), other.height()));
    }
}
