package org.seedscape.erosion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.stamp.StampLayer;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;
import org.seedscape.landform.ThermalErosion;

/**
 * Drainage at the scale of mountains in the streamed world: closed basins cut through and filled
 * with sediment, so that their water runs on, a pure function of position. One layer per lattice
 * ({@link #LEVELS}, coarsest first, each on the ground the coarser ones changed): the terrain is
 * sampled on the lattice, which is covered by square windows of twice {@code stride} cells,
 * {@code stride} apart, with the window's edge and the sea as outlets. In each window a share
 * ({@code basinBreach}) of each basin's depth is cut through its rim ({@link BasinCarve}: a
 * channel falling {@code plainSlope} from its floor out, walls up to {@link #WALLS_OVER_TALUS}
 * degrees steeper than {@code talusAngle}),
 * then a priority flood ({@link BasinFill}) finds the level water would stand at on the cut
 * ground, rising {@code plainSlope} across a basin toward where it spills. A lattice sample's
 * values blend its windows', weighted by tents that are 1 at a window's centre and 0 at its edge,
 * so the blend is continuous; floods lean to the highest (a window's edge lets a basin drain
 * where it may not: a flood only errs low); a sample beside a basin takes the basin's plain (its
 * shore). Tiles read the lattice ({@link DrainageField}), lower the ground by the cut and raise
 * the ground below a plain to it. Windows are flooded, and tiles' fields made, on threads of their own, once
 * each; tiles wait for theirs. Thread-safe.
 */
public final class DrainageFields {
    /**
     * The lattices, coarsest first: samples of level 8, 256 m apart (the stream's coarsest tiles'
     * at a 32 km view), which find the basins that spill far away; then of level 7, 128 m apart,
     * on the ground the first has raised, which find the basins between its samples. Windows are
     * 32 km wide in both. Every tile draws the first; tiles of level 7 or finer draw the second too.
     */
    public static final int[] LEVELS = {8, 7};
    /**
     * Metres a lattice sample's filled level must stand over the ground for the sample to count
     * fully as basin (the gate): shallower fills, from windows that half see a basin, fade out.
     */
    static final float GATE_DEPTH = 1f;
    /**
     * Degrees by which a cut valley's walls may be steeper than the talus angle, on the lattice.
     * Alpine (talus 35 degrees), over 30 km at 75 m and 4 km at 2 m: walls at the talus angle took
     * 1.2 km off the peaks beside the deepest cuts (highest 4188 -> 2994 m) and left 5.2 % of the
     * land closed; at 40 degrees, 3351 m, 5.0 %, and the slope histogram at 4 m peaks at 36-38
     * degrees, the thermal pass's talus; at 42 degrees and steeper (3475 m, 4.7 %; 50 degrees:
     * 3917 m, 4.1 %) the walls themselves make the peak (44-46, 50-52 degrees).
     */
    static final double WALLS_OVER_TALUS = 5;
    /** Metres by which the blend of windows leans to the highest flood ({@link #blended}). */
    static final double LEAN = 4;
    /**
     * Windows' samples kept, a layer: 32 MB (127 windows of 257 x 257 samples at level 7, 504 of
     * 129 x 129 at level 8 where basins are only filled, a third as many where they are cut).
     */
    static final int KEPT_WINDOW_SAMPLES = 8 << 20;
    /** Tiles' fields kept: up to 38 KB each (a coarsest tile's). */
    static final int KEPT_FIELDS = 1024;
    /**
     * All cores, below normal priority: every tile waits for its windows, so they come first
     * while the world loads (the builders have little to do before the first tiles are generated).
     */
    private static final ExecutorService THREADS = Executors.newFixedThreadPool(
            Runtime.getRuntime().availableProcessors(), r -> new OwnThread(r, "drainage-window"));
    /**
     * Tiles' fields, on a thread of their own: on the windows' threads they queued behind every
     * block of heights asked for since their windows were, the coarsest tiles' too.
     */
    private static final ExecutorService FIELD_THREADS = Executors.newSingleThreadExecutor(r -> new OwnThread(r, "drainage-field"));

    /** The threads that flood windows and make fields, below normal priority. */
    private static final class OwnThread extends Thread {
        OwnThread(Runnable r, String name) {
            super(r, name);
            setDaemon(true);
            setPriority(Thread.NORM_PRIORITY - 1);
        }
    }

