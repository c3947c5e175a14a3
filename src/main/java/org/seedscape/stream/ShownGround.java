package org.seedscape.stream;

import java.util.Arrays;
import java.util.Map;
import java.util.function.Supplier;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.render.MeshHeights;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileDressing;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/** {@link Ground} over the tiles the streaming state draws, at the morph each is drawn with. Render thread. */
final class ShownGround implements Ground {
    /** Metres: the widest obstacle (a rock at its largest) reaches this far from a tile's edge. */
    private static final double OBSTACLE_REACH = 2;
    private final TileLayout layout;
    private final Supplier<Map<TileKey, TerrainTile>> drawn;
    private final TerrainSample probe = new TerrainSample();
    private TerrainFunction terrain;
    /** The layers over the terrain function (filled basins, talus), as the finest tiles draw them. */
    private Landforms landforms;
    /** Per sample of the last grid, the level of the tile its height came from; grown as grids need. */
    private byte[] gridLevel = new byte[0];

    ShownGround(TileLayout layout, Supplier<Map<TileKey, TerrainTile>> drawn, TerrainFunction terrain, Landforms landforms) {
        this.layout = layout;
        this.drawn = drawn;
        setTerrain(terrain, landforms);
    }

    void setTerrain(TerrainFunction terrain, Landforms landforms) {
        this.terrain = terrain;
        this.landforms = landforms;
    }

    @Override
    public double trueHeight(double worldX, double worldZ) {
        terrain.sample(worldX, worldZ, probe);
        return landforms.heightAt(worldX, worldZ, probe.height);
    }

    @Override
    public void prepare(double worldX, double worldZ) {
        landforms.prepare(worldX, worldZ);
    }

    @Override
    public void keepClear(double[] xz, double radius) {
        for (TerrainTile t : drawn.get().values()) {
            if (t.dressing() == null) {
                continue;
            }
            TileKey k = t.key();
            double size = layout.tileSize(k.level()), reach = radius + OBSTACLE_REACH;
            double u = xz[0] - layout.minX(k), v = xz[1] - layout.minZ(k);
            if (u < -reach || v < -reach || u > size + reach || v > size + reach) {
                continue;
            }
            float[] o = t.dressing().obstacles();
            for (int i = 0; i < o.length; i += TileDressing.OBSTACLE_STRIDE) {
                double dx = u - o[i], dz = v - o[i + 1], least = radius + o[i + 2];
                double d2 = dx * dx + dz * dz;
                if (d2 < least * least) {
                    double d = Math.sqrt(d2);
                    // straight on at the centre: out along +x, any way is as short
                    double ux = d > 1e-9 ? dx / d : 1, uz = d > 1e-9 ? dz / d : 0;
                    u = o[i] + ux * least;
                    v = o[i + 1] + uz * least;
                }
            }
            xz[0] = layout.minX(k) + u;
            xz[1] = layout.minZ(k) + v;
        }
    }

    @Override
    public double drawnHeight(double worldX, double worldZ) {
        TerrainTile best = DrawnSurface.finestAt(drawn.get().values(), layout, worldX, worldZ);
        if (best == null) {
            return trueHeight(worldX, worldZ);
        }
        TileKey k = best.key();
        double s = layout.spacing(k.level());
        return best.heights().heightAt((worldX - layout.minX(k)) / s, (worldZ - layout.minZ(k)) / s,
                best.morph(), best.coarseEdges());
    }

    /**
     * Each shown tile once, filling the grid samples in its square; where squares meet, the first
     * tile of the finest level wins, as in {@link #drawnHeight}, so the two agree at every sample.
     */
    @Override
    public void drawnHeights(double minX, double minZ, double step, int nx, int nz, float[] out) {
        int count = nx * nz;
        if (gridLevel.length < count) {
            gridLevel = new byte[count];
        }
        Arrays.fill(out, 0, count, Float.NaN);
        Arrays.fill(gridLevel, 0, count, Byte.MAX_VALUE);
        for (TerrainTile t : drawn.get().values()) {
            TileKey k = t.key();
            double tileX = layout.minX(k), tileZ = layout.minZ(k), size = layout.tileSize(k.level());
            // A sample wider each way than the square, against rounding; drawnHeight's own test below decides.
            int i0 = Math.max((int) Math.floor((tileX - minX) / step), 0);
            int i1 = Math.min((int) Math.ceil((tileX + size - minX) / step), nx - 1);
            int j0 = Math.max((int) Math.floor((tileZ - minZ) / step), 0);
            int j1 = Math.min((int) Math.ceil((tileZ + size - minZ) / step), nz - 1);
            if (i0 > i1 || j0 > j1) {
                continue;
            }
            double s = layout.spacing(k.level());
            float morph = t.morph();
            int edges = t.coarseEdges();
            MeshHeights heights = t.heights();
            for (int j = j0; j <= j1; j++) {
                double v = minZ + j * step - tileZ;
                if (v < 0 || v > size) {
                    continue;
                }
                for (int i = i0; i <= i1; i++) {
                    double u = minX + i * step - tileX;
                    int at = i + j * nx;
                    if (u >= 0 && u <= size && k.level() < gridLevel[at]) {
                        out[at] = heights.heightAt(u / s, v / s, morph, edges);
                        gridLevel[at] = (byte) k.level();
                    }
                }
            }
        }
    }
}
