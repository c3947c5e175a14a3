package org.seedscape.render;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.util.BufferUtils;
import java.nio.Buffer;

/**
 * A patch that draws its stretches of the tile's skirt ({@link TileSkirt}) in its own draw call:
 * the skirt's vertices follow the patch's, and its index buffer is jME's geomipmap strip with each
 * stretch's strip at the patch's LOD stride joined on through degenerate triangles, once each way
 * round. jME swaps in a new strip when the LOD changes; {@link #sync} appends the skirt to it in the
 * same frame, before anything is drawn.
 */
final class SkirtedPatch {
    private final TerrainPatch patch;
    /** Cells along one stretch of edge (the patch's side). */
    private final int patchCells;
    /** Stretches of skirt it draws, their vertices one after another from {@link #firstSkirtVertex}. */
    private final int stretches;
    /** Index of the first skirt vertex: the patch's own vertices come first. */
    private final int firstSkirtVertex;
    /** The index data this patch last wrote; anything else in the mesh is a new strip from jME. */
    private Buffer written;

    SkirtedPatch(TerrainPatch patch, int patchCells, int stretches, int firstSkirtVertex) {
        this.patch = patch;
        this.patchCells = patchCells;
        this.stretches = stretches;
        this.firstSkirtVertex = firstSkirtVertex;
    }

    TerrainPatch patch() {
        return patch;
    }

    /**
     * Appends the skirt to the index buffer if jME put a new LOD strip there. Render thread, or
     * the building worker before the tile is shown.
     */
    void sync() {
        Mesh mesh = patch.getMesh();
        VertexBuffer indices = mesh.getBuffer(VertexBuffer.Type.Index);
        Buffer strip = indices.getData();
        if (strip == written) {
            return;
        }
        IndexBuffer in = IndexBuffer.wrapIndexBuffer(strip);
        int[] stretch = new int[TileSkirt.stripLength(patchCells, 1 << patch.getLod())];
        IndexBuffer out = IndexBuffer.createIndexBuffer(mesh.getVertexCount(), in.size() + stretches * 2 * (stretch.length + 3));
        int at = 0;
        for (int i = 0; i < in.size(); i++) {
            out.put(at++, in.get(i));
        }
        for (int s = 0; s < stretches; s++) {
            TileSkirt.putStrip(stretch, firstSkirtVertex + s * TileSkirt.verticesPerStretch(patchCells), patchCells, 1 << patch.getLod());
            at = appendStrip(out, at, stretch, false);
            at = appendStrip(out, at, stretch, true);
        }
        Buffer joined = out.getBuffer();
        joined.limit(at);
        mesh.clearBuffer(VertexBuffer.Type.Index);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, out.getFormat(), joined);
        mesh.updateCounts();
        BufferUtils.destroyDirectBuffer(strip); // jME's strip: handed over, copied, no longer referenced
        written = joined;
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
