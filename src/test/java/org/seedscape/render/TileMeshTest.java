package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

class TileMeshTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 5);
    private static final TileKey KEY = new TileKey(3, -2, 5);

    /** The triangles GL draws from a strip, each as its corners in drawing order, degenerates left out. */
    static List<List<Integer>> trianglesOf(IndexBuffer strip, int length) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i + 2 < length; i++) {
            int a = strip.get(i), b = strip.get(i + 1), c = strip.get(i + 2);
            if (a == b || b == c || a == c) {
                continue;
            }
            // Odd triangles of a strip are drawn with their first two corners swapped; a rotation
            // keeps the winding, so each is stored from its smallest corner.
            int[] t = (i & 1) == 1 ? new int[] {b, a, c} : new int[] {a, b, c};
            int r = t[0] < t[1] ? (t[0] < t[2] ? 0 : 2) : (t[1] < t[2] ? 1 : 2);
            out.add(List.of(t[r], t[(r + 1) % 3], t[(r + 2) % 3]));
        }
        return out;
    }

    private static List<Integer> reversed(List<Integer> t) {
        return List.of(t.get(0), t.get(2), t.get(1));
    }

    /**
     * Appending keeps the strip's triangles and adds the new strip's, in their own winding or all
     * turned round, whatever the parity the first strip ends at.
     */
    @Test
    void appendedStripsKeepTheirTrianglesAndTurnThemRoundWhenFlipped() {
        int[] skirt = {20, 21, 22, 23, 24, 25};
        IndexBuffer alone = IndexBuffer.wrapIndexBuffer(IntBuffer.wrap(skirt));
        List<List<Integer>> front = trianglesOf(alone, skirt.length);
        for (int[] first : new int[][] {{0, 1, 2, 3, 3, 4, 4, 5, 6}, {0, 1, 2, 3, 4, 5}}) {
            for (boolean flipped : new boolean[] {false, true}) {
                IndexBuffer out = IndexBuffer.createIndexBuffer(30, 40);
                for (int i = 0; i < first.length; i++) {
                    out.put(i, first[i]);
                }
                int at = PatchStrips.appendStrip(out, first.length, skirt, flipped);
                Set<List<Integer>> expected = new HashSet<>(trianglesOf(IndexBuffer.wrapIndexBuffer(IntBuffer.wrap(first)), first.length));
                for (List<Integer> t : front) {
                    expected.add(flipped ? reversed(t) : t);
                }
                List<List<Integer>> got = trianglesOf(out, at);
                assertEquals(expected, new HashSet<>(got), Arrays.toString(first) + (flipped ? " flipped" : ""));
                assertEquals(expected.size(), got.size(), "no triangle twice");
            }
        }
    }

    /**
     * The tile's strips draw each patch's geomipmap triangles and, after them, the skirt of the
     * edge stretches it owns at its LOD stride facing out of the tile, every triangle exactly once,
     * in the geometry of the patch's variant: one draw call for a tile in one variant, one per
     * variant otherwise, and a variant that draws nothing is culled. The skirt hangs from the
     * patch's edge samples.
     */
    @Test
    void eachVariantDrawsItsPatchesAndTheirSkirtsAtTheirStride() throws Exception {
        TerrainTile tile = seenFromFarAbove();
        TileMesh mesh = tile.mesh();
        List<TerrainPatch> patches = mesh.patches();
        assertEquals(List.of(1, 0, 0), drawCalls(mesh), "a tile in one variant draws once");

        mesh.setVariant(0, DetailVariant.CLOSE_UP);
        mesh.setVariant(3, DetailVariant.TEXTURED);
        mesh.sync();
        DetailVariant[] chosen = {DetailVariant.CLOSE_UP, DetailVariant.MEAN_COLOURS, DetailVariant.MEAN_COLOURS, DetailVariant.TEXTURED};
        assertEquals(List.of(1, 1, 1), drawCalls(mesh));

        int cells = TileLayout.PATCH_SAMPLES - 1, own = TileLayout.PATCH_SAMPLES * TileLayout.PATCH_SAMPLES;
        Geometry any = mesh.geometries().get(0);
        FloatBuffer pos = any.getMesh().getFloatBuffer(VertexBuffer.Type.Position);
        int vertices = any.getMesh().getVertexCount();
        int[] stretchesSeen = new int[4 * 2];
        float edge = (LAYOUT.samples() - 1) / 2f;
        for (int p = 0; p < patches.size(); p++) {
            TerrainPatch patch = patches.get(p);
            int first = mesh.firstVertex(p), end = p + 1 < patches.size() ? mesh.firstVertex(p + 1) : vertices;
            int stride = 1 << patch.getLod();
            assertTrue(stride > 1, "LOD " + patch.getLod());
            assertEquals(2 * 2 * (cells + 1), end - first - own, patch.getName() + ": two stretches of tops and bottoms");

            // What the patch must draw: jME's strip for it, and its skirt quads facing out of the tile.
            Set<List<Integer>> expected = new HashSet<>();
            IndexBuffer jme = IndexBuffer.wrapIndexBuffer(patch.getMesh().getBuffer(VertexBuffer.Type.Index).getData());
            for (List<Integer> t : trianglesOf(jme, jme.size())) {
                expected.add(List.of(first + t.get(0), first + t.get(1), first + t.get(2)));
            }
            for (int base = first + own; base < end; base += 2 * (cells + 1)) {
                for (int t = 0; t < cells; t += stride) {
                    int a = base + 2 * t, b = base + 2 * (t + stride);
                    for (int[] tri : new int[][] {{a, a + 1, b}, {b, a + 1, b + 1}}) {
                        List<Integer> one = trianglesOf(IndexBuffer.wrapIndexBuffer(IntBuffer.wrap(tri)), 3).get(0);
                        expected.add(facingOut(one, pos, edge));
                    }
                }
            }
            Geometry drawing = mesh.geometries().get(chosen[p].ordinal());
            List<List<Integer>> drawn = new ArrayList<>();
            for (List<Integer> t : triangles(drawing)) {
                if (t.get(0) >= first && t.get(0) < end) {
                    for (int v : t) {
                        assertTrue(v >= first && v < end, patch.getName() + ": triangle " + t + " reaches another patch");
                    }
                    drawn.add(t);
                }
            }
            assertEquals(expected, new HashSet<>(drawn), patch.getName());
            assertEquals(expected.size(), drawn.size(), patch.getName() + ": no triangle twice");
            for (Geometry other : mesh.geometries()) {
                if (other != drawing && other.getCullHint() != Spatial.CullHint.Always) {
                    for (List<Integer> t : triangles(other)) {
                        assertFalse(t.get(0) >= first && t.get(0) < end, patch.getName() + " also drawn by " + other.getName());
                    }
                }
            }
            // Its geometry's bound holds all its vertices.
            BoundingBox bound = (BoundingBox) drawing.getModelBound();
            for (int v = first; v < end; v++) {
                Vector3f at = new Vector3f(pos.get(3 * v), pos.get(3 * v + 1), pos.get(3 * v + 2));
                assertTrue(bound.intersects(at), "vertex " + at + " outside " + bound);
            }

            // The skirt's tops are on the tile's edge at the surface's own vertices, its bottoms hang below them.
            Map<String, Float> surfaceAt = new HashMap<>();
            for (int v = first; v < first + own; v++) {
                surfaceAt.put(pos.get(3 * v) + "," + pos.get(3 * v + 2), pos.get(3 * v + 1));
            }
            for (int v = first + own; v < end; v += 2) {
                float x = pos.get(3 * v), y = pos.get(3 * v + 1), z = pos.get(3 * v + 2);
                assertEquals(surfaceAt.get(x + "," + z), y, "skirt top at " + x + ", " + z + " is not the patch's vertex");
                assertTrue(Math.abs(x) == edge || Math.abs(z) == edge, "skirt top at " + x + ", " + z + " is not on the tile edge");
                assertTrue(pos.get(3 * (v + 1) + 1) < y, "skirt bottom not below its top");
                assertEquals(x, pos.get(3 * (v + 1)));
                assertEquals(z, pos.get(3 * (v + 1) + 2));
            }
            for (int s : new TileSkirt(surface(), cells).stretchesOf(patch)) {
                stretchesSeen[s]++;
            }
        }
        int[] once = new int[8];
        Arrays.fill(once, 1);
        assertArrayEquals(once, stretchesSeen, "every stretch of every side is drawn by exactly one patch");

        for (int p = 0; p < patches.size(); p++) {
            mesh.setVariant(p, DetailVariant.TEXTURED);
        }
        mesh.sync();
        assertEquals(List.of(0, 1, 0), drawCalls(mesh), "variants left with no patch are culled");
    }

    /**
     * Patches out of the camera's view are left out of the strips (a variant with none in view is
     * culled), while every variant's bound still holds all its patches, so the tile is never culled
     * whole while a patch of it is in view.
     */
    @Test
    void patchesOutOfViewAreLeftOut() throws Exception {
        TerrainTile tile = seenFromFarAbove();
        TileMesh mesh = tile.mesh();
        assertEquals(Set.of(0, 1, 2, 3), drawnPatches(mesh));

        // 100 m over the top of patch 2, looking straight down through 30 degrees: 27 m either
        // side of a point 128 m from the patch's edges.
        BoundingBox target = (BoundingBox) mesh.patches().get(2).getWorldBound();
        Camera camera = new Camera(640, 360);
        camera.setFrustumPerspective(30, 640 / 360f, 1, 5000);
        camera.setLocation(target.getCenter().add(0, target.getYExtent() + 100, 0));
        camera.lookAtDirection(new Vector3f(0, -1, 0), Vector3f.UNIT_Z);
        mesh.cullTo(camera, tile.node().getWorldTransform());
        assertEquals(Set.of(2), drawnPatches(mesh));
        assertEquals(List.of(1, 0, 0), drawCalls(mesh));
        tile.node().updateGeometricState();
        BoundingBox all = (BoundingBox) tile.node().getWorldBound();
        for (TerrainPatch patch : mesh.patches()) {
            assertTrue(all.intersects(patch.getWorldBound()), patch.getName() + " outside the tile's bound");
        }

        camera.lookAtDirection(new Vector3f(0, 1, 0), Vector3f.UNIT_Z);
        mesh.cullTo(camera, tile.node().getWorldTransform());
        assertEquals(List.of(0, 0, 0), drawCalls(mesh), "looking at the sky");
        camera.lookAtDirection(new Vector3f(0, -1, 0), Vector3f.UNIT_Z);
        mesh.cullTo(camera, tile.node().getWorldTransform());
        assertEquals(Set.of(2), drawnPatches(mesh));
    }

    /** The patches whose vertices the shown geometries' strips name. */
    private static Set<Integer> drawnPatches(TileMesh mesh) {
        Set<Integer> drawn = new HashSet<>();
        for (Geometry g : mesh.geometries()) {
            if (g.getCullHint() != Spatial.CullHint.Always) {
                for (List<Integer> t : triangles(g)) {
                    drawn.add(patchOf(mesh, t.get(0)));
                }
            }
        }
        return drawn;
    }

    /** The patch whose block of vertices (its own, then its skirt's) holds {@code vertex}. */
    static int patchOf(TileMesh mesh, int vertex) {
        int p = mesh.patches().size() - 1;
        while (mesh.firstVertex(p) > vertex) {
            p--;
        }
        return p;
    }

    /**
     * The winding of a skirt triangle whose front face (counter-clockwise, GL's default) looks out
     * of the tile, across the edge it hangs from.
     */
    private static List<Integer> facingOut(List<Integer> t, FloatBuffer pos, float edge) {
        Vector3f a = vertex(pos, t.get(0)), b = vertex(pos, t.get(1)), c = vertex(pos, t.get(2));
        Vector3f normal = b.subtract(a).crossLocal(c.subtract(a));
        Vector3f out;
        if (a.z == b.z && b.z == c.z && Math.abs(a.z) == edge) {
            out = new Vector3f(0, 0, Math.signum(a.z));
        } else {
            assertTrue(a.x == b.x && b.x == c.x && Math.abs(a.x) == edge, "skirt triangle " + t + " not on an edge");
            out = new Vector3f(Math.signum(a.x), 0, 0);
        }
        return normal.dot(out) > 0 ? t : reversed(t);
    }

    private static Vector3f vertex(FloatBuffer pos, int v) {
        return new Vector3f(pos.get(3 * v), pos.get(3 * v + 1), pos.get(3 * v + 2));
    }

    private static TileSurface surface() {
        TileData data = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(KEY));
        TileLayers layers = new TileLayers(data, TileLayout.BORDER,
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1), GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
        return TileSurface.of(layers, LAYOUT.samples());
    }

    /** The tile built for an eye far above it: at the coarsest LOD, so the stride is not 1. */
    private static TerrainTile seenFromFarAbove() throws Exception {
        return TerrainTile.build(KEY, LAYOUT, surface(), null, new Camera(640, 360), 2.5f, null,
                new TerrainTile.View(0, 0, new Vector3f(0, 1e5f, 0)));
    }

    /** Per variant: 1 if its geometry draws, 0 if it is culled. */
    private static List<Integer> drawCalls(TileMesh mesh) {
        return mesh.geometries().stream().map(g -> g.getCullHint() == Spatial.CullHint.Always ? 0 : 1).toList();
    }

    private static List<List<Integer>> triangles(Geometry g) {
        Mesh m = g.getMesh();
        assertEquals(Mesh.Mode.TriangleStrip, m.getMode());
        IndexBuffer idx = IndexBuffer.wrapIndexBuffer(m.getBuffer(VertexBuffer.Type.Index).getData());
        return trianglesOf(idx, idx.size());
    }
}
