package org.seedscape.gl;

import java.util.ArrayDeque;
import java.util.Deque;
import org.lwjgl.opengl.GL32C;

/**
 * Keeps the CPU at most a few frames ahead of the GPU where no swap does it: a fence after each
 * frame, and a wait on the oldest once too many are pending. Without it an offscreen render loop
 * would only measure how fast commands are queued. GL thread only.
 */
final class FramesInFlight {
    private static final long WAIT_NS = 5_000_000_000L;
    private final int limit;
    private final Deque<Long> fences = new ArrayDeque<>();

    FramesInFlight(int limit) {
        this.limit = limit;
    }

    /** Marks the end of a frame's commands; waits for the frame {@code limit} back to finish. */
    void endFrame() {
        fences.addLast(GL32C.glFenceSync(GL32C.GL_SYNC_GPU_COMMANDS_COMPLETE, 0));
        while (fences.size() > limit) {
            long oldest = fences.removeFirst();
            GL32C.glClientWaitSync(oldest, GL32C.GL_SYNC_FLUSH_COMMANDS_BIT, WAIT_NS);
            GL32C.glDeleteSync(oldest);
        }
    }

    void dispose() {
        fences.forEach(GL32C::glDeleteSync);
        fences.clear();
    }
}
