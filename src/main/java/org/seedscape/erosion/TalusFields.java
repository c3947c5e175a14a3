package org.seedscape.erosion;

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
 * Thermal erosion in the streamed world: one {@link TalusField} per tile of {@link #LEVEL}, over its
 * generation grid, which that tile and every finer tile under it add to their heights; coarser
 * levels draw none (the morph from level 3 to 2 fades it in). Fields are computed on threads of
 * their own, once each, and kept for the most recent {@link #KEPT} tiles; a world change makes a
 * new {@code TalusFields}. Thread-safe.
 */
public final class TalusFields {
    /**
     * The level the simulation runs at: 4 m samples. A step moves material one sample, so a talus
     * apron grows a sample a step; at 4 m, {@code talusSteps} 24 gives aprons up to about 100 m
     * wide under walls of gullies 300 m apart, seen from about 500 m (level 2's tiles reach
     * that far), with a halo of 48 samples. At 1 m the same aprons would need 4 x the steps and the
     * halo; at 8 m they would be as wide as the gullies.
     */
    public static final int LEVEL = 2;
    /** Fields kept: 19 KB each. */
    static final int KEPT = 512;
    private static final ExecutorService THREADS = Executors.newFixedThreadPool(
            Math.max(1, Runtime.getRuntime().availableProcessors() / 2), r -> {
                Thread t = new Thread(r, "talus-field");
                t.setDaemon(true);
                t.setPriority(Thread.NORM_PRIORITY - 1);
                return t;
            });
    private final TerrainFunction terrain;
    private final TileLayout layout;
    private final int steps;
    private final double talusDegrees;
    /** The filled basins under the fields, or null. */
    private final DrainageFields drainage;
    /** The terrain's heights at {@link #LEVEL}, in blocks of a tile's cells. */
    private final HeightBlocks heights;
    private final Map<TileKey, CompletableFuture<TalusField>> fields = new RecentMap<>(KEPT);

    private TalusFields(TerrainFunction terrain, TileLayout layout, DrainageFields drainage) {
        this.terrain = terrain;
        this.layout = layout;
        this.drainage = drainage;
        this.steps = stepsOf(terrain.params());
        this.talusDegrees = terrain.params().get(PresetKey.TALUS_ANGLE);
        this.heights = new HeightBlocks(terrain, layout.cells(), layout.spacing(LEVEL), drainage);
    }

    /**
     * The fields of a world, or null where it has no thermal erosion ({@code talusSteps} 0), on
     * the terrain raised to {@code drainage}'s plains (null for none).
     */
    public static TalusFields of(TerrainFunction terrain, TileLayout layout, DrainageFields drainage) {
        return stepsOf(terrain.params()) > 0 ? new TalusFields(terrain, layout, drainage) : null;
    }

    static int stepsOf(TerrainParams params) {
        return (int) params.get(PresetKey.TALUS_STEPS);
    }

    public TerrainFunction terrain() {
        return terrain;
    }

    /** The tile of {@link #LEVEL} whose field a tile adds, or null for a coarser tile. */
    public static TileKey fieldKey(TileKey tile) {
        if (tile.level() > LEVEL) {
            return null;
        }
        TileKey k = tile;
        while (k.level() < LEVEL) {
            k = k.parent();
        }
        return k;
    }

    /** The field of a tile of {@link #LEVEL} if it is computed; else null, and it is being computed. Never waits. */
    public TalusField poll(TileKey fieldTile) {
        CompletableFuture<TalusField> f = future(fieldTile);
        return f.isDone() ? f.join() : null;
    }

    /** The field of a tile of {@link #LEVEL}, waiting for it if it is not computed yet. */
    public TalusField get(TileKey fieldTile) {
        return future(fieldTile).join();
    }

    /** The change thermal erosion makes at a point, as the finest tiles draw it. Waits for the field. */
    public double deltaAt(double x, double z) {
        double size = layout.tileSize(LEVEL);
        TileKey tile = new TileKey(LEVEL, (int) Math.floor(x / size), (int) Math.floor(z / size));
        return get(tile).at(x, z);
    }

    /**
     * Thermal erosion's changes at every sample of any grid (export's), as the finest tiles draw
     * them: from one field over the {@link #LEVEL} samples covering it, read bilinearly. All cores.
     */
    public float[] deltaOn(SampleGrid any) {
        double s = layout.spacing(LEVEL);
        double x0 = Math.floor(any.originX() / s) * s, z0 = Math.floor(any.originZ() / s) * s;
        int size = (int) Math.ceil((Math.max(any.originX() - x0, any.originZ() - z0) + any.extent()) / s) + 2;
        TalusField field = TalusField.compute(terrain, drainage, new SampleGrid(x0, z0, s, size), steps, talusDegrees, true);
        int n = any.size();
        float[] delta = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                delta[i + j * n] = (float) field.at(any.x(i), any.z(j));
            }
        }
        return delta;
    }

    /** Metres between the samples thermal erosion runs on: a grid this fine or finer draws it. */
    public double spacing() {
        return layout.spacing(LEVEL);
    }

    /** Every tile's field over its generation grid (its samples and a border of {@link TileLayout#BORDER}). */
    private synchronized CompletableFuture<TalusField> future(TileKey fieldTile) {
        if (fieldTile.level() != LEVEL) {
            throw new IllegalArgumentException("talus fields are at level " + LEVEL + ": " + fieldTile);
        }
        return fields.computeIfAbsent(fieldTile, k -> {
            SampleGrid grid = layout.generationGrid(k);
            return CompletableFuture.supplyAsync(() -> TalusField.of(grid, before(k), steps, talusDegrees, false), THREADS);
        });
    }

    /** The terrain's heights in units over a tile's generation grid and its halo. */
    private int[] before(TileKey tile) {
        int halo = TalusField.haloOf(steps), cells = layout.cells();
        return heights.square((long) tile.tx() * cells - TileLayout.BORDER - halo,
                (long) tile.tz() * cells - TileLayout.BORDER - halo, layout.samples() + 2 * TileLayout.BORDER + 2 * halo);
    }
}
