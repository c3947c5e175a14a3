package org.seedscape.render;

import com.jme3.math.Vector3f;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * The curtain hung under a tile's four edges that hides cracks against neighbours of another
 * level or geomipmap LOD. It has no draw call of its own: each patch owns the stretches of edge
 * it lies on, and the tile's mesh ({@link TileMesh}) keeps their vertices after the patch's and
 * draws their strips after its LOD strip, so along each stretch the skirt follows that patch's
 * stride and meets its surface exactly. It drops deeper than any gap between two
 * interpolations of the same edge can open there (see {@link #depths}). Its vertices carry the
 * same morph attributes as the surface ({@link MorphVertexLayout}), so it follows refine blends too.
 */
final class TileSkirt {
    /** Edges in stretch order: south (j = 0), north (j = n-1), west (i = 0), east (i = n-1). */
    static final int SIDES = 4;

    private final TileSurface surface;
    private final int n;
    private final int patchCells;
    private final float[][] depth = new float[SIDES][];

    TileSkirt(TileSurface surface, int patchCells) {
        this.surface = surface;
        this.n = surface.samples();
        this.patchCells = patchCells;
        for (int side = 0; side < SIDES; side++) {
            depth[side] = depths(surface, side);
        }
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
     * The stretches of edge a patch draws, as {@code side * patchesPerSide() + h}, found by the
     * patch's position in the tile (a corner patch of a 2 x 2 tile draws two).
     */
    int[] stretchesOf(TerrainPatch patch) {
        Vector3f t = patch.getLocalTranslation();
        float half = (n - 1) / 2f;
        int perSide = patchesPerSide();
        int pi = Math.round((t.x + half - patchCells / 2f) / patchCells);
        int pj = Math.round((t.z + half - patchCells / 2f) / patchCells);
        int[] found = new int[4];
        int count = 0;
        if (pj == 0) found[count++] = pi;
        if (pj == perSide - 1) found[count++] = perSide + pi;
        if (pi == 0) found[count++] = 2 * perSide + pj;
        if (pi == perSide - 1) found[count++] = 3 * perSide + pj;
        return Arrays.copyOf(found, count);
    }

    /** Vertices one stretch adds: a top and a bottom for each of its samples. */
    int verticesPerStretch() {
        return verticesPerStretch(patchCells);
    }

    static int verticesPerStretch(int patchCells) {
        return 2 * (patchCells + 1);
    }

    /**
     * Appends one stretch's vertices (per sample, the top on the edge and the bottom below it) in
     * tile coordinates (samples from the tile's centre).
     */
    void putStretch(int stretch, FloatBuffer positions, MorphVertexLayout attributes) {
        int side = stretch / patchesPerSide(), h = stretch % patchesPerSide();
        float half = (n - 1) / 2f;
        for (int t = h * patchCells; t <= (h + 1) * patchCells; t++) {
            int i = sideI(side, t, n), j = sideJ(side, t, n), k = i + j * n;
            for (int bottom = 0; bottom < 2; bottom++) {
                float drop = bottom * depth[side][t];
                positions.put(i - half).put(surface.height[k] - drop).put(j - half);
                attributes.put(surface, k, drop);
            }
        }
    }

    /** Indices of one stretch's strip at a LOD stride ({@link #putStrip}). */
    static int stripLength(int patchCells, int stride) {
        return 2 * ((patchCells + stride - 1) / stride + 1);
    }

    /**
     * Writes one stretch's triangle strip at a LOD stride, its vertices starting at {@code base}:
     * top and bottom of every stride-th sample and of the last. Static: a shown tile keeps no
     * reference to the tile's build data.
     */
    static void putStrip(int[] strip, int base, int patchCells, int stride) {
        int at = 0;
        for (int t = 0; t < patchCells + stride; t += stride) {
            int v = base + 2 * Math.min(t, patchCells);
            strip[at++] = v;
            strip[at++] = v + 1;
        }
    }

    /**
     * Whether a stretch's strip ({@link #putStrip}) faces into the tile, so it must be drawn turned
     * round. A skirt need only face out: a crack shows to an eye above the ground only where the
     * far side's edge is higher than the near side's, and there the far tile's skirt faces the eye
     * (where the near edge is the higher, a ray that clears it passes over the gap too).
     */
    boolean facesIn(int stretch) {
        int side = stretch / patchesPerSide();
        return side == 0 || side == 3;
    }

    static int sideI(int side, int t, int n) {
        return side < 2 ? t : (side == 2 ? 0 : n - 1);
    }

    static int sideJ(int side, int t, int n) {
        return side < 2 ? (side == 0 ? 0 : n - 1) : t;
    }
}
