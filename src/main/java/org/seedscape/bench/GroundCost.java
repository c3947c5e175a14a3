package org.seedscape.bench;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.renderer.RenderManager;
import com.jme3.scene.Geometry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * drawing the same triangles ({@link JmeGroundTwin}), and, where the tier hex-tiles the ground,
 * of our pass without it (what hex tiling costs). Only the ground is drawn while it measures (a
 * render filter), so the opaque bucket that {@link BucketTimer} times holds nothing else. Batches
 * take turns, every side twice, after a few frames each to compile and warm; a side's time at a
 * viewpoint is the median of its frames. Saves the pictures of each view,
 * {@code DIR/<name>-<side>.png}, and stops the app after the last.
 */
public final class GroundCost extends BaseAppState {
    /** What draws the ground: ours, ours without hex tiling, jME's material. */
    enum Side {
        OURS("ours"), PLAIN("plain"), JME("jme");

        final String word;

        Side(String word) {
            this.word = word;
        }
    }

    /** One frame of a viewpoint's script: which side draws, and whether it is timed or pictured. */
    private record Step(Side side, boolean timed, boolean picture) {
    }

    private static final String HEX_TILING = "HexTiling";
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
    /** Per viewpoint measured, each side's median milliseconds. */
    private final List<Map<Side, Double>> results = new ArrayList<>();
    private BucketTimer timer;
    private JmeGroundTwin twin;
    private Predicate<Geometry> ours;
    private Material ourMaterial;
    /** Whether our material hex-tiles the ground (the high tier): then the plain side is measured too. */
    private boolean hexTiled;
    /** The viewpoint being measured, and the frame of its script (-1: settling). */
    private int current = -1;
    private int frame = -1;
    private List<Step> script = List.of();

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
        timer = new BucketTimer(app.getRenderer(), app.getViewPort());
        app.setAppProfiler(timer);
        ((SeedscapeApp) app).renderScale().pictureViewPort().addProcessor(capture);
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
    private List<Step> script(List<Side> sides) {
        List<Step> s = new ArrayList<>();
        for (Side side : sides) {
            s.addAll(Collections.nCopies(WARM_FRAMES, new Step(side, false, false)));
        }
        for (int batch = 0; batch < 2; batch++) {
            for (Side side : sides) {
                s.addAll(Collections.nCopies(batchFrames, new Step(side, true, false)));
            }
        }
        for (Side side : sides) {
            s.add(new Step(side, false, true));
        }
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
        Step step = script.get(frame++);
        rm.setRenderFilter(step.side() == Side.JME ? twin::draws : ours);
        if (hexTiled) {
            ourMaterial.setBoolean(HEX_TILING, step.side() != Side.PLAIN);
        }
        timer.arm(step.timed() ? step.side().word : null);
        if (step.picture()) {
            capture.request(out.resolve(viewpoints.get(current).name() + "-" + step.side().word + ".png"));
        }
    }

    private void startMeasuring() {
        twin = new JmeGroundTwin(streaming.shownTiles(), streaming.layout().samples(), getApplication().getAssetManager());
        ((SeedscapeApp) getApplication()).getRootNode().attachChild(twin.root());
        Set<Geometry> ground = Collections.newSetFromMap(new IdentityHashMap<>());
        streaming.shownTiles().forEach(t -> ground.addAll(t.groundGeometries()));
        ours = ground::contains;
        ourMaterial = ground.iterator().next().getMaterial();
        MatParam hex = ourMaterial.getParam(HEX_TILING);
        hexTiled = hex != null && (Boolean) hex.getValue();
        script = script(hexTiled ? List.of(Side.OURS, Side.PLAIN, Side.JME) : List.of(Side.OURS, Side.JME));
        timer.clear();
        frame = 0;
    }

    /** Files the viewpoint's medians once every time is in; false while some are still on their way. */
    private boolean finishViewpoint(RenderManager rm) {
        timer.arm(null);
        rm.setRenderFilter(null);
        if (hexTiled) {
            ourMaterial.setBoolean(HEX_TILING, true);
        }
        if (!timer.idle()) {
            return false;
        }
        Map<Side, Double> medians = new EnumMap<>(Side.class);
        StringBuilder line = new StringBuilder("bench-ground: " + viewpoints.get(current).name() + ":");
        for (Side side : Side.values()) {
            List<Double> ms = timer.millis(side.word);
            if (!ms.isEmpty()) {
                medians.put(side, median(ms));
                line.append(String.format(Locale.ROOT, " %s %.3f ms,", side.word, median(ms)));
            }
        }
        results.add(medians);
        twin.dispose(getApplication().getRenderer());
        twin = null;
        report.accept(line + String.format(Locale.ROOT, " ours / jME %.3f (%s)", medians.get(Side.OURS) / medians.get(Side.JME),
                viewpoints.get(current).describe()));
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
     * The results: per viewpoint {@code NAME_SIDE_ms} for each side measured and {@code NAME_ratio}
     * (ours over jME's), then the medians over the viewpoints ({@code SIDE_ms_median}, {@code ratio_median}).
     */
    public JsonWriter json(JsonWriter json) {
        Map<Side, List<Double>> all = new EnumMap<>(Side.class);
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Map<Side, Double> r = results.get(i);
            String name = viewpoints.get(i).name();
            r.forEach((side, ms) -> {
                json.put(name + "_" + side.word + "_ms", round(ms));
                all.computeIfAbsent(side, s -> new ArrayList<>()).add(ms);
            });
            double ratio = r.get(Side.OURS) / r.get(Side.JME);
            json.put(name + "_ratio", round(ratio));
            ratios.add(ratio);
        }
        all.forEach((side, ms) -> json.put(side.word + "_ms_median", round(median(ms))));
        return json.put("ratio_median", round(median(ratios)));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
