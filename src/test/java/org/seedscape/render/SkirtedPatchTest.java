package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
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

class SkirtedPatchTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 5);

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
                int at = SkirtedPatch.appendStrip(out, first.length, skirt, flipped);
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
     * Each patch of a built tile draws its own geomipmap triangles and, after them, the skirt of
     * the edge stretches it owns at its LOD stride; every index names one of its vertices, and the
     * skirt hangs from the patch's edge samples.
     */
    @Test
    void eachPatchDrawsItsSkirtStretchesAtItsStride() throws Exception {
        TileKey key = new TileKey(3, -2, 5);
        TileData data = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(key));
        TileLayers layers = new TileLayers(data, TileLayout.BORDER,
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1), GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
        // Far above the tile: the coarsest LOD, so the stride is not 1.
        TerrainTile tile = TerrainTile.build(key, LAYOUT, TileSurface.of(layers, LAYOUT.samples()), null, new Camera(640, 360), 2.5f, null,
                new TerrainTile.View(0, 0, new Vector3f(0, 1e5f, 0)));
        int cells = TileLayout.PATCH_SAMPLES - 1, own = TileLayout.PATCH_SAMPLES * TileLayout.PATCH_SAMPLES;
        int[] stretchesSeen = new int[4 * 2];
        for (TerrainPatch patch : tile.patches()) {
            Mesh mesh = patch.getMesh();
            assertEquals(Mesh.Mode.TriangleStrip, mesh.getMode());
            int stride = 1 << patch.getLod();
            assertTrue(stride > 1, "LOD " + patch.getLod());
            int skirtVertices = mesh.getVertexCount() - own;
            assertEquals(2 * 2 * (cells + 1), skirtVertices, patch.getName() + ": two stretches of tops and bottoms");
            IndexBuffer idx = IndexBuffer.wrapIndexBuffer(mesh.getBuffer(VertexBuffer.Type.Index).getData());
            Set<List<Integer>> skirtTriangles = new HashSet<>();
            for (List<Integer> t : trianglesOf(idx, idx.size())) {
                for (int v : t) {
                    assertTrue(v < mesh.getVertexCount(), "index " + v + " past the vertices");
                }
                if (t.get(0) >= own) {
                    assertTrue(skirtTriangles.add(t), "skirt triangle " + t + " drawn twice");
                } else {
                    assertTrue(t.get(1) < own && t.get(2) < own, "a triangle joins surface and skirt: " + t);
                }
            }
            // Two stretches, cells / stride quads each, every quad's two triangles both ways round.
            Set<List<Integer>> expected = new HashSet<>();
            for (int base = own; base < mesh.getVertexCount(); base += 2 * (cells + 1)) {
                for (int t = 0; t < cells; t += stride) {
                    int a = base + 2 * t, b = base + 2 * (t + stride);
                    for (int[] tri : new int[][] {{a, a + 1, b}, {b, a + 1, b + 1}}) {
                        List<Integer> one = trianglesOf(IndexBuffer.wrapIndexBuffer(IntBuffer.wrap(tri)), 3).get(0);
                        expected.add(one);
                        expected.add(reversed(one));
                    }
                }
            }
            assertEquals(expected, skirtTriangles, patch.getName());
            // The skirt's tops are on the patch's edge (its vertices run 0..cells from its corner),
            // its bottoms hang below them.
            FloatBuffer pos = mesh.getFloatBuffer(VertexBuffer.Type.Position);
            java.util.Map<String, Float> surfaceAt = new java.util.HashMap<>();
            for (int v = 0; v < own; v++) {
                surfaceAt.put(pos.get(3 * v) + "," + pos.get(3 * v + 2), pos.get(3 * v + 1));
            }
            for (int v = own; v < mesh.getVertexCount(); v += 2) {
                float x = pos.get(3 * v), y = pos.get(3 * v + 1), z = pos.get(3 * v + 2);
                assertEquals(surfaceAt.get(x + "," + z), y, "skirt top at " + x + ", " + z + " is not the surface's vertex");
                assertTrue(x == 0 || x == cells || z == 0 || z == cells,
                        "skirt top at " + x + ", " + z + " is not on the patch edge");
                assertTrue(pos.get(3 * (v + 1) + 1) < y, "skirt bottom not below its top");
                assertEquals(x, pos.get(3 * (v + 1)));
                assertEquals(z, pos.get(3 * (v + 1) + 2));
            }
            int[] mine = new TileSkirt(TileSurface.of(layers, LAYOUT.samples()), cells).stretchesOf(patch);
            for (int s : mine) {
                stretchesSeen[s]++;
            }
        }
        int[] once = new int[8];
        Arrays.fill(once, 1);
        assertArrayEquals(once, stretchesSeen, "every stretch of every side is drawn by exactly one patch");
    }
}
