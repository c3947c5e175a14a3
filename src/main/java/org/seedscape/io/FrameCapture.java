package org.seedscape.io;

import com.jme3.post.SceneProcessor;
import com.jme3.profile.AppProfiler;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.texture.FrameBuffer;
import com.jme3.util.BufferUtils;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * Saves the next rendered frame of a viewport as a PNG (written atomically). Add it to the last
 * viewport that should appear in the picture; {@link #request} asks for one capture.
 */
public final class FrameCapture implements SceneProcessor {
    private RenderManager renderManager;
    private ViewPort viewPort;
    private Path pending;
    private double captureMs;

    /** Captures the frame being rendered now (at the end of this frame's render) to {@code file}. */
    public void request(Path file) {
        pending = file;
    }

    /** Milliseconds captures took since the last call (readback and PNG), to leave out of frame times. */
    public double takeCaptureMs() {
        double ms = captureMs;
        captureMs = 0;
        return ms;
    }

    @Override
    public void initialize(RenderManager rm, ViewPort vp) {
        renderManager = rm;
        viewPort = vp;
    }

    @Override
    public void postFrame(FrameBuffer out) {
        if (pending == null) {
            return;
        }
        long start = System.nanoTime();
        int w = viewPort.getCamera().getWidth(), h = viewPort.getCamera().getHeight();
        ByteBuffer pixels = BufferUtils.createByteBuffer(w * h * 4);
        renderManager.getRenderer().readFrameBuffer(out, pixels);
        write(pending, pixels, w, h);
        BufferUtils.destroyDirectBuffer(pixels);
        pending = null;
        captureMs += (System.nanoTime() - start) * 1e-6;
    }

    /** Writes RGBA pixels, bottom row first as GL reads them, to a PNG. */
    static void write(Path file, ByteBuffer rgba, int w, int h) {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = 4 * (x + (h - 1 - y) * w);
                img.setRGB(x, y, (rgba.get(i) & 0xff) << 16 | (rgba.get(i + 1) & 0xff) << 8 | (rgba.get(i + 2) & 0xff));
            }
        }
        try {
            AtomicFiles.writePng(file, img);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    @Override
    public void reshape(ViewPort vp, int w, int h) {
    }

    @Override
    public boolean isInitialized() {
        return renderManager != null;
    }

    @Override
    public void preFrame(float tpf) {
    }

    @Override
    public void postQueue(RenderQueue rq) {
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void setProfiler(AppProfiler profiler) {
    }
}
