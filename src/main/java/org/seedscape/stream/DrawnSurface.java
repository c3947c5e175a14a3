package org.seedscape.stream;

import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import java.util.Collection;
import java.util.Map;
import java.util.function.Supplier;
import org.seedscape.render.DrawnTriangles;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.GroundHoles;
import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The ground as the tiles drawn now draw it, triangle for triangle: each tile's patches at their
 * geomipmap LOD, at the tile's morph and coarse edges ({@link DrawnTriangles}); the skirts under
 * tile edges are not ground. Heights at a point and ray crossings, in world coordinates (doubles)
 * or, for jME's rays, in scene coordinates (the world less the floating origin now). Render thread.
 */
public final class DrawnSurface {
    private final TileLayout layout;
    private final Supplier<Map<TileKey, TerrainTile>> drawn;
    private final FloatingOrigin origin;
    private final GroundHoles holes;

    DrawnSurface(TileLayout layout, Supplier<Map<TileKey, TerrainTile>> drawn, FloatingOrigin origin, GroundHoles holes) {
        this.layout = layout;
        this.drawn = drawn;
        this.origin = origin;
        this.holes = holes;
    }

    /** The finest of {@code tiles} whose square holds world (x, z), edges included; null if none does. */
    static TerrainTile finestAt(Collection<TerrainTile> tiles, TileLayout layout, double x, double z) {
        TerrainTile best = null;
        for (TerrainTile t : tiles) {
            TileKey k = t.key();
            double size = layout.tileSize(k.level());
            double u = x - layout.minX(k), v = z - layout.minZ(k);
            if (u >= 0 && v >= 0 && u <= size && v <= size && (best == null || k.level() < best.key().level())) {
                best = t;
            }
        }
        return best;
    }

    /** The height drawn at world (x, z) by the finest tile drawn there; NaN where none is, or in a hole. */
    public double heightAt(double x, double z) {
        TerrainTile t = finestAt(drawn.get().values(), layout, x, z);
        if (t == null || holes.contains(x, z)) {
            return Double.NaN;
        }
        double s = layout.spacing(t.key().level());
        return t.drawnHeightAt((x - layout.minX(t.key())) / s, (z - layout.minZ(t.key())) / s);
    }

    /**
     * Tells {@code out} of every triangle drawn now that the ray from world (x, y, z) along the unit
     * direction (dx, dy, dz) crosses within {@code limit} metres ({@code t} is metres along it),
     * but where it crosses in a hole.
     */
    public void crossings(double x, double y, double z, double dx, double dy, double dz, double limit,
                          DrawnTriangles.Crossing all) {
        DrawnTriangles.Crossing out = holes.isEmpty() ? all : (t, nx, ny, nz, patch, triangle) -> {
            if (!holes.contains(x + t * dx, z + t * dz)) {
                all.at(t, nx, ny, nz, patch, triangle);
            }
        };
        for (TerrainTile t : drawn.get().values()) {
            TileKey k = t.key();
            double s = layout.spacing(k.level());
            t.crossings((x - layout.minX(k)) / s, y, (z - layout.minZ(k)) / s, dx / s, dy, dz / s, limit, out);
        }
    }

    /**
     * Adds a {@link CollisionResult} to {@code results} for every triangle drawn now that {@code ray}
     * (scene coordinates, up to its limit) crosses, as jME's {@code collideWith} does: the contact
     * point and distance in the scene, the triangle's normal pointing up, and as geometry the
     * tile's {@code TerrainPatch} with the index of the triangle in its strip. The patch's mesh holds
     * the tile's own heights; the drawn ones are blended toward its parent's while it morphs.
     * Returns how many it added.
     */
    public int collide(Ray ray, CollisionResults results) {
        Vector3f o = ray.getOrigin(), d = ray.getDirection();
        double length = Math.sqrt((double) d.x * d.x + (double) d.y * d.y + (double) d.z * d.z);
        double dx = d.x / length, dy = d.y / length, dz = d.z / length;
        int before = results.size();
        crossings(origin.worldX(o.x), o.y, origin.worldZ(o.z), dx, dy, dz, ray.getLimit(), (t, nx, ny, nz, patch, triangle) -> {
            Vector3f contact = new Vector3f((float) (o.x + t * dx), (float) (o.y + t * dy), (float) (o.z + t * dz));
            CollisionResult hit = new CollisionResult(patch, contact, (float) t, triangle);
            hit.setContactNormal(new Vector3f((float) nx, (float) ny, (float) nz));
            results.addCollision(hit);
        });
        return results.size() - before;
    }
}
