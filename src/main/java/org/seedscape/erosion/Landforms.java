package org.seedscape.erosion;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * A world's layers over the terrain function, in the order they apply: basins filled to plains
 * ({@link DrainageFields}, a layer per lattice, coarsest first), then hydraulic and thermal erosion's fields
 * ({@link ErosionFields}, the finest levels) on the filled ground. Either is null where the world
 * has none.
 *
 * @param drainage the finest drainage layer (it holds the coarser ones), or null
 * @param erosion  the erosion fields, or null
 */
public record Landforms(DrainageFields drainage, ErosionFields erosion) {

    /** The layers of a world on a layout's lattices. */
    public static Landforms of(TerrainFunction terrain, TileLayout layout) {
        DrainageFields drainage = DrainageFields.of(terrain, layout);
        return new Landforms(drainage, ErosionFields.of(terrain, layout, drainage));
    }

    /** The procedural height {@code h} at a point with the layers on, as the finest tiles draw it. Waits for the fields. */
    public double heightAt(double x, double z, double h) {
        double lifted = drainage == null ? h : drainage.liftAt(x, z, (float) h);
        return erosion == null ? lifted : lifted + erosion.deltaAt(x, z);
    }

    /**
     * Starts making the fields {@link #heightAt} needs at a point, on a thread of its own (the
     * drainage fields first: the erosion fields' heights are raised to their plains); returns at once.
     */
    public void prepare(double x, double z) {
        Thread t = new Thread(() -> heightAt(x, z, 0), "landforms-prepare");
        t.setDaemon(true);
        t.start();
    }

    /**
     * The procedural height {@code h} at a point raised to the plains whose fields there are
     * made (each layer's field of its own level's tile there), the coarsest first, stopping at
     * the first that is not yet (and is then being made). Never waits: the selection measures the
     * camera's height over the ground with it every frame.
     */
    public double drainedHeightIfReady(double x, double z, double h, TileLayout layout) {
        List<DrainageFields> layers = drawn(l -> true);
        float lifted = (float) h;
        for (DrainageFields layer : layers) {
            double size = layout.tileSize(layer.level());
            DrainageField f = layer.poll(new TileKey(layer.level(), (int) Math.floor(x / size), (int) Math.floor(z / size)));
            if (f == null) {
                break;
            }
            lifted = f.lift(lifted, x, z);
        }
        return layers.isEmpty() ? h : lifted;
    }

    /**
     * A tile's fields if they are ready: null (and they are being made) if one it needs is not.
     * Never waits.
     */
    public TileFields poll(TileKey tile) {
        return fields(tile, false);
    }

    /** A tile's fields, waiting for them. */
    public TileFields get(TileKey tile) {
        return fields(tile, true);
    }

    private TileFields fields(TileKey tile, boolean wait) {
        List<DrainageField> fields = new ArrayList<>();
        int inParent = 0;
        for (DrainageFields layer : drawn(l -> tile.level() <= l.level())) {
            DrainageField f = wait ? layer.get(tile) : layer.poll(tile);
            if (f == null) {
                return null;
            }
            fields.add(f);
            inParent += tile.level() + 1 <= layer.level() || layer.coarser() == null ? 1 : 0;
        }
        TileKey erosionTile = erosion == null ? null : ErosionFields.fieldKey(tile);
        ErosionField t = erosionTile == null ? null : wait ? erosion.get(erosionTile) : erosion.poll(erosionTile);
        if (erosionTile != null && t == null) {
            return null;
        }
        return new TileFields(fields.toArray(DrainageField[]::new), inParent, t, tile.level() < ErosionFields.LEVEL);
    }

    /** The drainage layers drawn, coarsest first: the coarsest always, a finer one where {@code fineEnough}. */
    private List<DrainageFields> drawn(Predicate<DrainageFields> fineEnough) {
        List<DrainageFields> out = new ArrayList<>();
        for (DrainageFields layer = drainage; layer != null; layer = layer.coarser()) {
            if (layer.coarser() == null || fineEnough.test(layer)) {
                out.add(0, layer);
            }
        }
        return out;
    }

    /**
     * The fields a tile's height pass reads: the drainage layers' fields it draws, coarsest first,
     * of which the first {@code drainageInParent} are drawn by its parent level too, and the erosion
     * field (null for none), which the parent level draws too where {@code erosionInParent}.
     */
    public record TileFields(DrainageField[] drainage, int drainageInParent, ErosionField erosion, boolean erosionInParent) {
        /** No layers: the terrain function alone. */
        public static final TileFields NONE = new TileFields(new DrainageField[0], 0, null, false);

        /** Only an erosion field. */
        public static TileFields erosionOnly(ErosionField erosion, boolean erosionInParent) {
            return new TileFields(new DrainageField[0], 0, erosion, erosionInParent);
        }

        /**
         * The Java twin of the height pass's drainage: a tile's heights over {@code grid} (its own
         * and its parent level's, row-major) raised to the plains of the layers each draws.
         */
        public void lift(SampleGrid grid, float[] own, float[] parent) {
            int n = grid.size();
            for (int l = 0; l < drainage.length; l++) {
                FieldGrid.Placement p = drainage[l].placementOf(grid);
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        int k = i + j * n;
                        own[k] = drainage[l].lift(own[k], p, i, j);
                        if (l < drainageInParent) {
                            parent[k] = drainage[l].lift(parent[k], p, i, j);
                        }
                    }
                }
            }
        }
    }

    /**
     * Raises heights over any grid (row-major) to the plains, as tiles as fine as its samples
     * draw them (export): the coarsest layer always, a finer one where the grid is as fine as its
     * lattice. Talus is added separately.
     */
    public void liftOn(SampleGrid grid, float[] heights) {
        for (DrainageFields layer : drawn(l -> grid.spacing() <= l.spacing())) {
            layer.liftOnThisLayer(grid, heights);
        }
    }
}
