package org.seedscape;

import com.jme3.app.SimpleApplication;
import com.jme3.system.AppSettings;
import java.util.concurrent.CountDownLatch;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldBuilder;
import org.seedscape.gl.EglContext;
import org.seedscape.gl.GlApi;

/**
 * The game of a child-JVM probe that uses the library as a game would: a plain SimpleApplication
 * drawing through EGL into a small offscreen picture (GL errors checked on every call with
 * {@code -Dseedscape.glcheck=true}), without the stats' text, which attaches what its probe gives it
 * as it starts, notes the first error it meets, stops on it and ends the probe's wait either way.
 */
public class ProbeGame extends SimpleApplication {
    /** What a probe's game attaches as it starts (its world, its script, processors). */
    @FunctionalInterface
    public interface Start {
        void attach(ProbeGame game);
    }

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Start start;
    private volatile String failure;

    public ProbeGame(int width, int height, Start start) {
        this.start = start;
        AppSettings s = new AppSettings(true);
        GlApi.EGL.configure(s);
        s.setAudioRenderer(null);
        s.setResolution(width, height);
        s.setVSync(false);
        s.setGraphicsDebug(Boolean.getBoolean("seedscape.glcheck"));
        setSettings(s);
        setShowSettings(false);
    }

    /** The probes' small world: the least view distance and cache the builder allows. */
    public static WorldBuilder smallWorld() {
        return SeedscapeWorld.builder().viewDistance(WorldBuilder.MIN_VIEW_DISTANCE).cacheBytes(WorldBuilder.MIN_CACHE_MIB << 20);
    }

    @Override
    public final void simpleInitApp() {
        setDisplayStatView(false);
        setDisplayFps(false);
        start.attach(this);
    }

    /**
     * Starts the game and waits for it to stop, then lets the render thread let go of its EGL
     * context (as SeedscapeApp does).
     *
     * @return what failed, or null
     */
    public String runToEnd() throws InterruptedException {
        start();
        finished.await();
        if (getContext() instanceof EglContext) {
            getContext().destroy(true);
        }
        return failure;
    }

    /** Prints {@code FAILED ...} for a failure and ends the JVM: exit code 1 for a failure, 0 without. */
    public static void exit(String failure) {
        if (failure != null) {
            System.out.println("FAILED " + failure);
            System.exit(1);
        }
        System.exit(0);
    }

    @Override
    public void handleError(String message, Throwable t) {
        failure = message + (t != null ? ": " + t : "");
        Logger.getLogger(getClass().getName()).log(Level.SEVERE, message, t);
        stop();
        finished.countDown(); // no context, no destroy()
    }

    @Override
    public void destroy() {
        try {
            super.destroy();
        } finally {
            finished.countDown();
        }
    }
}
