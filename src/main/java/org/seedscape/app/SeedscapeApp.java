package org.seedscape.app;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AbstractAppState;
import com.jme3.app.state.AppState;
import com.jme3.app.state.AppStateManager;
import com.jme3.system.AppSettings;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.lwjgl.opengl.GL11;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.edit.WorldLayers;
import org.seedscape.gl.EglContext;
import org.seedscape.gl.GlApi;
import org.seedscape.gl.GlChoice;
import org.seedscape.gl.GlUnavailableException;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.Quality;
import org.seedscape.render.RenderScale;
import org.seedscape.render.ViewFrustum;
import org.seedscape.stream.StreamingState;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.Preset;

/**
 * The jME application: a window (or offscreen surface), the world ({@link SeedscapeWorld}: the
 * streamed terrain, the sky and the sea, as a game attaches it), and whatever states the mode adds
 * (player and HUD for the demo, the scripted flight for the bench). A failure on the render thread is kept and ends the run, so callers can exit non-zero.
 */
public final class SeedscapeApp extends SimpleApplication {
    /**
     * What a run needs.
     *
     * @param viewDistance metres, or 0: growing with the camera's height ({@code stream.ViewDistance})
     * @param quality      the terrain's quality tier, or null: {@link Quality#forRenderer} picks it
     * @param renderScale  the fraction of the window's width and height the world is drawn at
     *                     ({@link RenderScale}), or 0: the tier's ({@link Quality#renderScale})
     * @param foliage      whether plants and rocks are drawn
     */
    public record Config(Preset preset, long seed, int width, int height, boolean fullscreen,
                         double viewDistance, long cacheBytes, Quality quality, float renderScale, boolean foliage,
                         String title, WorldLayers layers, double detail) {
        /** A world without stamps or edits, at the default detail. */
        public Config(Preset preset, long seed, int width, int height, boolean fullscreen, double viewDistance,
                      long cacheBytes, Quality quality, float renderScale, boolean foliage, String title) {
            this(preset, seed, width, height, fullscreen, viewDistance, cacheBytes, quality, renderScale, foliage, title,
                    WorldLayers.NONE, TileLayout.DEFAULT_SPLIT_FACTOR);
        }
    }

    /** Makes a mode's states once the streaming state exists. */
    public interface Mode {
        List<AppState> states(SeedscapeApp app, StreamingState streaming, FloatingOrigin origin);
    }

    /** The camera's vertical field of view, degrees. */
    public static final float FIELD_OF_VIEW = 60;
    private static final Logger JME_LOG = Logger.getLogger("com.jme3");
    /** Lemur's start-up notes (build date, instance) are not for users. */
    private static final Logger LEMUR_LOG = Logger.getLogger("com.simsilica.lemur");
    private static final Logger ASSET_CONFIG_LOG = Logger.getLogger("com.jme3.asset.AssetConfig");

    private final Config config;
    private final Mode mode;
    private final GlApi glApi;
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile String failure;
    private volatile GlUnavailableException noContext;
    private StreamingState streaming;
    private volatile String rendererName = "";
    private volatile Quality quality;
    private RenderScale renderScale;

    /**
     * Runs a world on the first way of getting a context that works ({@link GlChoice}) and blocks
     * until it stops; returns the failure message, or null.
     * @throws GlUnavailableException when no way gave a context
     */
    public static String runToEnd(Config config, Mode mode, GlChoice gl) {
        return gl.open(api -> Optional.ofNullable(new SeedscapeApp(config, mode, api).runToEnd())).orElse(null);
    }

    /** An app whose context comes through {@code glApi}: a window (GLFW) or an offscreen pbuffer (EGL). */
    public SeedscapeApp(Config config, Mode mode, GlApi glApi) {
        super(new AppState[0]);
        this.config = config;
        this.mode = mode;
        this.glApi = glApi;
        JME_LOG.setLevel(Level.WARNING);
        LEMUR_LOG.setLevel(Level.WARNING);
        ASSET_CONFIG_LOG.setLevel(Level.SEVERE);
        AppSettings s = new AppSettings(true);
        glApi.configure(s);
        s.setAudioRenderer(null);
        s.setResolution(config.width(), config.height());
        s.setFullscreen(config.fullscreen());
        s.setVSync(false);
        s.setFrameRate(-1);
        s.setTitle(config.title());
        s.setSamples(0);
        // -Dseedscape.glcheck=true: check every GL call for errors (the tests run this way).
        s.setGraphicsDebug(Boolean.getBoolean("seedscape.glcheck"));
        setSettings(s);
        setShowSettings(false);
        setPauseOnLostFocus(false);
    }

