package org.seedscape.render;

import com.jme3.math.Vector3f;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.util.List;

/**
 * The ground a tile draws now, as triangles: each patch's geomipmap strip at its current LOD (jME
 * swaps in another as the camera moves, on the render thread), its vertices at the heights the
 * vertex shader gives them ({@link MeshHeights#atSample}: the tile's morph toward its parent's
 * surface, eased to it along coarse edges). So a patch drawn at LOD 2 answers from every fourth
 * sample, as it is seen, where {@link MeshHeights#heightAt} answers from every sample, each cell
 * split the same way (jME's strips turn the diagonals of some cells along a patch's edges, where
 * they join its neighbours). The skirts are left out: they hang under the edges to hide cracks,
 * and no one stands on them.
 *
 * <p>Coordinates: (u, v) in samples from the tile's minimum corner, heights in metres; the tile's
 * spacing turns them into metres for normals. Render thread.
 */
public final class DrawnTriangles {
    /** Hears of each triangle a ray crosses. */
    public interface Crossing {
        /**
         * The ray crosses at {@code t} times its direction; (nx, ny, nz) is the triangle's unit normal
         * in metres, pointing up; {@code triangle} counts the triangles of {@code patch}'s strip, as
         * jME's {@code Mesh.getTriangle} does.
         */
        void at(double t, double nx, double ny, double nz, TerrainPatch patch, int triangle);
    }

    /** Samples, and metres along a ray, by which rounding may put a crossing outside the ray's stretch over its patch. */
    private static final double SLACK = 1e-6;
    private final List<TerrainPatch> patches;
    /** Per patch, the tile sample of its first vertex: jME writes a patch's vertices row by row ({@code GeoMap}). */
    private final int[] firstI, firstJ;
    /** Samples per side of a patch. */
    private final int side;
    private final MeshHeights heights;
    private final double spacing;

    DrawnTriangles(List<TerrainPatch> patches, MeshHeights heights, double spacing) {
        this.patches = List.copyOf(patches);
        this.heights = heights;
        this.spacing = spacing;
        side = patches.get(0).getSize();
        firstI = new int[patches.size()];
        firstJ = new int[patches.size()];
        float half = (heights.samples() - 1) / 2f;
        for (int p = 0; p < patches.size(); p++) {
            // as TileMesh matches a patch's vertices to the tile's samples
            FloatBuffer position = patches.get(p).getMesh().getFloatBuffer(VertexBuffer.Type.Position);
            Vector3f offset = patches.get(p).getLocalTranslation();
            firstI[p] = Math.round(position.get(0) + offset.x + half);
            firstJ[p] = Math.round(position.get(2) + offset.z + half);
        }
    }

    /**
     * The height drawn at (u, v), clamped into the tile, at {@code morph} with {@code coarseEdges}:
     * on the triangle of the patch's strip that holds the point. At a vertex of the strip, that
     * vertex's height exactly.
     */
    public double heightAt(double u, double v, float morph, int coarseEdges) {
        double last = heights.samples() - 1;
        u = Math.min(Math.max(u, 0), last);
        v = Math.min(Math.max(v, 0), last);
        int p = patchAt(u, v);
        IndexBuffer strip = stripOf(p);
        double best = Double.NEGATIVE_INFINITY, height = Double.NaN;
        for (int t = 0; t + 2 < strip.size() && best < 0; t++) {
            int a = strip.get(t), b = strip.get(t + 1), c = strip.get(t + 2);
            if (a == b || b == c || a == c) {
                continue;
            }
            double ua = u(p, a), va = v(p, a), ub = u(p, b), vb = v(p, b), uc = u(p, c), vc = v(p, c);
            double d = (vb - vc) * (ua - uc) + (uc - ub) * (va - vc);
            double wa = ((vb - vc) * (u - uc) + (uc - ub) * (v - vc)) / d;
            double wb = ((vc - va) * (u - uc) + (ua - uc) * (v - vc)) / d;
            double wc = 1 - wa - wb;
            // The point lies in a triangle where no weight is below 0, which ends the search; one
            // that rounding leaves outside every triangle takes the nearest (least weight largest).
            double least = Math.min(wa, Math.min(wb, wc));
            if (least > best) {
                best = least;
                height = wa * vertexHeight(p, a, morph, coarseEdges) + wb * vertexHeight(p, b, morph, coarseEdges)
                        + wc * vertexHeight(p, c, morph, coarseEdges);
            }
        }
        return height;
    }

    /**
     * Tells {@code out} of every triangle the ray from (u, y, v) along (du, dy, dv) crosses for
     * {@code t} in [0, limit], at {@code morph} with {@code coarseEdges}; both faces count. Only the
     * triangles under the part of the ray inside a patch's box are tested.
     */
    public void crossings(double u, double y, double v, double du, double dy, double dv, double limit, float morph,
                          int coarseEdges, Crossing out) {
        double low = heights.lowest(), high = heights.highest(), last = heights.samples() - 1;
        double[] range = new double[2];
        if (!clip(u, y, v, du, dy, dv, limit, 0, low, 0, last, high, last, range)) {
            return;
        }
        for (int p = 0; p < patches.size(); p++) {
            if (clip(u, y, v, du, dy, dv, limit, firstI[p], low, firstJ[p], firstI[p] + side - 1, high, firstJ[p] + side - 1,
                    range)) {
                crossPatch(p, u, y, v, du, dy, dv, range[0], range[1], morph, coarseEdges, out);
            }
        }
    }

