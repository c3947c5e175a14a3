package org.seedscape.tile;

import org.seedscape.noise.SampleGrid;

/**
 * The shape of the world's quadtree: how many cells a tile has, how far apart level-0 samples
 * are, how far the camera sees, and how eagerly tiles split.
 *
 * @param cells        cells per tile side (a power of two); a tile has {@code cells + 1} samples per side
 * @param spacing0     metres between samples at level 0
 * @param viewDistance metres from the camera to the edge of the view square
 * @param splitFactor  a tile splits while the camera is nearer than {@code splitFactor} tile sizes
 *                     (Chebyshev distance); at least 1, which keeps neighbours within one level
 */
public record TileLayout(int cells, double spacing0, double viewDistance, double splitFactor) {
    /** Geomipmap patch size: 33 samples, so a 64-cell tile is 2 x 2 patches. */
    public static final int PATCH_SAMPLES = 33;
    /**
     * Metres from the origin that a camera may be placed at (--x, --z, the teleport): far enough
     * for any world; float32 output stays meaningful and the fixed-point lattice stays exact.
     */
    public static final double MAX_COORDINATE = 1e9;
    /** Extra samples generated around each tile so normals are central differences at the parent's spacing. */
    public static final int BORDER = 2;

    /**
     * 1 tile size, the least that keeps neighbours within one level: a leaf's cells are 3 to 10
     * pixels wide at 1280 x 720 and a 60 degree field of view, and geomipmapping thins its far
     * patches. At 1.5 the same triangles on screen took twice the tiles, so twice the draw calls
     * and generation passes (bench, when every patch was a draw call: 334 draws a frame and a
     * 30 ms median, against 178 and 24 ms).
     */
    public static final double DEFAULT_SPLIT_FACTOR = 1.0;

    public TileLayout {
        if (cells < 32 || Integer.bitCount(cells) != 1) {
            throw new IllegalArgumentException("cells must be a power of two, at least 32: " + cells);
        }
        if (!(spacing0 > 0) || !(viewDistance > 0) || !(splitFactor >= 1)) {
            throw new IllegalArgumentException("bad layout: " + spacing0 + ", " + viewDistance + ", " + splitFactor);
        }
    }

    public static TileLayout standard(double viewDistance) {
        return new TileLayout(64, 1.0, viewDistance, DEFAULT_SPLIT_FACTOR);
    }

    /** Samples per tile side, shared edges included. */
    public int samples() {
        return cells + 1;
    }

    /** Metres between samples at a level. */
    public double spacing(int level) {
        return Math.scalb(spacing0, level);
    }

    /** Metres a tile spans at a level. */
    public double tileSize(int level) {
        return cells * spacing(level);
    }

    /**
     * The coarsest level: the first whose tiles are at least half the view distance, so the
     * view square is a handful of root tiles across.
     */
    public int rootLevel() {
        int level = 0;
        while (tileSize(level) < viewDistance / 2) {
            level++;
        }
        return level;
    }

    public double minX(TileKey key) {
        return key.tx() * tileSize(key.level());
    }

    public double minZ(TileKey key) {
        return key.tz() * tileSize(key.level());
    }

    public double centreX(TileKey key) {
        return (key.tx() + 0.5) * tileSize(key.level());
    }

    public double centreZ(TileKey key) {
        return (key.tz() + 0.5) * tileSize(key.level());
    }

    /** The generation grid of a tile: its samples plus {@link #BORDER} more on every side. */
    public SampleGrid generationGrid(TileKey key) {
        double s = spacing(key.level());
        return new SampleGrid(minX(key) - BORDER * s, minZ(key) - BORDER * s, s, samples() + 2 * BORDER);
    }

    /**
     * Chebyshev distance from a camera to a tile's ground square, floored by the camera's height
     * above the ground: the one measure used for splitting, so the balance proof holds.
     */
    public double distance(TileKey key, double camX, double camZ, double heightAboveGround) {
        double size = tileSize(key.level());
        double x0 = key.tx() * size, z0 = key.tz() * size;
        double dx = Math.max(0, Math.max(x0 - camX, camX - (x0 + size)));
        double dz = Math.max(0, Math.max(z0 - camZ, camZ - (z0 + size)));
        return Math.max(Math.max(dx, dz), Math.max(0, heightAboveGround));
    }
}
