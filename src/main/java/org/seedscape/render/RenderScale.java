package org.seedscape.render;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.post.SceneProcessor;
import com.jme3.profile.AppProfiler;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.FrameBuffer.FrameBufferTarget;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import java.util.logging.Logger;
import org.lwjgl.opengl.GL11;
import org.lwjgl.opengl.GL30;

/**
 * Draws the world at a fraction of the window's pixels and stretches the picture over the window
 * before the GUI is drawn on it (Unity's render scale, Unreal's screen percentage). A CPU
 * rasteriser spends most of a frame shading pixels, so the low tier draws fewer of them; at 1, or
 * disabled, the world draws straight into the window.
 *
 * <p>The world's viewport renders into an offscreen target of the scaled size (sRGB, as the window
 * is; its camera resized to it, the field of view kept); a main view added after it, with nothing
 * of its own to draw, copies the target over the window ({@code glBlitFramebuffer}), so the GUI's
 * post view still draws over the finished picture at the window's own resolution. Where the window
 * is a whole multiple of the target (the low tier's half), each pixel becomes a square of whole
 * pixels (nearest: sharp, no blur); otherwise the copy filters bilinearly. On llvmpipe at
 * 1280 x 720 the nearest copy takes 2.2 ms, a bilinear full-screen pass 4.4 to 6.4 (GL timer
 * queries, 300 frames each).
 *
 * <p>A {@code FilterPostProcessor} on the world's viewport takes the viewport's output when it is
 * initialized (at the first frame it is drawn in) as the place its last filter draws to, and keeps
 * it: one initialized while the target is set draws its filtered picture into the target, and the
 * copy stretches that. One initialized before, or a new target (the window resized) or none
 * (disabled), is not seen by it, so this logs a warning then: the game adds the processor anew.
 */
public final class RenderScale extends BaseAppState {
    /** The smallest scale the option takes: below it the picture turns to mush. */
    public static final float MIN = 0.25f;
    private static final Logger LOG = Logger.getLogger(RenderScale.class.getName());

    private final float scale;
    private ViewPort world;
    private ViewPort stretch;
    private FrameBuffer target;

    /** {@code scale}: the fraction of the window's width and height the world is drawn at, in [{@link #MIN}, 1]. */
    public RenderScale(float scale) {
        if (!(scale >= MIN && scale <= 1)) {
            throw new IllegalArgumentException("render scale " + scale + " outside [" + MIN + ", 1]");
        }
        this.scale = scale;
    }

    public float scale() {
        return scale;
    }

    /**
     * The viewport whose output is the world as the window shows it, without the GUI: where a
     * capture of the world's picture belongs (after the copy, which is the stretch's first processor).
     */
    public ViewPort pictureViewPort() {
        return stretch != null && isEnabled() ? stretch : world;
    }

    @Override
    protected void initialize(Application app) {
        world = app.getViewPort();
        if (scale == 1) {
            return;
        }
        if (world.getProcessors().stream().anyMatch(SceneProcessor::isInitialized)) {
            LOG.warning("A processor on the main viewport was drawn before the world was attached: a FilterPostProcessor then "
                    + "never draws into the world's offscreen picture; add it with the world or later (docs/LIBRARY.md, Lights and shadows)");
        }
        Camera window = new Camera(app.getCamera().getWidth(), app.getCamera().getHeight());
        stretch = app.getRenderManager().createMainView("world stretched over the window", window);
        // The copy covers every pixel; the depth is cleared for the GUI drawn after it.
        stretch.setClearFlags(false, true, false);
        stretch.addProcessor(new Copy());
        stretch.setEnabled(false); // until onEnable
    }

    /** A new target when the window's size changed (jME resizes the stretch's camera, not the world's). */
    @Override
    public void update(float tpf) {
        if (stretch == null) {
            return;
        }
        Camera window = stretch.getCamera();
        if (scaled(window.getWidth()) != target.getWidth() || scaled(window.getHeight()) != target.getHeight()) {
            fit(window.getWidth(), window.getHeight(), true);
        }
    }

