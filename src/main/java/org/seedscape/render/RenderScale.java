package org.seedscape.render;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.post.SceneProcessor;
import com.jme3.profile.AppProfiler;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.TextureUnitException;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial.CullHint;
import com.jme3.scene.VertexBuffer.Type;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.FrameBuffer.FrameBufferTarget;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import org.lwjgl.opengl.EXTTextureSRGBDecode;
import org.lwjgl.opengl.GL;
import org.lwjgl.opengl.GL11;
import org.lwjgl.opengl.GL30;

/**
 * Draws the world at a fraction of the window's pixels and stretches the picture over the window
 * before the GUI is drawn on it (Unity's render scale, Unreal's screen percentage). A CPU
 * rasteriser spends most of a frame shading pixels, so the low tier draws fewer of them; at 1, or
 * disabled, the world draws straight into the window.
 *
 * <p>The world's viewport renders into an offscreen target of the scaled size (its camera resized
 * to it, the field of view kept); a main view added after it draws one full-screen triangle that
 * reads the target bilinearly, so the GUI's post view still draws over the finished picture at the
 * window's own resolution.
 *
 * <p>The target is sRGB, as the window is, so the world's pixels are stored as the window would
 * store them. Where the driver can skip decoding on reads ({@code EXT_texture_sRGB_decode}) the
 * stretch copies those stored values as they are, neither decoding nor encoding: the picture is
 * the same (bilinear weights apply to encoded values, as most upscalers' do), and on llvmpipe the
 * pass at 1280 x 720 takes 4.4-4.9 ms instead of 6.1-6.4 (GL timer queries, 300 frames each).
 */
public final class RenderScale extends BaseAppState {
    /** The smallest scale the option takes: below it the picture turns to mush. */
    public static final float MIN = 0.25f;

    private final float scale;
    private ViewPort world;
    private ViewPort stretch;
    private Node stretchScene;
    private Material stretchMaterial;
    private FrameBuffer target;
    /** Whether the stretch copies the target's stored (encoded) values instead of decoding and encoding them. */
    private boolean rawCopy;

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
     * capture of the world's picture belongs.
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
        Camera window = new Camera(app.getCamera().getWidth(), app.getCamera().getHeight());
        stretch = app.getRenderManager().createMainView("world stretched over the window", window);
        // The stretch covers every pixel; the depth is cleared for the GUI drawn after it.
        stretch.setClearFlags(false, true, false);
        stretchMaterial = new Material(app.getAssetManager(), "MatDefs/Screen/Stretch.j3md");
        Mesh triangle = new Mesh();
        // Normalised device coordinates: one triangle that covers the whole screen.
        triangle.setBuffer(Type.Position, 3, new float[] {-1, -1, 0, 3, -1, 0, -1, 3, 0});
        triangle.setBuffer(Type.Index, 3, new short[] {0, 1, 2});
        triangle.setBound(Atmosphere.everywhere());
        Geometry screen = new Geometry("stretched world", triangle);
        screen.setMaterial(stretchMaterial);
        screen.setCullHint(CullHint.Never);
        stretchScene = new Node("stretch");
        stretchScene.attachChild(screen);
        stretch.attachScene(stretchScene);
        rawCopy = GL.getCapabilities().GL_EXT_texture_sRGB_decode;
        if (rawCopy) {
            stretch.addProcessor(new EncodedWrites());
        }
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

    @Override
    public void render(RenderManager rm) {
        if (stretchScene != null) {
            stretchScene.updateGeometricState();
        }
    }

    private int scaled(int windowPixels) {
        return Math.max(1, Math.round(windowPixels * scale));
    }

    /** Makes the target for a window of {@code width} x {@code height} and points the world's viewport at it. */
    private void fit(int width, int height, boolean newAspect) {
        int w = scaled(width), h = scaled(height);
        Texture2D colour = new Texture2D(new Image(Image.Format.RGBA8, w, h, null, ColorSpace.sRGB));
        colour.setMagFilter(Texture.MagFilter.Bilinear);
        colour.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
        FrameBuffer fb = new FrameBuffer(w, h, 1);
        fb.addColorTarget(FrameBufferTarget.newTarget(colour));
        fb.setDepthTarget(FrameBufferTarget.newTarget(Image.Format.Depth24));
        releaseTarget();
        target = fb;
        world.setOutputFrameBuffer(fb);
        world.getCamera().resize(w, h, newAspect);
        stretchMaterial.setTexture("Picture", colour);
        if (rawCopy) {
            // jME makes and binds the texture here; the parameter goes on the bound texture.
            try {
                getApplication().getRenderer().setTexture(0, colour);
            } catch (TextureUnitException e) {
                throw new IllegalStateException("no texture unit 0", e); // every GL context has one
            }
            GL11.glTexParameteri(GL11.GL_TEXTURE_2D, EXTTextureSRGBDecode.GL_TEXTURE_SRGB_DECODE_EXT,
                    EXTTextureSRGBDecode.GL_SKIP_DECODE_EXT);
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
        releaseTarget();
        world.setOutputFrameBuffer(null);
        Camera window = stretch.getCamera();
        world.getCamera().resize(window.getWidth(), window.getHeight(), true);
    }

    /**
     * Turns the window's sRGB encoding off while the stretch draws, so the stored values reach the
     * window unchanged, and back as it was after (jME sets it once at start and keeps no record).
     */
    private static final class EncodedWrites implements SceneProcessor {
        private boolean initialized;
        private boolean encoding;

        @Override
        public void initialize(RenderManager rm, ViewPort vp) {
            initialized = true;
        }

        @Override
        public void postQueue(RenderQueue rq) {
            encoding = GL11.glIsEnabled(GL30.GL_FRAMEBUFFER_SRGB);
            GL11.glDisable(GL30.GL_FRAMEBUFFER_SRGB);
        }

        @Override
        public void postFrame(FrameBuffer out) {
            if (encoding) {
                GL11.glEnable(GL30.GL_FRAMEBUFFER_SRGB);
            }
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
        public void cleanup() {
        }

        @Override
        public void setProfiler(AppProfiler profiler) {
        }
    }

}
