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
import org.seedscape.gl.GlApi;
import org.seedscape.gl.GlChoice;
import org.seedscape.gl.GlUnavailableException;

/**
 * An OpenGL 4.5 context without a visible window, for the command-line tools and the tests: a
 * jME application on an offscreen surface whose render thread runs the tasks handed to
 * {@link #call}. The surface is an EGL pbuffer ({@code gl.EglContext}: no display needed) or
 * LWJGL's hidden GLFW window (needs a display, e.g. {@code xvfb-run -a}), as {@link GlChoice} says.
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
    private final GlApi api;

    private HeadlessGl(Worker worker, GlApi api) {
        this.worker = worker;
        this.api = api;
    }

    /** Opens a context the way {@link GlChoice#auto()} says, or throws {@link GlUnavailableException} saying why. */
    public static HeadlessGl open() {
        return open(GlChoice.auto());
    }

    /** Opens a context through the first API of the choice that gives one, or throws {@link GlUnavailableException}. */
    public static HeadlessGl open(GlChoice choice) {
        return choice.open(HeadlessGl::openWith);
    }

    private static HeadlessGl openWith(GlApi api) {
        JME_LOG.setLevel(Level.WARNING);
        ASSET_CONFIG_LOG.setLevel(Level.SEVERE);
        AppSettings settings = new AppSettings(true);
        api.configure(settings);
        settings.setAudioRenderer(null);
        settings.setResolution(64, 64);
        settings.setVSync(false);
        Worker worker = new Worker();
        worker.setSettings(settings);
        // Not waiting inside jME: a context that fails to open never reports itself created.
        worker.start(JmeContext.Type.OffscreenSurface, false);
        try {
            if (!worker.ready.await(60, TimeUnit.SECONDS)) {
                worker.stop();
                throw new GlUnavailableException(api, "no context after 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GlUnavailableException(api, "interrupted while opening a context");
        }
        if (worker.failure instanceof GlUnavailableException e) {
            throw e;
        }
        if (worker.failure != null) {
            throw new GlUnavailableException(api, worker.failureMessage);
        }
        return new HeadlessGl(worker, api);
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

    /** How the context was opened. */
    public GlApi api() {
        return api;
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
        volatile Throwable failure;
        volatile String failureMessage;

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
            if (failure == null) { // GLFW reports a failed start twice, its own reason first
                failureMessage = message + (t != null && t.getMessage() != null && !t.getMessage().equals(message)
                        ? ": " + t.getMessage() : "");
                failure = t != null ? t : new IllegalStateException(message);
            }
            ready.countDown();
            stop();
        }
    }
}
