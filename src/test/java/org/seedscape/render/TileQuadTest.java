package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.terrain.geomipmap.NormalRecalcControl;
import com.jme3.terrain.geomipmap.TerrainPatch;
import com.jme3.terrain.geomipmap.TerrainQuad;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileLayout;

class TileQuadTest {
    /**
     * A tile's quad is jME's quad but for the normal fixing: the same patches, in the same order,
     * with the same names, sizes, places and vertex positions, and no control to redo normals.
     */
    @Test
    void isJmesQuadWithoutTheNormalFixing() {
        int n = TileLayout.standard(8192).samples();
        float[] heights = new float[n * n];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < heights.length; i++) {
            heights[i] = (float) random.nextDouble(-300, 900);
        }
        TerrainQuad jmes = new TerrainQuad("t", TileLayout.PATCH_SAMPLES, n, heights.clone());
        TileQuad ours = new TileQuad("t", TileLayout.PATCH_SAMPLES, n, heights.clone());

        List<TerrainPatch> expected = patches(jmes), actual = patches(ours);
        int across = (n - 1) / (TileLayout.PATCH_SAMPLES - 1);
        assertEquals(across * across, expected.size(), "a tile of " + n + " samples in patches of " + TileLayout.PATCH_SAMPLES);
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            TerrainPatch e = expected.get(i), a = actual.get(i);
            assertEquals(e.getName(), a.getName());
            assertEquals(e.getSize(), a.getSize());
            assertEquals(e.getLocalTranslation(), a.getLocalTranslation(), e.getName());
            assertEquals(e.getOffset(), a.getOffset(), e.getName());
            assertArrayEquals(e.getHeightMap(), a.getHeightMap(), e.getName());
            assertArrayEquals(floats(e, VertexBuffer.Type.Position), floats(a, VertexBuffer.Type.Position), e.getName());
        }
        assertArrayEquals(jmes.getHeightMap(), ours.getHeightMap());
        assertNull(ours.getControl(NormalRecalcControl.class));
    }

    private static List<TerrainPatch> patches(Spatial s) {
        List<TerrainPatch> out = new ArrayList<>();
        collect(s, out);
        return out;
    }

    private static void collect(Spatial s, List<TerrainPatch> out) {
        if (s instanceof TerrainPatch p) {
            out.add(p);
        } else if (s instanceof Node node) {
            node.getChildren().forEach(c -> collect(c, out));
        }
    }

    private static float[] floats(TerrainPatch p, VertexBuffer.Type type) {
        FloatBuffer b = (FloatBuffer) p.getMesh().getBuffer(type).getData();
        float[] out = new float[b.limit()];
        b.duplicate().rewind().get(out);
        return out;
    }
}
