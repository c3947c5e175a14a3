package org.seedscape.render;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.util.BufferUtils;
import java.nio.Buffer;

/**
 * A patch that draws its stretches of the tile's skirt ({@link TileSkirt}) in its own draw call:
 * the skirt's vertices follow the patch's, and its index buffer is jME's geomipmap triangles (a
 * strip, turned into a list) followed by the skirt's triangles at the patch's LOD stride. jME
 * swaps in a new strip when the LOD changes; {@link #sync} rewrites the list in the same frame,
 * before anything is drawn.
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

    /**
     * Rewrites the index buffer if jME put a new LOD strip there. Render thread, or the building
     * worker before the tile is shown.
     */
    void sync() {
        Mesh mesh = patch.getMesh();
        VertexBuffer indices = mesh.getBuffer(VertexBuffer.Type.Index);
        Buffer strip = indices.getData();
        if (strip == written) {
            return;
        }
        IndexBuffer in = IndexBuffer.wrapIndexBuffer(strip);
        int stride = 1 << patch.getLod();
        int perStretch = TileSkirt.indicesPerStretch(patchCells, stride);
        int count = 3 * Math.max(in.size() - 2, 0) + stretches * perStretch;
        IndexBuffer out = IndexBuffer.createIndexBuffer(mesh.getVertexCount(), count);
        int at = stripToList(in, out);
        for (int s = 0; s < stretches; s++) {
            TileSkirt.putTriangles(out, at, firstSkirtVertex + s * TileSkirt.verticesPerStretch(patchCells), patchCells, stride);
            at += perStretch;
        }
        Buffer list = out.getBuffer();
        list.limit(at);
        mesh.clearBuffer(VertexBuffer.Type.Index);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, out.getFormat(), list);
        mesh.setMode(Mesh.Mode.Triangles);
        mesh.updateCounts();
        BufferUtils.destroyDirectBuffer(strip); // jME's strip: handed over, copied, no longer referenced
        written = list;
    }

    /**
     * Copies a triangle strip's triangles into a list, in the winding GL gives them (odd
     * triangles swap their first two corners), leaving out the degenerate ones that join rows.
     * Returns the indices written.
     */
    static int stripToList(IndexBuffer strip, IndexBuffer list) {
        int at = 0;
        for (int i = 0; i + 2 < strip.size(); i++) {
            int a = strip.get(i), b = strip.get(i + 1), c = strip.get(i + 2);
            if (a == b || b == c || a == c) {
                continue;
            }
            if ((i & 1) == 1) {
                int swap = a;
                a = b;
                b = swap;
            }
            list.put(at++, a);
            list.put(at++, b);
            list.put(at++, c);
        }
        return at;
    }
}
