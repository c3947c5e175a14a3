package org.seedscape.render;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;

/**
 * The per-vertex attributes the terrain shader ({@code Terrain.vert}) morphs and lights with, beside
 * the position (x, own height, z), written for tile patches and skirts alike:
 * <ul>
 *   <li>{@code TexCoord2}: own dh/dx, own dh/dz, parent dh/dx, parent dh/dz;</li>
 *   <li>{@code TexCoord3}: the parent level's height;</li>
 *   <li>{@code TexCoord4}: the ground layer weights (soil, sand, rock, snow) at the tile's scale;</li>
 *   <li>{@code TexCoord5}: the same at the parent's scale;</li>
 *   <li>{@code TexCoord6}: the {@link MacroVariation} there (broad, finer), own and parent's;</li>
 *   <li>{@code TexCoord7}: the trees' canopy cover (broadleaf, conifer), own and parent's.</li>
 * </ul>
 * Fill it with one {@link #put} per vertex, in vertex order, then {@link #setOn} a mesh.
 */
final class MorphVertexLayout {
    private final FloatBuffer gradients, parentHeight, layers, parentLayers, macro, canopy;

    MorphVertexLayout(int vertices) {
        gradients = BufferUtils.createFloatBuffer(vertices * 4);
        parentHeight = BufferUtils.createFloatBuffer(vertices);
        layers = BufferUtils.createFloatBuffer(vertices * 4);
        parentLayers = BufferUtils.createFloatBuffer(vertices * 4);
        macro = BufferUtils.createFloatBuffer(vertices * 4);
        canopy = BufferUtils.createFloatBuffer(vertices * 4);
    }

    /** Appends the attributes of tile sample {@code k}, its parent height lowered by {@code drop} metres (skirts hang). */
    void put(TileSurface surface, int k, float drop) {
        surface.putAttributes(k, gradients, layers, parentLayers, macro, canopy);
        parentHeight.put(surface.parentHeight[k] - drop);
    }

    /** The parent height written for a vertex (its morph's other end). */
    float parentHeight(int vertex) {
        return parentHeight.get(vertex);
    }

    /** Hands the filled buffers to the mesh. */
    void setOn(Mesh mesh) {
        mesh.setBuffer(VertexBuffer.Type.TexCoord2, 4, gradients.flip());
        mesh.setBuffer(VertexBuffer.Type.TexCoord3, 1, parentHeight.flip());
        mesh.setBuffer(VertexBuffer.Type.TexCoord4, 4, layers.flip());
        mesh.setBuffer(VertexBuffer.Type.TexCoord5, 4, parentLayers.flip());
        mesh.setBuffer(VertexBuffer.Type.TexCoord6, 4, macro.flip());
        mesh.setBuffer(VertexBuffer.Type.TexCoord7, 4, canopy.flip());
    }
}