    /**
     * Möller and Trumbore's test, in sample space, against each triangle of patch {@code p}'s
     * strip under the ray's stretch from {@code from} to {@code to}.
     */
    private void crossPatch(int p, double u, double y, double v, double du, double dy, double dv, double from, double to,
                            float morph, int coarseEdges, Crossing out) {
        double uLow = Math.min(u + from * du, u + to * du) - SLACK, uHigh = Math.max(u + from * du, u + to * du) + SLACK;
        double vLow = Math.min(v + from * dv, v + to * dv) - SLACK, vHigh = Math.max(v + from * dv, v + to * dv) + SLACK;
        IndexBuffer strip = stripOf(p);
        for (int t = 0; t + 2 < strip.size(); t++) {
            int a = strip.get(t), b = strip.get(t + 1), c = strip.get(t + 2);
            if (a == b || b == c || a == c) {
                continue;
            }
            int ua = u(p, a), ub = u(p, b), uc = u(p, c), va = v(p, a), vb = v(p, b), vc = v(p, c);
            if (Math.max(ua, Math.max(ub, uc)) < uLow || Math.min(ua, Math.min(ub, uc)) > uHigh
                    || Math.max(va, Math.max(vb, vc)) < vLow || Math.min(va, Math.min(vb, vc)) > vHigh) {
                continue; // not under the ray
            }
            double ya = vertexHeight(p, a, morph, coarseEdges);
            double e1u = ub - ua, e1y = vertexHeight(p, b, morph, coarseEdges) - ya, e1v = vb - va;
            double e2u = uc - ua, e2y = vertexHeight(p, c, morph, coarseEdges) - ya, e2v = vc - va;
            double pu = dy * e2v - dv * e2y, py = dv * e2u - du * e2v, pv = du * e2y - dy * e2u;
            double det = e1u * pu + e1y * py + e1v * pv;
            if (det == 0) {
                continue; // the ray runs along the triangle's plane
            }
            double su = u - ua, sy = y - ya, sv = v - va;
            double bu = (su * pu + sy * py + sv * pv) / det;
            if (bu < 0 || bu > 1) {
                continue;
            }
            double qu = sy * e1v - sv * e1y, qy = sv * e1u - su * e1v, qv = su * e1y - sy * e1u;
            double bv = (du * qu + dy * qy + dv * qv) / det;
            if (bv < 0 || bu + bv > 1) {
                continue;
            }
            double along = (e2u * qu + e2y * qy + e2v * qv) / det;
            if (along < 0 || along > to + SLACK) {
                continue;
            }
            // The normal in metres: the edges' horizontal parts scaled by the spacing.
            double nx = e1y * e2v * spacing - e1v * spacing * e2y;
            double ny = (e1v * e2u - e1u * e2v) * spacing * spacing;
            double nz = e1u * spacing * e2y - e1y * e2u * spacing;
            double length = Math.copySign(Math.sqrt(nx * nx + ny * ny + nz * nz), ny);
            out.at(along, nx / length, ny / length, nz / length, patches.get(p), t);
        }
    }

    /**
     * Sets {@code range} to the t in [0, limit] for which the ray from (u, y, v) along (du, dy, dv)
     * lies in the box between (u0, y0, v0) and (u1, y1, v1) (slabs); false if there are none.
     */
    private static boolean clip(double u, double y, double v, double du, double dy, double dv, double limit,
                                double u0, double y0, double v0, double u1, double y1, double v1, double[] range) {
        range[0] = 0;
        range[1] = limit;
        return slab(u, du, u0, u1, range) && slab(y, dy, y0, y1, range) && slab(v, dv, v0, v1, range);
    }

    /** Narrows {@code range} (t from, to) to where {@code from + t along} lies in [low, high]; false once it is empty. */
    private static boolean slab(double from, double along, double low, double high, double[] range) {
        if (along == 0) {
            return from >= low && from <= high;
        }
        double t0 = (low - from) / along, t1 = (high - from) / along;
        range[0] = Math.max(range[0], Math.min(t0, t1));
        range[1] = Math.min(range[1], Math.max(t0, t1));
        return range[0] <= range[1];
    }

    /** The patch whose square holds (u, v), inside the tile; on an edge two do, and either draws the same height. */
    private int patchAt(double u, double v) {
        for (int p = 0; p < patches.size(); p++) {
            if (u >= firstI[p] && u <= firstI[p] + side - 1 && v >= firstJ[p] && v <= firstJ[p] + side - 1) {
                return p;
            }
        }
        throw new IllegalArgumentException("no patch holds sample " + u + ", " + v);
    }

    /** The strip jME draws patch {@code p} with now. */
    private IndexBuffer stripOf(int p) {
        return IndexBuffer.wrapIndexBuffer(patches.get(p).getMesh().getBuffer(VertexBuffer.Type.Index).getData());
    }

    private int u(int p, int vertex) {
        return firstI[p] + vertex % side;
    }

    private int v(int p, int vertex) {
        return firstJ[p] + vertex / side;
    }

    private float vertexHeight(int p, int vertex, float morph, int coarseEdges) {
        return heights.atSample(u(p, vertex), v(p, vertex), morph, coarseEdges);
    }
}
