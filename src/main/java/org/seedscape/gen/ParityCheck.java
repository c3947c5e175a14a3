package org.seedscape.gen;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileLayout;

/**
 * The exactness claim, measured on whatever GL the program runs on: the GPU pass against the
 * Java reference at origins out to 10^7 m, neighbouring tiles' shared edges bit for bit, and the
 * stream's height pass against the batch's bit for bit. The
 * tests hold every build to the same on llvmpipe ({@code GpuParityTest}); this lets a machine with
 * a GPU and no build tools report it ({@code bench-gen}). GL thread only.
 */
public final class ParityCheck {
    /** Samples a tile side, as the parity tests use. */
    private static final int SIZE = 65;
    private static final double[] ORIGINS = {0, -3.5e3, 1e6, -1e6, 1e7, -1e7};
    /** Sample spacings: level 0 and a coarse level. */
    private static final double[] SPACINGS = {1, 16};

    /**
     * @param maxError          the largest |GPU - Java| height over the tiles, as a fraction of the height scale
     * @param farthestOrigin    metres from the world origin of the farthest tile compared
     * @param tiles             tiles compared with the Java reference
     * @param edgeSamplesDiffering shared edge samples (height or gradient) whose bits differ between
     *                          neighbouring tiles: 0 is the claim
     * @param streamSamplesDiffering heights whose bits differ between the batch pass and the
     *                          stream's (the same shader, written to a buffer or to an image) over
     *                          the same grids: 0 is the claim
     */
    public record Result(double maxError, double farthestOrigin, int tiles, int edgeSamplesDiffering,
            int streamSamplesDiffering) {
    }

    private ParityCheck() {
    }

    public static Result run(GpuTileGenerator gpu, TerrainFunction terrain) {
        JavaTileGenerator java = new JavaTileGenerator();
        double worst = 0, farthest = 0;
        int tiles = 0, differing = 0, streamDiffering = 0;
        for (double origin : ORIGINS) {
            for (double spacing : SPACINGS) {
                SampleGrid grid = new SampleGrid(origin, origin * 0.75, spacing, SIZE);
                TileData here = gpu.generate(terrain, grid);
                worst = Math.max(worst, maxDifference(here.height(), java.generate(terrain, grid).height()));
                float[] stream = gpu.generateWithLayers(terrain, grid, TileLayout.BORDER).data().height();
                for (int k = 0; k < stream.length; k++) {
                    streamDiffering += Float.floatToRawIntBits(stream[k]) != Float.floatToRawIntBits(here.height()[k]) ? 1 : 0;
                }
                tiles++;
                farthest = Math.max(farthest, Math.hypot(grid.originX(), grid.originZ()));
                double extent = (SIZE - 1) * spacing;
                TileData east = gpu.generate(terrain, new SampleGrid(grid.originX() + extent, grid.originZ(), spacing, SIZE));
                TileData north = gpu.generate(terrain, new SampleGrid(grid.originX(), grid.originZ() + extent, spacing, SIZE));
                for (int k = 0; k < SIZE; k++) {
                    differing += differs(here, (SIZE - 1) + k * SIZE, east, k * SIZE) ? 1 : 0;
                    differing += differs(here, k + (SIZE - 1) * SIZE, north, k) ? 1 : 0;
                }
            }
        }
        return new Result(worst / terrain.params().heightScale(), farthest, tiles, differing, streamDiffering);
    }

    /** Whether sample i of a and sample j of b differ in any bit of height or gradient. */
    static boolean differs(TileData a, int i, TileData b, int j) {
        return Float.floatToRawIntBits(a.height()[i]) != Float.floatToRawIntBits(b.height()[j])
                || Float.floatToRawIntBits(a.gradX()[i]) != Float.floatToRawIntBits(b.gradX()[j])
                || Float.floatToRawIntBits(a.gradZ()[i]) != Float.floatToRawIntBits(b.gradZ()[j]);
    }

    /** The largest absolute difference of two arrays of the same length. */
    static double maxDifference(float[] a, float[] b) {
        double max = 0;
        for (int k = 0; k < a.length; k++) {
            max = Math.max(max, Math.abs((double) a[k] - b[k]));
        }
        return max;
    }
}