    /**
     * Whether the caller should do work it needs that is not done yet itself rather than wait for
     * it: on the drainage threads, since waiting there for work queued behind them could wait for
     * ever (they raise a finer layer's ground by a coarser one's); elsewhere (a point query on
     * the render thread, the talus threads) waiting lets every core work on it.
     */
    static boolean workHere() {
        return Thread.currentThread() instanceof OwnThread;
    }
    private final TileLayout layout;
    private final int level;
    /** The coarser layer whose raised ground this one floods, or null for the coarsest. */
    private final DrainageFields coarser;
    private final double spacing;
    /** Lattice cells between windows' corners: a window is twice as wide. */
    private final int stride;
    /**
     * Lattice samples by which this layer's windows lie off the coarsest layer's: half a stride in
     * the finer layer of a world that cuts, so its windows hold whole the basins the coarser one
     * cut only in part, where its windows met and disagreed (alpine, walls at 45 degrees: 7.9 % closed
     * without, 3.8 % with); 0 where basins are only filled (shifted, the alpine world filled kept
     * a third of its basins closed, against a fifth).
     */
    private final int shift;
    private final float fill;
    private final float rise;
    private final double seaLevel;
    /** The terrain's heights on the lattice (raised by the coarser layers), in blocks of a tile's cells. */
    private final HeightBlocks heights;
    /** The stamps whose valleys the fill may leave (their share of the rise), or null. */
    private final StampLayer stamps;
    private final float breach;
    /** Metres a cut's wall may rise from one lattice sample to the next ({@link #WALLS_OVER_TALUS}). */
    private final float wallRise;
    private final Map<Long, CompletableFuture<WindowFlood>> windows;
    private final Map<TileKey, CompletableFuture<DrainageField>> tileFields = new RecentMap<>(KEPT_FIELDS);

    private DrainageFields(TerrainFunction terrain, TileLayout layout, int level, DrainageFields coarser) {
        this(terrain, layout, level, coarser, new HeightBlocks(terrain, layout.cells(), layout.spacing(level), coarser));
    }

    private DrainageFields(TerrainFunction terrain, TileLayout layout, int level, DrainageFields coarser, HeightBlocks heights) {
        TerrainParams params = terrain.params();
        this.layout = layout;
        this.level = level;
        this.coarser = coarser;
        this.spacing = layout.spacing(level);
        // Every layer's windows as wide in metres as the coarsest's: narrower ones let a basin whose
        // water leaves far away drain over their edges (the alpine world kept 24 % of its land
        // closed with windows half as wide at level 7, 7 % with these).
        this.stride = layout.cells() << (LEVELS[0] - level);
        this.fill = (float) params.get(PresetKey.BASIN_FILL);
        this.breach = (float) params.get(PresetKey.BASIN_BREACH);
        this.shift = breach > 0 && level != LEVELS[0] ? stride / 2 : 0;
        int arrays = breach > 0 ? 3 : 1;
        this.windows = new RecentMap<>(Math.max(16, KEPT_WINDOW_SAMPLES / (arrays * (2 * stride + 1) * (2 * stride + 1))));
        this.rise = (float) (params.get(PresetKey.PLAIN_SLOPE) * spacing);
        this.wallRise = (float) (StrictMath.tan(StrictMath.toRadians(params.get(PresetKey.TALUS_ANGLE) + WALLS_OVER_TALUS)) * spacing);
        this.seaLevel = params.seaLevel();
        this.heights = heights;
        this.stamps = terrain.stamps();
    }

    /** The share of the rise at a world point: 1, but in a stamp that keeps its valleys ({@code StampLayer.fillShare}). */
    public float shareAt(double x, double z) {
        return stamps == null ? 1f : (float) stamps.fillShare(x, z);
    }

    /**
     * The drainage of a world: its finest layer, which holds the coarser ones ({@link #coarser()});
     * null where it neither cuts nor fills basins ({@code basinBreach} and {@code basinFill} 0).
     */
    public static DrainageFields of(TerrainFunction terrain, TileLayout layout) {
        if (!terrain.params().drainsBasins()) {
            return null;
        }
        DrainageFields layer = null;
        for (int level : LEVELS) {
            layer = new DrainageFields(terrain, layout, level, layer);
        }
        return layer;
    }

