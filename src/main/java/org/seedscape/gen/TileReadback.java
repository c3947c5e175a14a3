package org.seedscape.gen;

import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL32C;
import org.lwjgl.opengl.GL33C;
import org.seedscape.noise.SampleGrid;

/**
 * One tile's streaming passes on their way back from the GPU ({@link GpuTileGenerator#start}), in
 * two steps that each wait on a fence, so the render thread never waits for the GPU: once the
 * passes are drawn, their targets are read into pixel buffers; once those reads are done, the
 * buffers are mapped and copied ({@link #take}). Reading right after drawing would hold up a
 * software rasteriser, which reads synchronously, for the whole pass; mapping right after
 * reading would hold up a GPU. The floats are those of the synchronous path, bit for bit.
 * Render thread (the GL thread) only.
 */
public final class TileReadback {
    private final GpuTileGenerator owner;
    private final SampleGrid grid;
    private final GpuTileGenerator.PassSet set;
    private final int timer;
    private long drawn, read;
    private double gpuMs = Double.NaN;

    TileReadback(GpuTileGenerator owner, SampleGrid grid, GpuTileGenerator.PassSet set, int timer) {
        this.owner = owner;
        this.grid = grid;
        this.set = set;
        this.timer = timer;
        this.drawn = fence();
    }

    private static long fence() {
        long fence = GL32C.glFenceSync(GL32C.GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        GL11C.glFlush(); // the GPU starts now, not when the frame's own commands go
        return fence;
    }

    private static boolean passed(long fence) {
        int state = GL32C.glClientWaitSync(fence, 0, 0);
        return state == GL32C.GL_ALREADY_SIGNALED || state == GL32C.GL_CONDITION_SATISFIED;
    }

    /**
     * Whether the tile can be taken without waiting; when the passes are done and their reads
     * not yet started, starts them. Never waits.
     */
    public boolean ready() {
        if (read == 0) {
            if (!passed(drawn)) {
                return false;
            }
            GL32C.glDeleteSync(drawn);
            drawn = 0;
            owner.readIntoBuffers(set);
            read = fence();
        }
        return passed(read);
    }

    /**
     * The tile's heights and layer weights, and its targets and buffers back to the generator.
     * Waits for the GPU if not {@link #ready}. Once only.
     */
    public TileLayers take() {
        while (read == 0 && drawn != 0) {
            GL32C.glClientWaitSync(drawn, GL32C.GL_SYNC_FLUSH_COMMANDS_BIT, Long.MAX_VALUE);
            ready();
        }
        float[][] out = new float[set.buffers().length][];
        for (int i = 0; i < out.length; i++) {
            out[i] = new float[set.buffers()[i].floats()];
            set.buffers()[i].copyTo(out[i]);
        }
        gpuMs = GL33C.glGetQueryObjecti64(timer, GL15C.GL_QUERY_RESULT) * 1e-6;
        free();
        return new TileLayers(TileData.heightsOnly(grid, out[0], "gpu"), set.border(), out[1], out[2]);
    }

    /** GPU time of the passes in milliseconds, from a timer query; NaN until {@link #take}n. */
    public double gpuMs() {
        return gpuMs;
    }

    /** Gives the targets and buffers back without reading them (the tile is no longer wanted). */
    public void cancel() {
        free();
    }

    private void free() {
        if (drawn == 0 && read == 0) {
            throw new IllegalStateException("tile readback of " + grid + " taken twice");
        }
        for (long fence : new long[] {drawn, read}) {
            if (fence != 0) {
                GL32C.glDeleteSync(fence);
            }
        }
        drawn = 0;
        read = 0;
        GL15C.glDeleteQueries(timer);
        owner.release(set);
    }
}
