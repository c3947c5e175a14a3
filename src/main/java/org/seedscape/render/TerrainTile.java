package org.seedscape.render;

import com.jme3.material.MatParamOverride;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.math.Vector4f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.shader.VarType;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.terrain.geomipmap.TerrainQuad;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * One tile, ready to attach: a TerrainQuad that chooses geomipmap LOD, drawn through a
 * {@link TileMesh} (one draw call per shader variant, skirt included), the heights its mesh
 * shows, for walking, and its triangles as drawn at their LOD, for queries. Built on a worker
 * thread ({@link #build}); attached, moved, morphed and disposed on the render thread.
 */
public final class TerrainTile {
    /** Where the scene stood when a build started: origin (x, z) and the camera's scene position. */
    public record View(double originX, double originZ, Vector3f camera) {
    }

    private final TileKey key;
    private final MeshHeights heights;
    private final DrawnTriangles triangles;
    private final Node node;
    private final TerrainQuad quad;
    private final TileMesh mesh;
    private final TileLodControl lod;
    private final MatParamOverride morph = new MatParamOverride(VarType.Float, "Morph", 1f);
    /** Which edges meet a coarser tile ({@link EdgeMorph}), as bits and as the shaders' vector. */
    private final MatParamOverride coarseEdgeVector = new MatParamOverride(VarType.Vector4, "CoarseEdges", new Vector4f());
    private int coarseEdges;
    private long bytes;
    /** What stands on the ground, or null. */
    private TileDressing dressing;

    private TerrainTile(TileKey key, MeshHeights heights, DrawnTriangles triangles, Node node, TerrainQuad quad, TileMesh mesh,
                        TileLodControl lod, long bytes) {
        this.key = key;
        this.heights = heights;
        this.triangles = triangles;
        this.node = node;
        this.quad = quad;
        this.mesh = mesh;
        this.lod = lod;
        this.bytes = bytes;
        node.addMatParamOverride(morph);
        node.addMatParamOverride(coarseEdgeVector);
        node.addMatParamOverride(new MatParamOverride(VarType.Float, "TileHalf", (heights.samples() - 1) / 2f));
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
        TerrainQuad quad = new TileQuad(key.name(), TileLayout.PATCH_SAMPLES, n, surface.heights());
        // The quad chooses LOD and writes its patches' strips; the tile mesh draws them.
        quad.setCullHint(Spatial.CullHint.Always);
        List<TerrainPatch> patches = new ArrayList<>();
        collectPatches(quad, patches);
        int patchCells = TileLayout.PATCH_SAMPLES - 1;
        TileMesh mesh = new TileMesh(key.name(), patches, surface, new TileSkirt(surface, patchCells), patchCells, material);
        MeshHeights heights = surface.meshHeights();

        Node node = new Node(key.name() + "-node");
        node.attachChild(quad);
        mesh.geometries().forEach(node::attachChild);
        node.addControl(mesh.cullingControl());
        double s = layout.spacing(key.level());
        node.setLocalScale((float) s, 1, (float) s);
        TileLodControl lod = new TileLodControl(quad, camera, mesh, lodMultiplier, haze, (float) (4 * s));
        quad.addControl(lod);
        node.setLocalTranslation(placement(layout, key, view.originX(), view.originZ()));
        node.updateGeometricState();
        lod.prime(view.camera());
        return new TerrainTile(key, heights, new DrawnTriangles(patches, heights, s), node, quad, mesh, lod,
                heights.bytes() + 12L * n * n + mesh.bytes());
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

    public TileKey key() {
        return key;
    }

    /** The tile's LOD control (tests). */
    TileLodControl lod() {
        return lod;
    }

    /** The node to attach; scaled to the tile's spacing, placed by {@link #placeAt}. */
    public Node node() {
        return node;
    }

    /**
     * The geometries that draw the tile's ground, one per shader variant (those the tile does not
     * use now are culled); their vertices are in tile coordinates: samples across, metres up.
     */
    public List<Geometry> groundGeometries() {
        return mesh.geometries();
    }

    public MeshHeights heights() {
        return heights;
    }

    /**
     * The height the tile draws now at (u, v), samples from its minimum corner: on the triangles of
     * its patches' geomipmap LOD, at its morph and coarse edges ({@link DrawnTriangles}). Render thread.
     */
    public double drawnHeightAt(double u, double v) {
        return triangles.heightAt(u, v, morph(), coarseEdges);
    }

    /**
     * Every triangle the tile draws now that the ray from (u, y, v) along (du, dy, dv), samples from
     * its minimum corner and metres up, crosses for t in [0, limit] ({@link DrawnTriangles#crossings}). Render thread.
     */
    public void crossings(double u, double y, double v, double du, double dy, double dv, double limit,
                          DrawnTriangles.Crossing out) {
        triangles.crossings(u, y, v, du, dy, dv, limit, morph(), coarseEdges, out);
    }

    /**
     * Puts {@code what} on the tile: it moves, morphs and is freed with it. On the builder's thread,
     * before the tile is handed to the render thread.
     */
    public void dress(TileDressing what) {
        dressing = what;
        node.attachChild(what.node());
        bytes += what.bytes();
    }

    /** Positions the tile relative to the floating origin (exact in double, small in float). */
    public void placeAt(TileLayout layout, double originX, double originZ) {
        node.setLocalTranslation(placement(layout, key, originX, originZ));
    }

    private static Vector3f placement(TileLayout layout, TileKey key, double originX, double originZ) {
        return new Vector3f((float) (layout.centreX(key) - originX), 0, (float) (layout.centreZ(key) - originZ));
    }

    public void setMorph(float value) {
        if ((Float) morph.getValue() != value) {
            morph.setValue(value);
        }
    }

    /**
     * Picks each patch's shader variant, for its skirt too, by the distance from the camera (scene
     * coordinates) to its bound, as the quality tier picks them ({@link Quality#variantAt}), and
     * what its dressing shows from there.
     */
    public void chooseDetail(Vector3f camera, Quality quality) {
        List<TerrainPatch> patches = mesh.patches();
        for (int i = 0; i < patches.size(); i++) {
            mesh.setVariant(i, quality.variantAt(patches.get(i).getWorldBound().distanceToEdge(camera)));
        }
        mesh.sync();
        if (dressing != null) {
            dressing.choose(camera);
        }
    }

    /** What stands on the ground, or null. */
    public TileDressing dressing() {
        return dressing;
    }

    public float morph() {
        return (Float) morph.getValue();
    }

    /** Which edges meet a coarser tile: {@link EdgeMorph}'s bits. Render thread. */
    public void setCoarseEdges(int edges) {
        if (edges != coarseEdges) {
            coarseEdges = edges;
            coarseEdgeVector.setValue(new Vector4f((edges & EdgeMorph.WEST) != 0 ? 1 : 0, (edges & EdgeMorph.EAST) != 0 ? 1 : 0,
                    (edges & EdgeMorph.SOUTH) != 0 ? 1 : 0, (edges & EdgeMorph.NORTH) != 0 ? 1 : 0));
        }
    }

    /** Which edges meet a coarser tile: {@link EdgeMorph}'s bits. */
    public int coarseEdges() {
        return coarseEdges;
    }

    /**
     * Whether the patches' LOD is worked out for where the camera is now, nothing pending; where
     * not, asks for it. Render thread.
     */
    public boolean lodCurrentOrRefresh() {
        return lod.currentOrRefresh();
    }

    /** What draws the tile (for tests). */
    TileMesh mesh() {
        return mesh;
    }

    /** The geomipmapped quad (for height and LOD queries in tests). */
    public TerrainQuad quad() {
        return quad;
    }

    /**
     * Estimated bytes: the mesh heights, the quad's height map, every vertex and index buffer as
     * built, and the dressing's.
     */
    public long bytes() {
        return bytes;
    }

    /** Frees GL objects and direct buffers. Render thread; the tile must be detached. */
    public void dispose(Renderer renderer) {
        lod.detachAndCleanUpControl();
        mesh.dispose(renderer);
        if (dressing != null) {
            dressing.dispose(renderer);
        }
    }
}
