package org.seedscape.render;

import com.jme3.material.Material;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** For the terrain shaders' GL tests: one full-target quad drawn with a test material, read back as floats. */
final class RedTarget {
    private RedTarget() {
    }

    /** The red channel of a {@code size}-square float target the material covers, rows bottom up. GL thread only. */
    static float[] draw(RenderManager rm, Material material, int size) {
        float[] rgba = drawRgba(rm, material, size);
        float[] red = new float[size * size];
        for (int i = 0; i < red.length; i++) {
            red[i] = rgba[4 * i];
        }
        return red;
    }

    /** All four channels, pixel after pixel, rows bottom up. GL thread only. */
    static float[] drawRgba(RenderManager rm, Material material, int size) {
        Texture2D texture = new Texture2D(size, size, Image.Format.RGBA32F);
        FrameBuffer fb = new FrameBuffer(size, size, 1);
        fb.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(texture));
        Renderer renderer = rm.getRenderer();
        Geometry quad = new Geometry("test quad", new Quad(1, 1));
        quad.setMaterial(material);
        quad.updateGeometricState();
        renderer.setFrameBuffer(fb);
        rm.setCamera(new Camera(size, size), false);
        rm.renderGeometry(quad);
        ByteBuffer pixels = BufferUtils.createByteBuffer(size * size * 16);
        renderer.readFrameBufferWithFormat(fb, pixels, Image.Format.RGBA32F);
        // The target is left to jME's native object manager: deleting it here left the shared
        // context's shutdown hanging until Surefire killed the JVM.
        renderer.setFrameBuffer(null);
        float[] rgba = new float[4 * size * size];
        pixels.order(ByteOrder.nativeOrder()).asFloatBuffer().get(rgba);
        return rgba;
    }
}
