package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.seedscape.gl.GlApi;
import org.seedscape.gl.GlChoice;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * The generation passes give bit-identical results through an EGL context (no window system) and
 * through GLFW under a display ({@link SharedGl}, opened as the README's test command runs: under
 * Xvfb): heights, gradients and layer weights, near the origin and 10^7 m out.
 */
class EglParityTest {
    private static final int SIZE = 65;
    private static final double[] ORIGINS = {0, -3.5e3, 1e7, -1e7};
    private static HeadlessGl egl;
    private static GpuTileGenerator eglGenerator;

    @BeforeAll
    static void openEgl() {
        assertEquals(GlApi.GLFW, SharedGl.get().api(), "the comparison needs the shared context on GLFW: run under a display");
        egl = HeadlessGl.open(new GlChoice(List.of(GlApi.EGL)));
        eglGenerator = egl.call((rm, assets) -> new GpuTileGenerator(rm, assets));
    }

    @AfterAll
    static void closeEgl() {
        egl.call((rm, assets) -> {
            eglGenerator.dispose();
            return null;
        });
        egl.close();
    }

    static List<String> presets() {
        return PresetLoader.available();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void everyPassIsBitIdenticalThroughEglAndGlfw(String presetName) {
        TerrainParams params = PresetLoader.load(presetName).params();
        for (long seed : new long[] {1, -7_777_777_777L}) {
            TerrainFunction terrain = new TerrainFunction(params, seed);
            for (double origin : ORIGINS) {
                for (double spacing : new double[] {1, 16}) {
                    SampleGrid grid = new SampleGrid(origin, origin * 0.75, spacing, SIZE);
                    String where = presetName + " seed " + seed + " origin " + origin + " spacing " + spacing;
                    TileData glfw = SharedGl.gpu(terrain, grid);
                    TileData viaEgl = egl.call((rm, assets) -> eglGenerator.generate(terrain, grid));
                    assertArrayEquals(glfw.height(), viaEgl.height(), where + ": heights");
                    assertArrayEquals(glfw.gradX(), viaEgl.gradX(), where + ": dh/dx");
                    assertArrayEquals(glfw.gradZ(), viaEgl.gradZ(), where + ": dh/dz");
                    TileLayers glfwLayers = SharedGl.gpuLayers(terrain, grid);
                    TileLayers eglLayers = egl.call((rm, assets) -> eglGenerator.generateWithLayers(terrain, grid, TileLayout.BORDER));
                    assertArrayEquals(glfwLayers.data().height(), eglLayers.data().height(), where + ": streaming heights");
                    assertArrayEquals(glfwLayers.own(), eglLayers.own(), where + ": layer weights");
                    assertArrayEquals(glfwLayers.parent(), eglLayers.parent(), where + ": parent layer weights");
                }
            }
        }
    }
}
