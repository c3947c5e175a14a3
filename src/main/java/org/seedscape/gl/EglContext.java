package org.seedscape.gl;

import com.jme3.input.JoyInput;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.TouchInput;
import com.jme3.input.dummy.DummyKeyInput;
import com.jme3.input.dummy.DummyMouseInput;
import com.jme3.opencl.Context;
import com.jme3.renderer.Renderer;
import com.jme3.renderer.lwjgl.LwjglGL;
import com.jme3.renderer.lwjgl.LwjglGLExt;
import com.jme3.renderer.lwjgl.LwjglGLFboGL3;
import com.jme3.renderer.opengl.GL;
import com.jme3.renderer.opengl.GL2;
import com.jme3.renderer.opengl.GL3;
import com.jme3.renderer.opengl.GL4;
import com.jme3.renderer.opengl.GLDebug;
import com.jme3.renderer.opengl.GLExt;
import com.jme3.renderer.opengl.GLFbo;
import com.jme3.renderer.opengl.GLRenderer;
import com.jme3.system.AppSettings;
import com.jme3.system.Displays;
import com.jme3.system.JmeContext;
import com.jme3.system.NanoTimer;
import com.jme3.system.SystemListener;
import com.jme3.system.Timer;
import com.jme3.util.BufferAllocatorFactory;
import com.jme3.util.LWJGLBufferAllocator;
import java.util.concurrent.locks.LockSupport;

/**
 * A jME context with no window system: an {@link EglSurface} (OpenGL 4.5 core, a pbuffer of the
 * settings' size as the default framebuffer) and jME's own GL renderer on it, driven by a render
 * thread like jME's window. Input is the dummy devices. What differs from a window: nothing is
 * shown, so nothing waits for a swap or vsync; {@link FramesInFlight} holds the CPU to at most one
 * frame ahead of the GPU, as a double-buffered window would. jME makes it for {@link GlApi#EGL} through
 * {@code AppSettings.setCustomRenderer}.
 */
public final class EglContext implements JmeContext {
    private final AppSettings settings = new AppSettings(true);
    private final Object lock = new Object();
    private volatile boolean created;
    private volatile boolean ended;
    private volatile boolean closeRequested;
    private volatile Thread renderThread;
    private final MouseInput mouse = new DummyMouseInput();
    private final KeyInput keys = new DummyKeyInput();
    private SystemListener listener;
    private Timer timer;
    private GLRenderer renderer;

    static {
        // jME's LWJGL contexts free direct buffers through LWJGL; without it jME's fallback cannot free them on Java 17.
        if (System.getProperty(BufferAllocatorFactory.PROPERTY_BUFFER_ALLOCATOR_IMPLEMENTATION) == null) {
            System.setProperty(BufferAllocatorFactory.PROPERTY_BUFFER_ALLOCATOR_IMPLEMENTATION,
                    LWJGLBufferAllocator.ConcurrentLWJGLBufferAllocator.class.getName());
        }
    }

    /** jME creates it reflectively. */
    public EglContext() {
    }

