package org.seedscape.bench;

import com.jme3.renderer.Statistics;
import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.seedscape.foliage.Species;
import org.seedscape.io.JsonWriter;
import org.seedscape.stream.StreamStats;
import org.seedscape.stream.StreamingState;

/**
 * What the bench measures while it flies: wall-clock frame times, draw statistics, visible tiles,
 * the cache's and the live heap's peaks, collection pauses and the streaming counters; written out
 * as the bench JSON and, frame by frame, as the {@link FrameLog}.
 */
final class BenchMetrics {
    private final StreamingState streaming;
    private final Statistics statistics;
    private final long launchMillis = Long.getLong(BenchFlight.LAUNCHED_AT_PROPERTY,
            ManagementFactory.getRuntimeMXBean().getStartTime());
    private final FrameLog log = new FrameLog();
    /** The stop-the-world collectors: not the concurrent cycles of G1 (newer JDKs), ZGC or Shenandoah. */
    private final List<GarbageCollectorMXBean> pausingCollectors = ManagementFactory.getGarbageCollectorMXBeans()
            .stream().filter(gc -> !gc.getName().contains("Concurrent") && !gc.getName().contains("Cycles")).toList();
    private final AtomicLong liveHeapPeak = new AtomicLong();
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    /** The JIT's compilation time, where the JVM keeps it (null without a JIT). */
    private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    private final List<Runnable> unhook = new ArrayList<>();
    private final int[] data;
    private final int triangles, drawCalls, texturesInMemory, frameBuffersInMemory;

    private double firstFrameSeconds = Double.NaN, loadedSeconds = Double.NaN;
    private int visibleMax, texturesMax, frameBuffersMax;
    private final int[] foliageMax = new int[Species.values().length];
    private double viewDistanceMax;
    private long trianglesSum, drawCallsSum, cachePeak;
    private long tilesBefore, pauseMsBefore;
    private double genMsBefore, buildCpuMsBefore;
    private long renderCpuNanosBefore, jitMsBefore;

    BenchMetrics(StreamingState streaming, Statistics statistics) {
        this.streaming = streaming;
        this.statistics = statistics;
        List<String> labels = Arrays.asList(statistics.getLabels());
        data = new int[labels.size()];
        triangles = indexOf(labels, "Triangles");
        drawCalls = indexOf(labels, "Objects");
        texturesInMemory = indexOf(labels, "Textures (M)");
        frameBuffersInMemory = indexOf(labels, "FrameBuffers (M)");
    }

    private static int indexOf(List<String> labels, String label) {
        int i = labels.indexOf(label);
        if (i < 0) {
            throw new IllegalStateException("jME's renderer statistics have no '" + label + "' in " + labels);
        }
        return i;
    }

    /** Starts counting draws and watching collections. */
    void start() {
        statistics.setEnabled(true);
        watchGarbageCollections();
    }

    /** Stops watching collections. */
    void stop() {
        unhook.forEach(Runnable::run);
        unhook.clear();
    }

    /** The first covered frame: the time from the JVM's launch to it is first_frame_s. */
    void firstFrame() {
        firstFrameSeconds = secondsSinceLaunch();
    }

    /** The world has loaded and the flight starts: loaded_s, and each frame's counters start here. */
    void flightStarts() {
        loadedSeconds = secondsSinceLaunch();
        StreamStats s = streaming.stats();
        tilesBefore = s.tilesGenerated();
        genMsBefore = s.genMsTotal();
        buildCpuMsBefore = s.buildCpuMsTotal();
        pauseMsBefore = pauseMsSoFar();
        renderCpuNanosBefore = threads.getCurrentThreadCpuTime();
        jitMsBefore = jitMsSoFar();
    }

    /**
     * Milliseconds the JIT's threads have spent compiling since the start, each compilation
     * counted when it ends (so a long one falls whole on the frame it ends in), or 0 where the
     * JVM does not keep it.
     */
    private long jitMsSoFar() {
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }

    private double secondsSinceLaunch() {
        return (System.currentTimeMillis() - launchMillis) / 1000.0;
    }

    /** One flight frame that took {@code ms} milliseconds. Render thread. */
    void frame(double ms) {
        StreamStats s = streaming.stats();
        long pauseMs = pauseMsSoFar();
        long renderCpuNanos = threads.getCurrentThreadCpuTime();
        long jitMs = jitMsSoFar();
        log.add(ms, (int) (s.tilesGenerated() - tilesBefore), s.genMsTotal() - genMsBefore, pauseMs - pauseMsBefore,
                (renderCpuNanos - renderCpuNanosBefore) * 1e-6, s.buildCpuMsTotal() - buildCpuMsBefore, jitMs - jitMsBefore);
        jitMsBefore = jitMs;
        tilesBefore = s.tilesGenerated();
        genMsBefore = s.genMsTotal();
        buildCpuMsBefore = s.buildCpuMsTotal();
        renderCpuNanosBefore = renderCpuNanos;
        pauseMsBefore = pauseMs;
        visibleMax = Math.max(visibleMax, streaming.visibleTiles());
        int[] foliage = streaming.foliageDrawn();
        for (int i = 0; i < foliage.length; i++) {
            foliageMax[i] = Math.max(foliageMax[i], foliage[i]);
        }
        viewDistanceMax = Math.max(viewDistanceMax, s.viewDistance());
        statistics.getData(data);
        trianglesSum += data[triangles];
        drawCallsSum += data[drawCalls];
        texturesMax = Math.max(texturesMax, data[texturesInMemory]);
        frameBuffersMax = Math.max(frameBuffersMax, data[frameBuffersInMemory]);
        cachePeak = Math.max(cachePeak, s.cacheBytes());
    }

