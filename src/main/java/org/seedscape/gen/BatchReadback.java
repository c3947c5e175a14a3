package org.seedscape.gen;

import java.nio.FloatBuffer;
import java.util.List;
import java.util.stream.IntStream;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL33C;
import org.seedscape.gl.GlFences;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;

/**
 * One pass's tiles on their way back from the GPU ({@link GpuTileGenerator#startBatch}): the
 * pass and the copy of its output into client memory ({@link SampleBuffers}) are queued together,
 * behind one fence, so several batches can be in flight while the CPU copies out an earlier one
 * ({@link #take}). Unlike the stream's {@link TileReadback}, nothing waits between the pass and
 * its copy: no frame is drawn meanwhile, and on a GPU the copy then follows the pass without a
 * round trip through the CPU. GL thread only.
 */
public final class BatchReadback {
    private final GpuTileGenerator owner;
    /** The world whose stamps are applied to the procedural heights the pass computes. */
    private final TerrainFunction terrain;
    private final List<SampleGrid> grids;
    private final GpuTileGenerator.BatchSet set;
    /** The fence after the copy; 0 once passed. */
    private long copied;
    /** The timer query around the pass (without its copy). */
    private final int timer;
    private double gpuMs = Double.NaN;
    private boolean released;

    BatchReadback(GpuTileGenerator owner, TerrainFunction terrain, List<SampleGrid> grids, GpuTileGenerator.BatchSet set,
                  int timer) {
        this.owner = owner;
        this.terrain = terrain;
        this.grids = List.copyOf(grids);
        this.set = set;
        this.timer = timer;
        this.copied = GlFences.insert();
    }

    /** The GPU's time in the pass, without its copy, in milliseconds (a timer query); NaN until {@link #take}n. */
    public double gpuMs() {
        return gpuMs;
    }

    /** How many tiles the batch holds. */
    public int tiles() {
        return grids.size();
    }

    /** Whether the batch can be taken without waiting. Never waits. */
    public boolean ready() {
        requireUnreleased();
        if (copied != 0 && GlFences.passed(copied)) {
            GlFences.delete(copied);
            copied = 0;
        }
        return copied == 0;
    }

    /**
     * The tiles in the order of their grids, and the batch's buffers back to the generator. Waits
     * for the GPU if not {@link #ready}. Once only. The tiles are copied out on all cores: each is
     * a few block copies from client memory, which one core could not keep up with.
     */
    public List<TileData> take() {
        if (!ready()) {
            GlFences.await(copied);
        }
        gpuMs = GL33C.glGetQueryObjecti64(timer, GL15C.GL_QUERY_RESULT) * 1e-6; // done: the copy came after it
        SampleBuffers buffers = set.buffers();
        int samples = set.atlas().tileSamples();
        IntStream tiles = IntStream.range(0, grids.size());
        List<TileData> out = (grids.size() > 1 ? tiles.parallel() : tiles)
                .mapToObj(t -> stamped(unpack(grids.get(t), buffers, (long) t * samples)))
                .toList();
        free();
        return out;
    }

    /** Gives the buffers back without reading them. */
    public void cancel() {
        free();
    }

    /** One tile's channels from sample {@code first} of each on: heights alone, or with dh/dx and dh/dz. */
    private static TileData unpack(SampleGrid grid, SampleBuffers buffers, long first) {
        FloatBuffer floats = buffers.floats();
        int n = grid.count();
        float[] height = new float[n];
        floats.get(buffers.at(0, first), height, 0, n);
        if (buffers.channels() == 1) {
            return TileData.heightsOnly(grid, height, null, "gpu");
        }
        float[] gradX = new float[n], gradZ = new float[n];
        floats.get(buffers.at(1, first), gradX, 0, n);
        floats.get(buffers.at(2, first), gradZ, 0, n);
        return new TileData(grid, height, null, gradX, gradZ, "gpu");
    }

    /** The world's stamps and dabs on a tile of procedural heights ({@link TerrainFunction#stampGridSample}), in place. */
    private TileData stamped(TileData tile) {
        SampleGrid grid = tile.grid();
        double x0 = grid.originX(), z0 = grid.originZ(), x1 = x0 + grid.extent(), z1 = z0 + grid.extent();
        if ((terrain.stamps() == null || !terrain.stamps().touches(x0, z0, x1, z1)) && !terrain.edits().touches(x0, z0, x1, z1)) {
            return tile;
        }
        int n = grid.size();
        TerrainSample s = new TerrainSample();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int k = i + j * n;
                s.height = tile.height()[k];
                s.parentHeight = s.height;
                s.gradX = tile.hasGradients() ? tile.gradX()[k] : 0;
                s.gradZ = tile.hasGradients() ? tile.gradZ()[k] : 0;
                terrain.stampGridSample(grid, i, j, s);
                tile.height()[k] = (float) s.height;
                if (tile.hasGradients()) {
                    tile.gradX()[k] = (float) s.gradX;
                    tile.gradZ()[k] = (float) s.gradZ;
                }
            }
        }
        return tile;
    }

    /** A batch is taken or cancelled once: its buffers then belong to another batch. */
    private void requireUnreleased() {
        if (released) {
            throw new IllegalStateException("batch of " + grids.size() + " tiles taken twice");
        }
    }

    private void free() {
        requireUnreleased();
        released = true;
        GL15C.glDeleteQueries(timer);
        if (copied != 0) {
            GlFences.delete(copied);
            copied = 0;
        }
        owner.release(set);
    }
}
