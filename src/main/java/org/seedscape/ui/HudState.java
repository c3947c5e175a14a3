package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapText;
import com.jme3.renderer.Camera;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import java.util.function.Supplier;
import org.seedscape.player.Eye;
import org.seedscape.stream.Ground;
import org.seedscape.stream.StreamStats;

/**
 * The heads-up display: a loading line in the middle of the screen while the view square is not
 * covered, and a compact box in the top-left corner (the rest of the screen belongs to the view,
 * the minimap and the panels): frame rate and a graph of the last frame times, tiles, generation
 * time per frame, the camera's world position, height above the ground as drawn, view distance,
 * walk or fly, seed and preset, and how to open the key help. The graph follows every frame; the
 * text four times a second.
 */
public final class HudState extends BaseAppState {
    private static final float REFRESH_SECONDS = 0.25f;
    /** Distance of the box from the screen's corner, and of its content from its edges. */
    private static final float MARGIN = 10, PADDING = 8, GAP = 6;

    private final Supplier<StreamStats> stats;
    private final Ground ground;
    private final Eye eye;
    private final Supplier<WorldEdits.World> world;
    /** One bar a pixel: 4 s at 60 fps. */
    private final FrameTimes frameTimes = new FrameTimes((int) FrameTimeGraph.WIDTH);
    private final Node box = new Node("hud");
    /** The figures, and under them the key help hint in its dimmer colour: one text, one draw call. */
    private BitmapText loading, rate, details;
    private FrameTimeGraph graph;
    private Geometry backdrop;
    private float sinceRefresh;
    private int framesSinceRefresh;
    private StreamStats atLastRefresh;

    /** {@code world}: the world shown (its seed and preset change with the settings panel). */
    public HudState(Supplier<StreamStats> stats, Ground ground, Eye eye, Supplier<WorldEdits.World> world) {
        this.stats = stats;
        this.ground = ground;
        this.eye = eye;
        this.world = world;
    }

    @Override
    protected void initialize(Application app) {
        loading = UiStyle.text(app.getAssetManager(), UiStyle.TEXT);
        loading.setSize(UiStyle.FONT_SIZE * 1.5f);
        backdrop = UiStyle.backdrop(app.getAssetManager(), "hud backdrop");
        rate = UiStyle.text(app.getAssetManager(), UiStyle.ACCENT);
        graph = new FrameTimeGraph(frameTimes, app.getAssetManager());
        details = UiStyle.text(app.getAssetManager(), UiStyle.TEXT);
        box.attachChild(backdrop);
        box.attachChild(rate);
        box.attachChild(graph.node());
        box.attachChild(details);
        // Top down from the box's top-left corner, on whole pixels (text and bars stay sharp), above the backdrop.
        float lineHeight = Math.round(rate.getLineHeight());
        rate.setLocalTranslation(PADDING, -PADDING, 1);
        graph.node().setLocalTranslation(PADDING, -PADDING - lineHeight - GAP - FrameTimeGraph.HEIGHT, 1);
        details.setLocalTranslation(PADDING, -PADDING - lineHeight - 2 * GAP - FrameTimeGraph.HEIGHT, 1);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        atLastRefresh = stats.get();
        framesSinceRefresh = 0;
        sinceRefresh = REFRESH_SECONDS; // the text is refreshed in this frame's update
        Node gui = ((SimpleApplication) getApplication()).getGuiNode();
        gui.attachChild(box);
        if (!atLastRefresh.covered()) {
            gui.attachChild(loading);
        }
    }

    @Override
    protected void onDisable() {
        box.removeFromParent();
        loading.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        frameTimes.push(tpf * 1000);
        graph.update();
        framesSinceRefresh++;
        sinceRefresh += tpf;
        if (sinceRefresh >= REFRESH_SECONDS) {
            sinceRefresh = 0;
            refresh();
        }
    }

    private void refresh() {
        Camera gui = getApplication().getGuiViewPort().getCamera();
        int w = gui.getWidth(), h = gui.getHeight();
        StreamStats now = stats.get();
        if (now.covered()) {
            loading.removeFromParent();
        } else {
            loading.setText(String.format("Loading terrain... %d tiles generated", now.tilesGenerated()));
            loading.setLocalTranslation(Math.round((w - loading.getLineWidth()) / 2), Math.round(h / 2f), 0);
            ((SimpleApplication) getApplication()).getGuiNode().attachChild(loading);
        }
        graph.rescale();
        rate.setText(String.format("%.0f fps   longest frame %.1f ms in the last %.1f s", frameTimes.fps(),
                frameTimes.max(), frameTimes.spanMs() / 1000));
        double x = eye.x(), y = eye.y(), z = eye.z();
        String figures = String.format("""
                        tiles %d shown, %d pending, %d cached (%d MB)
                        generation per frame: GPU %.2f ms, render thread %.2f ms
                        position x %.2f  y %.2f  z %.2f m
                        %.1f m above ground   view %.1f km   %s
                        seed %d   preset %s""",
                now.tilesShown(), now.tilesPending(), now.tilesCached(), now.cacheBytes() >> 20,
                (now.genGpuMsTotal() - atLastRefresh.genGpuMsTotal()) / framesSinceRefresh,
                (now.genMsTotal() - atLastRefresh.genMsTotal()) / framesSinceRefresh,
                x, y, z, y - ground.drawnHeight(x, z), now.viewDistance() / 1000, eye.walking() ? "walking" : "flying",
                world.get().seed(), world.get().preset());
        details.setText(figures + "\n\n" + KeyHelpState.hint());
        details.setColor(figures.length() + 2, details.getText().length(), UiStyle.DIM_TEXT);
        atLastRefresh = now;
        framesSinceRefresh = 0;
        layOut(h);
    }

    /** Puts the box in the top-left corner, sized to its text. */
    private void layOut(int screenHeight) {
        float lineHeight = rate.getLineHeight();
        float height = Math.round(-details.getLocalTranslation().y + details.getLineCount() * lineHeight + PADDING);
        float width = Math.max(graph.totalWidth(), Math.max(rate.getLineWidth(), details.getLineWidth())) + 2 * PADDING;
        backdrop.setLocalTranslation(0, -height, 0);
        backdrop.setLocalScale(Math.round(width), Math.round(height), 1);
        box.setLocalTranslation(MARGIN, screenHeight - MARGIN, 0);
    }
}