    @Override
    public void create(boolean waitFor) {
        renderThread = new Thread(this::run, "jME3 EGL render thread");
        renderThread.start();
        if (waitFor) {
            synchronized (lock) {
                while (!created && !ended) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
        }
    }

    /** The render thread: open, let the listener initialise, then update until asked to stop. */
    private void run() {
        EglSurface surface;
        try {
            surface = EglSurface.open(new EglSurface.Request(settings.getWidth(), settings.getHeight(), settings.getDepthBits(),
                    settings.getStencilBits(), settings.getSamples(), settings.isGammaCorrection(), settings.isGraphicsDebug()));
        } catch (GlUnavailableException e) {
            endWith(e);
            return;
        } catch (RuntimeException e) { // LWJGL's checks: an EGL missing a function its extensions promise
            endWith(new GlUnavailableException(GlApi.EGL, e.toString()));
            return;
        }
        try {
            renderer = renderer();
        } catch (RuntimeException e) { // a context jME cannot use, e.g. one without what GLRenderer needs
            surface.close();
            endWith(new GlUnavailableException(GlApi.EGL, "jME's renderer failed on the context: " + e));
            return;
        }
        timer = new NanoTimer();
        setCreated(true);
        FramesInFlight frames = new FramesInFlight(1);
        try {
            listener.initialize();
            int frameRate = settings.getFrameRate();
            while (!closeRequested) {
                long start = System.nanoTime();
                listener.update();
                renderer.postFrame();
                frames.endFrame();
                if (frameRate > 0) {
                    LockSupport.parkNanos(start + 1_000_000_000L / frameRate - System.nanoTime());
                }
            }
        } catch (RuntimeException | Error e) {
            listener.handleError("Uncaught exception on the EGL render thread", e);
        } finally {
            frames.dispose();
            listener.destroy();
            surface.close();
            setCreated(false);
        }
    }

    /** jME's GL renderer on LWJGL's bindings, checking every call where the settings ask (-Dseedscape.glcheck). */
    private GLRenderer renderer() {
        org.lwjgl.opengl.GL.createCapabilities(true);
        GL gl = new LwjglGL();
        GLExt glext = new LwjglGLExt();
        GLFbo glfbo = new LwjglGLFboGL3();
        if (settings.isGraphicsDebug()) {
            gl = (GL) GLDebug.createProxy(gl, gl, GL.class, GL2.class, GL3.class, GL4.class);
            glext = (GLExt) GLDebug.createProxy(gl, glext, GLExt.class);
            glfbo = (GLFbo) GLDebug.createProxy(gl, glfbo, GLFbo.class);
        }
        GLRenderer r = new GLRenderer(gl, glext, glfbo);
        r.setDebugEnabled(settings.isGraphicsDebug());
        r.initialize();
        r.setMainFrameBufferSrgb(settings.isGammaCorrection());
        r.setLinearizeSrgbImages(settings.isGammaCorrection());
        return r;
    }

    /** No context: tells the listener (which ends its start) and wakes whoever waits for creation. */
    private void endWith(GlUnavailableException e) {
        listener.handleError(e.getMessage(), e);
        synchronized (lock) {
            ended = true;
            lock.notifyAll();
        }
    }

    private void setCreated(boolean value) {
        synchronized (lock) {
            created = value;
            ended = !value;
            lock.notifyAll();
        }
    }

    @Override
    public void destroy(boolean waitFor) {
        closeRequested = true;
        // The render thread itself cannot wait: it ends once the current update returns.
        if (waitFor && Thread.currentThread() != renderThread) {
            synchronized (lock) {
                while (created) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
        }
    }

    @Override
    public void restart() {
        // Settings take effect at creation; a pbuffer has nothing to re-apply.
    }

    @Override
    public Type getType() {
        return Type.OffscreenSurface;
    }

    @Override
    public void setSettings(AppSettings settings) {
        this.settings.copyFrom(settings);
    }

    @Override
    public AppSettings getSettings() {
        return settings;
    }

    @Override
    public SystemListener getSystemListener() {
        return listener;
    }

    @Override
    public void setSystemListener(SystemListener listener) {
        this.listener = listener;
    }

    @Override
    public Renderer getRenderer() {
        return renderer;
    }

    @Override
    public Context getOpenCLContext() {
        return null;
    }

    @Override
    public MouseInput getMouseInput() {
        return mouse;
    }

    @Override
    public KeyInput getKeyInput() {
        return keys;
    }

    @Override
    public JoyInput getJoyInput() {
        return null;
    }

    @Override
    public TouchInput getTouchInput() {
        return null;
    }

    @Override
    public Timer getTimer() {
        return timer;
    }

    @Override
    public void setTitle(String title) {
        // No window to title.
    }

    @Override
    public boolean isCreated() {
        return created;
    }

    @Override
    public boolean isRenderable() {
        return created;
    }

    @Override
    public void setAutoFlushFrames(boolean enabled) {
        // Nothing is swapped: the pbuffer is the frame.
    }

    @Override
    public int getFramebufferWidth() {
        return settings.getWidth();
    }

    @Override
    public int getFramebufferHeight() {
        return settings.getHeight();
    }

    @Override
    public int getWindowXPosition() {
        return 0;
    }

    @Override
    public int getWindowYPosition() {
        return 0;
    }

    @Override
    public Displays getDisplays() {
        return new Displays();
    }

    @Override
    public int getPrimaryDisplay() {
        return 0;
    }
}
