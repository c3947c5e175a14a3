package org.seedscape.gen;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL21C;
import org.lwjgl.opengl.GL30C;

/**
 * A pixel pack buffer: a float render target is read into it on the GPU's own queue, so the CPU
 * does not wait for the pass to finish; the floats are copied out once a fence says the read is
 * done ({@link TileReadback}). jME does not track the pixel pack binding,
 * so it is left unbound after every call. GL thread only.
 */
final class PixelBuffer {
    private final int id = GL15C.glGenBuffers();
    private long capacity;
    private int floats;

    /** Starts reading the bound framebuffer's {@code width} x {@code height} pixels of 2 (red, green) or 4 (RGBA) floats, row by row. */
    void readBoundFramebuffer(int width, int height, int channels) {
        floats = width * height * channels;
        GL15C.glBindBuffer(GL21C.GL_PIXEL_PACK_BUFFER, id);
        if (4L * floats > capacity) {
            capacity = 4L * floats;
            GL15C.glBufferData(GL21C.GL_PIXEL_PACK_BUFFER, capacity, GL15C.GL_STREAM_READ);
        }
        GL11C.glReadPixels(0, 0, width, height, channels == 2 ? GL30C.GL_RG : GL11C.GL_RGBA, GL11C.GL_FLOAT, 0L);
        GL15C.glBindBuffer(GL21C.GL_PIXEL_PACK_BUFFER, 0);
    }

    /** Floats the buffer holds. */
    int floats() {
        return floats;
    }

    /** Copies the floats; waits for the read if its fence has not passed. */
    void copyTo(float[] out) {
        GL15C.glBindBuffer(GL21C.GL_PIXEL_PACK_BUFFER, id);
        ByteBuffer mapped = GL30C.glMapBufferRange(GL21C.GL_PIXEL_PACK_BUFFER, 0, 4L * floats, GL30C.GL_MAP_READ_BIT);
        if (mapped == null) {
            GL15C.glBindBuffer(GL21C.GL_PIXEL_PACK_BUFFER, 0);
            throw new IllegalStateException("could not map the pixel pack buffer (GL error " + GL11C.glGetError() + ")");
        }
        try {
            mapped.order(ByteOrder.nativeOrder()).asFloatBuffer().get(out, 0, floats);
        } finally {
            GL15C.glUnmapBuffer(GL21C.GL_PIXEL_PACK_BUFFER);
            GL15C.glBindBuffer(GL21C.GL_PIXEL_PACK_BUFFER, 0);
        }
    }

    void delete() {
        GL15C.glDeleteBuffers(id);
    }
}
