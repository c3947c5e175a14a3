package org.seedscape.gen;

import com.jme3.app.LegacyApplication;
import com.jme3.asset.AssetManager;
import com.jme3.renderer.RenderManager;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.lwjgl.opengl.GL11;

/**
 * An OpenGL 4.5 context without a visible window, for the command-line tools and the tests: a
 * jME application on an offscreen surface whose render thread runs the tasks handed to
 * {@link #call}. LWJGL3's offscreen surface is a hidden GLFW window, so it still needs a display
 * ({@code xvfb-run -a} where there is none).
 */
public final class HeadlessGl implements AutoCloseable {
    /** Work to run on the GL thread. */
    @FunctionalInterface
    public interface Task<T> {
        T run(RenderManager renderManager, AssetManager assets) throws Exception;
    }

    // Held here so the levels stick (loggers are weakly referenced). AssetConfig warns about audio
    // and model loaders we do not ship.
    private static final Logger JME_LOG = Logger.getLogger("com.jme3");
    private static final Logger ASSET_CONFIG_LOG = Logger.getLogger("com.jme3.asset.AssetConfig");

    private final Worker worker;

    private HeadlessGl(Worker worker) {
        this.worker = worker;
    }

    /**
     * Opens a context, or throws {@link GlUnavailableException} saying why and how to get one.
     */
    public static HeadlessGl open() {
        JME_LOG.setLevel(Level.WARNING);
        ASSET_CONFIG_LOG.setLevel(Level.SEVERE);
        AppSettings settings = new AppSettings(true);
        settings.setRenderer(AppSettings.LWJGL_OPENGL45);
        settings.setAudioRenderer(null);
        settings.setResolution(64, 64);
        settings.setVSync(false);
        Worker worker = new Worker();
        worker.setSettings(settings);
        worker.start(JmeContext.Type.OffscreenSurface, true);
        try {
            if (!worker.ready.await(60, TimeUnit.SECONDS)) {
                worker.stop();
                throw new GlUnavailableException("no OpenGL context after 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GlUnavailableException("interrupted while opening an OpenGL context");
        }
        if (worker.failure != null) {
            throw new GlUnavailableException(worker.failure);
        }
        return new HeadlessGl(worker);
    }

    /** Runs a task on the GL thread and waits for its result. */
    public <T> T call(Task<T> task) {
        CompletableFuture<T> result = new CompletableFuture<>();
        worker.tasks.add(() -> {
            try {
                result.complete(task.run(worker.getRenderManager(), worker.getAssetManager()));
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the GL thread", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** The GL_RENDERER string, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)". */
    public String rendererName() {
        return call((rm, assets) -> GL11.glGetString(GL11.GL_RENDERER));
    }

    @Override
    public void close() {
        worker.stop(true);
    }

    /** The jME application: its update loop sleeps on the task queue, so an idle context costs no CPU. */
    private static final class Worker extends LegacyApplication {
        final BlockingQueue<Runnable> tasks = new ArrayBlockingQueue<>(64);
        final CountDownLatch ready = new CountDownLatch(1);
        volatile String failure;

        @Override
        public void initialize() {
            super.initialize();
            ready.countDown();
        }

        @Override
        public void update() {
            super.update();
            try {
                Runnable task = tasks.poll(20, TimeUnit.MILLISECONDS);
                if (task != null) {
                    task.run();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void handleError(String message, Throwable t) {
            failure = message + (t != null && t.getMessage() != null ? ": " + t.getMessage() : "");
            ready.countDown();
            stop();
        }
    }
}