    /**
     * Attaches the world as a game would ({@link SeedscapeWorld}), and beside it a state that adds
     * the mode's states once the world has made its own (in its first update).
     */
    @Override
    public void simpleInitApp() {
        rendererName = GL11.glGetString(GL11.GL_RENDERER);
        quality = config.quality() != null ? config.quality() : Quality.forRenderer(rendererName);
        // The streaming state fits the near and far planes to each frame (ViewFrustum).
        cam.setFrustumPerspective(FIELD_OF_VIEW, (float) cam.getWidth() / cam.getHeight(), ViewFrustum.MIN_NEAR, 1e4f);
        SeedscapeWorld world = SeedscapeWorld.builder()
                .preset(config.preset())
                .seed(config.seed())
                .layers(config.layers())
                .viewDistance(config.viewDistance())
                .cacheBytes(config.cacheBytes())
                .quality(quality)
                .renderScale(config.renderScale() > 0 ? config.renderScale() : quality.renderScale())
                .foliage(config.foliage())
                .detail(config.detail())
                .build();
        stateManager.attach(world);
        stateManager.attach(new ModeStart());
    }

    /** Attaches the mode's states after the world's, so that they update after them every frame. */
    private final class ModeStart extends AbstractAppState {
        @Override
        public void initialize(AppStateManager states, Application app) {
            super.initialize(states, app);
            // The world attached its states in its own initialize, just before this one.
            streaming = states.getState(StreamingState.class, true);
            renderScale = states.getState(RenderScale.class, true);
            for (AppState s : mode.states(SeedscapeApp.this, streaming, streaming.origin())) {
                states.attach(s);
            }
            states.detach(this);
        }
    }

    @Override
    public void handleError(String message, Throwable t) {
        if (context == null || !context.isCreated()) {
            // No context: jME's render thread ends without destroy(), and the caller reports why. GLFW
            // reports twice, its own reason first.
            if (noContext == null) {
                noContext = t instanceof GlUnavailableException g ? g
                        : new GlUnavailableException(glApi, t != null && t.getMessage() != null ? t.getMessage() : message);
            }
            finished.countDown();
            return;
        }
        failure = message + (t != null ? ": " + t : "");
        Logger.getLogger(SeedscapeApp.class.getName()).log(Level.SEVERE, message, t);
        stop();
    }

    @Override
    public void destroy() {
        try {
            super.destroy();
        } finally {
            finished.countDown();
        }
    }

    /**
     * Starts the app and blocks until it stops; returns the failure message, or null.
     * @throws GlUnavailableException when no OpenGL context could be opened
     */
    public String runToEnd() {
        start();
        try {
            finished.await();
            if (context instanceof EglContext) {
                // destroy() above counts down before the render thread lets go of its context: wait
                // for that too, as a JVM exiting while NVIDIA's EGL tears a context down crashes in it.
                context.destroy(true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
        if (noContext != null) {
            throw noContext;
        }
        return failure;
    }

    /** How the context was opened. */
    public GlApi glApi() {
        return glApi;
    }

    public String rendererName() {
        return rendererName;
    }

    /** The terrain's quality tier, once the window is up (null before). */
    public Quality quality() {
        return quality;
    }

    /** How much of the window's resolution the world is drawn at, and where its picture is (null before the world's first update). */
    public RenderScale renderScale() {
        return renderScale;
    }

    /** The world's floating origin (null before the world's first update). */
    public FloatingOrigin origin() {
        return streaming != null ? streaming.origin() : null;
    }

    /** The world's streamed terrain (null before the world's first update). */
    public StreamingState streaming() {
        return streaming;
    }

    public Config config() {
        return config;
    }
}
