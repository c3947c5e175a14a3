package org.seedscape.cli;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.function.IntSupplier;
import org.seedscape.erosion.DrainageFields;
import org.seedscape.erosion.ErosionFields;
import org.seedscape.gen.BatchReadback;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.HeadlessGl;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.ParityCheck;
import org.seedscape.gen.ErosionKernel;
import org.seedscape.io.JsonWriter;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;
import org.seedscape.landform.HydraulicErosion;
import org.seedscape.landform.ThermalErosion;

/**
 * {@code bench-gen}: generation throughput. Generates fresh tiles continuously, each of ten
 * measurements for --seconds: the GPU pass with its analytic gradient and the heights-only pass
 * (the streaming path's), each eroded and with Ea = Es = Ec = 0, and the heights-only pass without
 * the gully filter (gullyStrength = 0), as batches of tiles per pass
 * with several batches in flight; the gradient pass eroded one tile per pass, waited for (its
 * latency); the Java reference on all cores, eroded and plain; thermal erosion's steps on a
 * tile's ground, on the GPU and in Java on one thread, and on a larger grid on the GPU; hydraulic
 * erosion's steps on the larger grid on the GPU and on a tile's ground in Java; and the stream's
 * erosion fields (both passes, Java, one thread) and its drainage fields. First it checks the GPU pass
 * against the Java reference out to 10^7 m ({@link ParityCheck}), so a GPU's figures come with
 * its exactness. Prints the samples per second and the check as one JSON line last.
 */
public final class BenchGenCommand {
    static final Set<String> OPTIONS = Set.of("preset", "seed", "seconds", "gl");
    /** Samples per tile side: a 128-cell tile with its shared edge row. */
    static final int TILE_SIZE = 129;
    static final double SPACING = 1.0;
    /** Thermal erosion's measurement: steps a run on a tile's grid, and the talus angle in degrees. */
    static final int THERMAL_STEPS = 64;
    /** Samples a side of the larger grid thermal erosion's GPU rate is also measured on, where a dispatch's fixed cost matters less. */
    static final int THERMAL_GRID = 513;
    /**
     * Level-2 tiles whose erosion fields are timed, as the stream meets them: a patch of them two
     * rows deep and this many wide, which share blocks of heights and the passes' blocks of two by two.
     */
    static final int EROSION_FIELDS = 8;
    static final double THERMAL_TALUS_DEGREES = 33;
    /** Hydraulic erosion's measurement: the capacity factor, and a slope of 1 at {@link #SPACING}, in units. */
    private static final int HYDRAULIC_CAPACITY = HydraulicErosion.capacityOf(8),
            HYDRAULIC_SLOPE = HydraulicErosion.slopeUnitOf(SPACING);
    /** Tiles in a row whose drainage fields (every layer's) are timed in a fresh world, and their level: 8 km tiles. */
    static final int DRAINAGE_TILES = 4, DRAINAGE_LEVEL = 7;
    /** The talus drop of {@link #THERMAL_TALUS_DEGREES} between samples {@link #SPACING} apart, in height units. */
    private static final int THERMAL_TALUS = ThermalErosion.talusUnits(THERMAL_TALUS_DEGREES, SPACING);
    /** Tiles per pass: about a million samples, 12.8 MB with the gradient. */
    static final int TILES_PER_PASS = 64;
    /** Batches on the GPU at once: one being copied out, the next ones computed meanwhile. */
    static final int BATCHES_IN_FLIGHT = 3;
    /** The longest stretch one batched measurement runs before the next takes its turn. */
    static final double TURN_SECONDS = 0.5;

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
        TerrainFunction noGullies = new TerrainFunction(preset.params().withoutGullies(), seed);

