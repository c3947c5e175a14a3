package org.seedscape.render;

import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.Buffer;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Where each patch's vertices lie in a {@link TileMesh}'s shared buffers (its own, in jME's order,
 * then those of the skirt stretches it owns), and a variant's strip joined from its patches' strips
 * and skirts through degenerate triangles.
 */
final class PatchStrips {
    private final int patchCells;
    /** Per patch: the skirt stretches it owns ({@link TileSkirt#stretchesOf}). */
    private final int[][] owned;
    /** Per patch: its first vertex (its own vertices, in jME's order, then its skirt's). */
    private final int[] firstVertex;
    /** Per patch: the first vertex of its skirt. */
    private final int[] firstSkirtVertex;
    /**
     * Per patch and stretch of skirt it owns: whether the stretch's strip is drawn turned round,
     * to face out of the tile ({@link TileSkirt#facesIn}).
     */
    private final boolean[][] turned;
    private final int vertexCount;

    PatchStrips(List<TerrainPatch> patches, TileSkirt skirt, int patchCells) {
        this.patchCells = patchCells;
        int count = patches.size();
        owned = new int[count][];
        firstVertex = new int[count];
        firstSkirtVertex = new int[count];
        turned = new boolean[count][];
        int total = 0;
        for (int p = 0; p < count; p++) {
            owned[p] = skirt.stretchesOf(patches.get(p));
            turned[p] = new boolean[owned[p].length];
            for (int s = 0; s < owned[p].length; s++) {
                turned[p][s] = skirt.facesIn(owned[p][s]);
            }
            firstVertex[p] = total;
            firstSkirtVertex[p] = total + patches.get(p).getMesh().getVertexCount();
            total = firstSkirtVertex[p] + owned[p].length * skirt.verticesPerStretch();
        }
        vertexCount = total;
    }

    /** The vertices of every patch and its skirt. */
    int vertexCount() {
        return vertexCount;
    }

    /** The first of patch {@code p}'s vertices; its skirt's follow its own, and the next patch's follow those. */
    int firstVertex(int p) {
        return firstVertex[p];
    }

    /** The skirt stretches patch {@code p} owns, in the order their vertices follow its own. */
    int[] stretchesOf(int p) {
        return owned[p];
    }

    /**
     * The strips of the patches in {@code drawn} (bit p for patch p), jME's {@code strips} each with
     * its skirt at its LOD stride ({@code strideOf}), facing out of the tile, joined in one index
     * buffer whose data's limit is the strip's length.
     */
    IndexBuffer join(long drawn, Buffer[] strips, IntUnaryOperator strideOf) {
        int capacity = 0;
        for (int p = 0; p < strips.length; p++) {
            if ((drawn & 1L << p) != 0) {
                int skirtStrip = TileSkirt.stripLength(patchCells, strideOf.applyAsInt(p));
                capacity += strips[p].limit() + 3 + turned[p].length * (skirtStrip + 3);
            }
        }
        IndexBuffer out = IndexBuffer.createIndexBuffer(vertexCount, capacity);
        int at = 0;
        for (int p = 0; p < strips.length; p++) {
            if ((drawn & 1L << p) == 0) {
                continue;
            }
            IndexBuffer jme = IndexBuffer.wrapIndexBuffer(strips[p]);
            int[] strip = new int[jme.size()];
            for (int i = 0; i < strip.length; i++) {
                strip[i] = firstVertex[p] + jme.get(i);
            }
            at = appendStrip(out, at, strip, false);
            int stride = strideOf.applyAsInt(p);
            int[] stretch = new int[TileSkirt.stripLength(patchCells, stride)];
            for (int s = 0; s < turned[p].length; s++) {
                TileSkirt.putStrip(stretch, firstSkirtVertex[p] + s * TileSkirt.verticesPerStretch(patchCells), patchCells, stride);
                at = appendStrip(out, at, stretch, turned[p][s]);
            }
        }
        out.getBuffer().limit(at);
        return out;
    }

    /**
     * Appends a strip to the one in {@code out[0, at)}, joined by repeated indices (degenerate
     * triangles GL skips), and starts it at an even position, so its triangles keep the winding
     * they have alone, or at an odd one ({@code flipped}), which turns every one of them round.
     * Returns the new length.
     */
    static int appendStrip(IndexBuffer out, int at, int[] strip, boolean flipped) {
        if (at > 0) {
            out.put(at, out.get(at - 1));
            out.put(at + 1, strip[0]);
            at += 2;
        }
        if ((at & 1) == 1 != flipped) {
            out.put(at++, strip[0]);
        }
        for (int index : strip) {
            out.put(at++, index);
        }
        return at;
    }

}