    /**
     * What an edit does to the drainage: the layers of the edited world and the box (min x, min z,
     * max x, max z) outside which every tile's drainage field stays the same bits, or null where
     * none changes.
     */
    public record Edited(DrainageFields layers, double[] changed) {
    }

    /**
     * These layers for an edited world that gives the same heights outside {@code box} (min x, min
     * z, max x, max z), keeping what the edit leaves as it was, coarsest layer first: the blocks of
     * heights and the windows that lie outside the box (widened by where a coarser layer's plains
     * changed); the windows that reach into it are flooded again (waiting for them: a worker's
     * job, tenths of a second) and their floods compared with this world's sample by sample, and
     * the heights inside the box ({@link #changedPlains}); tiles' fields outside the samples that
     * changed (and two samples round them: the shore and the fields' reads) are kept.
     */
    public Edited afterEdit(TerrainFunction edited, double[] box) {
        Edited below = coarser == null ? null : coarser.afterEdit(edited, box);
        DrainageFields newCoarser = below == null ? null : below.layers();
        double[] heightsChanged = Boxes.union(box, below == null ? null : below.changed());
        DrainageFields out = new DrainageFields(edited, layout, level, newCoarser, heights.carriedTo(edited, newCoarser, heightsChanged));
        long[] reflooded;
        synchronized (this) {
            reflooded = windowRange(heightsChanged);
            windows.forEach((key, flood) -> {
                long wi = key >> 32, wj = (int) (long) key;
                if (wi < reflooded[0] || wi > reflooded[2] || wj < reflooded[1] || wj > reflooded[3]) {
                    out.windows.put(key, flood);
                }
            });
        }
        double[] changed = changedPlains(out, heightsChanged, reflooded);
        List<TileKey> remade = new ArrayList<>();
        synchronized (this) {
            tileFields.forEach((tile, field) -> {
                SampleGrid g = fieldGridOver(layout.generationGrid(tile));
                if (changed == null || !Boxes.meet(changed, g.originX(), g.originZ(), g.originX() + g.extent(), g.originZ() + g.extent())) {
                    out.tileFields.put(tile, field);
                } else if (tile.level() == level) {
                    remade.add(tile);
                }
            });
        }
        // The fields of this layer's own level the edit changed, made now: the stream's selection
        // reads them under the camera every frame, and without them would measure the camera's
        // height over the unraised ground for a while and choose other tiles.
        remade.forEach(out::get);
        return new Edited(out, changed);
    }

    /** The windows (first wi, first wj, last wi, last wj) whose lattice samples reach into a box. */
    private long[] windowRange(double[] box) {
        long i0 = (long) Math.ceil(box[0] / spacing) - shift, j0 = (long) Math.ceil(box[1] / spacing) - shift;
        long i1 = (long) Math.floor(box[2] / spacing) - shift, j1 = (long) Math.floor(box[3] / spacing) - shift;
        // Window w covers lattice samples w stride + shift to (w + 2) stride + shift: sample i + shift
        // lies in windows ceil(i / stride) - 2 to floor(i / stride).
        return new long[] {-Math.floorDiv(-i0, stride) - 2, -Math.floorDiv(-j0, stride) - 2, Math.floorDiv(i1, stride),
                Math.floorDiv(j1, stride)};
    }

