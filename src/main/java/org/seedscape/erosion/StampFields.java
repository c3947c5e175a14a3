package org.seedscape.erosion;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.seedscape.noise.SampleGrid;
import org.seedscape.stamp.StampBlend;
import org.seedscape.stamp.StampLayer;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * What a layer of stamps does at every sample of a tile's generation grid, for the height pass,
 * which applies it to its own heights: {@code (keep, add)} at the tile's spacing and at its parent
 * level's ({@link StampLayer}; the pass computes {@code keep h + add}), then the slope of the
 * stamps' wide shapes, which their gullies follow, and the share of the basin fill's rise (twice,
 * the tile's and its parent's): eight floats a sample. Made
 * in Java on threads of their own, as the erosion fields are, and kept for the tiles asked for
 * most recently; a tile no stamp reaches has none.
 */
public final class StampFields {
    /** Fields kept: 600 KB each at 137 x 137 samples. */
    static final int KEPT = 128;
    /** Floats a sample. */
    public static final int STRIDE = 8;
    /** A field for a tile no stamp reaches. */
    private static final float[] NONE = new float[0];
    private static final ExecutorService THREADS = FieldThreads.pool("stamp-field");

    private final StampLayer layer;
    private final TileLayout layout;
    private final Map<TileKey, CompletableFuture<float[]>> fields = new RecentMap<>(KEPT);

    /** Metres of the shapes whose slope the stamps' gullies follow, or NaN: no gullies. */
    private final double guideMetres;

    StampFields(StampLayer layer, TileLayout layout, double guideMetres) {
        this.layer = layer;
        this.layout = layout;
        this.guideMetres = guideMetres;
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
            return layer.touches(grid.originX(), grid.originZ(), grid.originX() + grid.extent(), grid.originZ() + grid.extent())
                    ? CompletableFuture.supplyAsync(() -> fieldOver(layer, grid, guideMetres), THREADS)
                    : CompletableFuture.completedFuture(NONE);
        });
    }

    /**
     * The field over a grid: per sample keep and add at its spacing, then at twice it (the same
     * numbers where the stamps read the same level for both, most tiles: worked out once), the
     * stamps' slope for their gullies where they reach, and the fill's share, twice.
     */
    static float[] fieldOver(StampLayer layer, SampleGrid grid, double guideMetres) {
        int n = grid.size();
        float[] out = new float[STRIDE * n * n];
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
        return out;
    }
}
