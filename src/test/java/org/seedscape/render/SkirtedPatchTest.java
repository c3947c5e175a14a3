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
import java.util.Arrays;
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

    @Test
    void aStripBecomesTheSameTrianglesInTheSameWindingWithoutDegenerates() {
        IndexBuffer strip = IndexBuffer.wrapIndexBuffer(java.nio.IntBuffer.wrap(new int[] {0, 1, 2, 3, 3, 4, 4, 5, 6}));
        IndexBuffer list = IndexBuffer.createIndexBuffer(10, 30);
        int n = SkirtedPatch.stripToList(strip, list);
        int[] got = new int[n];
        for (int i = 0; i < n; i++) {
            got[i] = list.get(i);
        }
        assertArrayEquals(new int[] {0, 1, 2, 2, 1, 3, 4, 5, 6}, got);
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
        TerrainTile tile = TerrainTile.build(key, LAYOUT, layers, null, new Camera(640, 360), 2.5f,
                new TerrainTile.View(0, 0, new Vector3f(0, 1e5f, 0)));
        int cells = TileLayout.PATCH_SAMPLES - 1, own = TileLayout.PATCH_SAMPLES * TileLayout.PATCH_SAMPLES;
        int[] stretchesSeen = new int[4 * 2];
        for (TerrainPatch patch : tile.patches()) {
            Mesh mesh = patch.getMesh();
            assertEquals(Mesh.Mode.Triangles, mesh.getMode());
            int stride = 1 << patch.getLod();
            assertTrue(stride > 1, "LOD " + patch.getLod());
            int skirtVertices = mesh.getVertexCount() - own;
            assertEquals(2 * 2 * (cells + 1), skirtVertices, patch.getName() + ": two stretches of tops and bottoms");
            IndexBuffer idx = IndexBuffer.wrapIndexBuffer(mesh.getBuffer(VertexBuffer.Type.Index).getData());
            int skirtIndices = 0;
            for (int i = 0; i < idx.size(); i++) {
                assertTrue(idx.get(i) < mesh.getVertexCount(), "index " + idx.get(i) + " past the vertices");
                skirtIndices += idx.get(i) >= own ? 1 : 0;
            }
            // Two stretches, cells / stride quads each, every quad two triangles both ways round.
            assertEquals(2 * (cells / stride) * 12, skirtIndices, patch.getName());
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
