package org.seedscape.render;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * The curtain hung under a tile's four edges that hides cracks against neighbours of another
 * level or geomipmap LOD. It hangs from the edge as drawn: along each patch's stretch of edge its
 * vertices follow that patch's LOD stride, so it meets the patch's surface exactly, and it drops
 * deeper than any gap between two interpolations of the same edge can open there (see {@link #depths}).
 * Its vertices carry the same morph attributes as the surface ({@link MorphVertexLayout}), so it
 * follows refine blends too.
 */
final class TileSkirt {
    /** Edges in vertex order: south (j = 0), north (j = n-1), west (i = 0), east (i = n-1). */
    private static final int SIDES = 4;

    private final int n;
    private final int patchCells;
    final Mesh mesh = new Mesh();
    /** LOD per (side, half) last written, -1 before the first. */
    private final int[] lods;

    TileSkirt(TileSurface surface, int patchCells) {
        this.n = surface.samples();
        this.patchCells = patchCells;
        this.lods = new int[SIDES * patchesPerSide()];
        Arrays.fill(lods, -1);
        int count = SIDES * n * 2;
        FloatBuffer pos = BufferUtils.createFloatBuffer(count * 3);
        MorphVertexLayout attributes = new MorphVertexLayout(count);
        float half = (n - 1) / 2f;
        for (int side = 0; side < SIDES; side++) {
            float[] depth = depths(surface, side);
            for (int t = 0; t < n; t++) {
                int i = sideI(side, t, n), j = sideJ(side, t, n), k = i + j * n;
                for (int bottom = 0; bottom < 2; bottom++) {
                    float drop = bottom * depth[t];
                    pos.put(i - half).put(surface.height[k] - drop).put(j - half);
                    attributes.put(surface, k, drop);
                }
            }
        }
        mesh.setBuffer(VertexBuffer.Type.Position, 3, pos.flip());
        attributes.setOn(mesh);
        setLods(new int[lods.length]);
        mesh.updateBound();
        mesh.setStatic();
    }

    /**
     * How far the skirt hangs below each vertex of a side. A crack opens between two drawn
     * versions of the same edge: interpolations of its samples at strides up to
     * {@link TileLodControl#MAX_LOD}'s, own or parent surface, or a finer neighbour's samples in
     * between. Within one stride of a vertex all of those lie between the lowest and highest
     * samples there, give or take what the slope allows between two samples; the skirt drops from
     * the vertex's own heights to below that.
     */
    static float[] depths(TileSurface s, int side) {
        int n = s.samples(), reach = 1 << TileLodControl.MAX_LOD;
        float[] lo = new float[n], hi = new float[n], slope = new float[n];
        for (int t = 0; t < n; t++) {
            int k = sideI(side, t, n) + sideJ(side, t, n) * n;
            lo[t] = Math.min(s.height[k], s.parentHeight[k]);
            hi[t] = Math.max(s.height[k], s.parentHeight[k]);
            slope[t] = Math.max(Math.abs(s.gradX[k]), Math.abs(s.gradZ[k]));
        }
        float[] depth = new float[n];
        for (int t = 0; t < n; t++) {
            float min = Float.POSITIVE_INFINITY, steepest = 0;
            for (int u = Math.max(0, t - reach); u <= Math.min(n - 1, t + reach); u++) {
                min = Math.min(min, lo[u]);
                steepest = Math.max(steepest, slope[u]);
            }
            depth[t] = hi[t] - min + (float) s.spacing() * (1 + steepest);
        }
        return depth;
    }

    /** Patches along one side: each draws its own stretch of edge at its own LOD. */
    int patchesPerSide() {
        return (n - 1) / patchCells;
    }

    /**
     * Rewrites the index buffer when a patch's LOD changed. {@code lods[side * patches + h]} is the
     * LOD of the patch along stretch h of that side (patches per side: {@link #patchesPerSide}).
     * @return whether anything changed
     */
    boolean setLods(int[] newLods) {
        if (Arrays.equals(newLods, lods)) {
            return false;
        }
        System.arraycopy(newLods, 0, lods, 0, lods.length);
        IntBuffer idx = BufferUtils.createIntBuffer(SIDES * (n - 1) * 6);
        for (int side = 0; side < SIDES; side++) {
            int base = side * n * 2;
            for (int h = 0; h < patchesPerSide(); h++) {
                int stride = 1 << lods[side * patchesPerSide() + h];
                int end = (h + 1) * patchCells;
                for (int t = h * patchCells; t < end; t += stride) {
                    int a = base + 2 * t, b = base + 2 * Math.min(t + stride, end);
                    idx.put(a).put(a + 1).put(b).put(b).put(a + 1).put(b + 1);
                }
            }
        }
        idx.flip();
        VertexBuffer old = mesh.getBuffer(VertexBuffer.Type.Index);
        if (old == null) {
            mesh.setBuffer(VertexBuffer.Type.Index, 3, idx);
        } else {
            BufferUtils.destroyDirectBuffer(old.getData());
            old.updateData(idx);
        }
        mesh.updateCounts();
        return true;
    }

    static int sideI(int side, int t, int n) {
        return side < 2 ? t : (side == 2 ? 0 : n - 1);
    }

    static int sideJ(int side, int t, int n) {
        return side < 2 ? (side == 0 ? 0 : n - 1) : t;
    }
}
