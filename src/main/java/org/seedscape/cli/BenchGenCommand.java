package org.seedscape.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.HeadlessGl;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.io.JsonWriter;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * {@code bench-gen}: generation throughput. Generates fresh tiles continuously, each of six
 * measurements (the GPU pass with its analytic gradient, the streaming path's heights-only GPU
 * pass, and the Java reference on all cores, each eroded and with Ea = Es = Ec = 0) for
 * --seconds, and prints the samples per second as one JSON line last.
 */
public final class BenchGenCommand {
    static final Set<String> OPTIONS = Set.of("preset", "seed", "seconds", "gl");
    /** Samples per tile side: a 128-cell tile with its shared edge row. */
    static final int TILE_SIZE = 129;
    static final double SPACING = 1.0;

    private BenchGenCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Options o = Options.parse("bench-gen", args, OPTIONS);
        Preset preset = PresetLoader.load(o.string("preset", "default"));
        long seed = o.whole("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        double seconds = o.number("seconds", 4, 0.1, 3600);
        TerrainFunction eroded = new TerrainFunction(preset.params(), seed);
        TerrainParams plainParams = preset.params().withoutErosion();
        TerrainFunction plain = new TerrainFunction(plainParams, seed);

        double gpuEroded, gpuPlain, heightsEroded, heightsPlain;
        String renderer, glApi;
        try (HeadlessGl gl = HeadlessGl.open(AppOptions.gl(o))) {
            renderer = gl.rendererName();
            glApi = gl.api().word();
            double[] sps = gl.call((rm, assets) -> {
                GpuTileGenerator gpu = new GpuTileGenerator(rm, assets);
                try {
                    return new double[] {measure(gpu::generate, eroded, seconds), measure(gpu::generate, plain, seconds),
                            measure(gpu::generateHeights, eroded, seconds), measure(gpu::generateHeights, plain, seconds)};
                } finally {
                    gpu.dispose();
                }
            });
            gpuEroded = sps[0];
            gpuPlain = sps[1];
            heightsEroded = sps[2];
            heightsPlain = sps[3];
        }
        JavaTileGenerator java = new JavaTileGenerator();
        double javaEroded = measure(java::generate, eroded, seconds);
        double javaPlain = measure(java::generate, plain, seconds);

        err.printf("bench-gen: %s, %d x %d tiles, %.1f s each, samples/s eroded / plain (erosion's cost): "
                + "GPU with gradient %.3g / %.3g (%+.1f %%), GPU heights only (streaming) %.3g / %.3g (%+.1f %%), "
                + "Java %.3g / %.3g (%d threads); GPU is %.1fx Java eroded%n",
                preset.name(), TILE_SIZE, TILE_SIZE, seconds, gpuEroded, gpuPlain, 100 * (gpuPlain / gpuEroded - 1),
                heightsEroded, heightsPlain, 100 * (heightsPlain / heightsEroded - 1),
                javaEroded, javaPlain, Runtime.getRuntime().availableProcessors(), gpuEroded / javaEroded);
        out.println(new JsonWriter()
                .put("gpu_eroded_sps", Math.round(gpuEroded))
                .put("gpu_plain_sps", Math.round(gpuPlain))
                .put("gpu_heights_eroded_sps", Math.round(heightsEroded))
                .put("gpu_heights_plain_sps", Math.round(heightsPlain))
                .put("java_eroded_sps", Math.round(javaEroded))
                .put("java_plain_sps", Math.round(javaPlain))
                .put("tile_vertices", (long) TILE_SIZE * TILE_SIZE)
                .put("gl_renderer", renderer)
                .put("gl_api", glApi)
                .put("preset", preset.name())
                .put("seconds_per_measurement", seconds)
                .put("java_threads", Runtime.getRuntime().availableProcessors())
                .toCompactJson());
        return 0;
    }

    /**
     * Samples per second of one generator on one world: a warm-up tile (shader compile, JIT),
     * then new tiles marching east until the time is up, each tile read back completely.
     */
    private static double measure(BiFunction<TerrainFunction, SampleGrid, TileData> generator, TerrainFunction terrain,
                                  double seconds) {
        double tileExtent = (TILE_SIZE - 1) * SPACING;
        generator.apply(terrain, new SampleGrid(-tileExtent, 0, SPACING, TILE_SIZE));
        long budget = (long) (seconds * 1e9);
        long start = System.nanoTime();
        long tiles = 0;
        long elapsed;
        do {
            generator.apply(terrain, new SampleGrid(tiles * tileExtent, 0, SPACING, TILE_SIZE));
            tiles++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        return tiles * (double) TILE_SIZE * TILE_SIZE / (elapsed / 1e9);
    }
}
