package org.seedscape.stream;

import java.util.Map;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/** {@link Ground} over the tiles the streaming state shows. Render thread. */
final class ShownGround implements Ground {
    private final TileLayout layout;
    private final Map<TileKey, TerrainTile> shown;
    private final TileTransitions transitions;
    private final TerrainSample probe = new TerrainSample();
    private TerrainFunction terrain;

    ShownGround(TileLayout layout, Map<TileKey, TerrainTile> shown, TileTransitions transitions, TerrainFunction terrain) {
        this.layout = layout;
        this.shown = shown;
        this.transitions = transitions;
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
    public double drawnHeight(double worldX, double worldZ) {
        TerrainTile best = null;
        for (TerrainTile t : shown.values()) {
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
                transitions.morph(k));
    }
}
