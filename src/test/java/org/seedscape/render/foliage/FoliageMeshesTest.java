package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer.Type;
import com.jme3.scene.mesh.IndexBuffer;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.seedscape.foliage.Species;

class FoliageMeshesTest {
    private static final List<Species> PLANTS =
            List.of(Species.GRASS, Species.BUSH, Species.BROADLEAF, Species.CONIFER);
    /** The species with a far mesh of their own; trees go far as impostors. */
    private static final List<Species> WITH_FAR = List.of(Species.GRASS, Species.BUSH, Species.ROCK);
    /** Near triangle budgets, least and most. */
    private static final Map<Species, int[]> BUDGET = Map.of(Species.GRASS, new int[] {10, 24}, Species.BUSH,
            new int[] {60, 300}, Species.BROADLEAF, new int[] {400, 2500}, Species.CONIFER, new int[] {300, 2500},
            Species.ROCK, new int[] {80, 400});

    private static FoliageMeshes meshes;

    @BeforeAll
    static void build() {
        meshes = FoliageMeshes.build();
    }

    @Test
    void nearMeshesKeepToTheirTriangleBudgets() {
        for (Species s : Species.values()) {
            int triangles = meshes.near(s).getTriangleCount();
            assertTrue(triangles >= BUDGET.get(s)[0] && triangles <= BUDGET.get(s)[1], s + ": " + triangles);
        }
    }

    @Test
    void farMeshesAreLighterThanNearOnes() {
        for (Species s : WITH_FAR) {
            assertTrue(meshes.far(s).getTriangleCount() < meshes.near(s).getTriangleCount(), s.toString());
        }
    }

