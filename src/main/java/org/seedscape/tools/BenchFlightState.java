package org.seedscape.tools;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.renderer.Statistics;
import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.seedscape.SeedscapeApp;
import org.seedscape.stream.FloatingOrigin;
import org.seedscape.stream.StreamingState;

/**
 * The bench's scripted flight. Waits until the view square is covered (first_frame_s), then
 * flies {@code frames} frames along a straight heading at a fixed simulated step of 1/50 s per
 * frame, {@code altitude} metres above the exact ground, pitched 10 degrees down, and records
 * wall-clock frame times, memory and streaming counters. Screenshots at the first, middle and
 * last flight frames.
 */
final class BenchFlightState extends BaseAppState {
    static final double STEP_SECONDS = 1.0 / 50;
    private static final float PITCH_DOWN = 10 * FastMath.DEG_TO_RAD;

    record Flight(int frames, double speed, double altitude, double headingDeg, double x, double z, Path out) {
    }

    private final Flight flight;
    private final StreamingState streaming;
    private final FloatingOrigin origin;
    private final FrameCapture capture = new FrameCapture();
    private final FrameStats stats = new FrameStats();
    private final long launchMillis = ManagementFactory.getRuntimeMXBean().getStartTime();
    private final AtomicLong liveHeapPeak = new AtomicLong();
    private final List<Runnable> unhook = new ArrayList<>();
    private final int[] glStats = new int[13];

    private double firstFrameSeconds = Double.NaN;
    private int frame = -1;
    private long lastFrameNanos;
    private int visibleMax, glTexturesMax, glFrameBuffersMax;
    private long trianglesSum, objectsSum, cachePeak;
    private JsonWriter json;

    BenchFlightState(Flight flight, StreamingState streaming, FloatingOrigin origin) {
        this.flight = flight;
        this.streaming = streaming;
        this.origin = origin;
    }

    @Override
    protected void initialize(Application app) {
        app.getViewPort().addProcessor(capture);
        app.getRenderer().getStatistics().setEnabled(true);
        streaming.setFixedStep(STEP_SECONDS);
        watchGarbageCollections();
        place(0);
    }

    @Override
    protected void cleanup(Application app) {
        unhook.forEach(Runnable::run);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        long now = System.nanoTime();
        if (frame < 0) {
            if (!streaming.covered()) {
                return;
            }
            firstFrameSeconds = (System.currentTimeMillis() - launchMillis) / 1000.0;
            frame = 0;
        } else {
            stats.add((now - lastFrameNanos) * 1e-6 - capture.takeCaptureMs());
            sample();
            frame++;
        }
        if (frame >= flight.frames()) {
            finish();
            return;
        }
        place(frame);
        if (frame == 0) {
            capture.request(flight.out().resolve("shot-start.png"));
        } else if (frame == flight.frames() / 2) {
            capture.request(flight.out().resolve("shot-mid.png"));
        } else if (frame == flight.frames() - 1) {
            capture.request(flight.out().resolve("shot-end.png"));
        }
        lastFrameNanos = System.nanoTime();
    }

    /** The camera at flight frame k: along the heading, altitude above the exact ground. */
    private void place(int k) {
        double h = Math.toRadians(flight.headingDeg()), d = flight.speed() * STEP_SECONDS * k;
        double x = flight.x() + Math.cos(h) * d, z = flight.z() + Math.sin(h) * d;
        double y = streaming.trueHeight(x, z) + flight.altitude();
        origin.place(getApplication().getCamera(), x, y, z);
        getApplication().getCamera().setRotation(new Quaternion().fromAngles(PITCH_DOWN, (float) (FastMath.HALF_PI - h), 0));
    }

    private void sample() {
        visibleMax = Math.max(visibleMax, streaming.visibleTiles());
        Statistics s = getApplication().getRenderer().getStatistics();
        s.getData(glStats);
        trianglesSum += glStats[1];
        objectsSum += glStats[3];
        glTexturesMax = Math.max(glTexturesMax, glStats[9]);
        glFrameBuffersMax = Math.max(glFrameBuffersMax, glStats[12]);
        cachePeak = Math.max(cachePeak, streaming.cache().usedBytes());
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

    private void finish() {
        System.gc();
        long heapNow = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long heapPeak = Math.max(liveHeapPeak.get(), heapNow);
        SeedscapeApp app = (SeedscapeApp) getApplication();
        int n = stats.count();
        json = new JsonWriter()
                .put("frames", n)
                .put("median_ms", round(stats.quantile(0.5)))
                .put("p95_ms", round(stats.quantile(0.95)))
                .put("p99_ms", round(stats.quantile(0.99)))
                .put("max_ms", round(stats.max()))
                .put("frames_over_50ms", stats.over(50))
                .put("frames_over_100ms", stats.over(100))
                .put("first_frame_s", round(firstFrameSeconds))
                .put("tiles_generated", streaming.tilesGenerated())
                .put("tiles_evicted", streaming.tilesEvicted())
                .put("tiles_visible_max", visibleMax)
                .put("view_distance_m", streaming.layout().viewDistance())
                .put("heap_peak_mb", round(heapPeak / 1048576.0))
                .put("gl_renderer", app.rendererName())
                .put("gen_ms_total", round(streaming.genMsTotal()))
                .put("gl_textures_max", glTexturesMax)
                .put("gl_framebuffers_max", glFrameBuffersMax)
                .put("triangles_mean", n == 0 ? 0 : trianglesSum / n)
                .put("draw_calls_mean", n == 0 ? 0 : objectsSum / n)
                .put("cache_peak_mb", round(cachePeak / 1048576.0))
                .put("distance_m", round(flight.speed() * STEP_SECONDS * n))
                .put("width", app.getCamera().getWidth())
                .put("height", app.getCamera().getHeight())
                .put("preset", app.config().preset().name())
                .put("seed", app.config().seed());
        app.stop();
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** The bench results, once the flight is over; null before. */
    JsonWriter json() {
        return json;
    }
}
