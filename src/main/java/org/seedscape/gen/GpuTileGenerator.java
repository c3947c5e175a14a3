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
import java.util.List;
import java.util.Map;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/**
 * Runs the generation shaders as offscreen passes, one fragment per grid sample into float
 * targets read back into plain arrays: the height pass into a {@link TileData} (height, dh/dx,
 * dh/dz in RGBA32F; or, for streaming, the height alone in R32F), and after it the surface pass,
 * which reads the height target and writes the ground layer weights ({@link GroundLayers}) inside
 * the grid's border: at the grid's spacing, and at twice it on the samples the parent tile shares.
 * GL thread only. Render targets are kept per size and format and freed by {@link #dispose()}.
 */
public final class GpuTileGenerator implements TileGenerator {
    private final RenderManager renderManager;
    private final AssetManager assets;
    private final Geometry quad = new Geometry("terrain-gen-quad", new Quad(1, 1));
    private final Map<Integer, Target> targets = new HashMap<>();
    private final Map<Integer, Target> heightTargets = new HashMap<>();
    private final Map<Integer, Target> layerTargets = new HashMap<>();
    private GenMaterial material;

    /** One render target size and format: framebuffer, its texture, a camera for the viewport and a readback buffer. */
    private record Target(FrameBuffer frameBuffer, Texture2D texture, Camera camera, ByteBuffer pixels, Image.Format format) {
    }

    public GpuTileGenerator(RenderManager renderManager, AssetManager assets) {
        this.renderManager = renderManager;
        this.assets = assets;
    }

    /** Heights and their analytic gradients (export, tests, the bench-gen reference). */
    @Override
    public TileData generate(TerrainFunction terrain, SampleGrid grid) {
        return unpack(grid, heightPass(terrain, grid, false).pixels());
    }

    /** Heights alone: the streaming path's height pass. */
    public TileData generateHeights(TerrainFunction terrain, SampleGrid grid) {
        float[] height = new float[grid.count()];
        heightPass(terrain, grid, true).pixels().asFloatBuffer().get(height);
        return TileData.heightsOnly(grid, height, "gpu");
    }

    /** Runs the height pass into its target (R32F for heights alone, else RGBA32F) and reads it back. */
    private Target heightPass(TerrainFunction terrain, SampleGrid grid, boolean heightOnly) {
        useWorld(terrain);
        material.setGrid(grid);
        material.setHeightOnly(heightOnly);
        Image.Format format = heightOnly ? Image.Format.R32F : Image.Format.RGBA32F;
        Target target = (heightOnly ? heightTargets : targets).computeIfAbsent(grid.size(), size -> newTarget(size, format));
        draw(target, null);
        return target;
    }

    /**
     * The streaming path: the heights-only pass and then the surface pass over the same grid,
     * inside a border of {@code border} samples.
     */
    public TileLayers generateWithLayers(TerrainFunction terrain, SampleGrid grid, int border) {
        TileData data = generateHeights(terrain, grid);
        Texture2D heights = heightTargets.get(grid.size()).texture();
        float[][] weights = new float[2][];
        for (int step = 1; step <= 2; step++) {
            int side = GroundLayers.computedSide(grid.size(), border, step);
            Target target = layerTargets.computeIfAbsent(side, size -> newTarget(size, Image.Format.RGBA32F));
            material.setSurfaceInput(heights, grid.spacing(), border, step);
            draw(target, "Surface");
            float[] w = new float[GroundLayers.WEIGHTS_PER_SAMPLE * side * side];
            target.pixels().asFloatBuffer().get(w);
            weights[step - 1] = w;
        }
        return new TileLayers(data, border, weights[0], weights[1]);
    }

    private void useWorld(TerrainFunction terrain) {
        if (material == null || material.terrain() != terrain) {
            material = new GenMaterial(assets, terrain);
            quad.setMaterial(material.material());
        }
    }

    /** Draws the full-target quad with a technique (null: the default) and reads the target back. */
    private void draw(Target target, String technique) {
        Renderer renderer = renderManager.getRenderer();
        renderer.setFrameBuffer(target.frameBuffer());
        renderManager.setCamera(target.camera(), false);
        quad.updateGeometricState();
        renderManager.setForcedTechnique(technique);
        try {
            renderManager.renderGeometry(quad);
        } finally {
            renderManager.setForcedTechnique(null);
        }
        target.pixels().clear();
        renderer.readFrameBufferWithFormat(target.frameBuffer(), target.pixels(), target.format());
        renderer.setFrameBuffer(null);
    }

    @Override
    public String name() {
        return "gpu";
    }

    /** Frees every render target's GL objects. */
    public void dispose() {
        Renderer renderer = renderManager.getRenderer();
        for (Map<Integer, Target> map : List.of(targets, heightTargets, layerTargets)) {
            for (Target t : map.values()) {
                renderer.deleteFrameBuffer(t.frameBuffer());
                renderer.deleteImage(t.texture().getImage());
                BufferUtils.destroyDirectBuffer(t.pixels());
            }
            map.clear();
        }
    }

    private static Target newTarget(int size, Image.Format format) {
        Texture2D texture = new Texture2D(size, size, format);
        FrameBuffer fb = new FrameBuffer(size, size, 1);
        fb.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(texture));
        Camera camera = new Camera(size, size);
        return new Target(fb, texture, camera, BufferUtils.createByteBuffer(size * size * format.getBitsPerPixel() / 8), format);
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
