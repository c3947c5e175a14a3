package org.seedscape.stream;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.seedscape.tile.TileKey;

/**
 * Tile builds on worker threads. Every job carries the world version it was made for; results
 * come back through a queue that the render thread drains, and a result for an older version is
 * handed to the stale callback (to be freed), never to the fresh one.
 *
 * @param <T> what a build makes
 */
public final class TileBuilds<T> implements AutoCloseable {
    private record Done<T>(int version, TileKey key, T result, Throwable failure) {
    }

    private final ThreadPoolExecutor workers;
    private final ConcurrentLinkedQueue<Done<T>> done = new ConcurrentLinkedQueue<>();
    private final Set<TileKey> building = new HashSet<>();
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final AtomicLong cpuNanos = new AtomicLong();
    private int version;

    public TileBuilds(int threads) {
        AtomicInteger n = new AtomicInteger();
        workers = (ThreadPoolExecutor) Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "seedscape-tile-builder-" + n.incrementAndGet());
            t.setDaemon(true);
            // Below the render thread where the system honours Java priorities (Windows, macOS;
            // Linux only under -XX:ThreadPriorityPolicy=1).
            t.setPriority(Thread.NORM_PRIORITY - 2);
            return t;
        });
    }

    /**
     * Builder threads for a machine with {@code cores} cores: half of them, at least one. The
     * other half is left to the render thread and the graphics driver, whose own threads a
     * software rasteriser spreads over every core. On the 2-core test machine one builder keeps up
     * (a build takes about 4 ms of CPU) and one or two made no difference beyond the runs' noise
     * (frames over 50 ms, one against two: 39 and 54 on the straight route, 101 and 88 on the
     * mixed one).
     */
    public static int threadsFor(int cores) {
        return Math.max(1, cores / 2);
    }

    /**
     * Sets how many builds run at once (at least one): more while a whole world is to be built, so
     * it is whole sooner, fewer while streaming, so the render thread keeps its cores.
     */
    public void setThreads(int threads) {
        int n = Math.max(1, threads);
        if (n > workers.getMaximumPoolSize()) {
            workers.setMaximumPoolSize(n);
            workers.setCorePoolSize(n);
        } else {
            workers.setCorePoolSize(n);
            workers.setMaximumPoolSize(n);
        }
    }

    /** Starts a build for the current version. Render thread. */
    public void submit(TileKey key, Callable<T> job) {
        int jobVersion = version;
        building.add(key);
        workers.execute(() -> {
            long cpu0 = threads.getCurrentThreadCpuTime();
            try {
                done.add(new Done<>(jobVersion, key, job.call(), null));
            } catch (Throwable t) {
                done.add(new Done<>(jobVersion, key, null, t));
            } finally {
                cpuNanos.addAndGet(threads.getCurrentThreadCpuTime() - cpu0);
            }
        });
    }

    /**
     * Hands every finished build to {@code fresh}, or to {@code stale} when it was made for an
     * older version. Render thread.
     * @throws IllegalStateException when a build of the current version failed
     */
    public void drain(BiConsumer<TileKey, T> fresh, Consumer<T> stale) {
        for (Done<T> d; (d = done.poll()) != null; ) {
            if (d.version() != version) {
                if (d.result() != null) {
                    stale.accept(d.result());
                }
                continue;
            }
            building.remove(d.key());
            if (d.failure() != null) {
                throw new IllegalStateException("building tile " + d.key() + " failed", d.failure());
            }
            fresh.accept(d.key(), d.result());
        }
    }

    /** Starts a new world version: builds still running will come back stale. */
    public void newVersion() {
        version++;
        building.clear();
    }

    public boolean isBuilding(TileKey key) {
        return building.contains(key);
    }

    public int inFlight() {
        return building.size();
    }

    /**
     * CPU milliseconds the workers have spent in builds since the start (the time they take from
     * the render thread on a busy machine).
     */
    public double cpuMs() {
        return cpuNanos.get() * 1e-6;
    }

    public int version() {
        return version;
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
