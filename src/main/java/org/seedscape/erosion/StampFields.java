package org.seedscape.erosion;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.seedscape.edit.EditLayer;
import org.seedscape.noise.SampleGrid;
import org.seedscape.stamp.StampBlend;
import org.seedscape.stamp.StampLayer;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * What a layer of stamps, and the brushes' dabs over it, do at every sample of a tile's generation
 * grid, for the height pass, which applies it to its own heights: the stamps' {@code (keep, add)}
 * at the tile's spacing and at its parent level's ({@link StampLayer}; the pass computes {@code
 * keep h + add}), then the slope of the stamps' wide shapes, which their gullies follow, and the
 * share of the basin fill's rise (twice, the tile's and its parent's), then the dabs' {@code (keep,
 * add)}, own and parent's ({@link EditLayer}), applied after the stamps' gullies: twelve floats a
 * sample. Made in Java on threads of their own, as the erosion fields are, and kept for the tiles
 * asked for most recently; a tile no stamp or dab reaches has none.
 */
public final class StampFields {
    /** Fields kept: 900 KB each at 137 x 137 samples. */
    static final int KEPT = 128;
    /** Floats a sample. */
    public static final int STRIDE = 12;
    /** A field for a tile no stamp reaches. */
    private static final float[] NONE = new float[0];
    private static final ExecutorService THREADS = FieldThreads.pool("stamp-field");

    /** The stamps, or null for none. */
    private final StampLayer layer;
    private final EditLayer edits;
    private final TileLayout layout;
    private final Map<TileKey, CompletableFuture<float[]>> fields = new RecentMap<>(KEPT);

    /** Metres of the shapes whose slope the stamps' gullies follow, or NaN: no gullies. */
    private final double guideMetres;

    StampFields(StampLayer layer, EditLayer edits, TileLayout layout, double guideMetres) {
        this.layer = layer;
        this.edits = edits;
        this.layout = layout;
        this.guideMetres = guideMetres;
    }

    /**
     * These fields for an edited world, {@code layer} and {@code edits} its stamps and dabs, which
     * differ from these only inside {@code box} (min x, min z, max x, max z): the fields of tiles
     * whose grid lies wholly outside the box are kept, made or being made, the same bits.
     */
    StampFields carriedTo(StampLayer newLayer, EditLayer newEdits, double[] box) {
        StampFields out = new StampFields(newLayer, newEdits, layout, guideMetres);
        synchronized (this) {
            fields.forEach((tile, f) -> {
                if (!reaches(layout, tile, box)) {
                    out.fields.put(tile, f);
                }
            });
        }
        return out;
    }

    /** Whether a tile's grid (its border included) reaches into {@code box}. */
    static boolean reaches(TileLayout layout, TileKey tile, double[] box) {
        SampleGrid grid = layout.generationGrid(tile);
        return Boxes.meet(box, grid.originX(), grid.originZ(), grid.originX() + grid.extent(), grid.originZ() + grid.extent());
    }

    /**
     * A tile's field: null if it is not made yet (it is then being made), an empty array where
     * no stamp reaches the tile. Never waits.
     */
    float[] poll(TileKey tile) {
        CompletableFuture<float[]> f = future(tile);
        return f.isDone() ? f.join() : null;
    }

    /** A tile's field, waiting for it; an empty array where no stamp reaches the tile. */
    float[] get(TileKey tile) {
        return future(tile).join();
    }

    private synchronized CompletableFuture<float[]> future(TileKey tile) {
        return fields.computeIfAbsent(tile, t -> {
            SampleGrid grid = layout.generationGrid(t);
            double x0 = grid.originX(), z0 = grid.originZ(), x1 = x0 + grid.extent(), z1 = z0 + grid.extent();
            return (layer != null && layer.touches(x0, z0, x1, z1)) || edits.touches(x0, z0, x1, z1)
                    ? CompletableFuture.supplyAsync(() -> fieldOver(layer, edits, grid, guideMetres), THREADS)
                    : CompletableFuture.completedFuture(NONE);
        });
    }

    /**
     * The field over a grid: per sample the stamps' keep and add at its spacing, then at twice it
     * (the same numbers where the stamps read the same level for both, most tiles: worked out
     * once), the stamps' slope for their gullies where they reach, the fill's share, twice, and the
     * dabs' keep and add at its spacing and at twice it. {@code layer} null: no stamps.
     */
    static float[] fieldOver(StampLayer layer, EditLayer edits, SampleGrid grid, double guideMetres) {
        int n = grid.size();
        float[] out = new float[STRIDE * n * n];
        StampBlend b = new StampBlend();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int at = STRIDE * (i + j * n);
                edits.blend(grid.x(i), grid.z(j), grid.spacing(), b);
                out[at + 8] = (float) b.keep;
                out[at + 9] = (float) b.add;
                edits.blend(grid.x(i), grid.z(j), 2 * grid.spacing(), b);
                out[at + 10] = (float) b.keep;
                out[at + 11] = (float) b.add;
            }
        }
        if (layer != null) {
            stampsOver(layer, grid, guideMetres, out);
        } else {
            for (int at = 0; at < out.length; at += STRIDE) {
                out[at] = 1;
                out[at + 2] = 1;
                out[at + 6] = 1;
                out[at + 7] = 1;
            }
        }
        return out;
    }

    /** The stamps' part of a field: its first eight floats a sample. */
    private static void stampsOver(StampLayer layer, SampleGrid grid, double guideMetres, float[] out) {
        int n = grid.size();
        boolean parentSame = layer.sameBlends(grid.spacing(), 2 * grid.spacing());
        StampBlend b = new StampBlend();
        double[] slope = new double[2];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int at = STRIDE * (i + j * n);
                layer.blend(grid.x(i), grid.z(j), grid.spacing(), b);
                out[at] = (float) b.keep;
                out[at + 1] = (float) b.add;
                if (!parentSame) {
                    layer.blend(grid.x(i), grid.z(j), 2 * grid.spacing(), b);
                }
                out[at + 2] = (float) b.keep;
                out[at + 3] = (float) b.add;
                out[at + 6] = (float) layer.fillShare(grid.x(i), grid.z(j));
                out[at + 7] = out[at + 6];
                if (!Double.isNaN(guideMetres) && (out[at] < 1 || out[at + 2] < 1)) {
                    layer.wideSlope(grid.x(i), grid.z(j), guideMetres, slope);
                    out[at + 4] = (float) slope[0];
                    out[at + 5] = (float) slope[1];
                }
            }
        }
    }
}