    private int scaled(int windowPixels) {
        return Math.max(1, Math.round(windowPixels * scale));
    }

    /** Makes the target for a window of {@code width} x {@code height} and points the world's viewport at it. */
    private void fit(int width, int height, boolean newAspect) {
        int w = scaled(width), h = scaled(height);
        FrameBuffer fb = new FrameBuffer(w, h, 1);
        fb.addColorTarget(FrameBufferTarget.newTarget(new Texture2D(new Image(Image.Format.RGBA8, w, h, null, ColorSpace.sRGB))));
        fb.setDepthTarget(FrameBufferTarget.newTarget(Image.Format.Depth24));
        if (target != null) {
            warnProcessors("the window was resized");
        }
        releaseTarget();
        target = fb;
        world.setOutputFrameBuffer(fb);
        world.getCamera().resize(w, h, newAspect);
    }

    /** A processor on the world's viewport may hold the old target as its output (a {@code FilterPostProcessor} does). */
    private void warnProcessors(String why) {
        if (!world.getProcessors().isEmpty()) {
            LOG.warning("The world's picture moves out of its offscreen target because " + why + "; a FilterPostProcessor on "
                    + "the main viewport still draws into the old one: remove it and add a new one (docs/LIBRARY.md, Lights and shadows)");
        }
    }

    private void releaseTarget() {
        if (target != null) {
            getApplication().getRenderer().deleteFrameBuffer(target);
            getApplication().getRenderer().deleteImage(target.getColorTarget().getTexture().getImage());
            target = null;
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (stretch != null) {
            app.getRenderManager().removeMainView(stretch);
            stretch = null;
        }
    }

    /** Points the world's viewport at a target of the scaled size and stretches it over the window. */
    @Override
    protected void onEnable() {
        if (stretch == null) {
            return;
        }
        Camera window = stretch.getCamera();
        // The world's camera has the window's aspect already (and rounding must not change it).
        fit(window.getWidth(), window.getHeight(), false);
        stretch.setEnabled(true);
    }

    /** Gives the world's viewport the window back. */
    @Override
    protected void onDisable() {
        if (stretch == null) {
            return;
        }
        stretch.setEnabled(false);
        warnProcessors("the world is disabled");
        releaseTarget();
        world.setOutputFrameBuffer(null);
        Camera window = stretch.getCamera();
        world.getCamera().resize(window.getWidth(), window.getHeight(), true);
    }

    /**
     * Copies the target over the window once jME has bound the window for the stretch's view. jME
     * binds framebuffers for drawing and reading together and keeps no record of a read binding,
     * so the read binding goes back to the window after.
     */
    private final class Copy implements SceneProcessor {
        private boolean initialized;

        @Override
        public void initialize(RenderManager rm, ViewPort vp) {
            initialized = true;
        }

        @Override
        public void postQueue(RenderQueue rq) {
            Camera window = stretch.getCamera();
            int w = target.getWidth(), h = target.getHeight(), ww = window.getWidth(), wh = window.getHeight();
            boolean whole = ww % w == 0 && wh % h == 0 && ww / w == wh / h;
            GL30.glBindFramebuffer(GL30.GL_READ_FRAMEBUFFER, target.getId());
            GL30.glBlitFramebuffer(0, 0, w, h, 0, 0, ww, wh, GL11.GL_COLOR_BUFFER_BIT, whole ? GL11.GL_NEAREST : GL11.GL_LINEAR);
            GL30.glBindFramebuffer(GL30.GL_READ_FRAMEBUFFER, 0);
        }

        @Override
        public boolean isInitialized() {
            return initialized;
        }

        @Override
        public void reshape(ViewPort vp, int w, int h) {
        }

        @Override
        public void preFrame(float tpf) {
        }

        @Override
        public void postFrame(FrameBuffer out) {
        }

        @Override
        public void cleanup() {
        }

        @Override
        public void setProfiler(AppProfiler profiler) {
        }
    }
}
