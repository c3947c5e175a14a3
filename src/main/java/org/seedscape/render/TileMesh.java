package org.seedscape.render;

import com.jme3.bounding.BoundingBox;
import com.jme3.material.MatParamOverride;
import com.jme3.material.Material;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.Renderer;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial.CullHint;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.control.AbstractControl;
import com.jme3.scene.control.Control;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.shader.VarType;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.util.BufferUtils;
import java.nio.Buffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A tile's ground in one draw call per shader variant it shows (one, unless the tile straddles a
 * variant's range). jME's TerrainQuad still chooses each patch's geomipmap LOD and writes its
 * triangle strip, stitched to its neighbours, into the patch's own mesh, which is never drawn. This
 * class keeps every patch's vertices, and the skirt stretches each patch owns ({@link TileSkirt}),
 * in one set of vertex buffers in tile coordinates, and gives each variant a geometry whose strip
 * joins, through degenerate triangles, the strips of its patches in view, each followed by its
 * skirt at its LOD stride, facing out of the tile. Patches out of view are left out as jME's own
 * culling would leave them out, checked while the frame is drawn ({@link #cullingControl}).
 * {@link #sync} rebuilds a variant's strip in the frame one of its patches changes strip, variant
 * or visibility, before anything is drawn.
 */
final class TileMesh {
    private final List<TerrainPatch> patches;
    /** Where each patch's vertices lie, and how a variant's strip joins theirs. */
    private final PatchStrips strips;
    /** Per patch: the bound of its vertices at both ends of the morph, skirt included, in tile coordinates. */
    private final BoundingBox[] bounds;
    /** Per patch: that bound in the world, as of the last check of the view. */
    private final BoundingBox[] worldBounds;
    /** The whole tile's bound. */
    private final BoundingBox whole;
    /** One per {@link DetailVariant}, in its order; culled while it draws no patch. */
    private final Geometry[] variants;
    private final DetailVariant[] variantOf;
    /** Per patch: whether the camera saw it at the last check of the view. */
    private final boolean[] inView;
    /** Per patch: jME's strip at the last {@link #sync}; another one there is a new LOD. */
    private final Buffer[] seenStrip;
    /**
     * Per variant: the patches it draws when in view (bit p for patch p), whose bounds make its
     * bound, and those its strip draws; -1 before the first {@link #sync}.
     */
    private final long[] membersOf, drawnBy;

    /**
     * Builds the tile's vertex buffers from its patches (matched to tile samples by position) and
     * skirt; every patch starts with the {@link DetailVariant#MEAN_COLOURS} variant. Drops the
     * normal, tangent and texture coordinate buffers jME made for the patches (the shader builds
     * normals from gradients and maps textures by world position); their positions stay, for
     * jME's bounds and heights. No GL calls: safe on any thread.
     */
    TileMesh(String name, List<TerrainPatch> patches, TileSurface surface, TileSkirt skirt, int patchCells, Material material) {
        this.patches = List.copyOf(patches);
        int count = patches.size();
        if (count > Long.SIZE) {
            throw new IllegalArgumentException(count + " patches in a tile; at most " + Long.SIZE);
        }
        strips = new PatchStrips(patches, skirt, patchCells);
        bounds = new BoundingBox[count];
        worldBounds = new BoundingBox[count];
        seenStrip = new Buffer[count];
        variantOf = new DetailVariant[count];
        inView = new boolean[count];
        Arrays.fill(variantOf, DetailVariant.MEAN_COLOURS);
        Arrays.fill(inView, true);
        int total = strips.vertexCount();
        FloatBuffer positions = BufferUtils.createFloatBuffer(3 * total);
        MorphVertexLayout attributes = new MorphVertexLayout(total);
        for (int p = 0; p < count; p++) {
            putPatch(patches.get(p), surface, positions, attributes);
            for (int stretch : strips.stretchesOf(p)) {
                skirt.putStretch(stretch, positions, attributes);
            }
            bounds[p] = MorphBounds.of(positions, attributes, strips.firstVertex(p), p + 1 < count ? strips.firstVertex(p + 1) : total);
            worldBounds[p] = new BoundingBox();
            dropUnusedBuffers(patches.get(p).getMesh());
        }
        whole = (BoundingBox) bounds[0].clone(null);
        for (BoundingBox b : bounds) {
            whole.mergeLocal(b);
        }
        Mesh shared = new Mesh();
        shared.setBuffer(VertexBuffer.Type.Position, 3, positions.flip());
        attributes.setOn(shared);
        variants = new Geometry[DetailVariant.values().length];
        membersOf = new long[variants.length];
        drawnBy = new long[variants.length];
        Arrays.fill(membersOf, -1);
        Arrays.fill(drawnBy, -1);
        for (DetailVariant v : DetailVariant.values()) {
            Mesh mesh = new Mesh();
            mesh.setMode(Mesh.Mode.TriangleStrip);
            for (VertexBuffer vb : shared.getBufferList()) {
                mesh.setBuffer(vb);
            }
            Geometry g = new Geometry(name + "-" + v.name().toLowerCase(Locale.ROOT), mesh);
            g.setMaterial(material);
            g.addMatParamOverride(new MatParamOverride(VarType.Int, "Detail", v.define()));
            g.setCullHint(CullHint.Always);
            variants[v.ordinal()] = g;
        }
    }

    /** Writes a patch's own vertices in tile coordinates, checking each against its tile sample. */
    private static void putPatch(TerrainPatch patch, TileSurface surface, FloatBuffer positions, MorphVertexLayout attributes) {
        Mesh mesh = patch.getMesh();
        int n = surface.samples();
        float half = (n - 1) / 2f;
        Vector3f offset = patch.getLocalTranslation();
        FloatBuffer own = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        for (int v = 0; v < mesh.getVertexCount(); v++) {
            float x = own.get(3 * v), y = own.get(3 * v + 1), z = own.get(3 * v + 2);
            int i = Math.round(x + offset.x + half);
            int j = Math.round(z + offset.z + half);
            int k = i + j * n;
            if (i < 0 || j < 0 || i >= n || j >= n || y != surface.height[k]) {
                throw new IllegalStateException("patch " + patch.getName() + " vertex " + v + " does not match sample " + i + ", " + j);
            }
            positions.put(i - half).put(y).put(j - half);
            attributes.put(surface, k, 0);
        }
    }

    private static void dropUnusedBuffers(Mesh mesh) {
        for (VertexBuffer.Type unused : new VertexBuffer.Type[] {VertexBuffer.Type.Normal, VertexBuffer.Type.Tangent,
                VertexBuffer.Type.Binormal, VertexBuffer.Type.TexCoord}) {
            VertexBuffer vb = mesh.getBuffer(unused);
            if (vb != null) {
                mesh.clearBuffer(unused);
                BufferUtils.destroyDirectBuffer(vb.getData());
            }
        }
    }

    /** The geometries to attach, one per {@link DetailVariant} in its order. */
    List<Geometry> geometries() {
        return List.of(variants);
    }

    /** The patches, in the order of their vertex blocks. */
    List<TerrainPatch> patches() {
        return patches;
    }

    /** The first of patch {@code p}'s vertices; its skirt's follow its own, and the next patch's follow those. */
    int firstVertex(int p) {
        return strips.firstVertex(p);
    }

    /** Draws patch {@code p} with a variant from the next {@link #sync} on. */
    void setVariant(int p, DetailVariant variant) {
        variantOf[p] = variant;
    }

    /**
     * Rebuilds the strip of every variant whose patches changed: a patch got a new LOD strip from
     * jME, another variant or came into or out of view. Render thread, or the building worker
     * before the tile is shown.
     */
    void sync() {
        long newStrips = 0;
        for (int p = 0; p < patches.size(); p++) {
            Buffer strip = patches.get(p).getMesh().getBuffer(VertexBuffer.Type.Index).getData();
            if (strip != seenStrip[p]) {
                if (seenStrip[p] != null) {
                    BufferUtils.destroyDirectBuffer(seenStrip[p]); // jME's old strip: replaced, referenced no more
                }
                seenStrip[p] = strip;
                newStrips |= 1L << p;
            }
        }
        for (DetailVariant v : DetailVariant.values()) {
            long members = 0, drawn = 0;
            for (int p = 0; p < patches.size(); p++) {
                if (variantOf[p] == v) {
                    members |= 1L << p;
                    drawn |= inView[p] ? 1L << p : 0;
                }
            }
            Geometry geometry = variants[v.ordinal()];
            if (members != membersOf[v.ordinal()]) {
                geometry.setModelBound(boundOf(members));
                membersOf[v.ordinal()] = members;
            }
            if (drawn != drawnBy[v.ordinal()] || (drawn & newStrips) != 0) {
                rebuild(geometry, drawn);
                drawnBy[v.ordinal()] = drawn;
            }
        }
    }

    /**
     * The bound of the patches in {@code members}, or of the whole tile if none, so the tile's node
     * always holds every patch. Changes only with the variants (chosen before the frame is drawn),
     * never with the view: jME forbids changing a bound while the frame is drawn.
     */
    private BoundingBox boundOf(long members) {
        BoundingBox bound = (BoundingBox) whole.clone(null);
        boolean first = true;
        for (int p = 0; p < patches.size(); p++) {
            if ((members & 1L << p) != 0) {
                if (first) {
                    bounds[p].clone(bound);
                    first = false;
                } else {
                    bound.mergeLocal(bounds[p]);
                }
            }
        }
        return bound;
    }

    /** Joins the strips of the patches in {@code drawn} (bit p for patch p) into a geometry, or culls it if none. */
    private void rebuild(Geometry geometry, long drawn) {
        if (drawn == 0) {
            geometry.setCullHint(CullHint.Always);
            return;
        }
        IndexBuffer out = strips.join(drawn, seenStrip, this::strideOf);
        Buffer joined = out.getBuffer();
        Mesh mesh = geometry.getMesh();
        VertexBuffer old = mesh.getBuffer(VertexBuffer.Type.Index);
        if (old == null) {
            mesh.setBuffer(VertexBuffer.Type.Index, 3, out.getFormat(), joined);
        } else {
            Buffer previous = old.getData();
            old.updateData(joined);
            BufferUtils.destroyDirectBuffer(previous);
        }
        mesh.updateCounts();
        geometry.setCullHint(CullHint.Inherit);
    }

    /**
     * A control for the tile's node that, while the frame is drawn and before the node's children
     * are culled and queued, leaves out of the strips the patches the camera cannot see (the same
     * bound test jME makes per geometry), so the tile's vertices out of view are not shaded.
     */
    Control cullingControl() {
        return new AbstractControl() {
            @Override
            protected void controlUpdate(float tpf) {
            }

            @Override
            protected void controlRender(RenderManager rm, ViewPort vp) {
                cullTo(vp.getCamera(), spatial.getWorldTransform());
            }
        };
    }

    /** Sets which patches {@code camera} sees, their tile placed by {@code world}, and syncs. */
    void cullTo(Camera camera, Transform world) {
        int planes = camera.getPlaneState();
        for (int p = 0; p < patches.size(); p++) {
            camera.setPlaneState(planes);
            bounds[p].transform(world, worldBounds[p]);
            inView[p] = camera.contains(worldBounds[p]) != Camera.FrustumIntersect.Outside;
        }
        camera.setPlaneState(planes);
        sync();
    }

    private int strideOf(int p) {
        return 1 << patches.get(p).getLod();
    }

    /** Bytes of the shared vertex buffers, the variants' strips and the patches' own buffers. */
    long bytes() {
        long total = 0;
        for (VertexBuffer vb : buffers()) {
            if (vb.getData() != null) {
                total += (long) vb.getData().capacity() * vb.getFormat().getComponentSize();
            }
        }
        return total;
    }

    /** Every buffer of the variants' and the patches' meshes, once each (the variants share theirs). */
    private Set<VertexBuffer> buffers() {
        Set<VertexBuffer> all = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Mesh m : meshes()) {
            all.addAll(m.getBufferList());
        }
        return all;
    }

    private List<Mesh> meshes() {
        List<Mesh> all = new ArrayList<>();
        for (Geometry g : variants) {
            all.add(g.getMesh());
        }
        for (TerrainPatch p : patches) {
            all.add(p.getMesh());
        }
        return all;
    }

    /** Frees GL objects and direct buffers, each once. Render thread; the tile must be detached. */
    void dispose(Renderer renderer) {
        for (VertexBuffer vb : buffers()) {
            renderer.deleteBuffer(vb);
            if (vb.getData() != null) {
                BufferUtils.destroyDirectBuffer(vb.getData());
            }
        }
        for (Mesh m : meshes()) {
            m.clearBuffer(VertexBuffer.Type.Index);
        }
    }
}
