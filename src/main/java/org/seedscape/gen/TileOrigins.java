package org.seedscape.gen;

import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.List;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.opengl.GL43C;
import org.lwjgl.opengl.GL45C;
import org.seedscape.noise.FixedLattice;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/**
 * The grid origins of a pass's tiles as exact fixed-point lattice coordinates, in a shader
 * storage buffer that {@code Terrain.glsllib} reads: per tile, per lattice slot, (x lo, x hi,
 * z lo, z hi). A buffer rather than a uniform array, which would hold only a few tiles' origins
 * (26 slots of 4 words each), or a texture, whose fetches cost a software rasteriser up to a
 * quarter of the pass. jME knows nothing of it (none of its materials uses storage buffers), so
 * it is bound by hand before every pass, and uploaded only when the origins change, so the
 * streaming passes of one tile share one upload. One per generator, for every world; GL thread only.
 */
final class TileOrigins {
    /** The storage buffer binding point, as {@code Terrain.glsllib} declares it. */
    private static final int BINDING = 3;
    private static final int BYTES_PER_SLOT = 4 * Integer.BYTES;
    private int buffer;
    private ByteBuffer data;
    private TerrainFunction filledFor;
    private List<SampleGrid> filledWith;

    /** Makes the next passes read the origins of {@code grids} in {@code terrain}'s lattices, tile t for grid t. */
    void bind(TerrainFunction terrain, List<SampleGrid> grids) {
        if (buffer == 0 || terrain != filledFor || !grids.equals(filledWith)) {
            upload(terrain, grids);
        }
        GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, BINDING, buffer);
    }

    private void upload(TerrainFunction terrain, List<SampleGrid> grids) {
        int bytes = TerrainFunction.LATTICES * grids.size() * BYTES_PER_SLOT;
        if (data == null || data.capacity() < bytes) {
            if (data != null) {
                BufferUtils.destroyDirectBuffer(data);
            }
            data = BufferUtils.createByteBuffer(bytes);
        }
        data.clear();
        for (SampleGrid grid : grids) {
            for (int slot = 0; slot < TerrainFunction.LATTICES; slot++) {
                FixedLattice lattice = terrain.lattice(slot);
                putWords(lattice.at(grid.originX()));
                putWords(lattice.at(grid.originZ()));
            }
        }
        data.flip();
        // A new buffer each time: passes still queued keep reading the old one, which GL frees
        // once they are done. Rewriting one buffer in place let llvmpipe's queued passes read
        // the next tiles' origins.
        if (buffer != 0) {
            GL15C.glDeleteBuffers(buffer);
        }
        buffer = GL45C.glCreateBuffers();
        GL45C.glNamedBufferStorage(buffer, data, 0);
        filledFor = terrain;
        filledWith = List.copyOf(grids);
    }

    private void putWords(long fixed) {
        data.putInt((int) fixed);
        data.putInt((int) (fixed >>> 32));
    }

    void delete() {
        if (buffer != 0) {
            GL15C.glDeleteBuffers(buffer);
            buffer = 0;
        }
        if (data != null) {
            BufferUtils.destroyDirectBuffer(data);
            data = null;
        }
        filledFor = null;
    }
}
