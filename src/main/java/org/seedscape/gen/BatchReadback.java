package org.seedscape.gen;

import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL33C;
import org.seedscape.gl.GlFences;
import org.seedscape.noise.SampleGrid;

/**
 * One pass's tiles on their way back from the GPU ({@link GpuTileGenerator#startBatch}): the
 * pass and the read of its target into a pixel buffer are queued together, behind one fence, so
 * several batches can be in flight while the CPU copies out an earlier one ({@link #take}). Unlike
 * the stream's {@link TileReadback}, nothing waits between drawing and reading: no frame is drawn
 * meanwhile, and on a GPU the read then follows the pass without a round trip through the CPU.
 * GL thread only.
 */
public final class BatchReadback {
    private final GpuTileGenerator owner;
    private final List<SampleGrid> grids;
    private final GpuTileGenerator.BatchSet set;
    /** The fence after the read; 0 once passed. */
    private long read;
    /** The timer query around the pass (without its read). */
    private final int timer;
    private double gpuMs = Double.NaN;
    private boolean released;

    BatchReadback(GpuTileGenerator owner, List<SampleGrid> grids, GpuTileGenerator.BatchSet set, int timer) {
        this.owner = owner;
        this.grids = List.copyOf(grids);
        this.set = set;
        this.timer = timer;
        this.read = GlFences.insert();
    }

    /** The GPU's time in the pass, without its read, in milliseconds (a timer query); NaN until {@link #take}n. */
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
        if (read != 0 && GlFences.passed(read)) {
            GlFences.delete(read);
            read = 0;
        }
        return read == 0;
    }

    /**
     * The tiles in the order of their grids, and the batch's target and buffer back to the
     * generator. Waits for the GPU if not {@link #ready}. Once only.
     */
    public List<TileData> take() {
        if (!ready()) {
            GlFences.await(read);
        }
        gpuMs = GL33C.glGetQueryObjecti64(timer, GL15C.GL_QUERY_RESULT) * 1e-6; // done: the read came after it
        List<TileData> tiles = new ArrayList<>(grids.size());
        set.buffer().mapped(floats -> {
            for (int t = 0; t < grids.size(); t++) {
                tiles.add(unpack(grids.get(t), floats, t * set.atlas().tileSamples() * set.channels(), set.channels()));
            }
        });
        free();
        return tiles;
    }

    /** Gives the target and buffer back without reading them. */
    public void cancel() {
        free();
    }

    /** One tile's floats from {@code at} on: heights alone (1 channel) or height, dh/dx, dh/dz and a 1 (4 channels). */
    private static TileData unpack(SampleGrid grid, FloatBuffer floats, int at, int channels) {
        int n = grid.count();
        float[] height = new float[n];
        if (channels == 1) {
            floats.get(at, height, 0, n);
            return TileData.heightsOnly(grid, height, "gpu");
        }
        float[] rgba = new float[4 * n];
        floats.get(at, rgba, 0, rgba.length);
        float[] gradX = new float[n], gradZ = new float[n];
        for (int k = 0; k < n; k++) {
            height[k] = rgba[4 * k];
            gradX[k] = rgba[4 * k + 1];
            gradZ[k] = rgba[4 * k + 2];
        }
        return new TileData(grid, height, gradX, gradZ, "gpu");
    }

    /** A batch is taken or cancelled once: its target and buffer then belong to another batch. */
    private void requireUnreleased() {
        if (released) {
            throw new IllegalStateException("batch of " + grids.size() + " tiles taken twice");
        }
    }

    private void free() {
        requireUnreleased();
        released = true;
        GL15C.glDeleteQueries(timer);
        if (read != 0) {
            GlFences.delete(read);
            read = 0;
        }
        owner.release(set);
    }
}
