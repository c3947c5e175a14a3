package org.seedscape.bench;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.system.Timer;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Locale;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.io.FrameCapture;
import org.seedscape.io.JsonWriter;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.StreamingState;

/**
 * The bench's scripted flight. Waits until the view square is covered (first_frame_s), then
 * flies {@code frames} frames along a straight heading, {@code altitude} metres above the exact
 * ground, pitched 10 degrees down, on a simulated clock of {@link #STEP_SECONDS} per frame (the
 * same flight on every run); {@link BenchMetrics} records each frame. Screenshots at the first,
 * middle and last flight frames; the app stops after the last.
 */
public final class BenchFlight extends BaseAppState {
    static final double STEP_SECONDS = 1.0 / 50;
    private static final float PITCH_DOWN = 10 * FastMath.DEG_TO_RAD;

    /** Where and how far to fly, and the folder for the screenshots. */
    public record Route(int frames, double speed, double altitude, double headingDeg, double x, double z, Path out) {
    }

    private final Route route;
    private final StreamingState streaming;
    private final FloatingOrigin origin;
    private final FrameCapture capture = new FrameCapture();
    private final Timer clock = new FixedStepTimer(STEP_SECONDS);
    private Timer wallClock;
    private BenchMetrics metrics;
    private int frame = -1;
    private long lastFrameNanos;
    private JsonWriter json;
    private byte[] framesCsv;
    private BufferedImage framesPlot;

    public BenchFlight(Route route, StreamingState streaming, FloatingOrigin origin) {
        this.route = route;
        this.streaming = streaming;
        this.origin = origin;
    }

    @Override
    protected void initialize(Application app) {
        metrics = new BenchMetrics(streaming, app.getRenderer().getStatistics());
        place(0);
    }

    @Override
    protected void cleanup(Application app) {
    }

    /** Takes over the app's clock, the viewport's capture and the metrics' watchers. */
    @Override
    protected void onEnable() {
        Application app = getApplication();
        wallClock = app.getTimer();
        app.setTimer(clock);
        app.getViewPort().addProcessor(capture);
        metrics.start();
    }

    /** Gives them back. */
    @Override
    protected void onDisable() {
        Application app = getApplication();
        metrics.stop();
        app.getViewPort().removeProcessor(capture);
        app.setTimer(wallClock);
    }

    @Override
    public void update(float tpf) {
        long now = System.nanoTime();
        if (frame < 0) {
            if (!streaming.stats().covered()) {
                return;
            }
            metrics.firstFrame();
            frame = 0;
        } else {
            metrics.frame((now - lastFrameNanos) * 1e-6 - capture.takeCaptureMs());
            frame++;
        }
        if (frame >= route.frames()) {
            finish();
            return;
        }
        place(frame);
        if (frame == 0) {
            capture.request(route.out().resolve("shot-start.png"));
        } else if (frame == route.frames() / 2) {
            capture.request(route.out().resolve("shot-mid.png"));
        } else if (frame == route.frames() - 1) {
            capture.request(route.out().resolve("shot-end.png"));
        }
        lastFrameNanos = System.nanoTime();
    }

    /** The camera at flight frame k: along the heading, altitude above the exact ground. */
    private void place(int k) {
        double h = Math.toRadians(route.headingDeg()), d = route.speed() * STEP_SECONDS * k;
        double x = route.x() + Math.cos(h) * d, z = route.z() + Math.sin(h) * d;
        double y = streaming.ground().trueHeight(x, z) + route.altitude();
        origin.place(getApplication().getCamera(), x, y, z);
        getApplication().getCamera().setRotation(new Quaternion().fromAngles(PITCH_DOWN, (float) (FastMath.HALF_PI - h), 0));
    }

    private void finish() {
        SeedscapeApp app = (SeedscapeApp) getApplication();
        json = metrics.json(app.rendererName())
                .put("distance_m", Math.round(route.speed() * STEP_SECONDS * metrics.frames() * 100) / 100.0)
                .put("width", app.getCamera().getWidth())
                .put("height", app.getCamera().getHeight())
                .put("preset", app.config().preset().name())
                .put("seed", app.config().seed());
        FrameLog log = metrics.log();
        FrameStats stats = log.stats();
        framesCsv = log.csv();
        framesPlot = FramePlot.draw(log, String.format(Locale.ROOT,
                "preset %s, seed %d: median %.1f ms, p99 %.1f ms, %d frames over 50 ms, %d over 100 ms",
                app.config().preset().name(), app.config().seed(), stats.quantile(0.5), stats.quantile(0.99),
                stats.over(50), stats.over(100)));
        app.stop();
    }

    /** The bench results, once the flight is over; null before. */
    public JsonWriter json() {
        return json;
    }

    /** frames.csv ({@link FrameLog#CSV_HEADER}), once the flight is over; null before. */
    public byte[] framesCsv() {
        return framesCsv;
    }

    /** frames.png, frame time over the flight with its causes beneath, once the flight is over; null before. */
    public BufferedImage framesPlot() {
        return framesPlot;
    }
}
