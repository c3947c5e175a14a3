package org.seedscape.erosion;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.stream.IntStream;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.landform.ThermalErosion;

/**
 * The terrain's heights in whole units ({@link ThermalErosion#toUnits}) on one lattice, raised to
 * the plains of filled basins where a {@link DrainageFields} is given, in square blocks, each
 * computed once and kept for the most recent {@link #KEPT}: neighbouring erosion fields' halos
 * overlap (a field of 24 steps reads eight times its tile's samples), and so do drainage windows,
 * so a block serves many of them. Thread-safe.
 */
final class HeightBlocks {
    /** Blocks kept: 16 KB each at 64 samples a side. */
    static final int KEPT = 1024;
    private final TerrainFunction terrain;
    private final int side;
    private final double spacing;
    /** The filled basins the heights are raised to, or null. */
    private final DrainageFields drainage;
    private final Map<Long, CompletableFuture<int[]>> blocks = new RecentMap<>(KEPT);

    /**
     * Blocks of {@code side x side} samples, {@code spacing} metres apart, block (0, 0) from the
     * origin on, raised to {@code drainage}'s plains (null for none).
     */
    HeightBlocks(TerrainFunction terrain, int side, double spacing, DrainageFields drainage) {
        this.terrain = terrain;
        this.side = side;
        this.spacing = spacing;
        this.drainage = drainage;
    }

    /**
     * These blocks for another terrain that gives the same heights outside {@code box} (min x, min
     * z, max x, max z; the landform layers of an edited world), raised to {@code newDrainage}'s
     * plains (the same plains): the blocks that lie wholly outside the box are kept, made or being
     * made, the same bits.
     */
    HeightBlocks carriedTo(TerrainFunction newTerrain, DrainageFields newDrainage, double[] box) {
        HeightBlocks out = new HeightBlocks(newTerrain, side, spacing, newDrainage);
        synchronized (blocks) {
            blocks.forEach((key, block) -> {
                double x0 = (double) (int) (key >> 32) * side * spacing, z0 = (double) (int) (long) key * side * spacing;
                double extent = (side - 1) * spacing;
                if (!Boxes.meet(box, x0, z0, x0 + extent, z0 + extent)) {
                    out.blocks.put(key, block);
                }
            });
        }
        return out;
    }

    /** The height at lattice sample ({@code x}, {@code z}) (samples from the origin). */
    int at(long x, long z) {
        return block((int) Math.floorDiv(x, side), (int) Math.floorDiv(z, side))
                [(int) Math.floorMod(x, side) + (int) Math.floorMod(z, side) * side];
    }

    /** The {@code n x n} heights, row-major, from lattice sample ({@code firstX}, {@code firstZ}) on (samples from the origin). */
    int[] square(long firstX, long firstZ, int n) {
        int[] out = new int[n * n];
        for (int j = 0; j < n; ) {
            long z = firstZ + j;
            int bz = (int) Math.floorDiv(z, side), rowInBlock = (int) Math.floorMod(z, side);
            int rows = Math.min(side - rowInBlock, n - j);
            for (int i = 0; i < n; ) {
                long x = firstX + i;
                int bx = (int) Math.floorDiv(x, side), colInBlock = (int) Math.floorMod(x, side);
                int cols = Math.min(side - colInBlock, n - i);
                int[] block = block(bx, bz);
                for (int r = 0; r < rows; r++) {
                    System.arraycopy(block, colInBlock + (rowInBlock + r) * side, out, i + (j + r) * n, cols);
                }
                i += cols;
            }
            j += rows;
        }
        return out;
    }

    /**
     * The futures of the blocks an {@code n x n} square from lattice sample ({@code firstX},
     * {@code firstZ}) covers, each missing one computed on {@code threads}: a drainage window's
     * blocks side by side on every core.
     */
    List<CompletableFuture<int[]>> blocksOf(long firstX, long firstZ, int n, Executor threads) {
        List<CompletableFuture<int[]>> out = new ArrayList<>();
        for (long bz = Math.floorDiv(firstZ, side); bz <= Math.floorDiv(firstZ + n - 1, side); bz++) {
            for (long bx = Math.floorDiv(firstX, side); bx <= Math.floorDiv(firstX + n - 1, side); bx++) {
                int x = (int) bx, z = (int) bz;
                CompletableFuture<int[]> mine = new CompletableFuture<>(), theirs;
                synchronized (blocks) {
                    theirs = blocks.putIfAbsent(key(x, z), mine);
                }
                if (theirs == null) {
                    threads.execute(() -> completeHere(mine, x, z));
                }
                out.add(theirs != null ? theirs : mine);
            }
        }
        return out;
    }

    /**
     * The heights of block (bx, bz): the {@code side x side} samples from sample (bx, bz) x side on.
     * Computed here if no thread has started it, or if none has finished it and
     * {@link DrainageFields#workHere()} (two threads may then compute one block, to the same bits);
     * else waited for.
     */
    private int[] block(int bx, int bz) {
        CompletableFuture<int[]> mine = new CompletableFuture<>(), theirs;
        synchronized (blocks) {
            theirs = blocks.putIfAbsent(key(bx, bz), mine);
        }
        if (theirs == null || DrainageFields.workHere()) {
            completeHere(theirs == null ? mine : theirs, bx, bz);
        }
        return (theirs == null ? mine : theirs).join();
    }

    private void completeHere(CompletableFuture<int[]> f, int bx, int bz) {
        if (!f.isDone()) {
            try {
                f.complete(compute(bx, bz));
            } catch (RuntimeException | Error e) {
                f.completeExceptionally(e);
                throw e;
            }
        }
    }

    private static long key(int bx, int bz) {
        return ((long) bx << 32) | (bz & 0xffffffffL);
    }

    private int[] compute(int bx, int bz) {
        SampleGrid grid = new SampleGrid(bx * side * spacing, bz * side * spacing, spacing, side);
        return ThermalErosion.toUnits(heightsOver(terrain, drainage, grid, false));
    }

    /**
     * The terrain's heights in metres over a grid (row-major), raised to {@code drainage}'s plains
     * (null for none); rows spread over all cores when {@code parallel}, the same bits either way.
     */
    static float[] heightsOver(TerrainFunction terrain, DrainageFields drainage, SampleGrid grid, boolean parallel) {
        int n = grid.size();
        float[] metres = new float[n * n];
        IntStream rows = IntStream.range(0, n);
        (parallel ? rows.parallel() : rows).forEach(j -> {
            TerrainSample sample = new TerrainSample();
            for (int i = 0; i < n; i++) {
                terrain.sampleGridHeights(grid, i, j, sample);
                metres[i + j * n] = (float) sample.height;
            }
        });
        if (drainage != null) {
            drainage.liftOn(grid, metres);
        }
        return metres;
    }
}
