package org.seedscape.render.foliage;

import com.jme3.bounding.BoundingBox;
import com.jme3.bounding.BoundingVolume;
import com.jme3.material.Material;
import com.jme3.math.FastMath;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.seedscape.foliage.Instances;
import org.seedscape.foliage.Species;
import org.seedscape.foliage.TileFoliage;
import org.seedscape.render.MeshHeights;
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
 * ({@link #batchSize}), so the full meshes draw only the squares near the camera: a CPU rasteriser
 * shades every vertex of a drawn batch, and a tile's trees drawn whole as full meshes once cost
 * 30 ms a frame for as long as a corner of the tile was within the near band.
 *
 * <p>The node sits under the tile's node, in tile coordinates (samples from the tile's centre,
 * scaled by the tile's spacing): the shader transforms each instance's base by the tile's world
 * matrix, then adds the base mesh in metres, so plants are never stretched by the tile's scale.
 */
public final class TileFoliageDrawing implements TileDressing {
    /** Floats per instance: two vec4 attributes. */
    static final int FLOATS = 8;
    /** Metres the wind may move a vertex, at most (FoliageMaterials' largest sway, with room). */
    private static final float SWAY = 1;
    /** Metres across the smallest batch: below it, draw calls would cost more than the vertices they save. */
    static final double MIN_BATCH = 16;
    /** Base meshes of at most this many vertices (the impostors' billboards) are drawn repeated ({@link RepeatedMesh}). */
    private static final int REPEATED_VERTICES = 4;
    /** A band has at most this many batches across a tile, so a far tile's few plants are not split into hundreds. */
    private static final int MAX_BATCHES_ACROSS = 4;

    /** Metres of float error allowed between the shader's distance to an instance and the bound's. */
    private static final float DISTANCE_SLACK = 0.1f;

    /**
     * A geometry, the band it shows in, and its instances' attributes. A near batch's
     * {@code cover} is the far batch whose square holds its square, so a count takes each instance
     * once; a far batch has none.
     */
    private record Batch(Species species, Geometry geometry, Group group, Attributes instances, Batch cover) {
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
    private record Attributes(VertexBuffer where, VertexBuffer how, BoundingBox bound, float[] ends) {
    }

    /** How much of a band's squares shows: none, all of every square, or some (looked at square by square). */
    private enum Shown { NONE, ALL, SOME }

    /**
     * One species' batches of one band, under one node, attached to the tile's foliage node only
     * while some of it shows: a node culled always would still be traversed every frame and
     * refreshed whenever the floating origin moves the tiles (9 in 10 of a 32 km view's 7,300
     * foliage spatials are hidden bands; their refresh cost 7.5 ms of an origin jump's frame on
     * this machine, and made it the flight's slowest on an H200).
     */
    private static final class Group {
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
    private final List<Batch> batches = new ArrayList<>();
    private final List<Group> groups = new ArrayList<>();
    /** {@link #choose}'s scratch bound. */
    private final BoundingBox groupBound = new BoundingBox();
    /** The instanced attributes, and the buffers of repeated meshes: this drawing's to delete. */
    private final List<VertexBuffer> ownBuffers = new ArrayList<>();
    private float[] obstacles = new float[0];
    private long bytes;

    private TileFoliageDrawing(String name) {
        node = new Node(name + "-foliage");
    }

    /**
     * Builds the drawing of {@code foliage} on a tile whose mesh shows {@code heights}, with
     * {@code samples} samples per side {@code spacing} metres apart. No GL calls: any thread.
     */
    static TileFoliageDrawing build(String name, TileFoliage foliage, MeshHeights heights, int samples, double spacing,
                                    Map<Species, SpeciesLook> looks) {
        TileFoliageDrawing d = new TileFoliageDrawing(name);
        double tile = spacing * (samples - 1);
        for (Species s : Species.values()) {
            Instances in = foliage.of(s);
            if (in.count() == 0) {
                continue;
            }
            SpeciesLook look = looks.get(s);
            BoundingBox reach = (BoundingBox) look.near().getBound().clone();
            reach.mergeLocal(look.far().getBound());
            double farSize = batchSize(look.farBand(), tile), nearSize = batchSize(look.nearBand(), tile);
            Map<Long, Batch> far = new HashMap<>();
            Map<Long, Attributes> farAttributes = new HashMap<>();
            Group farGroup = d.group(s, "far", look.farBand()), nearGroup = d.group(s, "near", look.nearBand());
            for (Map.Entry<Long, int[]> square : squares(in, farSize, tile).entrySet()) {
                Attributes a = d.attributes(in, square.getValue(), look.farBand(), heights, samples, spacing, reach);
                farAttributes.put(square.getKey(), a);
                far.put(square.getKey(), d.add(s, farGroup, look.far(), look.farMaterial(), a, null));
            }
            for (int[] which : squares(in, nearSize, tile).values()) {
                long cover = square(in, which[0], farSize, tile);
                // stored by its own band's ends, which matter only where that band thins (plants handing
                // over): elsewhere the far batch's buffers serve where the squares are the same
                Attributes a = nearSize == farSize && !look.nearBand().thins() ? farAttributes.get(cover)
                        : d.attributes(in, which, look.nearBand(), heights, samples, spacing, reach);
                d.add(s, nearGroup, look.near(), look.nearMaterial(), a, far.get(cover));
            }
            if (look.obstacleRadius() > 0) {
                d.addObstacles(s, in, look.obstacleRadius());
            }
        }
        return d;
    }

    /**
     * Metres across the squares a band's instances are batched in, for a tile {@code tile} metres
     * across: 16 m doubled until it reaches a quarter of the band's reach, so the band culls the
     * squares it does not reach; at least a quarter of the tile, and the whole tile at most. Every
     * size is 16 m times a power of two, as every tile is, so each square lies in one square of a
     * coarser band.
     */
    static double batchSize(FoliageBands.Band band, double tile) {
        double size = MIN_BATCH;
        while (size < tile && (size < band.outEnd() / 4 || size < tile / MAX_BATCHES_ACROSS)) {
            size *= 2;
        }
        return size;
    }

    /** The instances' indices by square of {@code size} metres (tile-local), squares in row order, none empty. */
    private static Map<Long, int[]> squares(Instances in, double size, double tile) {
        int across = (int) Math.ceil(tile / size);
        int[] key = new int[in.count()], count = new int[across * across];
        for (int i = 0; i < in.count(); i++) {
            key[i] = (int) square(in, i, size, tile);
            count[key[i]]++;
        }
        Map<Long, int[]> out = new TreeMap<>();
        int[][] members = new int[count.length][];
        for (int k = 0; k < count.length; k++) {
            if (count[k] > 0) {
                members[k] = new int[count[k]];
                out.put((long) k, members[k]);
                count[k] = 0;
            }
        }
        for (int i = 0; i < key.length; i++) {
            members[key[i]][count[key[i]]++] = i;
        }
        return out;
    }

    /** The square of {@code size} metres that instance {@code i} stands in (one on the tile's far edges belongs to the last). */
    private static long square(Instances in, int i, double size, double tile) {
        long last = (long) Math.ceil(tile / size) - 1;
        long cx = Math.min((long) Math.floor(in.get(i, Instances.X) / size), last);
        long cz = Math.min((long) Math.floor(in.get(i, Instances.Z) / size), last);
        return cz * (last + 1) + cx;
    }

    /**
     * The instanced attributes of instances {@code which}, farthest-reaching first in band
     * {@code thinning}, counted in the tile's bytes.
     */
    private Attributes attributes(Instances in, int[] which, FoliageBands.Band thinning, MeshHeights heights, int samples,
                                  double spacing, BoundingBox reach) {
        // sorted by end, descending, ties in their given order: (end's bits flipped, position), ascending
        long[] keys = new long[which.length];
        for (int w = 0; w < which.length; w++) {
            int bits = Float.floatToIntBits(thinning.endFor(in.get(which[w], Instances.TINT)));
            keys[w] = (long) ~bits << 32 | w;
        }
        Arrays.sort(keys);
        int[] order = new int[which.length];
        float[] ends = new float[which.length];
        for (int k = 0; k < order.length; k++) {
            order[k] = which[(int) keys[k]];
            ends[k] = thinning.endFor(in.get(order[k], Instances.TINT));
        }
        float[] data = new float[order.length * FLOATS];
        BoundingBox bound = fill(in, order, heights, samples, spacing, reach, data);
        VertexBuffer where = instanced(VertexBuffer.Type.TexCoord7, data, 0);
        VertexBuffer how = instanced(VertexBuffer.Type.TexCoord8, data, 4);
        ownBuffers.add(where);
        ownBuffers.add(how);
        bytes += 4L * data.length;
        return new Attributes(where, how, bound, ends);
    }

    /**
     * Writes each instance's attributes: (x, z, own height, parent height) in tile coordinates,
     * then (scale cos turn, scale sin turn, tint, kept by the parent); returns the bound of every
     * instance's mesh (whose own bound at scale 1 is {@code reach}), in tile coordinates.
     */
    private static BoundingBox fill(Instances in, int[] which, MeshHeights heights, int samples, double spacing,
                                    BoundingBox reach, float[] out) {
        float half = (samples - 1) / 2f;
        float minX = Float.MAX_VALUE, minY = Float.MAX_VALUE, minZ = Float.MAX_VALUE;
        float maxX = -Float.MAX_VALUE, maxY = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        float largest = 0;
        for (int w = 0; w < which.length; w++) {
            int i = which[w], o = w * FLOATS;
            double u = in.get(i, Instances.X) / spacing, v = in.get(i, Instances.Z) / spacing;
            float own = heights.heightAt(u, v, 1), parent = heights.heightAt(u, v, 0);
            float scale = in.get(i, Instances.SCALE), turn = in.get(i, Instances.TURN);
            out[o] = (float) u - half;
            out[o + 1] = (float) v - half;
            out[o + 2] = own;
            out[o + 3] = parent;
            out[o + 4] = scale * FastMath.cos(turn);
            out[o + 5] = scale * FastMath.sin(turn);
            out[o + 6] = in.get(i, Instances.TINT);
            out[o + 7] = in.get(i, Instances.KEPT);
            minX = Math.min(minX, out[o]);
            maxX = Math.max(maxX, out[o]);
            minZ = Math.min(minZ, out[o + 1]);
            maxZ = Math.max(maxZ, out[o + 1]);
            minY = Math.min(minY, Math.min(own, parent));
            maxY = Math.max(maxY, Math.max(own, parent));
            largest = Math.max(largest, scale);
        }
        // the meshes' reach at the largest scale, turned any way (in metres: in samples across, metres
        // up), and the wind's sway
        Vector3f low = reach.getMin(null).multLocal(largest), high = reach.getMax(null).multLocal(largest);
        float radius = Math.max(Math.max(-low.x, high.x), Math.max(-low.z, high.z)) * FastMath.sqrt(2) + SWAY;
        float across = (float) (radius / spacing);
        BoundingBox box = new BoundingBox();
        box.setMinMax(new Vector3f(minX - across, minY - Math.max(-low.y, 0) - SWAY, minZ - across),
                new Vector3f(maxX + across, maxY + high.y + SWAY, maxZ + across));
        return box;
    }

    /** Trunks and rocks: (x, z, radius, species, size) each, tile-local metres. */
    private void addObstacles(Species s, Instances in, float radius) {
        int at = obstacles.length;
        obstacles = Arrays.copyOf(obstacles, at + OBSTACLE_STRIDE * in.count());
        for (int i = 0; i < in.count(); i++, at += OBSTACLE_STRIDE) {
            float scale = in.get(i, Instances.SCALE);
            obstacles[at] = in.get(i, Instances.X);
            obstacles[at + 1] = in.get(i, Instances.Z);
            obstacles[at + 2] = radius * scale;
            obstacles[at + 3] = s.ordinal();
            obstacles[at + 4] = (float) (s.size() * scale);
        }
    }

    private static VertexBuffer instanced(VertexBuffer.Type type, float[] data, int first) {
        FloatBuffer buffer = BufferUtils.createFloatBuffer(data.length / 2);
        for (int o = first; o < data.length; o += FLOATS) {
            buffer.put(data, o, 4);
        }
        buffer.flip();
        VertexBuffer vb = new VertexBuffer(type);
        vb.setInstanced(true);
        vb.setupData(VertexBuffer.Usage.Static, 4, VertexBuffer.Format.Float, buffer);
        return vb;
    }

    private Group group(Species s, String band, FoliageBands.Band range) {
        Group g = new Group(new Node(node.getName() + "-" + s.key() + "-" + band), range);
        node.attachChild(g.node);
        groups.add(g);
        return g;
    }

    private Batch add(Species s, Group group, Mesh base, Material material, Attributes a, Batch cover) {
        Mesh mesh;
        if (base.getVertexCount() <= REPEATED_VERTICES && !group.band.thins()) {
            RepeatedMesh repeated = new RepeatedMesh(base, a.where(), a.how());
            ownBuffers.addAll(repeated.getBufferList());
            bytes += repeated.bytes();
            mesh = repeated;
        } else {
            mesh = new ThinnedMesh(base, a.where(), a.how());
        }
        mesh.setBound(a.bound().clone());
        Geometry g = new Geometry(group.node.getName(), mesh);
        g.setMaterial(material);
        group.node.attachChild(g);
        Batch b = new Batch(s, g, group, a, cover);
        batches.add(b);
        group.batches.add(b);
        return b;
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