    /**
     * The box of the lattice samples whose plain or gate may differ between this layer and {@code
     * other}, its edited self, widened by two samples (the shore and a field's reads), or null: those
     * whose height differs inside {@code heightsChanged}, and those whose flood differs in a window
     * of {@code reflooded} (a sample's plain and gate come from its height and its windows' floods
     * alone). The floods are waited for, the edited ones made on every core.
     */
    private double[] changedPlains(DrainageFields other, double[] heightsChanged, long[] reflooded) {
        double[] changed = null;
        for (long j = (long) Math.ceil(heightsChanged[1] / spacing); j * spacing <= heightsChanged[3]; j++) {
            for (long i = (long) Math.ceil(heightsChanged[0] / spacing); i * spacing <= heightsChanged[2]; i++) {
                if (heights.at(i, j) != other.heights.at(i, j)) {
                    changed = Boxes.union(changed, around(i, j));
                }
            }
        }
        List<long[]> keys = new ArrayList<>();
        List<CompletableFuture<WindowFlood>> mine = new ArrayList<>(), theirs = new ArrayList<>();
        for (long wj = reflooded[1]; wj <= reflooded[3]; wj++) {
            for (long wi = reflooded[0]; wi <= reflooded[2]; wi++) {
                keys.add(new long[] {wi, wj});
                mine.add(windowFuture(wi, wj));
                theirs.add(other.windowFuture(wi, wj));
            }
        }
        int side = 2 * stride + 1;
        for (int w = 0; w < keys.size(); w++) {
            WindowFlood a = new Window(this, keys.get(w)[0], keys.get(w)[1], 0, mine.get(w)).now();
            WindowFlood b = new Window(other, keys.get(w)[0], keys.get(w)[1], 0, theirs.get(w)).now();
            for (int k = 0; k < a.level().length; k++) {
                if (!a.sameAt(b, k)) {
                    changed = Boxes.union(changed, around(keys.get(w)[0] * stride + shift + k % side,
                            keys.get(w)[1] * stride + shift + k / side));
                }
            }
        }
        return changed;
    }

    /** The box two lattice samples round sample (i, j). */
    private double[] around(long i, long j) {
        double x = i * spacing, z = j * spacing, margin = 2 * spacing;
        return new double[] {x - margin, z - margin, x + margin, z + margin};
    }

    /** The level whose samples are this layer's lattice. */
    public int level() {
        return level;
    }

