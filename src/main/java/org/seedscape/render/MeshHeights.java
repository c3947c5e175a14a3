package org.seedscape.render;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;

/**
 * The heights a tile's mesh shows: at every sample its own and the parent level's (what the
 * parent mesh draws there), and between samples the mesh's triangles, for any morph. All a shown
 * tile keeps of its {@link TileSurface}: the gradients and layer weights live on in the vertex
 * buffers only.
 *
 * <p>The heights live off the Java heap: a cached tile lives for minutes, and until an object ages
 * out of the young generation every young collection copies it again (up to 15 times), so 34 KB of
 * heights per tile made most of the pause time of a flight.
 */
public final class MeshHeights {
    private final int n;
    /** The tile's own heights, then the parent's, row by row. */
    private final FloatBuffer heights;
    /** The lowest and highest of both: every morph's heights lie between them. */
    private final float lowest, highest;

    MeshHeights(int n, float[] height, float[] parentHeight) {
        this.n = n;
        this.heights = ByteBuffer.allocateDirect(2 * 4 * n * n).order(ByteOrder.nativeOrder()).asFloatBuffer();
        heights.put(height).put(parentHeight);
        float low = Float.POSITIVE_INFINITY, high = Float.NEGATIVE_INFINITY;
        for (int k = 0; k < 2 * n * n; k++) {
            low = Math.min(low, heights.get(k));
            high = Math.max(high, heights.get(k));
        }
        lowest = low;
        highest = high;
    }

    /**
     * The height the mesh shows at tile-local sample coordinates {@code (u, v)} in
     * {@code [0, n - 1]} for a morph between the parent's surface (0) and the tile's own (1):
     * interpolated on the triangle of the cell, split along the (x+1, z)-(x, z+1) diagonal.
     */
    public float heightAt(double u, double v, float morph) {
        return heightAt(u, v, morph, 0);
    }

    /**
     * {@link #heightAt(double, double, float)} where the tile meets coarser tiles across
     * {@code coarseEdges} ({@link EdgeMorph}): each sample's morph eased to the parent's surface
     * along those edges, as the vertex shader eases it.
     */
    public float heightAt(double u, double v, float morph, int coarseEdges) {
        int i = (int) Math.min(Math.max(Math.floor(u), 0), n - 2);
        int j = (int) Math.min(Math.max(Math.floor(v), 0), n - 2);
        float fu = (float) (u - i), fv = (float) (v - j);
        return onTriangle(atSample(i, j, morph, coarseEdges), atSample(i + 1, j, morph, coarseEdges),
                atSample(i, j + 1, morph, coarseEdges), atSample(i + 1, j + 1, morph, coarseEdges), fu, fv);
    }

    /**
     * The height at fraction (fu, fv) of a cell with corner heights h00 (x, z), h10 (x+1, z), h01
     * and h11, on the triangle the mesh draws there: cells are split along (x+1, z)-(x, z+1).
     */
    static float onTriangle(float h00, float h10, float h01, float h11, float fu, float fv) {
        if (fu + fv <= 1) {
            return h00 + (h10 - h00) * fu + (h01 - h00) * fv;
        }
        return h11 + (h01 - h11) * (1 - fu) + (h10 - h11) * (1 - fv);
    }

    /** Every sample's {@link #atSample} height, row by row from the lowest z (sample (i, j) at {@code i + j * n}). */
    public float[] atSamples(float morph, int coarseEdges) {
        float[] out = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                out[i + j * n] = atSample(i, j, morph, coarseEdges);
            }
        }
        return out;
    }

    /** The height the vertex shader gives sample (i, j)'s vertex at {@code morph} with {@code coarseEdges}. */
    float atSample(int i, int j, float morph, int coarseEdges) {
        int k = i + j * n;
        float parent = heights.get(n * n + k);
        if (coarseEdges != 0) {
            float half = (n - 1) / 2f;
            morph *= EdgeMorph.keep(i - half, j - half, half, coarseEdges);
        }
        return parent + (heights.get(k) - parent) * morph;
    }

    /** Metres: no sample, of the tile's own surface or its parent's, lies lower. */
    float lowest() {
        return lowest;
    }

    /** Metres: no sample, of the tile's own surface or its parent's, lies higher. */
    float highest() {
        return highest;
    }

    /** Samples per side. */
    public int samples() {
        return n;
    }

    /** Bytes held by the heights. */
    public long bytes() {
        return 2L * 4 * n * n;
    }
}
