package org.seedscape.gen;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

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
        return get().call((rm, assets) -> {
            if (generator == null) {
                generator = new GpuTileGenerator(rm, assets);
            }
            return generator.generate(terrain, grid);
        });
    }
}