    @Test
    void treesHaveNoFarMesh() {
        for (Species s : List.of(Species.BROADLEAF, Species.CONIFER)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> meshes.far(s));
            assertTrue(e.getMessage().contains(s.toString()), e.getMessage());
        }
    }

    @Test
    void grassTuftHasFiveToNineCards() {
        // Each card is a strip of quads whose rows share a v; count the cards by their base rows.
        Mesh grass = meshes.near(Species.GRASS);
        float[] p = floats(grass, Type.Position);
        int roots = 0;
        for (int i = 0; i < grass.getVertexCount(); i++) {
            roots += p[3 * i + 1] < 1e-4f ? 1 : 0;
        }
        assertTrue(roots / 2 >= 5 && roots / 2 <= 9, "cards: " + roots / 2);
    }

    @Test
    void plantsStandOnTheGroundAtTheirHeight() {
        for (Species s : PLANTS) {
            for (Mesh mesh : meshesOf(meshes, s)) {
                Extent e = new Extent(mesh);
                assertEquals(0, e.minY, 0.01 * s.size(), s + " stands on y = 0");
                assertEquals(s.size(), e.maxY, 0.2 * s.size(), s + " height");
            }
        }
    }

    @Test
    void rockIsItsSpeciesWideAndSunkAQuarterIntoTheGround() {
        for (Mesh mesh : List.of(meshes.near(Species.ROCK), meshes.far(Species.ROCK))) {
            Extent e = new Extent(mesh);
            assertEquals(Species.ROCK.size(), (e.maxX - e.minX + e.maxZ - e.minZ) / 2, 0.25 * Species.ROCK.size());
            assertTrue(e.minY < 0 && e.maxY > 0);
            float sunk = -e.minY / (e.maxY - e.minY);
            assertTrue(sunk > 0.15f && sunk < 0.35f, "share below ground " + sunk);
            assertTrue(e.maxY - e.minY < 0.8f * Species.ROCK.size(), "flattened");
        }
    }

    @Test
    void rockNormalsPointOutwards() {
        Mesh rock = meshes.near(Species.ROCK);
        float[] p = floats(rock, Type.Position), n = floats(rock, Type.Normal);
        Vector3f centre = new Extent(rock).centre();
        for (int i = 0; i < rock.getVertexCount(); i++) {
            Vector3f out = new Vector3f(p[3 * i], p[3 * i + 1], p[3 * i + 2]).subtractLocal(centre);
            assertTrue(out.dot(new Vector3f(n[3 * i], n[3 * i + 1], n[3 * i + 2])) > 0, "vertex " + i);
        }
    }

    @Test
    void everyBufferIsWellFormed() {
        for (Species s : Species.values()) {
            for (Mesh mesh : meshesOf(meshes, s)) {
                String what = s.toString();
                assertEquals(Mesh.Mode.Triangles, mesh.getMode(), what);
                assertTrue(mesh.getBound() instanceof BoundingBox, what);
                int vertices = mesh.getVertexCount();
                float[] n = floats(mesh, Type.Normal), uv = floats(mesh, Type.TexCoord), c = floats(mesh, Type.Color);
                assertEquals(3 * vertices, n.length, what);
                assertEquals(2 * vertices, uv.length, what);
                assertEquals(4 * vertices, c.length, what);
                for (int i = 0; i < vertices; i++) {
                    float length = (float) Math.sqrt(n[3 * i] * n[3 * i] + n[3 * i + 1] * n[3 * i + 1]
                            + n[3 * i + 2] * n[3 * i + 2]);
                    assertEquals(1, length, 1e-3, what + " normal " + i);
                    assertTrue(uv[2 * i] >= 0 && uv[2 * i] <= 1 && uv[2 * i + 1] >= 0 && uv[2 * i + 1] <= 1, what);
                    assertTrue(c[4 * i + 3] >= 0 && c[4 * i + 3] <= 1, what + " sway " + i);
                    for (int k = 0; k < 3; k++) {
                        assertTrue(c[4 * i + k] > 0 && c[4 * i + k] < 0.5f, what + " albedo " + i);
                    }
                }
                IndexBuffer index = mesh.getIndexBuffer();
                assertEquals(3 * mesh.getTriangleCount(), index.size(), what);
                for (int i = 0; i < index.size(); i++) {
                    assertTrue(index.get(i) >= 0 && index.get(i) < vertices, what + " index " + i);
                }
            }
        }
    }

    @Test
    void swayIsZeroAtTheRootsAndOnTheRock() {
        for (Species s : PLANTS) {
            for (Mesh mesh : meshesOf(meshes, s)) {
                float[] p = floats(mesh, Type.Position), c = floats(mesh, Type.Color);
                int rooted = 0;
                for (int i = 0; i < mesh.getVertexCount(); i++) {
                    if (p[3 * i + 1] < 1e-3f) {
                        assertEquals(0, c[4 * i + 3], 1e-6, s + " vertex " + i);
                        rooted++;
                    }
                }
                assertTrue(rooted > 0, s.toString());
            }
        }
        for (Mesh rock : List.of(meshes.near(Species.ROCK), meshes.far(Species.ROCK))) {
            float[] c = floats(rock, Type.Color);
            for (int i = 0; i < rock.getVertexCount(); i++) {
                assertEquals(0, c[4 * i + 3], 0);
            }
        }
    }

    @Test
    void broadleafLeavesSwayAndItsTrunkStaysStill() {
        Mesh tree = meshes.near(Species.BROADLEAF);
        float[] p = floats(tree, Type.Position), uv = floats(tree, Type.TexCoord), c = floats(tree, Type.Color);
        int leaves = 0, trunk = 0;
        float mostSway = 0;
        for (int i = 0; i < tree.getVertexCount(); i++) {
            float sway = c[4 * i + 3];
            if (inside(FoliageAtlas.Region.LEAVES, uv[2 * i], uv[2 * i + 1])) {
                assertTrue(sway > 0.5f, "leaf vertex " + i + " sways " + sway);
                mostSway = Math.max(mostSway, sway);
                leaves++;
            } else if (Math.hypot(p[3 * i], p[3 * i + 2]) < 0.5 && p[3 * i + 1] < 0.3 * Species.BROADLEAF.size()) {
                assertTrue(sway < 0.1f, "trunk vertex " + i + " sways " + sway);
                trunk++;
            }
        }
        assertTrue(leaves >= 4 * 50, "leaf cards: " + leaves / 4);
        assertTrue(trunk > 12);
        assertTrue(mostSway > 0.95f, "outer leaves sway fully: " + mostSway);
    }

    @Test
    void leafNormalsBendOutwardFromTheCrown() {
        for (Species s : List.of(Species.BUSH, Species.BROADLEAF)) {
            Mesh plant = meshes.near(s);
            float[] p = floats(plant, Type.Position), n = floats(plant, Type.Normal), uv = floats(plant, Type.TexCoord);
            Vector3f centre = new Vector3f();
            int leaves = 0;
            for (int i = 0; i < plant.getVertexCount(); i++) {
                if (inside(FoliageAtlas.Region.LEAVES, uv[2 * i], uv[2 * i + 1])) {
                    centre.addLocal(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
                    leaves++;
                }
            }
            centre.divideLocal(leaves);
            float reach = 0.15f * (float) s.size();
            for (int i = 0; i < plant.getVertexCount(); i++) {
                Vector3f out = new Vector3f(p[3 * i], p[3 * i + 1], p[3 * i + 2]).subtractLocal(centre);
                if (inside(FoliageAtlas.Region.LEAVES, uv[2 * i], uv[2 * i + 1]) && out.length() > reach) {
                    float cos = out.normalizeLocal().dot(new Vector3f(n[3 * i], n[3 * i + 1], n[3 * i + 2]));
                    assertTrue(cos > 0.3f, s + " leaf vertex " + i + ": " + cos);
                }
            }
        }
    }

    @Test
    void sizeHelpersMatchTheMeshes() {
        for (Species s : Species.values()) {
            float radius = 0, top = Float.NEGATIVE_INFINITY, bottom = Float.POSITIVE_INFINITY;
            for (Mesh mesh : meshesOf(meshes, s)) {
                Extent e = new Extent(mesh);
                radius = Math.max(radius, e.radius);
                top = Math.max(top, e.maxY);
                bottom = Math.min(bottom, e.minY);
            }
            assertEquals(radius, meshes.radius(s), 1e-5, s.toString());
            assertEquals(top, meshes.height(s), 1e-5, s.toString());
            assertEquals(bottom, meshes.bottom(s), 1e-5, s.toString());
        }
    }

    @Test
    void twoBuildsAreIdentical() {
        FoliageMeshes again = FoliageMeshes.build();
        for (Species s : Species.values()) {
            List<Mesh> these = meshesOf(meshes, s), those = meshesOf(again, s);
            for (int m = 0; m < these.size(); m++) {
                Mesh a = these.get(m), b = those.get(m);
                for (Type type : List.of(Type.Position, Type.Normal, Type.TexCoord, Type.Color)) {
                    assertArrayEquals(floats(a, type), floats(b, type), s + " " + type);
                }
                assertEquals(a.getIndexBuffer().size(), b.getIndexBuffer().size());
                for (int i = 0; i < a.getIndexBuffer().size(); i++) {
                    assertEquals(a.getIndexBuffer().get(i), b.getIndexBuffer().get(i));
                }
            }
        }
        ByteBuffer x = meshes.atlas().getImage().getData(0), y = again.atlas().getImage().getData(0);
        assertEquals(0, x.duplicate().rewind().compareTo(y.duplicate().rewind()), "atlas texels");
    }

    /** A species' near mesh, and its far mesh where it has one. */
    private static List<Mesh> meshesOf(FoliageMeshes from, Species s) {
        return WITH_FAR.contains(s) ? List.of(from.near(s), from.far(s)) : List.of(from.near(s));
    }

    static boolean inside(FoliageAtlas.Region r, float u, float v) {
        float x = u * FoliageAtlas.SIZE, y = v * FoliageAtlas.SIZE;
        return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
    }

    static float[] floats(Mesh mesh, Type type) {
        FloatBuffer buffer = mesh.getFloatBuffer(type).duplicate();
        buffer.rewind();
        float[] out = new float[buffer.remaining()];
        buffer.get(out);
        return out;
    }

    /** A mesh's reach, read from its positions. */
    private static final class Extent {
        float minX = Float.POSITIVE_INFINITY, maxX = Float.NEGATIVE_INFINITY, minY = Float.POSITIVE_INFINITY;
        float maxY = Float.NEGATIVE_INFINITY, minZ = Float.POSITIVE_INFINITY, maxZ = Float.NEGATIVE_INFINITY;
        float radius;

        Extent(Mesh mesh) {
            float[] p = floats(mesh, Type.Position);
            for (int i = 0; i < p.length; i += 3) {
                minX = Math.min(minX, p[i]);
                maxX = Math.max(maxX, p[i]);
                minY = Math.min(minY, p[i + 1]);
                maxY = Math.max(maxY, p[i + 1]);
                minZ = Math.min(minZ, p[i + 2]);
                maxZ = Math.max(maxZ, p[i + 2]);
                radius = Math.max(radius, (float) Math.hypot(p[i], p[i + 2]));
            }
        }

        Vector3f centre() {
            return new Vector3f((minX + maxX) / 2, (minY + maxY) / 2, (minZ + maxZ) / 2);
        }
    }
}
