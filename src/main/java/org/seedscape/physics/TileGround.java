package org.seedscape.physics;

import com.jme3.bounding.BoundingBox;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.HeightfieldCollisionShape;
import com.jme3.bullet.objects.PhysicsBody;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Vector3f;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldTile;

/**
 * One shown tile's ground as a static body: a heightfield of the heights its vertices are drawn
 * at ({@link WorldTile#drawnHeights}), one point per sample, its cells split along the diagonal
 * the tile's mesh splits them along. Render thread.
 */
final class TileGround {
    /** Metres between the ground's triangles and a body resting on them. */
    static final float MARGIN = 0.005f;
    private final WorldTile tile;
    /** The {@link WorldTile#drawnHeightsKey} the heightfield was made at. */
    private final long heightsKey;
    private final PhysicsRigidBody body;

    TileGround(WorldTile tile, SeedscapeWorld world) {
        this.tile = tile;
        heightsKey = tile.drawnHeightsKey();
        int n = tile.samples();
        float spacing = (float) tile.spacing();
        // Bullet splits cell (i, j) along (i + 1, j)-(i, j + 1) unless the quad edges are flipped
        // (Minie's default flips them): the mesh's diagonal. Minie centres the heights' range on 0,
        // so a body at height 0 holds them at their own heights.
        HeightfieldCollisionShape shape = new HeightfieldCollisionShape(n, n, tile.drawnHeights(),
                new Vector3f(spacing, 1, spacing), PhysicsSpace.AXIS_Y, false, false, false, false);
        // Bullet keeps bodies this far off a concave shape's triangles: Minie's 4 cm default showed as a gap.
        shape.setMargin(MARGIN);
        body = new PhysicsRigidBody(shape, PhysicsBody.massForStatic);
        body.setUserObject(tile);
        place(world);
    }

    /** Puts the body under its tile on the floating origin now, from the tile's square in double. */
    void place(SeedscapeWorld world) {
        body.setPhysicsLocation(world.toScene((tile.minX() + tile.maxX()) / 2, 0, (tile.minZ() + tile.maxZ()) / 2));
    }

    /** Whether the tile draws other heights now than the heightfield holds. */
    boolean stale() {
        return tile.drawnHeightsKey() != heightsKey;
    }

    /** Whether the tile's square, in scene coordinates now, overlaps {@code box} across the ground. */
    boolean under(BoundingBox box, SeedscapeWorld world) {
        Vector3f low = world.toScene(tile.minX(), 0, tile.minZ()), high = world.toScene(tile.maxX(), 0, tile.maxZ());
        Vector3f min = box.getMin(null), max = box.getMax(null);
        return min.x <= high.x && max.x >= low.x && min.z <= high.z && max.z >= low.z;
    }

    PhysicsRigidBody body() {
        return body;
    }
}