        GpuRun run;
        String renderer, glApi;
        try (HeadlessGl gl = HeadlessGl.open(AppOptions.gl(o))) {
            renderer = gl.rendererName();
            glApi = gl.api().word();
            run = gl.call((rm, assets) -> {
                GpuTileGenerator gpu = new GpuTileGenerator(rm, assets);
                try {
                    ParityCheck.Result parity = ParityCheck.run(gpu, eroded);
                    int perPass = Math.min(TILES_PER_PASS, gpu.maxTilesPerPass(TILE_SIZE));
                    TileMarch march = new TileMarch();
                    List<Batches> passes = List.of(new Batches(gpu, eroded, false, perPass, march),
                            new Batches(gpu, plain, false, perPass, march), new Batches(gpu, eroded, true, perPass, march),
                            new Batches(gpu, plain, true, perPass, march), new Batches(gpu, noGullies, true, perPass, march));
                    double[] batched = measureInTurns(passes, seconds);
                    double[] passTime = new double[passes.size()];
                    for (int i = 0; i < passes.size(); i++) {
                        passTime[i] = passes.get(i).gpuSamplesPerSecond();
                    }
                    double latency = measure(() -> {
                        gpu.generate(eroded, march.next());
                        return 1;
                    }, seconds);
                    int[] ground = ThermalErosion.toUnits(gpu.generate(eroded, march.next()).height());
                    ErosionKernel kernels = new ErosionKernel(assets);
                    try {
                        double thermalCellSteps = THERMAL_STEPS * measure(() -> {
                            kernels.thermal(ground, TILE_SIZE, THERMAL_STEPS, THERMAL_TALUS);
                            return 1;
                        }, seconds);
                        int[] wide = ThermalErosion.toUnits(gpu.generateHeights(eroded,
                                new SampleGrid(0, 0, SPACING, THERMAL_GRID)).height());
                        double gridCellSteps = (double) THERMAL_GRID * THERMAL_GRID * THERMAL_STEPS / (TILE_SIZE * TILE_SIZE)
                                * measure(() -> {
                                    kernels.thermal(wide, THERMAL_GRID, THERMAL_STEPS, THERMAL_TALUS);
                                    return 1;
                                }, seconds);
                        double hydraulicGridCellSteps = (double) THERMAL_GRID * THERMAL_GRID * THERMAL_STEPS
                                / (TILE_SIZE * TILE_SIZE) * measure(() -> {
                                    kernels.hydraulic(wide, THERMAL_GRID, THERMAL_STEPS, HYDRAULIC_CAPACITY, HYDRAULIC_SLOPE);
                                    return 1;
                                }, seconds);
                        return new GpuRun(parity, perPass, batched, passTime, latency, thermalCellSteps, gridCellSteps,
                                hydraulicGridCellSteps);
                    } finally {
                        kernels.delete();
                    }
                } finally {
                    gpu.dispose();
                }
            });
        }
        ParityCheck.Result parity = run.parity();
        int perPass = run.perPass();
        double[] batched = run.batched(), passTime = run.passTime();
        double gpuEroded = batched[0], gpuPlain = batched[1], heightsEroded = batched[2], heightsPlain = batched[3];
        double passEroded = passTime[0], passPlain = passTime[1], passHeightsEroded = passTime[2], passHeightsPlain = passTime[3];
        double heightsNoGullies = batched[4], passHeightsNoGullies = passTime[4];
        double latency = run.latency();
        int[] ground = ThermalErosion.toUnits(new JavaTileGenerator().generate(eroded, new TileMarch().next()).height());
        double javaThermal = THERMAL_STEPS * measure(() -> {
            ThermalErosion.run(ground, TILE_SIZE, THERMAL_STEPS, THERMAL_TALUS);
            return 1;
        }, seconds);
        double javaHydraulic = THERMAL_STEPS * measure(() -> {
            HydraulicErosion.run(ground, TILE_SIZE, THERMAL_STEPS, HYDRAULIC_CAPACITY, HYDRAULIC_SLOPE, false);
            return 1;
        }, seconds);
        double erosionFieldMs = erosionFieldMs(eroded);
        double drainageTileMs = drainageTileMs(eroded);
        JavaTileGenerator java = new JavaTileGenerator();
        TileMarch march = new TileMarch();
        double javaEroded = measure(() -> {
            java.generate(eroded, march.next());
            return 1;
        }, seconds);
        double javaPlain = measure(() -> {
            java.generate(plain, march.next());
            return 1;
        }, seconds);

