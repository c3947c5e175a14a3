package org.seedscape.erosion;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.seedscape.edit.EditLayer;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.stamp.StampBlend;
import org.seedscape.stamp.StampLayer;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * A world's layers over the terrain function, in the order they apply: basins filled to plains
 * ({@link DrainageFields}, a layer per lattice, coarsest first), then hydraulic and thermal erosion's fields
 * ({@link ErosionFields}, the finest levels) on the filled ground, then the exact stamps, which
 * nothing reshapes ({@link TerrainFunction#exactStamps}). The stamps that are not exact are in the
 * terrain function's heights already, which the GPU's height pass computes without them, so a tile
 * reads both stamp layers' blends from fields too. Each is null where the world has none.
 *
 * @param drainage    the finest drainage layer (it holds the coarser ones), or null
 * @param erosion     the erosion fields, or null
 * @param stamps      the blends of the stamps and dabs below the layers over tiles, or null
 * @param exact       the exact stamps, or null
 * @param exactFields their blends over tiles, or null
 */
public record Landforms(DrainageFields drainage, ErosionFields erosion, StampFields stamps, StampLayer exact,
                        StampFields exactFields) {

    /** Drainage and erosion alone, no stamps. */
    public Landforms(DrainageFields drainage, ErosionFields erosion) {
        this(drainage, erosion, null, null, null);
    }

    /** The layers of a world on a layout's lattices. */
    public static Landforms of(TerrainFunction terrain, TileLayout layout) {
        DrainageFields drainage = DrainageFields.of(terrain, layout);
        StampLayer exact = terrain.exactStamps();
        return new Landforms(drainage, ErosionFields.of(terrain, layout, drainage), shapingFields(terrain, layout), exact,
                exact == null ? null : new StampFields(exact, EditLayer.EMPTY, layout, Double.NaN));
    }

    /** The fields of a world's stamps and dabs below the landform layers, or null where it has neither. */
    private static StampFields shapingFields(TerrainFunction terrain, TileLayout layout) {
        return terrain.stamps() == null && terrain.edits().isEmpty() ? null : new StampFields(terrain.stamps(), terrain.edits(), layout,
                terrain.hasGullies() ? terrain.stampGuideMetres() : Double.NaN);
    }

    /**
     * What an edit does to a world's layers: the layers of the edited world, keeping every field
     * the edit left as it was, and the box (min x, min z, max x, max z) outside which every tile's
     * heights stay the same bits ({@link #changes}).
     */
    public record Edited(Landforms layers, double[] changed) {
    }

    /**
     * The layers of {@code edited}, a world that differs from this one's only inside {@code box}
     * (the dabs one has and the other has not: {@code TerrainFunction.dabsChangedBox}), keeping
     * every field the edit leaves as it was: the drainage's windows and fields where no plain
     * changed ({@link DrainageFields#afterEdit}), the erosion and the dabs' fields whose grids and
     * halos lie outside the box widened by where the plains changed. Waits for the floods it
     * compares: a worker's job.
     */
    public Edited afterEdit(TerrainFunction edited, double[] box, TileLayout layout) {
        DrainageFields.Edited plains = drainage == null ? null : drainage.afterEdit(edited, box);
        DrainageFields newDrainage = plains == null ? null : plains.layers();
        double[] changed = Boxes.union(box, plains == null ? null : plains.changed());
        StampFields keptStamps = stamps == null ? shapingFields(edited, layout) : stamps.carriedTo(edited.stamps(), edited.edits(), box);
        ErosionFields keptErosion = erosion == null ? null : erosion.carriedTo(edited, newDrainage, changed);
        return new Edited(new Landforms(newDrainage, keptErosion, keptStamps, exact, exactFields), changed);
    }

    /**
     * Whether a tile's heights change with an edit whose layers changed inside {@code changed}
     * ({@link Edited}): its own grid meets it, or its erosion field's block and halo do.
     */
    public boolean changes(TileKey tile, double[] changed, TileLayout layout) {
        return StampFields.reaches(layout, tile, changed) || (erosion != null && erosion.changesTile(tile, changed));
    }

    /**
     * The height {@code h} of the terrain function at a point with the layers on, as the finest
     * tiles draw it. Waits for the fields.
     */
    public double heightAt(double x, double z, double h) {
        double lifted = drainage == null ? h : drainage.liftAt(x, z, (float) h);
        double eroded = erosion == null ? lifted : lifted + erosion.deltaAt(x, z);
        return exactOver(x, z, eroded);
    }

    /** Height {@code h} at a point with the exact stamps on top, as the finest tiles draw it. */
    private double exactOver(double x, double z, double h) {
        return exact == null ? h : exact.heightOver(x, z, TerrainFunction.POINT_SPACING, h);
    }

    /**
     * Puts the exact stamps on heights over any grid (row-major) that every other layer has
     * shaped, as tiles as fine as its samples draw them (export).
     */
    public void exactOn(SampleGrid grid, float[] heights) {
        if (exact == null) {
            return;
        }
        int n = grid.size();
        StampBlend b = new StampBlend();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                exact.blend(grid.x(i), grid.z(j), grid.spacing(), b);
                heights[i + j * n] = (float) b.over(heights[i + j * n]);
            }
        }
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
            lifted = f.lift(lifted, x, z, layer.shareAt(x, z));
        }
        return exactOver(x, z, layers.isEmpty() ? h : lifted);
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
        float[] below = stamps == null ? null : wait ? stamps.get(tile) : stamps.poll(tile);
        float[] above = exactFields == null ? null : wait ? exactFields.get(tile) : exactFields.poll(tile);
        if ((stamps != null && below == null) || (exactFields != null && above == null)) {
            return null;
        }
        return new TileFields(fields.toArray(DrainageField[]::new), inParent, t, tile.level() < ErosionFields.LEVEL,
                orNone(below), orNone(above));
    }

    private static float[] orNone(float[] stampField) {
        return stampField == null || stampField.length == 0 ? null : stampField;
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
     * of which the first {@code drainageInParent} are drawn by its parent level too, the erosion
     * field (null for none), which the parent level draws too where {@code erosionInParent}, and
     * the blends of the stamps below the layers and of the exact ones above them (null for none;
     * {@link StampFields#STRIDE} floats a sample: {@link StampFields}).
     */
    public record TileFields(DrainageField[] drainage, int drainageInParent, ErosionField erosion, boolean erosionInParent,
                             float[] stamps, float[] exactStamps) {
        /** No layers: the terrain function alone. */
        public static final TileFields NONE = new TileFields(new DrainageField[0], 0, null, false, null, null);

        /** Only an erosion field. */
        public static TileFields erosionOnly(ErosionField erosion, boolean erosionInParent) {
            return new TileFields(new DrainageField[0], 0, erosion, erosionInParent, null, null);
        }

        /**
         * The Java twin of the height pass's drainage: a tile's heights over {@code grid} (its own
         * and its parent level's, row-major) raised to the plains of the layers each draws, by the
         * share of the rise the stamps' field gives.
         */
        public void lift(SampleGrid grid, float[] own, float[] parent) {
            int n = grid.size();
            for (int l = 0; l < drainage.length; l++) {
                FieldGrid.Placement p = drainage[l].placementOf(grid);
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        int k = i + j * n;
                        float share = stamps == null ? 1f : stamps[StampFields.STRIDE * k + 6];
                        own[k] = drainage[l].lift(own[k], p, i, j, share);
                        if (l < drainageInParent) {
                            parent[k] = drainage[l].lift(parent[k], p, i, j, share);
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
