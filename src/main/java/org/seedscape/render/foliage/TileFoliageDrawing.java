package org.seedscape.render.foliage;

import com.jme3.bounding.BoundingBox;
import com.jme3.bounding.BoundingVolume;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.foliage.Species;
import org.seedscape.render.TileDressing;

/**
 * One tile's foliage, drawn with instancing: per species and band one geometry per square of the
 * tile, whose mesh shares the species' base buffers (the full mesh near, the far shape beyond: a
 * lighter mesh, or a tree's impostor) and adds two instanced attributes (where each instance
 * stands, at the tile's own and its parent's surface, and its turn, scale, tint and whether the
 * parent tile keeps it); the impostors' billboards are written out once per tree instead
 * ({@link RepeatedMesh}). A geometry shows only while the camera is within its band
 * ({@link FoliageBands}). A species' band keeps its squares under a node of its own, so a band
 * the camera is wholly out of (or wholly in) is settled once for the whole tile: choosing what
 * shows looks at each square only where the band's edge crosses the tile, and culling skips a
 * band's squares whose node is out of view. A band's squares are about a quarter of its reach across
 * ({@link TileFoliageBuilder#batchSize}), so the full meshes draw only the squares near the camera: a CPU rasteriser
 * shades every vertex of a drawn batch, and a tile's trees drawn whole as full meshes once cost
 * 30 ms a frame for as long as a corner of the tile was within the near band.
 *
 * <p>The node sits under the tile's node, in tile coordinates (samples from the tile's centre,
 * scaled by the tile's spacing): the shader transforms each instance's base by the tile's world
 * matrix, then adds the base mesh in metres, so plants are never stretched by the tile's scale.
 */
public final class TileFoliageDrawing implements TileDressing {
    /** Metres of float error allowed between the shader's distance to an instance and the bound's. */
    private static final float DISTANCE_SLACK = 0.1f;

    /**
     * A geometry, the band it shows in, and its instances' attributes. A near batch's
     * {@code cover} is the far batch whose square holds its square, so a count takes each instance
     * once; a far batch has none.
     */
    record Batch(Species species, Geometry geometry, Group group, Attributes instances, Batch cover) {
        FoliageBands.Band band() {
            return group.band;
        }

        BatchMesh mesh() {
            return (BatchMesh) geometry.getMesh();
        }
    }

    /**
     * Instanced attributes of one square's instances, and the bound of their meshes. The instances
     * are stored by where they fade out in the band that thins (far grass; near trees, bushes and
     * rocks), farthest first ({@code ends}, metres).
     */
    record Attributes(VertexBuffer where, VertexBuffer how, BoundingBox bound, float[] ends) {
    }

    /** How much of a band's squares shows: none, all of every square, or some (looked at square by square). */
    enum Shown { NONE, ALL, SOME }

    /**
     * One species' batches of one band, under one node, attached to the tile's foliage node only
     * while some of it shows: a node culled always would still be traversed every frame and
     * refreshed whenever the floating origin moves the tiles (9 in 10 of a 32 km view's 7,300
     * foliage spatials are hidden bands; their refresh cost 7.5 ms of an origin jump's frame on
     * this machine, and made it the flight's slowest on an H200).
     */
    static final class Group {
        final Node node;
        final FoliageBands.Band band;
        final List<Batch> batches = new ArrayList<>();
        /** What {@link #choose} last set; SOME is looked at again every time. */
        Shown shown = Shown.SOME;
        /** The bound of the band's batches in the tile's foliage node's space; null until asked. */
        private BoundingBox local;

        Group(Node node, FoliageBands.Band band) {
            this.node = node;
            this.band = band;
        }

        /** The bound of the band's batches in the world, attached or not ({@code tile}: the foliage node's world transform). */
        BoundingVolume worldBound(Transform tile, BoundingBox store) {
            if (local == null) {
                for (Batch b : batches) {
                    BoundingBox box = (BoundingBox) b.geometry().getMesh().getBound();
                    local = local == null ? (BoundingBox) box.clone() : (BoundingBox) local.mergeLocal(box);
                }
            }
            return local.transform(tile, store);
        }

        boolean attached() {
            return node.getParent() != null;
        }
    }

    private final Node node;
    private final List<Batch> batches;
    private final List<Group> groups;
    /** {@link #choose}'s scratch bound. */
    private final BoundingBox groupBound = new BoundingBox();
    /** The instanced attributes, and the buffers of repeated meshes: this drawing's to delete. */
    private final List<VertexBuffer> ownBuffers;
    private final float[] obstacles;
    private final long bytes;

    TileFoliageDrawing(Node node, List<Batch> batches, List<Group> groups, List<VertexBuffer> ownBuffers, float[] obstacles,
                       long bytes) {
        this.node = node;
        this.batches = batches;
        this.groups = groups;
        this.ownBuffers = ownBuffers;
        this.obstacles = obstacles;
        this.bytes = bytes;
    }

    @Override
    public Node node() {
        return node;
    }

    /** Every batch's geometry, in the order they were made, its band's node attached or not (tests). */
    List<Geometry> batchGeometries() {
        return batches.stream().map(Batch::geometry).toList();
    }

    @Override
    public long bytes() {
        return bytes;
    }

