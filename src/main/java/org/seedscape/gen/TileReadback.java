package org.seedscape.gen;

import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL33C;
import org.seedscape.gl.GlFences;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileArrayPool;

/**
 * One tile's streaming passes on their way back from the GPU ({@link GpuTileGenerator#start}), in
 * steps that each wait on a fence, so the render thread never waits for the GPU: once the height
 * pass is done, the surface passes that sample it are drawn; once those are drawn, the targets
 * are read into pixel buffers; once those reads are done, the buffers are mapped and copied
 * ({@link #take}). On a software rasteriser, sampling a target still being drawn, or reading it,
 * makes the render thread finish it first; on a GPU, mapping right after reading would hold
 * up the render thread. The floats are those of the synchronous path, bit for bit.
 * Render thread (the GL thread) only.
 */
public final class TileReadback {
    private final GpuTileGenerator owner;
    private final TerrainFunction terrain;
    private final SampleGrid grid;
    private final GpuTileGenerator.PassSet set;
    /** Whether the tile's parent level draws its erosion field too (the surface pass at twice the spacing reads it then). */
    private final boolean erosionInParent;
    /** Timer queries of the height pass and of the surface passes (0 until those are drawn). */
    private final int heightTimer;
    private int surfaceTimer;
    /** Fences of the step under way; 0 once passed or not yet set. */
    private long heightsDone, drawn, read;
    private boolean released;
    private double gpuMs = Double.NaN;

    TileReadback(GpuTileGenerator owner, TerrainFunction terrain, SampleGrid grid, GpuTileGenerator.PassSet set,
                 boolean erosionInParent, int heightTimer) {
        this.owner = owner;
        this.terrain = terrain;
        this.grid = grid;
        this.erosionInParent = erosionInParent;
        this.set = set;
        this.heightTimer = heightTimer;
        this.heightsDone = GlFences.insert();
    }

    /**
     * Whether the tile can be taken without waiting; starts whichever step the last one's fence
     * allows (the surface passes, then the reads). Never waits.
     */
    public boolean ready() {
        if (heightsDone != 0) {
            if (!GlFences.passed(heightsDone)) {
                return false;
            }
            GlFences.delete(heightsDone);
            heightsDone = 0;
            surfaceTimer = owner.drawSurfaces(terrain, grid, set, erosionInParent);
            drawn = GlFences.insert();
        }
        if (drawn != 0) {
            if (!GlFences.passed(drawn)) {
                return false;
            }
            GlFences.delete(drawn);
            drawn = 0;
            owner.readIntoBuffers(set);
            read = GlFences.insert();
        }
        return GlFences.passed(read);
    }

    /**
     * The tile's heights and layer weights, in arrays from {@code arrays} (every element written),
     * and its targets and buffers back to the generator. Waits for the GPU if not {@link #ready}.
     * Once only.
     */
    public TileLayers take(TileArrayPool arrays) {
        requireUnreleased();
        while (!ready()) {
            long step = heightsDone != 0 ? heightsDone : drawn != 0 ? drawn : read;
            GlFences.await(step);
        }
        float[][] out = new float[set.buffers().length][];
        for (int i = 0; i < out.length; i++) {
            out[i] = arrays.take(set.buffers()[i].floats());
            set.buffers()[i].copyTo(out[i]);
        }
        gpuMs = (GL33C.glGetQueryObjecti64(heightTimer, GL15C.GL_QUERY_RESULT)
                + GL33C.glGetQueryObjecti64(surfaceTimer, GL15C.GL_QUERY_RESULT)) * 1e-6;
        free();
        TileData heights = GpuTileGenerator.heightsOf(grid, out[0], 2, arrays::take);
        arrays.give(out[0]);
        return new TileLayers(heights, set.border(), out[1], out[2]);
    }

    /** GPU time of the passes in milliseconds, from a timer query; NaN until {@link #take}n. */
    public double gpuMs() {
        return gpuMs;
    }

    /** Gives the targets and buffers back without reading them (the tile is no longer wanted). */
    public void cancel() {
        free();
    }

    /** A readback is taken or cancelled once: its targets and buffers then belong to another tile. */
    private void requireUnreleased() {
        if (released) {
            throw new IllegalStateException("tile readback of " + grid + " taken twice");
        }
    }

    private void free() {
        requireUnreleased();
        released = true;
        for (long fence : new long[] {heightsDone, drawn, read}) {
            if (fence != 0) {
                GlFences.delete(fence);
            }
        }
        heightsDone = 0;
        drawn = 0;
        read = 0;
        GL15C.glDeleteQueries(heightTimer);
        if (surfaceTimer != 0) {
            GL15C.glDeleteQueries(surfaceTimer);
        }
        owner.release(set);
    }
}
