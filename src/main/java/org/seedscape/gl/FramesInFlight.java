package org.seedscape.gl;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Keeps the CPU at most a few frames ahead of the GPU where no swap does it: a fence after each
 * frame, flushed as a swap would be, and a wait on the oldest once too many are pending. Without
 * it an offscreen render loop would only measure how fast commands are queued. GL thread only.
 */
final class FramesInFlight {
    private final int limit;
    private final Deque<Long> fences = new ArrayDeque<>();

    FramesInFlight(int limit) {
        this.limit = limit;
    }

    /** Marks the end of a frame's commands; waits for the frame {@code limit} back to finish. */
    void endFrame() {
        fences.addLast(GlFences.insert());
        while (fences.size() > limit) {
            long oldest = fences.removeFirst();
            GlFences.await(oldest);
            GlFences.delete(oldest);
        }
    }

    void dispose() {
        fences.forEach(GlFences::delete);
        fences.clear();
    }
}
