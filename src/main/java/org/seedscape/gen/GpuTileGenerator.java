package org.seedscape.gen;

import com.jme3.asset.AssetManager;
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
import java.nio.FloatBuffer;
import java.util.HashMap;
import java.util.Map;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/**
 * Runs the generation shader as an offscreen pass: one fragment per grid sample into an RGBA32F
 * target (height, dh/dx, dh/dz), read back into a {@link TileData}. GL thread only.
 * Render targets are kept per grid size and freed by {@link #dispose()}.
 */
public final class GpuTileGenerator implements TileGenerator {
    private final RenderManager renderManager;
    private final AssetManager assets;
    private final Geometry quad = new Geometry("terrain-gen-quad", new Quad(1, 1));
    private final Map<Integer, Target> targets = new HashMap<>();
    private GenMaterial material;

    /** One render target size: framebuffer, its texture, a camera for the viewport and a readback buffer. */
    private record Target(FrameBuffer frameBuffer, Texture2D texture, Camera camera, ByteBuffer pixels) {
    }

    public GpuTileGenerator(RenderManager renderManager, AssetManager assets) {
        this.renderManager = renderManager;
        this.assets = assets;
    }

    @Override
    public TileData generate(TerrainFunction terrain, SampleGrid grid) {
        if (material == null || material.terrain() != terrain) {
            material = new GenMaterial(assets, terrain);
            quad.setMaterial(material.material());
        }
        material.setGrid(grid);
        Target target = targets.computeIfAbsent(grid.size(), GpuTileGenerator::newTarget);

        Renderer renderer = renderManager.getRenderer();
        renderer.setFrameBuffer(target.frameBuffer());
        renderManager.setCamera(target.camera(), false);
        quad.updateGeometricState();
        renderManager.renderGeometry(quad);
        target.pixels().clear();
        renderer.readFrameBufferWithFormat(target.frameBuffer(), target.pixels(), Image.Format.RGBA32F);
        renderer.setFrameBuffer(null);
        return unpack(grid, target.pixels());
    }

    @Override
    public String name() {
        return "gpu";
    }

    /** Frees every render target's GL objects. */
    public void dispose() {
        Renderer renderer = renderManager.getRenderer();
        for (Target t : targets.values()) {
            renderer.deleteFrameBuffer(t.frameBuffer());
            renderer.deleteImage(t.texture().getImage());
            BufferUtils.destroyDirectBuffer(t.pixels());
        }
        targets.clear();
    }

    private static Target newTarget(int size) {
        Texture2D texture = new Texture2D(size, size, Image.Format.RGBA32F);
        FrameBuffer fb = new FrameBuffer(size, size, 1);
        fb.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(texture));
        Camera camera = new Camera(size, size);
        return new Target(fb, texture, camera, BufferUtils.createByteBuffer(size * size * 16));
    }

    private static TileData unpack(SampleGrid grid, ByteBuffer pixels) {
        int n = grid.count();
        float[] height = new float[n], gradX = new float[n], gradZ = new float[n];
        FloatBuffer f = pixels.asFloatBuffer();
        for (int k = 0; k < n; k++) {
            height[k] = f.get(4 * k);
            gradX[k] = f.get(4 * k + 1);
            gradZ[k] = f.get(4 * k + 2);
        }
        return new TileData(grid, height, gradX, gradZ, "gpu");
    }
}