    int frames() {
        return log.count();
    }

    /** The flight's frames. */
    FrameLog log() {
        return log;
    }

    /** Milliseconds the JVM has spent in collection pauses since it started (counters updated in the pause). */
    private long pauseMsSoFar() {
        long ms = 0;
        for (GarbageCollectorMXBean gc : pausingCollectors) {
            ms += Math.max(gc.getCollectionTime(), 0);
        }
        return ms;
    }

    /** Records the heap in use right after each collection: the live data, not uncollected garbage. */
    private void watchGarbageCollections() {
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                NotificationListener listener = (n, handback) -> {
                    if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
                        GarbageCollectionNotificationInfo info =
                                GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
                        long used = info.getGcInfo().getMemoryUsageAfterGc().values().stream()
                                .mapToLong(MemoryUsage::getUsed).sum();
                        liveHeapPeak.accumulateAndGet(used, Math::max);
                    }
                };
                emitter.addNotificationListener(listener, null, null);
                unhook.add(() -> {
                    try {
                        emitter.removeNotificationListener(listener);
                    } catch (Exception ignored) {
                        // already gone
                    }
                });
            }
        }
    }

    /** The results: frame times, streaming counters, memory and draw statistics, in the bench JSON's order. */
    JsonWriter json(String glRenderer, String glApi) {
        System.gc();
        long heapNow = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long heapPeak = Math.max(liveHeapPeak.get(), heapNow);
        StreamStats s = streaming.stats();
        int n = log.count();
        FrameStats frames = log.stats();
        JsonWriter json = new JsonWriter()
                .put("frames", n)
                .put("median_ms", round(frames.quantile(0.5)))
                .put("p95_ms", round(frames.quantile(0.95)))
                .put("p99_ms", round(frames.quantile(0.99)))
                .put("max_ms", round(frames.max()))
                .put("frames_over_50ms", frames.over(50))
                .put("frames_over_100ms", frames.over(100))
                .put("first_frame_s", round(firstFrameSeconds))
                .put("loaded_s", round(loadedSeconds))
                .put("tiles_generated", s.tilesGenerated())
                .put("tiles_evicted", s.tilesEvicted())
                .put("tiles_visible_max", visibleMax)
                .put("view_distance_m", viewDistanceMax)
                .put("heap_peak_mb", round(heapPeak / 1048576.0))
                .put("gc_pause_ms_max", Math.round(log.gcMsMax()))
                .put("gc_pause_ms_total", log.gcMsTotal())
                .put("gc_collectors", ManagementFactory.getGarbageCollectorMXBeans().stream()
                        .map(GarbageCollectorMXBean::getName).collect(Collectors.joining(", ")))
                .put("gl_renderer", glRenderer)
                .put("gl_api", glApi)
                .put("gen_ms_total", round(s.genMsTotal()))
                .put("gen_gpu_ms_total", round(s.genGpuMsTotal()))
                .put("render_cpu_ms_median", round(log.renderCpuStats().quantile(0.5)))
                .put("build_cpu_ms_total", round(log.buildCpuMsTotal()))
                .put("jit_ms_total", round(log.jitMsTotal()))
                .put("gl_textures_max", texturesMax)
                .put("gl_framebuffers_max", frameBuffersMax)
                .put("triangles_mean", n == 0 ? 0 : trianglesSum / n)
                .put("draw_calls_mean", n == 0 ? 0 : drawCallsSum / n)
                .put("cache_peak_mb", round(cachePeak / 1048576.0))
                .put("foliage_ms_build_total", round(streaming.foliageBuildMs()));
        for (Species species : Species.values()) {
            json.put("foliage_visible_max_" + species.key(), foliageMax[species.ordinal()]);
        }
        return json;
    }

    /**
     * Per phase of the route, the median and p99 of its flight frames:
     * {@code phase_NAME_median_ms}, {@code phase_NAME_p99_ms}, for the phases the flight reached.
     */
    void putPhases(JsonWriter json, List<BenchRoute.Phase> phases) {
        int n = log.count();
        for (int p = 0; p < phases.size() && phases.get(p).firstFrame() < n; p++) {
            int end = p + 1 < phases.size() ? Math.min(phases.get(p + 1).firstFrame(), n) : n;
            FrameStats stats = log.stats(phases.get(p).firstFrame(), end);
            String name = phases.get(p).name();
            json.put("phase_" + name + "_median_ms", round(stats.quantile(0.5)))
                    .put("phase_" + name + "_p99_ms", round(stats.quantile(0.99)));
        }
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
