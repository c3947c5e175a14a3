package org.seedscape.physics;

import com.jme3.bounding.BoundingBox;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.EmptyShape;
import com.jme3.bullet.collision.shapes.HeightfieldCollisionShape;
import com.jme3.bullet.collision.shapes.MeshCollisionShape;
import com.jme3.bullet.collision.shapes.infos.IndexedMesh;
import com.jme3.bullet.objects.PhysicsBody;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Vector3f;
import java.util.Arrays;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldTile;

/**
 * One shown tile's ground as a static body: a heightfield of the heights its vertices are drawn
 * at ({@link WorldTile#drawnHeights}), one point per sample, its cells split along the diagonal
 * the tile's mesh splits them along; where a hole meets the tile ({@link org.seedscape.api.GroundEditor#cutHole}),
 * a mesh of the same triangles without the cells whose middle lies in it (Bullet's heightfields
 * have no holes). Made on any thread from heights read on the render thread ({@link Heights});
 * placed and asked on the render thread.
 */
final class TileGround {
    /** Metres between the ground's triangles and a body resting on them. */
    static final float MARGIN = 0.005f;

    /**
     * A tile's drawn heights as read on the render thread, numbered in the order read, and which of
     * its cells (row by row) lie in a hole: null where none does.
     */
    record Heights(WorldTile tile, long key, long serial, float[] values, boolean[] holes) {
        private static long read;

        /** Reads {@code tile}'s drawn heights and holes now. Render thread. */
        static Heights of(WorldTile tile, SeedscapeWorld world) {
            boolean[] holes = null;
            if (world.editor().holeMeets(tile.minX(), tile.minZ(), tile.maxX(), tile.maxZ())) {
                int cells = tile.samples() - 1;
                holes = new boolean[cells * cells];
                for (int j = 0; j < cells; j++) {
                    for (int i = 0; i < cells; i++) {
                        holes[i + j * cells] = world.editor().inHole(tile.minX() + (i + 0.5) * tile.spacing(),
                                tile.minZ() + (j + 0.5) * tile.spacing());
                    }
                }
            }
            return new Heights(tile, tile.drawnHeightsKey(), ++read, tile.drawnHeights(), holes);
        }
    }

    private final WorldTile tile;
    /** The {@link WorldTile#drawnHeightsKey} the heightfield was made at. */
    private final long heightsKey;
    /** Which reading of the tile's heights it was made from: a later one is newer ground. */
    private final long serial;
    private final PhysicsRigidBody body;

    /** The tile's ground at its heights drawn now, placed. Render thread. */
    TileGround(WorldTile tile, SeedscapeWorld world) {
        this(Heights.of(tile, world));
        place(world);
    }

    /** The ground at {@code heights}, not placed yet. Any thread. */
    TileGround(Heights heights) {
        tile = heights.tile();
        heightsKey = heights.key();
        serial = heights.serial();
        int n = tile.samples();
        float spacing = (float) tile.spacing();
        CollisionShape shape = heights.holes() == null ? heightfield(heights.values(), n, spacing)
                : meshWithout(heights.holes(), heights.values(), n, spacing);
        // Bullet keeps bodies this far off a concave shape's triangles: Minie's 4 cm default showed as a gap.
        shape.setMargin(MARGIN);
        body = new PhysicsRigidBody(shape, PhysicsBody.massForStatic);
        body.setUserObject(tile);
    }

    /**
     * Bullet splits cell (i, j) along (i + 1, j)-(i, j + 1) unless the quad edges are flipped
     * (Minie's default flips them): the mesh's diagonal. Minie centres the heights' range on 0, so a
     * body at height 0 holds them at their own heights.
     */
    private static CollisionShape heightfield(float[] heights, int n, float spacing) {
        return new HeightfieldCollisionShape(n, n, heights, new Vector3f(spacing, 1, spacing), PhysicsSpace.AXIS_Y,
                false, false, false, false);
    }

    /** The heightfield's triangles, about the tile's middle, but those of the cells in a hole. */
    private static CollisionShape meshWithout(boolean[] holes, float[] heights, int n, float spacing) {
        float half = (n - 1) * spacing / 2;
        Vector3f[] points = new Vector3f[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                points[i + j * n] = new Vector3f(i * spacing - half, heights[i + j * n], j * spacing - half);
            }
        }
        int cells = n - 1, kept = 0;
        int[] triangles = new int[6 * cells * cells];
        for (int j = 0; j < cells; j++) {
            for (int i = 0; i < cells; i++) {
                if (holes[i + j * cells]) {
                    continue;
                }
                int a = i + j * n, b = a + n; // (i, j) and (i, j + 1); split along (i + 1, j)-(i, j + 1) as above
                int[] cell = {a, b, a + 1, a + 1, b, b + 1};
                System.arraycopy(cell, 0, triangles, kept, 6);
                kept += 6;
            }
        }
        if (kept == 0) {
            return new EmptyShape(false); // the whole tile lies in the hole
        }
        return new MeshCollisionShape(true, new IndexedMesh(points, Arrays.copyOf(triangles, kept)));
    }

    /** Puts the body under its tile on the floating origin now, from the tile's square in double. */
    void place(SeedscapeWorld world) {
        body.setPhysicsLocation(world.toScene((tile.minX() + tile.maxX()) / 2, 0, (tile.minZ() + tile.maxZ()) / 2));
    }

    /** Whether the tile draws other heights now than the heightfield holds. */
    boolean stale() {
        return tile.drawnHeightsKey() != heightsKey;
    }

    /** Whether this was made from a later reading of the tile's heights than {@code other}. */
    boolean newerThan(TileGround other) {
        return serial > other.serial;
    }

    WorldTile tile() {
        return tile;
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