    /** The coarser layer under this one, or null. */
    public DrainageFields coarser() {
        return coarser;
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

    /** A tile's field, made on {@link #FIELD_THREADS} once its windows are flooded (a coarsest tile's takes tens of milliseconds). */
    private synchronized CompletableFuture<DrainageField> fieldFuture(TileKey tile) {
        return tileFields.computeIfAbsent(tile, k -> {
            SampleGrid grid = layout.generationGrid(k);
            return CompletableFuture.allOf(windowsOf(fieldGridOver(grid)).stream().map(Window::levels)
                            .toArray(CompletableFuture[]::new))
                    .thenApplyAsync(done -> over(grid), FIELD_THREADS);
        });
    }

    /**
     * The field over any grid, waiting for its windows: on the grid itself where that is a
     * coarser one on the lattice (the coarsest tiles'), else on the lattice samples around it.
     */
    public DrainageField over(SampleGrid any) {
        SampleGrid g = fieldGridOver(any);
        Map<Long, WindowFlood> floods = new HashMap<>();
        windowsOf(g).forEach(w -> floods.put(w.key(), w.now()));
        int n = g.size();
        float[] level = new float[n * n], gate = new float[n * n];
        float[] cut = breach > 0 ? new float[n * n] : null, bed = breach > 0 ? new float[n * n] : null;
        Map<Long, float[]> basins = new HashMap<>();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                long li = Math.round(g.x(i) / spacing), lj = Math.round(g.z(j) / spacing);
                float[] own = basin(floods, basins, li, lj);
                level[i + j * n] = own[0];
                gate[i + j * n] = own[1];
                if (cut != null) {
                    cut[i + j * n] = own[2];
                    bed[i + j * n] = own[3];
                }
                if (own[1] < 1) {
                    // The shore: a lattice sample beside a basin takes the lowest plain beside it, fully,
                    // so the ground between them that lies below that plain is raised all the way (a
                    // gate fading across the cell raised a valley's floor part way and dammed it).
                    float shore = Float.POSITIVE_INFINITY;
                    for (int dj = -1; dj <= 1; dj++) {
                        for (int di = -1; di <= 1; di++) {
                            float[] b = basin(floods, basins, li + di, lj + dj);
                            shore = b[1] == 1 ? Math.min(shore, b[0]) : shore;
                        }
                    }
                    if (shore < own[0]) {
                        level[i + j * n] = shore;
                        gate[i + j * n] = 1;
                    }
                }
            }
        }
        return new DrainageField(g, level, gate, cut, bed);
    }

    /**
     * Lattice sample (i, j)'s plain, gate, cut and bed before the shore is drawn, kept in {@code
     * done}. A channel's bed is its plain, the gate 1 there.
     */
    private float[] basin(Map<Long, WindowFlood> floods, Map<Long, float[]> done, long i, long j) {
        return done.computeIfAbsent(windowKey(i, j), k -> {
            float h0 = ThermalErosion.toMetres(heights.at(i, j));
            float carved = h0, cut = 0, bed = 0;
            if (breach > 0) {
                carved = Math.min(h0, blended(floods, WindowFlood::carved, i, j, false));
                cut = h0 - carved;
                // Beds on the finer lattice only: the coarsest one's were canals 500 m wide with square bends.
                bed = coarser == null ? 0 : blended(floods, WindowFlood::channel, i, j, false);
            }
            float depth = fill > 0 ? fill * (blended(floods, WindowFlood::level, i, j, true) - carved) : 0;
            float gate = Math.max(Math.min(Math.max(depth / GATE_DEPTH, 0f), 1f), bed);
            return new float[] {carved + depth, gate, cut, bed};
        });
    }

    /**
     * Raises heights over any grid (row-major) to the plains of this layer and every coarser one,
     * coarsest first, as the finest tiles draw them (the erosion fields' heights, the next layer's).
     */
    public void liftOn(SampleGrid any, float[] h) {
        if (coarser != null) {
            coarser.liftOn(any, h);
        }
        liftOnThisLayer(any, h);
    }

    /** Raises heights over any grid (row-major) to this layer's plains alone. */
    public void liftOnThisLayer(SampleGrid any, float[] h) {
        over(any).liftAll(any, h, this::shareAt);
    }

    /** The height {@code h} at a point raised to the plains of this layer and every coarser one. Waits for the windows. */
    public float liftAt(double x, double z, float h) {
        float below = coarser == null ? h : coarser.liftAt(x, z, h);
        // The cell round the point and the samples a smooth read of the cuts takes beside it.
        double before = padBefore() * spacing;
        SampleGrid cell = new SampleGrid(Math.floor(x / spacing) * spacing - before, Math.floor(z / spacing) * spacing - before,
                spacing, padBefore() + padAfter() + 2);
        return over(cell).lift(below, x, z, shareAt(x, z));
    }

    /** Metres between the lattice's samples. */
    public double spacing() {
        return spacing;
    }

    /**
     * Where a grid's field lies: the grid itself where it is on the lattice and no finer (its
     * samples read the field's own, exactly), else the lattice samples around it, and where basins
     * are cut those a smooth read of the cuts takes beside them ({@link FieldGrid#smoothAt}).
     */
    SampleGrid fieldGridOver(SampleGrid g) {
        double ratio = g.spacing() / spacing;
        if (ratio >= 1 && ratio == Math.scalb(1.0, Math.getExponent(ratio))
                && g.originX() % spacing == 0 && g.originZ() % spacing == 0) {
            return g;
        }
        double before = padBefore() * spacing;
        double x0 = Math.floor(g.originX() / spacing) * spacing - before, z0 = Math.floor(g.originZ() / spacing) * spacing - before;
        int size = (int) Math.ceil((Math.max(g.originX() - x0, g.originZ() - z0) + g.extent()) / spacing) + 1;
        return new SampleGrid(x0, z0, spacing, Math.max(size + padAfter(), 2));
    }

    /** Lattice samples a field grid holds before those round its cells: those a smooth read of the cuts takes. */
    private int padBefore() {
        return breach > 0 ? FieldGrid.SMOOTH_PAD_BEFORE : 0;
    }

    /** Lattice samples a field grid holds after those round its cells. */
    private int padAfter() {
        return breach > 0 ? FieldGrid.SMOOTH_PAD_AFTER - 1 : 0;
    }

    /**
     * A value at lattice sample (i, j) from its windows' ({@code of} picks which), weighted by their
     * tents, and leaning to the highest by {@link #LEAN} metres where {@code leanHigh}: a window's
     * edge is an outlet only it has, so its flood can only stand lower than the truth, never
     * higher; the one that sees more of a basin's rim stands higher, and the lean lets it win while
     * its tent, going to 0 at its edge, keeps the blend continuous. Cuts do not lean: a window
     * whose edge crosses a basin cuts it toward that edge, deeper or shallower than one that holds
     * it whole, and leaning to the lowest cut drew those edges' straight lines across the
     * mountains. Java only (the tiles read the result), so the exponential is StrictMath's: the
     * same bits on every machine.
     */
    private float blended(Map<Long, WindowFlood> floods, Function<WindowFlood, float[]> of, long i, long j, boolean leanHigh) {
        long si = i - shift, sj = j - shift;
        long ai = Math.floorDiv(si, stride), aj = Math.floorDiv(sj, stride);
        int ri = (int) (si - ai * stride), rj = (int) (sj - aj * stride), side = 2 * stride + 1;
        double[] w = new double[4], l = new double[4];
        double highest = Double.NEGATIVE_INFINITY;
        for (int b = -1; b <= 0; b++) {
            for (int a = -1; a <= 0; a++) {
                int k = (a + 1) + 2 * (b + 1);
                w[k] = (a == 0 ? ri : stride - ri) * (double) (b == 0 ? rj : stride - rj);
                if (w[k] > 0) {
                    long wi = ai + a, wj = aj + b;
                    l[k] = of.apply(floods.get(windowKey(wi, wj)))[(int) (si - wi * stride) + (int) (sj - wj * stride) * side];
                    highest = Math.max(highest, l[k]);
                }
            }
        }
        double sum = 0, weight = 0;
        for (int k = 0; k < 4; k++) {
            if (w[k] > 0) {
                double leaned = leanHigh ? w[k] * StrictMath.exp((l[k] - highest) / LEAN) : w[k];
                sum += leaned * l[k];
                weight += leaned;
            }
        }
        return (float) (sum / weight);
    }

    /** The windows a field grid's samples and the lattice samples around them read (those whose weight there is not 0), started if they were not. */
    private List<Window> windowsOf(SampleGrid g) {
        // A sample's shore reads the lattice samples around it too.
        long i0 = Math.round(g.originX() / spacing) - 1 - shift, j0 = Math.round(g.originZ() / spacing) - 1 - shift;
        long i1 = Math.round((g.originX() + g.extent()) / spacing) + 1 - shift;
        long j1 = Math.round((g.originZ() + g.extent()) / spacing) + 1 - shift;
        // Sample i + shift reads window floorDiv(i, stride) - 1, and the next one unless it lies on that one's corner.
        List<Window> out = new ArrayList<>();
        for (long wj = Math.floorDiv(j0, stride) - 1; wj <= Math.floorDiv(j1 - 1, stride); wj++) {
            for (long wi = Math.floorDiv(i0, stride) - 1; wi <= Math.floorDiv(i1 - 1, stride); wi++) {
                out.add(new Window(this, wi, wj, windowKey(wi, wj), windowFuture(wi, wj)));
            }
        }
        return out;
    }

    /** A window's place, key and flood, coming. */
    private record Window(DrainageFields layer, long wi, long wj, long key, CompletableFuture<WindowFlood> levels) {
        /** The flood, flooded here if no thread has done it yet and {@link #workHere()}, else waited for. */
        WindowFlood now() {
            if (!levels.isDone() && workHere()) {
                levels.complete(layer.flood(wi, wj));
            }
            return levels.join();
        }
    }

    private static long windowKey(long wi, long wj) {
        return (wi << 32) | (wj & 0xffffffffL);
    }

    /** A window's flood: its blocks of heights on every thread, then the flood on one. */
    private synchronized CompletableFuture<WindowFlood> windowFuture(long wi, long wj) {
        return windows.computeIfAbsent(windowKey(wi, wj), k -> {
            CompletableFuture<WindowFlood> f = new CompletableFuture<>();
            int side = 2 * stride + 1;
            CompletableFuture.allOf(heights.blocksOf(wi * stride + shift, wj * stride + shift, side, THREADS).toArray(CompletableFuture[]::new))
                    .thenRunAsync(() -> {
                        if (!f.isDone()) {
                            f.complete(flood(wi, wj));
                        }
                    }, THREADS);
            return f;
        });
    }

    /**
     * Window (wi, wj)'s cut and water levels: its basins cut through, then a flood over its
     * lattice samples, its edge and the sea the outlets.
     */
    private WindowFlood flood(long wi, long wj) {
        int side = 2 * stride + 1;
        int[] units = heights.square(wi * stride + shift, wj * stride + shift, side);
        float[] h = new float[units.length];
        for (int k = 0; k < h.length; k++) {
            h[k] = ThermalErosion.toMetres(units[k]);
        }
        return WindowFlood.of(h, side, seaLevel, rise, breach, wallRise, fill > 0);
    }
}
