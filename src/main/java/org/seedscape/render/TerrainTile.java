package org.seedscape.render;

import com.jme3.material.MatParamOverride;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.shader.VarType;
import com.jme3.terrain.geomipmap.NormalRecalcControl;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.terrain.geomipmap.TerrainQuad;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * One tile, ready to attach: a TerrainQuad with geomipmap LOD whose patches also draw the tile's
 * skirt ({@link SkirtedPatch}), and the heights its mesh shows, for walking. Built on a worker
 * thread ({@link #build}); attached, moved, morphed and disposed on the render thread.
 *
 * <p>Every patch vertex carries the {@link MorphVertexLayout} attributes. jME's own normal,
 * tangent, binormal and texture coordinate buffers are dropped: the shader builds normals from
 * gradients and maps textures by world position.
 */
public final class TerrainTile {
    /** Where the scene stood when a build started: origin (x, z) and the camera's scene position. */
    public record View(double originX, double originZ, Vector3f camera) {
    }

    private final TileKey key;
    private final MeshHeights heights;
    private final Node node;
    private final TerrainQuad quad;
    private final TileLodControl lod;
    private final MatParamOverride morph = new MatParamOverride(VarType.Float, "Morph", 1f);
    private final List<TerrainPatch> patches;
    private final MatParamOverride[] detail;
    private final long bytes;

    private TerrainTile(TileKey key, MeshHeights heights, Node node, TerrainQuad quad, List<TerrainPatch> patches,
                        TileLodControl lod, long bytes) {
        this.key = key;
        this.patches = patches;
        this.detail = new MatParamOverride[patches.size()];
        for (int i = 0; i < detail.length; i++) {
            detail[i] = new MatParamOverride(VarType.Int, "Detail", DetailVariant.MEAN_COLOURS.define());
            patches.get(i).addMatParamOverride(detail[i]);
        }
        this.heights = heights;
        this.node = node;
        this.quad = quad;
        this.lod = lod;
        this.bytes = bytes;
        node.addMatParamOverride(morph);
    }

    /**
     * Builds the renderable for a generated tile's surface (no GL calls; safe on any thread), with
     * its LOD already chosen for where the camera is. Keeps nothing of {@code surface}.
     *
     * @param lodMultiplier geomipmap distance factor: LOD i up to {@code 33 * multiplier * (i + 1)} samples away
     * @param haze          thins patches as much as the haze hides them ({@link Quality#thinsHazedGround}), or null
     * @param view          the floating origin's (x, z) and the camera's scene position when the build started
     */
    public static TerrainTile build(TileKey key, TileLayout layout, TileSurface surface, Material material, Camera camera,
                                    float lodMultiplier, HazeSight haze, View view) throws Exception {
        int n = layout.samples();
        TerrainQuad quad = new TerrainQuad(key.name(), TileLayout.PATCH_SAMPLES, n, surface.heights());
        quad.setMaterial(material);
        // Normals come from gradients in the shader; jME's normal recalculation would need the
        // normal buffers this tile drops.
        quad.removeControl(NormalRecalcControl.class);
        List<TerrainPatch> patches = new ArrayList<>();
        collectPatches(quad, patches);
        MeshHeights heights = surface.meshHeights();
        TileSkirt skirt = new TileSkirt(surface, TileLayout.PATCH_SAMPLES - 1);
        long bytes = heights.bytes() + 12L * n * n;
        List<SkirtedPatch> skirted = new ArrayList<>();
        for (TerrainPatch patch : patches) {
            int[] stretches = skirt.stretchesOf(patch);
            int own = patch.getMesh().getVertexCount();
            addVertexAttributes(patch, surface, skirt, stretches);
            SkirtedPatch p = new SkirtedPatch(patch, TileLayout.PATCH_SAMPLES - 1, stretches.length, own);
            p.sync();
            skirted.add(p);
            bytes += MorphVertexLayout.bytes(patch.getMesh());
        }

        Node node = new Node(key.name() + "-node");
        node.attachChild(quad);
        double s = layout.spacing(key.level());
        node.setLocalScale((float) s, 1, (float) s);
        TileLodControl lod = new TileLodControl(quad, camera, skirted, lodMultiplier, haze, (float) (4 * s));
        quad.addControl(lod);
        TerrainTile tile = new TerrainTile(key, heights, node, quad, patches, lod, bytes);
        tile.placeAt(layout, view.originX(), view.originZ());
        node.updateGeometricState();
        lod.prime(view.camera());
        return tile;
    }

    private static void collectPatches(Spatial s, List<TerrainPatch> out) {
        if (s instanceof TerrainPatch p) {
            out.add(p);
        } else if (s instanceof Node node) {
            for (Spatial c : node.getChildren()) {
                collectPatches(c, out);
            }
        }
    }

    /**
     * Gives a patch its morph attributes, matching its vertices to tile samples by position, and
     * appends its skirt stretches' vertices after its own.
     */
    private static void addVertexAttributes(TerrainPatch patch, TileSurface surface, TileSkirt skirt, int[] stretches) {
        Mesh mesh = patch.getMesh();
        int n = surface.samples();
        float half = (n - 1) / 2f;
        Vector3f offset = patch.getLocalTranslation();
        FloatBuffer own = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        int count = mesh.getVertexCount(), total = count + stretches.length * skirt.verticesPerStretch();
        FloatBuffer pos = BufferUtils.createFloatBuffer(3 * total);
        MorphVertexLayout attributes = new MorphVertexLayout(total);
        for (int v = 0; v < count; v++) {
            float x = own.get(3 * v), y = own.get(3 * v + 1), z = own.get(3 * v + 2);
            int i = Math.round(x + offset.x + half);
            int j = Math.round(z + offset.z + half);
            int k = i + j * n;
            if (i < 0 || j < 0 || i >= n || j >= n || y != surface.height[k]) {
                throw new IllegalStateException("patch " + patch.getName() + " vertex " + v + " does not match sample " + i + ", " + j);
            }
            pos.put(x).put(y).put(z);
            attributes.put(surface, k, 0);
        }
        for (int stretch : stretches) {
            skirt.putStretch(stretch, offset.x, offset.z, pos, attributes);
        }
        mesh.clearBuffer(VertexBuffer.Type.Position);
        BufferUtils.destroyDirectBuffer(own);
        mesh.setBuffer(VertexBuffer.Type.Position, 3, pos.flip());
        attributes.setOn(mesh);
        for (VertexBuffer.Type unused : new VertexBuffer.Type[] {VertexBuffer.Type.Normal, VertexBuffer.Type.Tangent,
                VertexBuffer.Type.Binormal, VertexBuffer.Type.TexCoord}) {
            VertexBuffer vb = mesh.getBuffer(unused);
            if (vb != null) {
                mesh.clearBuffer(unused);
                BufferUtils.destroyDirectBuffer(vb.getData());
            }
        }
        mesh.updateCounts();
        mesh.updateBound();
    }

    public TileKey key() {
        return key;
    }

    /** The node to attach; scaled to the tile's spacing, placed by {@link #placeAt}. */
    public Node node() {
        return node;
    }

    public MeshHeights heights() {
        return heights;
    }

    /** Positions the tile relative to the floating origin (exact in double, small in float). */
    public void placeAt(TileLayout layout, double originX, double originZ) {
        node.setLocalTranslation((float) (layout.centreX(key) - originX), 0, (float) (layout.centreZ(key) - originZ));
    }

    public void setMorph(float value) {
        if ((Float) morph.getValue() != value) {
            morph.setValue(value);
        }
    }

    /**
     * Picks each patch's shader variant, for its skirt too, by the distance from the camera (scene
     * coordinates) to its bound, as the quality tier picks them ({@link Quality#variantAt}).
     */
    public void chooseDetail(Vector3f camera, Quality quality) {
        for (int i = 0; i < detail.length; i++) {
            int variant = quality.variantAt(patches.get(i).getWorldBound().distanceToEdge(camera)).define();
            if ((Integer) detail[i].getValue() != variant) {
                detail[i].setValue(variant);
            }
        }
    }

    public float morph() {
        return (Float) morph.getValue();
    }

    /** The quad's patches, each drawn with its own shader variant (for tests). */
    List<TerrainPatch> patches() {
        return Collections.unmodifiableList(patches);
    }

    /** The geomipmapped quad (for height and LOD queries in tests). */
    public TerrainQuad quad() {
        return quad;
    }

    /** Estimated bytes: the mesh heights, the quad's height map and every vertex and index buffer. */
    public long bytes() {
        return bytes;
    }

    /** Frees GL objects and direct buffers. Render thread; the tile must be detached. */
    public void dispose(Renderer renderer) {
        lod.detachAndCleanUpControl();
        List<Mesh> meshes = new ArrayList<>();
        for (TerrainPatch p : patches) {
            meshes.add(p.getMesh());
        }
        for (Mesh m : meshes) {
            for (VertexBuffer vb : m.getBufferList()) {
                renderer.deleteBuffer(vb);
                if (vb.getData() != null) {
                    BufferUtils.destroyDirectBuffer(vb.getData());
                }
            }
            m.clearBuffer(VertexBuffer.Type.Index);
        }
    }
}
