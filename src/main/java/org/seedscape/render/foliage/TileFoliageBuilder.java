package org.seedscape.render.foliage;

import com.jme3.bounding.BoundingBox;
import com.jme3.material.Material;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
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
import org.seedscape.render.foliage.TileFoliageDrawing.Attributes;
import org.seedscape.render.foliage.TileFoliageDrawing.Batch;
import org.seedscape.render.foliage.TileFoliageDrawing.Group;

/**
 * Builds a {@link TileFoliageDrawing}: sorts each species' instances into squares per band
 * ({@link #batchSize}), writes their instanced attributes, and makes a geometry per square; and
 * gathers the trunks and rocks a walker stops at. No GL calls: any thread.
 */
final class TileFoliageBuilder {
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

    private final Node node;
    private final List<Batch> batches = new ArrayList<>();
    private final List<Group> groups = new ArrayList<>();
    /** The instanced attributes, and the buffers of repeated meshes: the drawing's to delete. */
    private final List<VertexBuffer> ownBuffers = new ArrayList<>();
    private float[] obstacles = new float[0];
    private long bytes;

    private TileFoliageBuilder(String name) {
        node = new Node(name + "-foliage");
    }

    /**
     * Builds the drawing of {@code foliage} on a tile whose mesh shows {@code heights}, with
     * {@code samples} samples per side {@code spacing} metres apart. No GL calls: any thread.
     */
    static TileFoliageDrawing build(String name, TileFoliage foliage, MeshHeights heights, int samples, double spacing,
                                    Map<Species, SpeciesLook> looks) {
        TileFoliageBuilder builder = new TileFoliageBuilder(name);
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
            Group farGroup = builder.group(s, "far", look.farBand()), nearGroup = builder.group(s, "near", look.nearBand());
            for (Map.Entry<Long, int[]> square : squares(in, farSize, tile).entrySet()) {
                Attributes a = builder.attributes(in, square.getValue(), look.farBand(), heights, samples, spacing, reach);
                farAttributes.put(square.getKey(), a);
                far.put(square.getKey(), builder.add(s, farGroup, look.far(), look.farMaterial(), a, null));
            }
            for (int[] which : squares(in, nearSize, tile).values()) {
                long cover = square(in, which[0], farSize, tile);
                // stored by its own band's ends, which matter only where that band thins (plants handing
                // over): elsewhere the far batch's buffers serve where the squares are the same
                Attributes a = nearSize == farSize && !look.nearBand().thins() ? farAttributes.get(cover)
                        : builder.attributes(in, which, look.nearBand(), heights, samples, spacing, reach);
                builder.add(s, nearGroup, look.near(), look.nearMaterial(), a, far.get(cover));
            }
            if (look.obstacleRadius() > 0) {
                builder.addObstacles(s, in, look.obstacleRadius());
            }
        }
        return new TileFoliageDrawing(builder.node, builder.batches, builder.groups, builder.ownBuffers, builder.obstacles, builder.bytes);
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
        obstacles = Arrays.copyOf(obstacles, at + TileDressing.OBSTACLE_STRIDE * in.count());
        for (int i = 0; i < in.count(); i++, at += TileDressing.OBSTACLE_STRIDE) {
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
}
