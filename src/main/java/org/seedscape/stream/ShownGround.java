package org.seedscape.stream;

import java.util.Map;
import java.util.function.Supplier;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
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

    ShownGround(TileLayout layout, Supplier<Map<TileKey, TerrainTile>> drawn, TerrainFunction terrain) {
        this.layout = layout;
        this.drawn = drawn;
        this.terrain = terrain;
    }

    void setTerrain(TerrainFunction terrain) {
        this.terrain = terrain;
    }

    @Override
    public double trueHeight(double worldX, double worldZ) {
        terrain.sample(worldX, worldZ, probe);
        return probe.height;
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
        TerrainTile best = null;
        for (TerrainTile t : drawn.get().values()) {
            TileKey k = t.key();
            double size = layout.tileSize(k.level());
            double u = worldX - layout.minX(k), v = worldZ - layout.minZ(k);
            if (u >= 0 && v >= 0 && u <= size && v <= size && (best == null || k.level() < best.key().level())) {
                best = t;
            }
        }
        if (best == null) {
            return trueHeight(worldX, worldZ);
        }
        TileKey k = best.key();
        double s = layout.spacing(k.level());
        return best.heights().heightAt((worldX - layout.minX(k)) / s, (worldZ - layout.minZ(k)) / s,
                best.morph());
    }
}
