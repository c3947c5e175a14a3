package org.seedscape.api;

import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * A terrain tile as {@link TileListener}s see it: which square of the world it covers and the
 * heights it draws there. Tile {@code (level, tx, tz)} spans {@code [tx, tx + 1) * size} in x and
 * likewise in z, {@code size = 64 * 2^level} metres, with {@link #samples()} heights a side
 * {@link #spacing()} metres apart (1 m at level 0). Equal only to itself: a tile shown again later
 * is a new object.
 */
public final class WorldTile {
    private final TerrainTile tile;
    private final TileLayout layout;

    WorldTile(TerrainTile tile, TileLayout layout) {
        this.tile = tile;
        this.layout = layout;
    }

    public TileKey key() {
        return tile.key();
    }

    /** 0 for the finest tiles; each level up doubles the tile's size and its samples' spacing. */
    public int level() {
        return tile.key().level();
    }

    /** World metres. */
    public double minX() {
        return layout.minX(tile.key());
    }

    public double minZ() {
        return layout.minZ(tile.key());
    }

    public double maxX() {
        return minX() + layout.tileSize(level());
    }

    public double maxZ() {
        return minZ() + layout.tileSize(level());
    }

    /** Metres between neighbouring samples. */
    public double spacing() {
        return layout.spacing(level());
    }

    /** Samples per side, both edges included (65): neighbours share their edge samples. */
    public int samples() {
        return layout.samples();
    }

    /**
     * A new array of the tile's heights in world metres, row by row from the lowest z: sample
     * {@code (i, j)}, at world {@code (minX + i * spacing, minZ + j * spacing)}, is at
     * {@code [i + j * samples]}. These are the heights the tile draws once blended in: for the
     * 0.4 s after a tile replaces its parent (or before its parent replaces it) the mesh shows a
     * blend of them and the parent's. Costs a copy of 65 x 65 floats; read it on the render thread,
     * in the listener's call.
     */
    public float[] heights() {
        return tile.quad().getHeightMap();
    }

    /**
     * A new array of the heights the tile's vertices are drawn at now, laid out as {@link #heights()}:
     * its own heights once blended in; for the 0.4 s after it replaces its parent (or before its
     * parent replaces it) a blend of them and the parent's; and along an edge that meets a coarser
     * tile, eased to the parent's surface over the 16 samples nearest it, which is what the coarser
     * tile draws there. Between samples the mesh splits each cell along the (i + 1, j) to (i, j + 1)
     * diagonal. Where the camera is far, the mesh leaves samples out (geomipmapping; see
     * {@link SeedscapeWorld#drawnHeightAt}). Costs a pass over 65 x 65 samples; render thread.
     */
    public float[] drawnHeights() {
        return tile.heights().atSamples(tile.morph(), tile.coarseEdges());
    }

    /**
     * A value that stays the same exactly as long as {@link #drawnHeights()} would give the same
     * heights: it changes while the tile blends toward or away from its parent, and when a
     * neighbour's change of level eases one of its edges or stops easing it. For rebuilding what
     * is made from the drawn heights (collision shapes) only when they change. Render thread.
     */
    public long drawnHeightsKey() {
        return (long) Float.floatToIntBits(tile.morph()) << 32 | tile.coarseEdges() & 0xffffffffL;
    }

    @Override
    public String toString() {
        return tile.key().name();
    }
}
