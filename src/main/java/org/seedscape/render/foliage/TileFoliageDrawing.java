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
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.seedscape.foliage.Instances;
import org.seedscape.foliage.Species;
import org.seedscape.foliage.TileFoliage;
import org.seedscape.render.MeshHeights;
import org.seedscape.render.TileDressing;

/**
 * One tile's foliage, drawn with instancing: per species one geometry whose mesh shares the
 * species' base buffers and adds two instanced attributes (where each instance stands, at the
 * tile's own and its parent's surface, and its turn, scale, tint and whether the parent tile keeps
 * it), and a second geometry of its far shape (a lighter mesh, or a tree's impostor) over the same
 * instances. A geometry shows only while the camera is within its
 * band ({@link FoliageBands}), so a tile draws one call per species except where a band fades
 * into the next; grass, tens of thousands of tufts a tile, comes in squares of {@link #GRASS_CHUNK}
 * metres, each a batch of its own.
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

    /**
     * Metres of a grass batch's square: a tile's tens of thousands of tufts in 16 batches, so the
     * view and the band cull most of them (a CPU rasteriser shades every vertex of a drawn batch).
     */
    private static final double GRASS_CHUNK = 16;

    /** A geometry, the band it shows in, and its instances' position buffer (shared by near and far). */
    private record Batch(Species species, Geometry geometry, FoliageBands.Band band, VertexBuffer instances) {
    }

    private final Node node;
    private final List<Batch> batches = new ArrayList<>();
    private final List<VertexBuffer> instanceBuffers = new ArrayList<>();
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
        for (Species s : Species.values()) {
            Instances in = foliage.of(s);
            if (in.count() == 0) {
                continue;
            }
            SpeciesLook look = looks.get(s);
            BoundingBox reach = (BoundingBox) look.near().getBound().clone();
            reach.mergeLocal(look.far().getBound());
            double chunk = s == Species.GRASS ? GRASS_CHUNK : spacing * samples;
            for (int[] which : chunks(in, chunk)) {
                float[] data = new float[which.length * FLOATS];
                BoundingBox bound = fill(in, which, heights, samples, spacing, reach, data);
                VertexBuffer where = instanced(VertexBuffer.Type.TexCoord7, data, 0);
                VertexBuffer how = instanced(VertexBuffer.Type.TexCoord8, data, 4);
                d.instanceBuffers.add(where);
                d.instanceBuffers.add(how);
                d.bytes += 4L * data.length;
                d.add(s, "near", look.near(), look.nearMaterial(), look.nearBand(), where, how, bound);
                d.add(s, "far", look.far(), look.farMaterial(), look.farBand(), where, how, bound);
            }
            if (look.obstacleRadius() > 0) {
                d.addObstacles(s, in, look.obstacleRadius());
            }
        }
        return d;
    }

    /** The instances' indices by square of {@code size} metres (tile-local), squares in row order, none empty. */
    private static List<int[]> chunks(Instances in, double size) {
        Map<Long, List<Integer>> bySquare = new TreeMap<>();
        for (int i = 0; i < in.count(); i++) {
            long cx = (long) Math.floor(in.get(i, Instances.X) / size), cz = (long) Math.floor(in.get(i, Instances.Z) / size);
            bySquare.computeIfAbsent(cz * 1024 + cx, k -> new ArrayList<>()).add(i);
        }
        List<int[]> out = new ArrayList<>();
        for (List<Integer> square : bySquare.values()) {
            out.add(square.stream().mapToInt(Integer::intValue).toArray());
        }
        return out;
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

    /** Trunks and rocks: (x, z, radius, species) each, tile-local metres. */
    private void addObstacles(Species s, Instances in, float radius) {
        int at = obstacles.length;
        obstacles = Arrays.copyOf(obstacles, at + OBSTACLE_STRIDE * in.count());
        for (int i = 0; i < in.count(); i++, at += OBSTACLE_STRIDE) {
            obstacles[at] = in.get(i, Instances.X);
            obstacles[at + 1] = in.get(i, Instances.Z);
            obstacles[at + 2] = radius * in.get(i, Instances.SCALE);
            obstacles[at + 3] = s.ordinal();
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

    private void add(Species s, String band, Mesh base, Material material, FoliageBands.Band range, VertexBuffer where,
                     VertexBuffer how, BoundingBox bound) {
        Mesh mesh = new Mesh();
        for (VertexBuffer vb : base.getBufferList()) {
            mesh.setBuffer(vb);
        }
        mesh.setBuffer(where);
        mesh.setBuffer(how);
        mesh.updateCounts();
        mesh.setBound(bound.clone());
        Geometry g = new Geometry(node.getName() + "-" + s.key() + "-" + band, mesh);
        g.setMaterial(material);
        node.attachChild(g);
        batches.add(new Batch(s, g, range, where));
    }

    @Override
    public Node node() {
        return node;
    }

    @Override
    public long bytes() {
        return bytes;
    }

    @Override
    public float[] obstacles() {
        return obstacles;
    }

    @Override
    public void choose(Vector3f camera) {
        for (Batch b : batches) {
            BoundingVolume bound = b.geometry().getWorldBound();
            boolean shows = bound == null || b.band().meets(bound.distanceToEdge(camera), farthest(bound, camera));
            b.geometry().setCullHint(shows ? Spatial.CullHint.Inherit : Spatial.CullHint.Always);
        }
    }

    private static double farthest(BoundingVolume bound, Vector3f camera) {
        BoundingBox box = (BoundingBox) bound;
        return bound.getCenter().distance(camera) + box.getExtent(null).length();
    }

    /**
     * Adds to {@code perSpecies} (by ordinal) the instances of the batches drawn now: in their band
     * and meeting the camera's view (a batch counts whole; near and far meshes of one species once).
     */
    public void countDrawn(Camera camera, int[] perSpecies) {
        Set<VertexBuffer> counted = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Batch b : batches) {
            Geometry g = b.geometry();
            if (g.getLocalCullHint() != Spatial.CullHint.Always && g.getWorldBound() != null
                    && camera.contains(g.getWorldBound()) != Camera.FrustumIntersect.Outside && counted.add(b.instances())) {
                perSpecies[b.species().ordinal()] += g.getMesh().getInstanceCount();
            }
        }
    }

    /**
     * Adds to {@code perSpecies} (by ordinal) the instances whose base stands in the camera's view,
     * nearer than where they fade out (thinning included): one by one, for pictures, not frames.
     */
    public void countInView(Camera camera, int[] perSpecies) {
        Transform world = node.getWorldTransform();
        Vector3f base = new Vector3f();
        Set<VertexBuffer> counted = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Batch b : batches) {
            if (!counted.add(b.instances())) {
                continue; // near and far show the same instances
            }
            FoliageBands.Band last = b.band();
            for (Batch other : batches) {
                last = other.instances() == b.instances() && other.band().outEnd() > last.outEnd() ? other.band() : last;
            }
            FloatBuffer where = (FloatBuffer) b.instances().getData();
            FloatBuffer how = (FloatBuffer) b.geometry().getMesh().getBuffer(VertexBuffer.Type.TexCoord8).getData();
            for (int i = 0; i < where.limit() / 4; i++) {
                world.transformVector(base.set(where.get(4 * i), where.get(4 * i + 2), where.get(4 * i + 1)), base);
                if (base.distance(camera.getLocation()) < last.endFor(how.get(4 * i + 2)) && inView(camera, base)) {
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
        for (VertexBuffer vb : instanceBuffers) {
            renderer.deleteBuffer(vb);
            BufferUtils.destroyDirectBuffer(vb.getData());
        }
    }
}
