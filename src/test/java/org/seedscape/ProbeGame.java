package org.seedscape;

import com.jme3.app.SimpleApplication;
import com.jme3.system.AppSettings;
import java.util.concurrent.CountDownLatch;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.gl.EglContext;
import org.seedscape.gl.GlApi;

/**
 * The game of a child-JVM probe that uses the library as a game would: a plain SimpleApplication
 * drawing through EGL into a small offscreen picture (GL errors checked on every call with
 * {@code -Dseedscape.glcheck=true}), which notes the first error it meets, stops on it and ends the
 * probe's wait either way.
 */
public abstract class ProbeGame extends SimpleApplication {
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile String failure;

    protected ProbeGame(int width, int height) {
        AppSettings s = new AppSettings(true);
        GlApi.EGL.configure(s);
        s.setAudioRenderer(null);
        s.setResolution(width, height);
        s.setVSync(false);
        s.setGraphicsDebug(Boolean.getBoolean("seedscape.glcheck"));
        setSettings(s);
        setShowSettings(false);
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