    @Override
    public float[] obstacles() {
        return obstacles;
    }

    /**
     * Shows each batch whose band meets its bound, and of a thinning band's batch only the
     * instances that still reach the bound's nearest point. A band whose whole node the camera is
     * out of shows nothing; one it is wholly within, short of where its instances start to thin,
     * shows everything: for those the squares are not looked at one by one (each square's bound
     * lies in the node's, so each would answer the same).
     */
    @Override
    public void choose(Vector3f camera) {
        Transform tile = node.getWorldTransform();
        for (Group g : groups) {
            BoundingVolume bound = g.worldBound(tile, groupBound);
            float nearest = bound.distanceToEdge(camera);
            double farthest = farthest(bound, camera);
            Shown now = !g.band.meets(nearest, farthest) ? Shown.NONE
                    : nearest > g.band.inStart() && farthest < g.band.thinFrom() ? Shown.ALL : Shown.SOME;
            if (now == g.shown && now != Shown.SOME) {
                continue;
            }
            g.shown = now;
            if (now == Shown.NONE) {
                g.node.removeFromParent();
            } else if (!g.attached()) {
                node.attachChild(g.node);
            }
            if (now == Shown.ALL) {
                for (Batch b : g.batches) {
                    show(b, b.instances().ends().length);
                }
            } else if (now == Shown.SOME) {
                for (Batch b : g.batches) {
                    chooseSquare(b, camera);
                }
            }
        }
    }

    private static void chooseSquare(Batch b, Vector3f camera) {
        BoundingVolume bound = b.geometry().getWorldBound();
        if (bound == null) {
            show(b, b.instances().ends().length);
            return;
        }
        float nearest = bound.distanceToEdge(camera);
        show(b, !b.band().meets(nearest, farthest(bound, camera)) ? 0
                : b.band().thins() ? reaching(b.instances().ends(), nearest - DISTANCE_SLACK) : b.instances().ends().length);
    }

    private static void show(Batch b, int instances) {
        if (b.geometry().getMesh() instanceof ThinnedMesh thinned) {
            thinned.drawFirst(instances);
        }
        b.geometry().setCullHint(instances > 0 ? Spatial.CullHint.Inherit : Spatial.CullHint.Always);
    }

    /** How many of {@code ends} (descending) lie beyond {@code distance}. */
    private static int reaching(float[] ends, float distance) {
        int low = 0, high = ends.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (ends[mid] > distance) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    private static double farthest(BoundingVolume bound, Vector3f camera) {
        BoundingBox box = (BoundingBox) bound;
        float x = box.getXExtent(), y = box.getYExtent(), z = box.getZExtent();
        return bound.getCenter().distance(camera) + Math.sqrt(x * x + y * y + z * z);
    }

    /**
     * Adds to {@code perSpecies} (by ordinal) the instances of the batches drawn now: in their band
     * and meeting the camera's view (a batch counts whole; an instance drawn near and far, once).
     */
    public void countDrawn(Camera camera, int[] perSpecies) {
        for (Group g : groups) {
            if (!g.attached() || !shownInView(g.node, camera)) {
                continue;
            }
            for (Batch b : g.batches) {
                boolean counted = b.cover() == null || !drawn(b.cover(), camera);
                if (counted && shownInView(b.geometry(), camera)) { // its band's node is, checked above
                    perSpecies[b.species().ordinal()] += b.mesh().drawnInstances();
                }
            }
        }
    }

    private static boolean drawn(Batch b, Camera camera) {
        return b.group().attached() && shownInView(b.group().node, camera) && shownInView(b.geometry(), camera);
    }

    private static boolean shownInView(Spatial s, Camera camera) {
        return s.getLocalCullHint() != Spatial.CullHint.Always && s.getWorldBound() != null
                && camera.contains(s.getWorldBound()) != Camera.FrustumIntersect.Outside;
    }

    /**
     * Adds to {@code perSpecies} (by ordinal) the instances whose base stands in the camera's view,
     * nearer than where they fade out (thinning included): one by one, for pictures, not frames.
     */
    public void countInView(Camera camera, int[] perSpecies) {
        Transform world = node.getWorldTransform();
        Vector3f base = new Vector3f();
        for (Batch b : batches) {
            if (b.cover() != null) {
                continue; // the far batches hold every instance once, and their band ends last
            }
            FloatBuffer where = b.mesh().where();
            FloatBuffer how = b.mesh().how();
            for (int i = 0; i < where.limit() / 4; i++) {
                world.transformVector(base.set(where.get(4 * i), where.get(4 * i + 2), where.get(4 * i + 1)), base);
                if (base.distance(camera.getLocation()) < b.band().endFor(how.get(4 * i + 2)) && inView(camera, base)) {
                    perSpecies[b.species().ordinal()]++;
                }
            }
        }
    }

    private static boolean inView(Camera camera, Vector3f point) {
        for (int p = 0; p < 6; p++) {
            if (camera.getWorldPlane(p).pseudoDistance(point) < 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void dispose(Renderer renderer) {
        for (VertexBuffer vb : ownBuffers) {
            renderer.deleteBuffer(vb);
            BufferUtils.destroyDirectBuffer(vb.getData());
        }
    }
}
