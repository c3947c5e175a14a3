package org.seedscape.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import org.seedscape.foliage.Species;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileDressing;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/** The trunks and rocks that drawn tiles carry near a point, from their dressing's obstacles. Render thread. */
final class NearbyObstacles {
    private NearbyObstacles() {
    }

    /**
     * Those of {@code tiles} whose axis lies within {@code radius} metres of world (x, z) across
     * the ground, nearest first; each stands on its tile's surface at the tile's morph.
     */
    static List<Obstacle> near(Collection<TerrainTile> tiles, TileLayout layout, double x, double z, double radius) {
        List<Obstacle> found = new ArrayList<>();
        for (TerrainTile t : tiles) {
            TileKey k = t.key();
            double minX = layout.minX(k), minZ = layout.minZ(k), size = layout.tileSize(k.level());
            // A tile places its plants inside its square: skip squares out of reach.
            double outX = Math.max(Math.max(minX - x, x - minX - size), 0);
            double outZ = Math.max(Math.max(minZ - z, z - minZ - size), 0);
            if (t.dressing() == null || outX * outX + outZ * outZ > radius * radius) {
                continue;
            }
            double spacing = layout.spacing(k.level());
            float[] o = t.dressing().obstacles();
            for (int i = 0; i < o.length; i += TileDressing.OBSTACLE_STRIDE) {
                double ox = minX + o[i], oz = minZ + o[i + 1];
                if ((ox - x) * (ox - x) + (oz - z) * (oz - z) <= radius * radius) {
                    double ground = t.heights().heightAt(o[i] / spacing, o[i + 1] / spacing, t.morph(), t.coarseEdges());
                    found.add(new Obstacle(kindOf((int) o[i + 3]), ox, ground, oz, o[i + 2], o[i + 4]));
                }
            }
        }
        found.sort(Comparator.comparingDouble(b -> (b.x() - x) * (b.x() - x) + (b.z() - z) * (b.z() - z)));
        return found;
    }

    private static Obstacle.Kind kindOf(int species) {
        return switch (Species.values()[species]) {
            case BROADLEAF -> Obstacle.Kind.BROADLEAF;
            case CONIFER -> Obstacle.Kind.CONIFER;
            case ROCK -> Obstacle.Kind.ROCK;
            default -> throw new IllegalStateException(Species.values()[species] + " is no obstacle");
        };
    }
}
