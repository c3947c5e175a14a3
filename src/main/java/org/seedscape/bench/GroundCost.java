package org.seedscape.bench;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.renderer.RenderManager;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.io.FrameCapture;
import org.seedscape.io.JsonWriter;
import org.seedscape.player.PlayerState;
import org.seedscape.shots.Viewpoint;
import org.seedscape.stream.SettleWait;
import org.seedscape.stream.StreamingState;

/**
 * The {@code bench-ground} script: at each viewpoint, once the view has settled at full detail,
 * the GPU time of our ground pass against jME's AdvancedPBRTerrain with five triplanar layers
 * drawing the same triangles ({@link JmeGroundTwin}). Only the ground is drawn while it measures
 * (a render filter), so the opaque bucket that {@link BucketTimer} times holds nothing else.
 * Batches alternate, ours then jME's, twice, after a few frames each to compile and warm; each
 * side's time at a viewpoint is the median of its frames. Saves the two pictures of each view,
 * {@code DIR/<name>-ours.png} and {@code DIR/<name>-jme.png}, and stops the app after the last.
 */
public final class GroundCost extends BaseAppState {
    private static final String OURS = "ours", JME = "jme";
    private static final int WARM_FRAMES = 8;
    private static final int SETTLE_FRAMES = 8;
    private static final double MAX_SETTLE_SECONDS = 300;

    private final List<Viewpoint> viewpoints;
    private final int batchFrames;
    private final Path out;
    private final StreamingState streaming;
    private final PlayerState player;
    private final Consumer<String> report;
    private final SettleWait settle;
    private final FrameCapture capture = new FrameCapture();
    private final List<double[]> results = new ArrayList<>();
    private BucketTimer timer;
    private JmeGroundTwin twin;
    private Predicate<Geometry> ours;
    /** The viewpoint being measured, and the frame of its script (-1: settling). */
    private int current = -1;
    private int frame = -1;
    private List<String> script = List.of();

    /**
     * {@code batchFrames} frames timed per batch; pictures go to {@code out}; {@code report} gets a
     * line per viewpoint.
     */
    public GroundCost(List<Viewpoint> viewpoints, int batchFrames, Path out, StreamingState streaming, PlayerState player,
                      Consumer<String> report) {
        this.viewpoints = viewpoints;
        this.batchFrames = batchFrames;
        this.out = out;
        this.streaming = streaming;
        this.player = player;
        this.report = report;
        this.settle = new SettleWait(streaming::settledForPicture, SETTLE_FRAMES, MAX_SETTLE_SECONDS);
    }

    @Override
    protected void initialize(Application app) {
        SeedscapeApp a = (SeedscapeApp) app;
        timer = new BucketTimer(app.getRenderer(), app.getViewPort());
        app.setAppProfiler(timer);
        a.renderScale().pictureViewPort().addProcessor(capture);
        script = script();
    }

    @Override
    protected void cleanup(Application app) {
        app.setAppProfiler(null);
        app.getRenderManager().setRenderFilter(null);
        ((SeedscapeApp) app).renderScale().pictureViewPort().removeProcessor(capture);
        if (twin != null) {
            twin.dispose(app.getRenderer());
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    /** Per frame of a viewpoint's measurement, what it draws: warm-up and timed batches, then one picture each. */
    private List<String> script() {
        List<String> s = new ArrayList<>();
        for (String side : List.of(OURS, JME)) {
            s.addAll(Collections.nCopies(WARM_FRAMES, "warm-" + side));
        }
        for (int batch = 0; batch < 2; batch++) {
            s.addAll(Collections.nCopies(batchFrames, OURS));
            s.addAll(Collections.nCopies(batchFrames, JME));
        }
        s.add("picture-" + OURS);
        s.add("picture-" + JME);
        return s;
    }

    @Override
    public void update(float tpf) {
        RenderManager rm = getApplication().getRenderManager();
        if (current < 0 || frame >= script.size()) {
            if (current >= 0 && !finishViewpoint(rm)) {
                return; // the last batches' times are still on their way
            }
            current++;
            if (current == viewpoints.size()) {
                getApplication().stop();
                return;
            }
            place(viewpoints.get(current));
            streaming.arrive();
            settle.restart();
            frame = -1;
            return;
        }
        place(viewpoints.get(current));
        if (frame < 0) {
            settle.countFrame();
            if (!settle.ready()) {
                return;
            }
            startMeasuring();
        }
        String step = script.get(frame++);
        boolean jme = step.endsWith(JME);
        rm.setRenderFilter(jme ? twin::draws : ours);
        timer.arm(step.startsWith("picture") ? null : step);
        if (step.startsWith("picture")) {
            capture.request(out.resolve(viewpoints.get(current).name() + "-" + (jme ? JME : OURS) + ".png"));
        }
    }

    private void startMeasuring() {
        Node scene = ((SeedscapeApp) getApplication()).getRootNode();
        twin = new JmeGroundTwin(streaming.shownTiles(), streaming.layout().samples(), getApplication().getAssetManager());
        scene.attachChild(twin.root());
        Set<Geometry> ground = Collections.newSetFromMap(new IdentityHashMap<>());
        streaming.shownTiles().forEach(t -> ground.addAll(t.groundGeometries()));
        ours = ground::contains;
        timer.clear();
        frame = 0;
    }

    /** Files the viewpoint's medians once every time is in; false while some are still on their way. */
    private boolean finishViewpoint(RenderManager rm) {
        timer.arm(null);
        rm.setRenderFilter(null);
        if (!timer.idle()) {
            return false;
        }
        double oursMs = median(timer.millis(OURS)), jmeMs = median(timer.millis(JME));
        results.add(new double[] {oursMs, jmeMs});
        twin.dispose(getApplication().getRenderer());
        twin = null;
        report.accept(String.format(Locale.ROOT, "bench-ground: %s: ours %.3f ms, jME AdvancedPBRTerrain %.3f ms, ratio %.3f (%s)",
                viewpoints.get(current).name(), oursMs, jmeMs, oursMs / jmeMs, viewpoints.get(current).describe()));
        return true;
    }

    private void place(Viewpoint v) {
        player.moveTo(v.x(), v.eyeY(), v.z());
        player.look(v.heading(), v.pitch());
    }

    private static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (v.length == 0) {
            throw new IllegalStateException("no GPU times were read back");
        }
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** Whether every viewpoint has been measured. */
    public boolean done() {
        return results.size() == viewpoints.size();
    }

    /**
     * The results: per viewpoint {@code NAME_ours_ms}, {@code NAME_jme_ms} and {@code NAME_ratio}
     * (ours over jME's), then the medians over the viewpoints.
     */
    public JsonWriter json(JsonWriter json) {
        List<Double> ratios = new ArrayList<>(), oursAll = new ArrayList<>(), jmeAll = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            double[] r = results.get(i);
            String name = viewpoints.get(i).name();
            json.put(name + "_ours_ms", round(r[0])).put(name + "_jme_ms", round(r[1])).put(name + "_ratio", round(r[0] / r[1]));
            ratios.add(r[0] / r[1]);
            oursAll.add(r[0]);
            jmeAll.add(r[1]);
        }
        return json.put("ours_ms_median", round(median(oursAll))).put("jme_ms_median", round(median(jmeAll)))
                .put("ratio_median", round(median(ratios)));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