        err.printf("bench-gen: %s, %d x %d tiles, %.1f s each, samples/s eroded / plain (erosion's cost): "
                + "GPU with gradient %.3g / %.3g (%+.1f %%), GPU heights only (streaming) %.3g / %.3g (%+.1f %%), "
                + "%d tiles a pass, %d passes in flight; one tile a pass, waited for: %.3g eroded; "
                + "Java %.3g / %.3g (%d threads); GPU is %.1fx Java eroded%n",
                preset.name(), TILE_SIZE, TILE_SIZE, seconds, gpuEroded, gpuPlain, 100 * (gpuPlain / gpuEroded - 1),
                heightsEroded, heightsPlain, 100 * (heightsPlain / heightsEroded - 1), perPass, BATCHES_IN_FLIGHT,
                latency, javaEroded, javaPlain, Runtime.getRuntime().availableProcessors(), gpuEroded / javaEroded);
        err.printf("bench-gen: the GPU's own time in the batched passes (timer queries, without the read and the copy), "
                + "as samples/s: with gradient %.3g / %.3g, heights only %.3g / %.3g%n",
                passEroded, passPlain, passHeightsEroded, passHeightsPlain);
        err.printf("bench-gen: heights only with the gully filter / without it: %.3g / %.3g samples/s (the filter's cost %+.1f %%)%n",
                heightsEroded, heightsNoGullies, 100 * (heightsNoGullies / heightsEroded - 1));
        err.printf("bench-gen: thermal erosion, %d steps a run on %d x %d samples: GPU %.3g cell-steps/s (with the upload "
                + "and the read), Java %.3g (one thread, as a builder runs it)%n",
                THERMAL_STEPS, TILE_SIZE, TILE_SIZE, run.thermalCellSteps(), javaThermal);
        err.printf("bench-gen: on the GPU on %d x %d samples, %d steps a run: thermal erosion %.3g cell-steps/s, hydraulic "
                + "%.3g; hydraulic in Java on %d x %d samples: %.3g (one thread)%n", THERMAL_GRID, THERMAL_GRID, THERMAL_STEPS,
                run.thermalGridCellSteps(), run.hydraulicGridCellSteps(), TILE_SIZE, TILE_SIZE, javaHydraulic);
        err.printf("bench-gen: the stream's erosion field of a level-2 tile, hydraulic then thermal (Java, one thread, %d "
                + "neighbours two rows deep): %.1f ms each%n", EROSION_FIELDS, erosionFieldMs);
        err.printf("bench-gen: the stream's drainage fields of a level-%d tile (%d in a row, a fresh world, every layer: the "
                + "lattices' heights and the windows' floods): %.1f ms each%n", DRAINAGE_LEVEL, DRAINAGE_TILES, drainageTileMs);
        err.printf("bench-gen: GPU against Java on %d tiles out to %.0f m: heights within %.2g of the height scale; "
                + "%d shared edge samples differ between neighbouring tiles, %d heights between the stream's pass and the batch's%n",
                parity.tiles(), parity.farthestOrigin(), parity.maxError(), parity.edgeSamplesDiffering(),
                parity.streamSamplesDiffering());
        out.println(new JsonWriter()
                .put("gpu_eroded_sps", Math.round(gpuEroded))
                .put("gpu_plain_sps", Math.round(gpuPlain))
                .put("gpu_heights_eroded_sps", Math.round(heightsEroded))
                .put("gpu_heights_plain_sps", Math.round(heightsPlain))
                .put("gpu_heights_no_gullies_sps", Math.round(heightsNoGullies))
                .put("gpu_latency_eroded_sps", Math.round(latency))
                .put("gpu_pass_eroded_sps", Math.round(passEroded))
                .put("gpu_pass_plain_sps", Math.round(passPlain))
                .put("gpu_pass_heights_eroded_sps", Math.round(passHeightsEroded))
                .put("gpu_pass_heights_plain_sps", Math.round(passHeightsPlain))
                .put("gpu_pass_heights_no_gullies_sps", Math.round(passHeightsNoGullies))
                .put("gpu_tiles_per_pass", perPass)
                .put("gpu_batches_in_flight", BATCHES_IN_FLIGHT)
                .put("java_eroded_sps", Math.round(javaEroded))
                .put("java_plain_sps", Math.round(javaPlain))
                .put("thermal_gpu_cell_steps_per_s", Math.round(run.thermalCellSteps()))
                .put("thermal_java_cell_steps_per_s", Math.round(javaThermal))
                .put("thermal_gpu_grid_cell_steps_per_s", Math.round(run.thermalGridCellSteps()))
                .put("hydraulic_gpu_grid_cell_steps_per_s", Math.round(run.hydraulicGridCellSteps()))
                .put("hydraulic_java_cell_steps_per_s", Math.round(javaHydraulic))
                .put("erosion_field_ms", erosionFieldMs)
                .put("drainage_tile_ms", drainageTileMs)
                .put("tile_vertices", (long) TILE_SIZE * TILE_SIZE)
                .put("gl_renderer", renderer)
                .put("gl_api", glApi)
                .put("parity_max_error", parity.maxError())
                .put("parity_edge_samples_differing", parity.edgeSamplesDiffering())
                .put("parity_stream_samples_differing", parity.streamSamplesDiffering())
                .put("parity_tiles", parity.tiles())
                .put("parity_farthest_m", parity.farthestOrigin())
                .put("preset", preset.name())
                .put("seconds_per_measurement", seconds)
                .put("java_threads", Runtime.getRuntime().availableProcessors())
                .toCompactJson());
        return 0;
    }

    /**
     * Samples per second of each of {@code passes}, {@code seconds} of each in all, in turns of
     * at most {@link #TURN_SECONDS}: a shared machine's speed drifts over seconds by as much as
     * erosion costs, and taking turns lays the drift on every pass alike. On llvmpipe, measured one
     * after the other, one jar's heights-only erosion cost read 0.95-1.49x from run to run, and
     * the same pass twice up to 5 % apart; in turns, 1.29-1.31x and 0.2 %. Each turn starts with
     * none in flight and ends drained, so it counts whole batches.
     */
    private static double[] measureInTurns(List<Batches> passes, double seconds) {
        int turns = (int) Math.ceil(seconds / TURN_SECONDS);
        long budget = (long) (seconds / turns * 1e9);
        long[] tiles = new long[passes.size()], nanos = new long[passes.size()];
        for (Batches pass : passes) {
            pass.getAsInt(); // warm-up: shader compile, JIT
            pass.drain();
        }
        for (int turn = 0; turn < turns; turn++) {
            for (int i = 0; i < passes.size(); i++) {
                Batches pass = passes.get(i);
                long start = System.nanoTime();
                tiles[i] += stepFor(pass, budget) + pass.drain();
                nanos[i] += System.nanoTime() - start;
            }
        }
        double[] samplesPerSecond = new double[passes.size()];
        for (int i = 0; i < passes.size(); i++) {
            samplesPerSecond[i] = tiles[i] * (double) TILE_SIZE * TILE_SIZE / (nanos[i] / 1e9);
        }
        return samplesPerSecond;
    }

    /**
     * Milliseconds a level-2 tile's erosion field takes on one thread, as the stream makes them: a
     * patch of neighbours of a fresh world's fields, two rows deep, which share their blocks; NaN where
     * the preset has no hydraulic or thermal erosion.
     */
    private static double erosionFieldMs(TerrainFunction terrain) {
        ErosionFields fields = ErosionFields.of(terrain, TileLayout.standard(8000), null);
        if (fields == null) {
            return Double.NaN;
        }
        long start = System.nanoTime();
        for (int t = 0; t < EROSION_FIELDS; t++) {
            fields.get(new TileKey(ErosionFields.LEVEL, t >> 1, 2 + (t & 1)));
        }
        return (System.nanoTime() - start) / 1e6 / EROSION_FIELDS;
    }

    /**
     * Milliseconds the drainage fields of a row of tiles of {@link #DRAINAGE_LEVEL} take, a tile,
     * in a fresh world: every layer's lattice heights and windows' floods (on their own threads);
     * NaN where the preset fills no basins.
     */
    private static double drainageTileMs(TerrainFunction terrain) {
        TileLayout layout = TileLayout.standard(32_000);
        DrainageFields fields = DrainageFields.of(terrain, layout);
        if (fields == null) {
            return Double.NaN;
        }
        long start = System.nanoTime();
        for (int t = 0; t < DRAINAGE_TILES; t++) {
            for (DrainageFields layer = fields; layer != null; layer = layer.coarser()) {
                layer.get(new TileKey(DRAINAGE_LEVEL, t, 0));
            }
        }
        return (System.nanoTime() - start) / 1e6 / DRAINAGE_TILES;
    }

    private static double measure(IntSupplier step, double seconds) {
        step.getAsInt();
        long start = System.nanoTime();
        long tiles = stepFor(step, (long) (seconds * 1e9));
        long elapsed = System.nanoTime() - start;
        return tiles * (double) TILE_SIZE * TILE_SIZE / (elapsed / 1e9);
    }

    /** Runs {@code step} until {@code nanos} have passed (at least once); returns the tiles it finished. */
    private static long stepFor(IntSupplier step, long nanos) {
        long start = System.nanoTime();
        long tiles = 0;
        do {
            tiles += step.getAsInt();
        } while (System.nanoTime() - start < nanos);
        return tiles;
    }

    /**
     * What the GPU measured: the exactness check, the tiles a pass, then samples per second of the
     * batched passes (gradient eroded and plain, heights only eroded, plain and without the gully
     * filter) end to end and against the GPU's own time in them, and of one tile a pass; thermal
     * erosion's cell-steps per second on a tile's grid and on a larger one, and hydraulic erosion's on the larger one.
     */
    private record GpuRun(ParityCheck.Result parity, int perPass, double[] batched, double[] passTime, double latency,
            double thermalCellSteps, double thermalGridCellSteps, double hydraulicGridCellSteps) {
    }

    /** Fresh tiles, marching east: no two grids alike. */
    private static final class TileMarch {
        private long next;

        SampleGrid next() {
            return new SampleGrid(next++ * (TILE_SIZE - 1) * SPACING, 0, SPACING, TILE_SIZE);
        }
    }

    /**
     * Batches of {@code perPass} tiles, {@link #BATCHES_IN_FLIGHT} on the GPU at once: each step
     * tops the queue up, then takes the oldest batch, so the GPU computes and copies the next ones
     * while the CPU copies that one out.
     */
    private static final class Batches implements IntSupplier {
        private final GpuTileGenerator gpu;
        private final TerrainFunction terrain;
        private final boolean heightOnly;
        private final int perPass;
        private final TileMarch march;
        private final Deque<BatchReadback> inFlight = new ArrayDeque<>();
        /** Tiles taken and the GPU's time in their passes. */
        private long tilesTaken;
        private double gpuMs;

        Batches(GpuTileGenerator gpu, TerrainFunction terrain, boolean heightOnly, int perPass, TileMarch march) {
            this.gpu = gpu;
            this.terrain = terrain;
            this.heightOnly = heightOnly;
            this.perPass = perPass;
            this.march = march;
        }

        @Override
        public int getAsInt() {
            while (inFlight.size() < BATCHES_IN_FLIGHT) {
                List<SampleGrid> grids = new ArrayList<>(perPass);
                for (int t = 0; t < perPass; t++) {
                    grids.add(march.next());
                }
                inFlight.add(gpu.startBatch(terrain, grids, heightOnly));
            }
            return takeOldest();
        }

        /** Takes the batches still in flight; returns their tiles. */
        int drain() {
            int tiles = 0;
            while (!inFlight.isEmpty()) {
                tiles += takeOldest();
            }
            return tiles;
        }

        private int takeOldest() {
            BatchReadback batch = inFlight.poll();
            int tiles = batch.take().size();
            tilesTaken += tiles;
            gpuMs += batch.gpuMs();
            return tiles;
        }

        /** Samples per second of the GPU's own time in the passes taken (the warm-up's too): what it could give if reading and copying kept up. */
        double gpuSamplesPerSecond() {
            return tilesTaken * (double) TILE_SIZE * TILE_SIZE / (gpuMs * 1e-3);
        }
    }
}
