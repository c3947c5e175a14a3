package org.seedscape.gen;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.opengl.GL43C;
import org.lwjgl.opengl.GL44C;
import org.lwjgl.opengl.GL45C;

/**
 * Where a {@link TerrainKernel} pass writes and where the CPU reads it: a storage buffer in the
 * GPU's own memory with one region per channel (heights, then dh/dx and dh/dz), and a read-back
 * buffer of the same layout in client memory, mapped once for good (persistent, coherent), which
 * the GPU fills with one copy after the pass ({@link #queueReadback}). Nothing is mapped or
 * unmapped per pass, and the floats of a finished pass can be copied out on any thread. The
 * storage buffer's bindings (4, 5, 6 as {@code TerrainGen.comp} declares them) are not tracked
 * by jME, which uses none. GL thread only, but for reading {@link #floats}.
 */
final class SampleBuffers {
    /** Binding point of channel 0, as {@code TerrainGen.comp} declares it; channel c is at BINDING + c. */
    private static final int BINDING = 4;
    private final int channels;
    private final long samples;
    /** Bytes from one channel's region to the next: whole storage-buffer offset alignments. */
    private final long stride;
    private final int output, readback;
    private final FloatBuffer floats;

    /** Buffers for {@code samples} samples of {@code channels} floats (1 or 3). */
    SampleBuffers(long samples, int channels) {
        this.channels = channels;
        this.samples = samples;
        long align = GL11C.glGetInteger(GL43C.GL_SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT);
        this.stride = (4 * samples + align - 1) / align * align;
        long bytes = stride * channels;
        output = GL45C.glCreateBuffers();
        GL45C.glNamedBufferStorage(output, bytes, 0);
        readback = GL45C.glCreateBuffers();
        int flags = GL30C.GL_MAP_READ_BIT | GL44C.GL_MAP_PERSISTENT_BIT | GL44C.GL_MAP_COHERENT_BIT;
        GL45C.glNamedBufferStorage(readback, bytes, flags | GL44C.GL_CLIENT_STORAGE_BIT);
        ByteBuffer mapped = GL45C.glMapNamedBufferRange(readback, 0, bytes, flags);
        if (mapped == null) {
            throw new IllegalStateException("cannot map a read-back buffer of " + bytes + " bytes (GL error " + GL11C.glGetError() + ")");
        }
        floats = mapped.order(ByteOrder.nativeOrder()).asFloatBuffer();
    }

    /** Whether these buffers hold {@code n} samples of {@code c} channels exactly. */
    boolean holds(long n, int c) {
        return samples == n && channels == c;
    }

    int channels() {
        return channels;
    }

    /**
     * The most rows of {@code rowSamples} samples, at most {@code limit}, that one binding of a
     * channel may span (GL_MAX_SHADER_STORAGE_BLOCK_SIZE), rounded down to a whole number of
     * offset alignments so the next range can start where this one ends.
     */
    static int maxRowsPerBinding(int rowSamples, int limit) {
        long block = GL43C.glGetInteger64(GL43C.GL_MAX_SHADER_STORAGE_BLOCK_SIZE);
        long align = GL11C.glGetInteger(GL43C.GL_SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT);
        long rowBytes = 4L * rowSamples;
        long rowsPerAlign = align / gcd(align, rowBytes); // rows whose bytes are a whole number of alignments
        long rows = Math.min(limit, block / rowBytes) / rowsPerAlign * rowsPerAlign;
        return (int) rows;
    }

    /** Binds each channel's region from row {@code firstRow} on, {@code rows} rows of {@code rowSamples} samples. */
    void bindRows(int rowSamples, int firstRow, int rows) {
        long offset = 4L * rowSamples * firstRow, size = 4L * rowSamples * rows;
        for (int c = 0; c < channels; c++) {
            GL30C.glBindBufferRange(GL43C.GL_SHADER_STORAGE_BUFFER, BINDING + c, output, c * stride + offset, size);
        }
    }

    /** Queues the copy of the pass's output into the read-back buffer (after the kernel's barrier). */
    void queueReadback() {
        GL45C.glCopyNamedBufferSubData(output, readback, 0, 0, stride * channels);
    }

    /** The read-back floats (absolute reads only): channel c's sample k at {@link #at}(c, k). Valid once the copy's fence has passed. */
    FloatBuffer floats() {
        return floats;
    }

    /** Where channel {@code c}'s sample {@code k} lies in {@link #floats}. */
    int at(int c, long k) {
        return (int) (c * (stride / 4) + k);
    }

    void delete() {
        GL45C.glUnmapNamedBuffer(readback);
        GL15C.glDeleteBuffers(readback);
        GL15C.glDeleteBuffers(output);
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
