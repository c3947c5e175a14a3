package org.seedscape.erosion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * Drainage at the scale of mountains in the streamed world: closed basins filled with sediment to
 * plains whose water runs on, a pure function of position. The terrain is sampled on a lattice of
 * {@link #LEVEL}'s samples (256 m); the lattice is covered by square windows of twice
 * {@code stride} cells, {@code stride} apart (a window's corner on every {@code stride}-th lattice
 * sample), and in each window a priority flood ({@link BasinFill}) finds the level water would
 * stand at with the window's edge and the sea as outlets, rising {@code plainSlope} a metre away
 * from them. A lattice sample's level blends its windows' levels, weighted by tents that are 1 at a
 * window's centre and 0 at its edge, leaning to the highest (a window's edge lets a basin drain
 * where it may not: a flood only errs low), so the blend is continuous. Every tile of
 * every level reads the blend bilinearly ({@link DrainageField}) and raises the ground below the
 * plain to it. Windows are flooded, and tiles' fields made, on threads of their own, once each;
 * tiles wait for theirs.
 * Thread-safe.
 */
public final class DrainageFields {
    /** The lattice: samples of level 8, 256 m apart, the stream's coarsest tiles' at a 32 km view. */
    public static final int LEVEL = 8;
    /**
     * Metres a lattice sample's filled level must stand over the ground for the sample to count
     * fully as basin (the gate): shallower fills, from windows that half see a basin, fade out.
     */
    static final float GATE_DEPTH = 1f;
    /** Metres by which the blend of windows leans to the highest flood ({@link #blendedLevel}). */
    static final double LEAN = 4;
    /** Windows kept: 66 KB each at the standard layout's 129 x 129 samples. */
    static final int KEPT_WINDOWS = 256;
    /** Tiles' fields kept: up to 38 KB each (a coarsest tile's). */
    static final int KEPT_FIELDS = 1024;
    /**
     * All cores, below normal priority: every tile waits for its windows, so they come first
     * while the world loads (the builders have little to do before the first tiles are generated).
     */
    private static final ExecutorService THREADS = Executors.newFixedThreadPool(
            Runtime.getRuntime().availableProcessors(), r -> {
                Thread t = new Thread(r, "drainage-window");
                t.setDaemon(true);
                t.setPriority(Thread.NORM_PRIORITY - 1);
                return t;
            });
    private final TileLayout layout;
    private final double spacing;
    private final int stride;
    private final float fill;
    private final float rise;
    private final double seaLevel;
    /** The terrain's heights on the lattice, in blocks of a window's stride. */
    private final HeightBlocks heights;
    private final Map<Long, CompletableFuture<float[]>> windows = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, CompletableFuture<float[]>> eldest) {
            return size() > KEPT_WINDOWS;
        }
    };
    private final Map<TileKey, CompletableFuture<DrainageField>> tileFields = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<TileKey, CompletableFuture<DrainageField>> eldest) {
            return size() > KEPT_FIELDS;
        }
    };

    private DrainageFields(TerrainFunction terrain, TileLayout layout) {
        TerrainParams params = terrain.params();
        this.layout = layout;
        this.spacing = layout.spacing(LEVEL);
        this.stride = layout.cells();
        this.fill = (float) params.get(PresetKey.BASIN_FILL);
        this.rise = (float) (params.get(PresetKey.PLAIN_SLOPE) * spacing);
        this.seaLevel = params.seaLevel();
        this.heights = new HeightBlocks(terrain, stride, spacing, null);
    }

    /** The drainage of a world, or null where it fills no basins ({@code basinFill} 0). */
    public static DrainageFields of(TerrainFunction terrain, TileLayout layout) {
        return terrain.params().get(PresetKey.BASIN_FILL) > 0 ? new DrainageFields(terrain, layout) : null;
    }

    /** A tile's field over its generation grid if it is made; else null, and it is being made. Never waits. */
    public DrainageField poll(TileKey tile) {
        CompletableFuture<DrainageField> f = fieldFuture(tile);
        return f.isDone() ? f.join() : null;
    }

    /** A tile's field over its generation grid, waiting for it. */
    public DrainageField get(TileKey tile) {
        return fieldFuture(tile).join();
    }

    /** A tile's field, made on the windows' threads once its windows are flooded (a coarsest tile's takes tens of milliseconds). */
    private synchronized CompletableFuture<DrainageField> fieldFuture(TileKey tile) {
        return tileFields.computeIfAbsent(tile, k -> {
            SampleGrid grid = layout.generationGrid(k);
            return CompletableFuture.allOf(windowsOf(fieldGridOver(grid)).stream().map(Window::levels)
                            .toArray(CompletableFuture[]::new))
                    .thenApplyAsync(done -> over(grid), THREADS);
        });
    }

    /**
     * The field over any grid, waiting for its windows: on the grid itself where that is a
     * coarser one on the lattice (the coarsest tiles'), else on the lattice samples around it.
     */
    public DrainageField over(SampleGrid any) {
        SampleGrid g = fieldGridOver(any);
        Map<Long, float[]> floods = new HashMap<>();
        windowsOf(g).forEach(w -> floods.put(w.key(), w.levels().join()));
        int n = g.size();
        float[] level = new float[n * n], gate = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                long li = Math.round(g.x(i) / spacing), lj = Math.round(g.z(j) / spacing);
                float h0 = ThermalErosion.toMetres(heights.at(li, lj));
                float depth = fill * (blendedLevel(floods, li, lj) - h0);
                level[i + j * n] = h0 + depth;
                gate[i + j * n] = Math.min(Math.max(depth / GATE_DEPTH, 0f), 1f);
            }
        }
        return new DrainageField(g, level, gate);
    }

    /** Raises heights over any grid (row-major) to the plains, as the tiles draw them (export, the talus fields' heights). */
    public void liftOn(SampleGrid any, float[] h) {
        over(any).liftAll(any, h);
    }

    /** The height {@code h} at a point raised to the plain. Waits for the windows. */
    public float liftAt(double x, double z, float h) {
        SampleGrid cell = new SampleGrid(Math.floor(x / spacing) * spacing, Math.floor(z / spacing) * spacing, spacing, 2);
        return over(cell).lift(h, x, z);
    }

    /** Metres between the lattice's samples. */
    public double spacing() {
        return spacing;
    }

    /** Where a grid's field lies: the grid itself where it is on the lattice and no finer, else the lattice samples around it. */
    SampleGrid fieldGridOver(SampleGrid g) {
        double ratio = g.spacing() / spacing;
        if (ratio >= 1 && ratio == Math.scalb(1.0, Math.getExponent(ratio))
                && g.originX() % spacing == 0 && g.originZ() % spacing == 0) {
            return g;
        }
        double x0 = Math.floor(g.originX() / spacing) * spacing, z0 = Math.floor(g.originZ() / spacing) * spacing;
        int size = (int) Math.ceil((Math.max(g.originX() - x0, g.originZ() - z0) + g.extent()) / spacing) + 1;
        return new SampleGrid(x0, z0, spacing, Math.max(size, 2));
    }

    /**
     * The level at lattice sample (i, j) from its windows' floods, weighted by their tents and
     * leaning to the highest by {@link #LEAN} metres: a window's edge is an outlet only it has, so
     * its flood can only stand lower than the truth, never higher; the one that sees more of a
     * basin's rim stands higher, and the lean lets it win while its tent, going to 0 at its edge,
     * keeps the blend continuous. Java only (the tiles read the result), so the exponential is
     * StrictMath's: the same bits on every machine.
     */
    private float blendedLevel(Map<Long, float[]> floods, long i, long j) {
        long ai = Math.floorDiv(i, stride), aj = Math.floorDiv(j, stride);
        int ri = (int) (i - ai * stride), rj = (int) (j - aj * stride), side = 2 * stride + 1;
        double[] w = new double[4], l = new double[4];
        double highest = Double.NEGATIVE_INFINITY;
        for (int b = -1; b <= 0; b++) {
            for (int a = -1; a <= 0; a++) {
                int k = (a + 1) + 2 * (b + 1);
                w[k] = (a == 0 ? ri : stride - ri) * (double) (b == 0 ? rj : stride - rj);
                if (w[k] > 0) {
                    long wi = ai + a, wj = aj + b;
                    l[k] = floods.get(windowKey(wi, wj))[(int) (i - wi * stride) + (int) (j - wj * stride) * side];
                    highest = Math.max(highest, l[k]);
                }
            }
        }
        double sum = 0, weight = 0;
        for (int k = 0; k < 4; k++) {
            if (w[k] > 0) {
                double lean = w[k] * StrictMath.exp((l[k] - highest) / LEAN);
                sum += lean * l[k];
                weight += lean;
            }
        }
        return (float) (sum / weight);
    }

    /** The windows a field grid's samples read (those whose weight there is not 0), started if they were not. */
    private List<Window> windowsOf(SampleGrid g) {
        long i0 = Math.round(g.originX() / spacing), j0 = Math.round(g.originZ() / spacing);
        long i1 = Math.round((g.originX() + g.extent()) / spacing), j1 = Math.round((g.originZ() + g.extent()) / spacing);
        // Sample i reads window floorDiv(i, stride) - 1, and the next one unless it lies on that one's corner.
        List<Window> out = new ArrayList<>();
        for (long wj = Math.floorDiv(j0, stride) - 1; wj <= Math.floorDiv(j1 - 1, stride); wj++) {
            for (long wi = Math.floorDiv(i0, stride) - 1; wi <= Math.floorDiv(i1 - 1, stride); wi++) {
                out.add(new Window(windowKey(wi, wj), windowFuture(wi, wj)));
            }
        }
        return out;
    }

    /** A window's key and its flood, coming. */
    private record Window(long key, CompletableFuture<float[]> levels) {
    }

    private static long windowKey(long wi, long wj) {
        return (wi << 32) | (wj & 0xffffffffL);
    }

    private synchronized CompletableFuture<float[]> windowFuture(long wi, long wj) {
        return windows.computeIfAbsent(windowKey(wi, wj), k -> CompletableFuture.supplyAsync(() -> flood(wi, wj), THREADS));
    }

    /** Window (wi, wj)'s water levels: a flood over its lattice samples, its edge and the sea the outlets. */
    private float[] flood(long wi, long wj) {
        int side = 2 * stride + 1;
        int[] units = heights.square(wi * stride, wj * stride, side);
        float[] h = new float[units.length];
        for (int k = 0; k < h.length; k++) {
            h[k] = ThermalErosion.toMetres(units[k]);
        }
        return BasinFill.of(h, side, seaLevel, rise).level();
    }
}
