package org.seedscape.erosion;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * Hydraulic and thermal erosion in the streamed world ({@link ErosionPasses}): one
 * {@link ErosionField} per tile of {@link #LEVEL}, over its generation grid, which that tile and
 * every finer tile under it add to their heights; coarser levels draw none (the morph from level 3
 * to 2 fades it in). Fields are computed on threads of their own, two by two tiles at once, and
 * kept for the most recent {@link #KEPT} tiles; a world change makes a new {@code ErosionFields}.
 * Thread-safe.
 */
public final class ErosionFields {
    /**
     * The level the simulation runs at: 4 m samples. A step moves material and water one sample,
     * so a talus apron grows a sample a step; at 4 m, {@code talusSteps} 24 gives aprons up to
     * about 100 m wide under walls of gullies 300 m apart, and {@code waterSteps} 40 gathers water
     * over the last 160 m of slope, seen from about 500 m (level 2's tiles reach that far), with a
     * halo of 128 samples. At 1 m the same aprons and channels would need 4 x the steps and the
     * halo; at 8 m they would be as wide as the gullies.
     */
    public static final int LEVEL = 2;
    /** Fields kept: 19 KB each. */
    static final int KEPT = 512;
    private static final ExecutorService THREADS = FieldThreads.pool("erosion-field");
    private final TerrainFunction terrain;
    private final TileLayout layout;
    private final ErosionPasses passes;
    /** The filled basins under the fields, or null. */
    private final DrainageFields drainage;
    /** The terrain's heights at {@link #LEVEL}, in blocks of a tile's cells. */
    private final HeightBlocks heights;
    private final Map<TileKey, CompletableFuture<ErosionField>> fields = new RecentMap<>(KEPT);
    /** Blocks' fields, by the tile of the next level that covers each block. */
    private final Map<TileKey, CompletableFuture<ErosionField>> blocks = new RecentMap<>(KEPT / 4);

    private ErosionFields(TerrainFunction terrain, TileLayout layout, DrainageFields drainage, HeightBlocks heights) {
        this.terrain = terrain;
        this.layout = layout;
        this.drainage = drainage;
        this.passes = ErosionPasses.of(terrain.params());
        this.heights = heights;
    }

    /**
     * The fields of a world, or null where it has no hydraulic or thermal erosion, on the terrain
     * raised to {@code drainage}'s plains (null for none).
     */
    public static ErosionFields of(TerrainFunction terrain, TileLayout layout, DrainageFields drainage) {
        return ErosionPasses.of(terrain.params()).any()
                ? new ErosionFields(terrain, layout, drainage, new HeightBlocks(terrain, layout.cells(), layout.spacing(LEVEL), drainage))
                : null;
    }

    /**
     * These fields for an edited world that gives the same heights outside {@code box} (min x, min
     * z, max x, max z) on the same plains ({@code drainage}, carried over): the fields whose block
     * and halo lie wholly outside the box are kept, made or being made, the same bits.
     */
    ErosionFields carriedTo(TerrainFunction edited, DrainageFields drainage, double[] box) {
        ErosionFields out = new ErosionFields(edited, layout, drainage, heights.carriedTo(edited, drainage, box));
        synchronized (this) {
            fields.forEach((tile, f) -> {
                if (!changes(tile.parent(), box)) {
                    out.fields.put(tile, f);
                }
            });
            blocks.forEach((block, f) -> {
                if (!changes(block, box)) {
                    out.blocks.put(block, f);
                }
            });
        }
        return out;
    }

    /** Whether the field a tile adds changes when the heights inside {@code box} do: false for a tile coarser than {@link #LEVEL}. */
    boolean changesTile(TileKey tile, double[] box) {
        TileKey field = fieldKey(tile);
        return field != null && changes(field.parent(), box);
    }

    /** Whether a block's fields (its grid and the halo its passes read) reach into {@code box}. */
    private boolean changes(TileKey block, double[] box) {
        double s = layout.spacing(LEVEL), cells = layout.cells(), halo = passes.halo() + TileLayout.BORDER;
        double x0 = (2 * block.tx() * cells - halo) * s, z0 = (2 * block.tz() * cells - halo) * s;
        double extent = (2 * cells + 2 * halo) * s;
        return Boxes.meet(box, x0, z0, x0 + extent, z0 + extent);
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
    public ErosionField poll(TileKey fieldTile) {
        CompletableFuture<ErosionField> f = future(fieldTile, false);
        return f.isDone() ? f.join() : null;
    }

    /**
     * The field of a tile of {@link #LEVEL}, waiting for it if it is not computed yet; a block
     * first asked for here is computed on every core, as someone waits for it (the start waits for
     * the one under the camera).
     */
    public ErosionField get(TileKey fieldTile) {
        return future(fieldTile, true).join();
    }

    /** The change erosion makes at a point, as the finest tiles draw it. Waits for the field. */
    public double deltaAt(double x, double z) {
        double size = layout.tileSize(LEVEL);
        TileKey tile = new TileKey(LEVEL, (int) Math.floor(x / size), (int) Math.floor(z / size));
        return get(tile).at(x, z);
    }

    /**
     * Erosion's changes and runoff at every sample of any grid (export's), as the finest tiles draw
     * them: from one field over the {@link #LEVEL} samples covering it, read bilinearly. All cores.
     */
    public ErosionField fieldOn(SampleGrid any) {
        double s = layout.spacing(LEVEL);
        double x0 = Math.floor(any.originX() / s) * s, z0 = Math.floor(any.originZ() / s) * s;
        int size = (int) Math.ceil((Math.max(any.originX() - x0, any.originZ() - z0) + any.extent()) / s) + 2;
        ErosionField field = ErosionField.compute(terrain, drainage, new SampleGrid(x0, z0, s, size), passes, true);
        int n = any.size();
        float[] delta = new float[n * n], runoff = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                delta[i + j * n] = (float) field.at(any.x(i), any.z(j));
                runoff[i + j * n] = (float) field.runoffAt(any.x(i), any.z(j));
            }
        }
        return new ErosionField(any, delta, runoff);
    }

    /** Metres between the samples erosion runs on: a grid this fine or finer draws it. */
    public double spacing() {
        return layout.spacing(LEVEL);
    }

    /**
     * Every tile's field over its generation grid (its samples and a border of
     * {@link TileLayout#BORDER}), cropped from its block's: the passes cost the halo around a grid
     * over again for every grid, so they run once for the two by two tiles of a block (the tile of
     * the next level up) and its halo, which gives each of them the same bits as its own grid would.
     */
    private synchronized CompletableFuture<ErosionField> future(TileKey fieldTile, boolean waited) {
        if (fieldTile.level() != LEVEL) {
            throw new IllegalArgumentException("erosion fields are at level " + LEVEL + ": " + fieldTile);
        }
        return fields.computeIfAbsent(fieldTile, k -> block(k.parent(), waited).thenApply(b -> b.within(layout.generationGrid(k))));
    }

    /**
     * The field over a block's grid: its tiles' generation grids together; its rows spread over
     * every core when {@code waited}, otherwise on its thread alone, so the builders and the render
     * thread keep theirs while the stream loads (the same bits either way).
     */
    private CompletableFuture<ErosionField> block(TileKey block, boolean waited) {
        return blocks.computeIfAbsent(block, b -> {
            int cells = layout.cells(), n = 2 * cells + 1 + 2 * TileLayout.BORDER, halo = passes.halo();
            long firstX = 2L * b.tx() * cells - TileLayout.BORDER, firstZ = 2L * b.tz() * cells - TileLayout.BORDER;
            double s = layout.spacing(LEVEL);
            SampleGrid grid = new SampleGrid(firstX * s, firstZ * s, s, n);
            return CompletableFuture.supplyAsync(() -> ErosionField.of(grid,
                    heights.square(firstX - halo, firstZ - halo, n + 2 * halo), passes, waited), THREADS);
        });
    }
}
