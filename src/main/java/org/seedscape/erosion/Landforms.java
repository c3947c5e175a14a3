package org.seedscape.erosion;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * A world's layers over the terrain function, in the order they apply: basins filled to plains
 * ({@link DrainageFields}, every level), then thermal erosion's talus ({@link TalusFields}, the
 * finest levels) on the filled ground. Either is null where the world has none.
 */
public record Landforms(DrainageFields drainage, TalusFields talus) {

    /** The layers of a world on a layout's lattices. */
    public static Landforms of(TerrainFunction terrain, TileLayout layout) {
        DrainageFields drainage = DrainageFields.of(terrain, layout);
        return new Landforms(drainage, TalusFields.of(terrain, layout, drainage));
    }

    /** The procedural height {@code h} at a point with the layers on, as the finest tiles draw it. Waits for the fields. */
    public double heightAt(double x, double z, double h) {
        double lifted = drainage == null ? h : drainage.liftAt(x, z, (float) h);
        return talus == null ? lifted : lifted + talus.deltaAt(x, z);
    }

    /**
     * A tile's fields if they are ready: null (and they are being made) if one it needs is not.
     * Never waits.
     */
    public TileFields poll(TileKey tile) {
        DrainageField d = drainage == null ? null : drainage.poll(tile);
        if (drainage != null && d == null) {
            return null;
        }
        TileKey talusTile = talus == null ? null : TalusFields.fieldKey(tile);
        TalusField t = talusTile == null ? null : talus.poll(talusTile);
        if (talusTile != null && t == null) {
            return null;
        }
        return new TileFields(d, t, tile.level() < TalusFields.LEVEL);
    }

    /**
     * The fields a tile's height pass reads: the filled basins (null for none) and the talus
     * field (null for none), which the tile's parent level draws too where {@code talusInParent}.
     */
    public record TileFields(DrainageField drainage, TalusField talus, boolean talusInParent) {
        /** No layers: the terrain function alone. */
        public static final TileFields NONE = new TileFields(null, null, false);
    }

    /** Raises heights over any grid (row-major) to the plains, as the finest tiles draw them (talus is added separately). */
    public void liftOn(SampleGrid grid, float[] heights) {
        if (drainage != null) {
            drainage.liftOn(grid, heights);
        }
    }
}
