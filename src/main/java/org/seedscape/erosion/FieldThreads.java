package org.seedscape.erosion;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Threads that make tiles' fields in the background: half the cores, daemons, a notch below
 * normal priority, so the render thread and the builders keep theirs while the stream loads.
 */
final class FieldThreads {
    private FieldThreads() {
    }

    /** A pool of half the cores (at least one) whose threads are called {@code name}. */
    static ExecutorService pool(String name) {
        return Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors() / 2), r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        });
    }
}
