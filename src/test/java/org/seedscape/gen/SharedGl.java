package org.seedscape.gen;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileLayout;

/**
 * One OpenGL context and GPU generator for every GL test in the JVM. Opening fails the test with
 * a message that says how to get a context (run under {@code xvfb-run -a}); it never skips.
 */
public final class SharedGl {
    private static HeadlessGl gl;
    private static GpuTileGenerator generator;

    private SharedGl() {
    }

    public static synchronized HeadlessGl get() {
        if (gl == null) {
            gl = HeadlessGl.open();
            Runtime.getRuntime().addShutdownHook(new Thread(gl::close));
        }
        return gl;
    }

    /** Generates a grid on the GPU, on the GL thread. */
    public static TileData gpu(TerrainFunction terrain, SampleGrid grid) {
        return get().call((rm, assets) -> generator(rm, assets).generate(terrain, grid));
    }

    /** Generates a grid's heights alone on the GPU (the streaming path's pass), on the GL thread. */
    public static TileData gpuHeights(TerrainFunction terrain, SampleGrid grid) {
        return get().call((rm, assets) -> generator(rm, assets).generateHeights(terrain, grid));
    }

    /** Generates a grid and its ground layer weights on the GPU, on the GL thread. */
    public static TileLayers gpuLayers(TerrainFunction terrain, SampleGrid grid) {
        return get().call((rm, assets) -> generator(rm, assets).generateWithLayers(terrain, grid, TileLayout.BORDER));
    }

    /** Runs something with the shared GPU generator, on the GL thread. */
    public static <T> T withGenerator(java.util.function.Function<GpuTileGenerator, T> job) {
        return get().call((rm, assets) -> job.apply(generator(rm, assets)));
    }

    private static GpuTileGenerator generator(com.jme3.renderer.RenderManager rm, com.jme3.asset.AssetManager assets) {
        if (generator == null) {
            generator = new GpuTileGenerator(rm, assets);
        }
        return generator;
    }
}
