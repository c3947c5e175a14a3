package org.seedscape.bench;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.renderer.Camera;
import com.jme3.renderer.ViewPort;
import com.jme3.system.Timer;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Locale;
import org.seedscape.app.FixedStepTimer;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.io.FrameCapture;
import org.seedscape.io.JsonWriter;
import org.seedscape.player.Eye;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.StreamingState;

/**
 * The bench's scripted flight. Waits until the view square is covered (first_frame_s) and the
 * world has loaded at full detail around the start ({@link StreamingState#loading}, loaded_s), then
 * flies {@code frames} frames of a {@link BenchRoute} on a simulated clock of
 * {@link #STEP_SECONDS} per frame (the same flight on every run); {@link BenchMetrics} records
 * each frame. Screenshots at the first, middle, the one after the middle, and last flight frames;
 * the app stops after the last.
 */
public final class BenchFlight extends BaseAppState {
    /**
     * The system property holding when the program was launched (epoch ms), where that was before
     * this JVM started: a launcher JVM that started this one passes its own start.
     */
    public static final String LAUNCHED_AT_PROPERTY = "seedscape.launchedAt";

    static final double STEP_SECONDS = 1.0 / 50;

    private final BenchRoute route;
    private final int frames;
    private final Path out;
    private final StreamingState streaming;
    private final FloatingOrigin origin;
    private final FrameCapture capture = new FrameCapture();
    private final Timer clock = new FixedStepTimer(STEP_SECONDS);
    private Timer wallClock;
    private BenchMetrics metrics;
    private int frame = -1;
    private boolean coveredSeen;
    private long lastFrameNanos;
    private JsonWriter json;
    private byte[] framesCsv;
    private BufferedImage framesPlot;
    /** Where the camera is now (the route's pose of this frame). */
    private CameraPose current;
    /** A change made during the flight, or null; when it was made, and how long until the world was whole again. */
    private final WorldChange change;
    /** Whether the HUD and minimap are drawn over the flight (for the JSON). */
    private final boolean ui;
    /** Brushing during the flight, or null. */
    private final BenchBrushing brushing;
    private long changedNanos;
    private double refreshMs = -1;
    private int refreshFrames = -1;

    /**
     * Flies {@code frames} frames of {@code route}, making {@code change} on the way (null: none)
     * or brushing ({@code brushing}, null: none); the screenshots go in {@code out}; {@code ui}:
     * whether the caller attached the HUD and minimap.
     */
    public BenchFlight(BenchRoute route, int frames, Path out, StreamingState streaming, FloatingOrigin origin,
                       WorldChange change, BenchBrushing brushing, boolean ui) {
        this.ui = ui;
        this.brushing = brushing;
        this.route = route;
        this.frames = frames;
        this.out = out;
        this.streaming = streaming;
        this.origin = origin;
        this.change = change;
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
        pictureViewPort().addProcessor(capture);
        metrics.start();
    }

    /** Gives them back. */
    @Override
    protected void onDisable() {
        Application app = getApplication();
        metrics.stop();
        pictureViewPort().removeProcessor(capture);
        app.setTimer(wallClock);
    }

    /** Where the world's picture (without the GUI) is finished. */
    private ViewPort pictureViewPort() {
        return ((SeedscapeApp) getApplication()).renderScale().pictureViewPort();
    }

    @Override
    public void update(float tpf) {
        long now = System.nanoTime();
        if (frame < 0) {
            boolean covered = streaming.stats().covered();
            if (covered && !coveredSeen) {
                metrics.firstFrame();
                coveredSeen = true;
            }
            if (!covered || streaming.loading()) {
                return;
            }
            metrics.flightStarts();
            frame = 0;
        } else {
            double ms = (now - lastFrameNanos) * 1e-6 - capture.takeCaptureMs();
            metrics.frame(ms);
            frame++;
            if (brushing != null) {
                brushing.frame(frame, ms);
            }
        }
        if (frame >= frames) {
            finish();
            return;
        }
        place(frame);
        followChange(now);
        if (frame == 0) {
            capture.request(out.resolve("shot-start.png"));
        } else if (frame == frames / 2) {
            capture.request(out.resolve("shot-mid.png"));
        } else if (frame == frames / 2 + 1) {
            capture.request(out.resolve("shot-mid-next.png")); // with shot-mid, a pair to compare for pops
        } else if (frame == frames - 1) {
            capture.request(out.resolve("shot-end.png"));
        }
        lastFrameNanos = System.nanoTime();
    }

    /** Makes the change at its frame, then watches until every drawn tile is of the new world. */
    private void followChange(long now) {
        if (change == null) {
            return;
        }
        if (frame == change.atFrame()) {
            streaming.setTerrain(change.applyTo(streaming.terrain()));
            changedNanos = System.nanoTime();
        } else if (frame > change.atFrame() && refreshFrames < 0 && !streaming.refreshing()) {
            refreshMs = (now - changedNanos) * 1e-6;
            refreshFrames = frame - change.atFrame();
        }
    }

    /** The camera where the route puts it at flight frame k. */
    private void place(int k) {
        CameraPose pose = route.pose(k);
        current = pose;
        Camera camera = getApplication().getCamera();
        origin.place(camera, pose.x(), pose.y(), pose.z());
        // jME looks along (sin yaw, 0, cos yaw), pitched down by a positive x angle.
        camera.setRotation(new Quaternion().fromAngles((float) -pose.pitch(), (float) (FastMath.HALF_PI - pose.heading()), 0));
    }

    private void finish() {
        SeedscapeApp app = (SeedscapeApp) getApplication();
        json = metrics.json(app.rendererName(), app.glApi().word())
                .put("quality", app.quality().word())
                .put("foliage", app.config().foliage() ? "on" : "off")
                .put("ui", ui ? "on" : "off")
                .put("route", route.name())
                .put("distance_m", Math.round(route.distance(metrics.frames()) * 100) / 100.0)
                .put("width", app.getGuiViewPort().getCamera().getWidth())
                .put("height", app.getGuiViewPort().getCamera().getHeight())
                .put("render_scale", app.renderScale().scale())
                .put("preset", app.config().preset().name())
                .put("seed", app.config().seed());
        if (change != null) {
            // -1: the new world was not whole again before the flight ended
            json.put("change", change.label())
                    .put("change_at_frame", change.atFrame())
                    .put("change_refresh_ms", Math.round(refreshMs))
                    .put("change_refresh_frames", refreshFrames);
        }
        if (brushing != null) {
            brushing.putJson(json);
        }
        metrics.putPhases(json, route.phases());
        FrameLog log = metrics.log();
        FrameStats stats = log.stats();
        framesCsv = log.csv();
        framesPlot = FramePlot.draw(log, String.format(Locale.ROOT,
                "preset %s, seed %d: median %.1f ms, p99 %.1f ms, %d frames over 50 ms, %d over 100 ms",
                app.config().preset().name(), app.config().seed(), stats.quantile(0.5), stats.quantile(0.99),
                stats.over(50), stats.over(100)));
        app.stop();
    }

    /** The flying camera, for the HUD and minimap of {@code bench --ui on}. */
    public Eye eye() {
        return new Eye() {
            @Override
            public double x() {
                return current.x();
            }

            @Override
            public double y() {
                return current.y();
            }

            @Override
            public double z() {
                return current.z();
            }

            @Override
            public double heading() {
                return current.heading();
            }

            @Override
            public boolean walking() {
                return false;
            }
        };
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
