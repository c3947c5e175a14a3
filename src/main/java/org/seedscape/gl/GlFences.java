package org.seedscape.gl;

import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL32C;

/**
 * Fence syncs: how the read-backs learn that the GPU has done their commands without waiting for
 * it, and how an offscreen render loop keeps from running ahead of the GPU. GL thread only.
 */
public final class GlFences {
    private GlFences() {
    }

    /** A fence after the commands issued so far, flushed so the GPU starts now, not when the frame's own commands go. */
    public static long insert() {
        long fence = GL32C.glFenceSync(GL32C.GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        GL11C.glFlush();
        return fence;
    }

    /** Whether the GPU has passed the fence; never waits. */
    public static boolean passed(long fence) {
        int state = GL32C.glClientWaitSync(fence, 0, 0);
        return state == GL32C.GL_ALREADY_SIGNALED || state == GL32C.GL_CONDITION_SATISFIED;
    }

    /** Waits until the GPU has passed the fence. */
    public static void await(long fence) {
        GL32C.glClientWaitSync(fence, GL32C.GL_SYNC_FLUSH_COMMANDS_BIT, Long.MAX_VALUE);
    }

    public static void delete(long fence) {
        GL32C.glDeleteSync(fence);
    }
}
