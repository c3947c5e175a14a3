package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.seedscape.render.foliage.TreeImpostors.CELL;
import static org.seedscape.render.foliage.TreeImpostors.HEIGHT;
import static org.seedscape.render.foliage.TreeImpostors.LEVELS;
import static org.seedscape.render.foliage.TreeImpostors.MARGIN;
import static org.seedscape.render.foliage.TreeImpostors.VIEWS;
import static org.seedscape.render.foliage.TreeImpostors.WIDTH;

import com.jme3.bounding.BoundingBox;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer.Type;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.seedscape.foliage.Species;

class TreeImpostorsTest {
    private static final List<Species> TREES = List.of(Species.BROADLEAF, Species.CONIFER);
    /** Texel rows of a cell's content at level 0. */
    private static final int CONTENT = CELL - 2 * MARGIN;

    private static FoliageMeshes meshes;
    private static TreeImpostors impostors;
    private static Level albedo, normals;

    @BeforeAll
    static void bake() {
        meshes = FoliageMeshes.build();
        impostors = TreeImpostors.bake(meshes);
        albedo = new Level(impostors.albedo().getImage(), 0);
        normals = new Level(impostors.normals().getImage(), 0);
    }

    @Test
    void texturesAreLinearRgba8CellsWithTheirMipsTrilinearAndClamped() {
        for (Texture2D texture : List.of(impostors.albedo(), impostors.normals())) {
            assertEquals(1024, texture.getImage().getWidth());
            assertEquals(256, texture.getImage().getHeight());
            assertEquals(8, LEVELS, "down to a texel a cell");
            FoliageTextures.assertLinearMipmappedTrilinearClamped(texture, LEVELS);
        }
    }

    @Test
    void bakingIsDeterministicAndReadsTheWholeAtlasWithoutMovingIt() {
        ByteBuffer atlas = meshes.atlas().getImage().getData(0);
        atlas.position(4096);
        TreeImpostors again = TreeImpostors.bake(meshes);
        assertEquals(4096, atlas.position(), "the atlas' buffer position");
        atlas.position(0);
        assertArrayEquals(bytes(impostors.albedo().getImage()), bytes(again.albedo().getImage()));
        assertArrayEquals(bytes(impostors.normals().getImage()), bytes(again.normals().getImage()));
    }

    @Test
    void everyViewCoversASensibleShareFromTrunkBaseToTop() {
        for (Species s : TREES) {
            for (int view = 0; view < VIEWS; view++) {
                int x0 = view * CELL, y0 = TreeImpostors.row(s) * CELL, covered = 0;
                int lowest = CELL, highest = -1;
                for (int y = 0; y < CELL; y++) {
                    for (int x = 0; x < CELL; x++) {
                        if (albedo.covered(x0 + x, y0 + y)) {
                            covered++;
                            lowest = Math.min(lowest, y);
                            highest = Math.max(highest, y);
                        }
                    }
                }
                float share = covered / (float) (CELL * CELL);
                String what = s + " view " + view;
                assertTrue(share > 0.15f && share < 0.85f, what + " covers " + share);
                assertTrue(highest - lowest + 1 >= 0.8f * CONTENT, what + " spans rows " + lowest + ".." + highest);
            }
        }
    }

    @Test
    void trunkBaseStandsAtTheBottomCentreAndFoliageReachesTheTop() {
        for (Species s : TREES) {
            for (int view = 0; view < VIEWS; view++) {
                int x0 = view * CELL, y0 = TreeImpostors.row(s) * CELL;
                String what = s + " view " + view;
                assertTrue(albedo.covered(x0 + CELL / 2 - 1, y0 + MARGIN) && albedo.covered(x0 + CELL / 2, y0 + MARGIN),
                        what + ": trunk base");
                int green = 0;
                for (int y = CELL - MARGIN - 4; y < CELL - MARGIN; y++) {
                    for (int x = 0; x < CELL; x++) {
                        boolean leaf = albedo.covered(x0 + x, y0 + y)
                                && albedo.at(x0 + x, y0 + y, 1) > albedo.at(x0 + x, y0 + y, 0);
                        green += leaf ? 1 : 0;
                    }
                }
                assertTrue(green > 0, what + ": no leaves in the top rows");
                assertTrue(!albedo.covered(x0 + CELL / 2, y0 + MARGIN - 1)
                        && !albedo.covered(x0 + CELL / 2, y0 + CELL - MARGIN), what + ": margin kept clear");
            }
        }
    }

    @Test
    void cutoutsLeaveGapsInsideTheCrown() {
        for (Species s : TREES) {
            for (int view = 0; view < VIEWS; view++) {
                int x0 = view * CELL, y0 = TreeImpostors.row(s) * CELL, spanned = 0, gaps = 0;
                for (int y = MARGIN + Math.round(0.45f * CONTENT); y < MARGIN + Math.round(0.9f * CONTENT); y++) {
                    int first = CELL, last = -1;
                    for (int x = 0; x < CELL; x++) {
                        if (albedo.covered(x0 + x, y0 + y)) {
                            first = Math.min(first, x);
                            last = x;
                        }
                    }
                    for (int x = first; x <= last; x++) {
                        spanned++;
                        gaps += albedo.covered(x0 + x, y0 + y) ? 0 : 1;
                    }
                }
                // whole cards, not alpha-tested, would leave about a tenth of the crown open or less
                assertTrue(gaps > 0.15f * spanned, s + " view " + view + ": " + gaps + " gaps in " + spanned);
            }
        }
    }

    @Test
    void silhouettesDifferBetweenViewsAndBetweenSpecies() {
        for (Species s : TREES) {
            for (int a = 0; a < VIEWS; a++) {
                for (int b = a + 1; b < VIEWS; b++) {
                    float differ = differing(TreeImpostors.row(s), a, TreeImpostors.row(s), b);
                    assertTrue(differ > 0.05f, s + " views " + a + " and " + b + " differ in " + differ);
                }
            }
        }
        for (int view = 0; view < VIEWS; view++) {
            float differ = differing(0, view, 1, view);
            assertTrue(differ > 0.15f, "the species' view " + view + " differs in " + differ);
        }
    }

    @Test
    void crownsAreGreenAndTrunksBrown() {
        for (Species s : TREES) {
            for (int view = 0; view < VIEWS; view++) {
                int x0 = view * CELL, y0 = TreeImpostors.row(s) * CELL;
                double[] crown = new double[3], trunk = new double[3];
                for (int y = 0; y < CELL; y++) {
                    for (int x = 0; x < CELL; x++) {
                        boolean base = y < MARGIN + 6 && Math.abs(x + 0.5f - CELL / 2f) < 2;
                        if (albedo.covered(x0 + x, y0 + y) && (y >= CELL / 2 || base)) {
                            for (int k = 0; k < 3; k++) {
                                (base ? trunk : crown)[k] += albedo.at(x0 + x, y0 + y, k);
                            }
                        }
                    }
                }
                String what = s + " view " + view;
                assertTrue(crown[1] > crown[0] && crown[1] > crown[2], what + ": crown is not green");
                assertTrue(trunk[0] > trunk[2] && trunk[0] > 0, what + ": trunk is not brown");
            }
        }
    }

    @Test
    void uncoveredTexelsTakeTheColourOfTheirCoveredNeighbours() {
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                if (albedo.covered(x, y)) {
                    continue;
                }
                assertTrue(albedo.at(x, y, 1) > 0, "black at " + x + ", " + y);
                float[] sum = new float[3];
                int count = 0;
                for (int q = 0; q < 9; q++) {
                    int qx = x + q % 3 - 1, qy = y + q / 3 - 1;
                    if (qx / CELL == x / CELL && qy / CELL == y / CELL && qx >= 0 && qy >= 0 && qy < HEIGHT
                            && albedo.covered(qx, qy)) {
                        for (int k = 0; k < 3; k++) {
                            sum[k] += albedo.at(qx, qy, k);
                        }
                        count++;
                    }
                }
                for (int k = 0; count > 0 && k < 3; k++) {
                    assertEquals(sum[k] / count, albedo.at(x, y, k), 1.01f / 255, "at " + x + ", " + y);
                }
            }
        }
    }

    @Test
    void normalsAreUnitAndPointOutOfTheCrownTowardTheViewer() {
        for (Species s : TREES) {
            for (int view = 0; view < VIEWS; view++) {
                int x0 = view * CELL, y0 = TreeImpostors.row(s) * CELL, up = 0, top = 0, left = 0, right = 0;
                int facing = 0, covered = 0;
                String what = s + " view " + view;
                for (int y = MARGIN; y < CELL - MARGIN; y++) {
                    int first = -1, last = -1;
                    for (int x = 0; x < CELL; x++) {
                        if (!normals.covered(x0 + x, y0 + y)) {
                            continue;
                        }
                        float[] n = normals.normal(x0 + x, y0 + y);
                        assertEquals(1, Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]), 0.05, what);
                        covered++;
                        facing += n[2] > 0 ? 1 : 0;
                        first = first < 0 ? x : first;
                        last = x;
                        if (y >= MARGIN + 0.75f * CONTENT) {
                            top++;
                            up += n[1] > 0 ? 1 : 0;
                        }
                    }
                    if (y >= MARGIN + 0.45f * CONTENT && y < MARGIN + 0.9f * CONTENT) {
                        left += normals.normal(x0 + first, y0 + y)[0] < 0 ? 1 : 0;
                        right += normals.normal(x0 + last, y0 + y)[0] > 0 ? 1 : 0;
                    }
                }
                int band = Math.round(0.9f * CONTENT) - Math.round(0.45f * CONTENT);
                assertTrue(up > 0.7f * top, what + ": " + up + " of " + top + " upper texels face up");
                assertTrue(left > 0.8f * band, what + ": " + left + " of " + band + " left edges face left");
                assertTrue(right > 0.8f * band, what + ": " + right + " of " + band + " right edges face right");
                // the nearest fragment is kept: more of what shows faces the viewer than away
                assertTrue(facing > covered / 2, what + ": " + facing + " of " + covered + " texels face the viewer");
            }
        }
    }

    @Test
    void mipsKeepEachCellsCoverageDownTo16TexelsACell() {
        for (Texture2D texture : List.of(impostors.albedo(), impostors.normals())) {
            Level base = new Level(texture.getImage(), 0);
            for (int level = 1; level <= 3; level++) {
                Level mip = new Level(texture.getImage(), level);
                for (int row = 0; row < TreeImpostors.ROWS; row++) {
                    for (int view = 0; view < VIEWS; view++) {
                        float share = base.cellShare(row, view), kept = mip.cellShare(row, view);
                        assertEquals(share, kept, 0.15f * share, "level " + level + " row " + row + " view " + view);
                    }
                }
            }
        }
    }

    /**
     * The billboard is fitted to the views: every covered texel of every view lies on it (so no
     * leaf is cut off whichever view shows), its TexCoord is its position's share of the content,
     * and it spans the tree's height while covering no more than the cell's content. The conifer's
     * is one triangle, well under its rectangle.
     */
    @Test
    void billboardHoldsEveryViewAndLittleElse() {
        for (Species s : TREES) {
            Mesh card = impostors.billboard(s);
            float[] position = floats(card, Type.Position), texCoord = floats(card, Type.TexCoord);
            float radius = meshes.radius(s), bottom = meshes.bottom(s), top = meshes.height(s);
            for (int v = 0; v < card.getVertexCount(); v++) {
                assertEquals((2 * texCoord[2 * v] - 1) * radius, position[3 * v], 1e-5f, s + " x of vertex " + v);
                assertEquals(bottom + texCoord[2 * v + 1] * (top - bottom), position[3 * v + 1], 1e-4f, s + " y");
                assertEquals(0, position[3 * v + 2]);
                assertTrue(texCoord[2 * v + 1] >= 0, s + " v from the content's bottom");
            }
            BoundingBox box = (BoundingBox) card.getBound();
            assertEquals(bottom, box.getMin(null).y, 1e-4f, s + " foot");
            assertTrue(box.getMax(null).y >= top - 1e-4f, s + " top " + box.getMax(null).y);
            int[] triangles = indices(card);
            int row = TreeImpostors.row(s), covered = 0;
            for (int view = 0; view < VIEWS; view++) {
                for (int y = 0; y < CONTENT; y++) {
                    for (int x = 0; x < CONTENT; x++) {
                        if (albedo.covered(view * CELL + MARGIN + x, row * CELL + MARGIN + y)) {
                            float u = (x + 0.5f) / CONTENT, v = (y + 0.5f) / CONTENT;
                            assertTrue(onCard(texCoord, triangles, u, v), s + " view " + view + " texel " + x + ", " + y + " off the card");
                            covered++;
                        }
                    }
                }
            }
            assertTrue(covered > 0);
            assertTrue(area(texCoord, triangles) <= 1, s + ": the card covers " + area(texCoord, triangles) + " of the cell's content");
        }
        Mesh conifer = impostors.billboard(Species.CONIFER), broadleaf = impostors.billboard(Species.BROADLEAF);
        assertEquals(1, conifer.getTriangleCount(), "the conifer's billboard: one triangle");
        assertEquals(2, broadleaf.getTriangleCount(), "the broadleaf's: a rectangle");
        float coniferArea = area(floats(conifer, Type.TexCoord), indices(conifer));
        assertTrue(coniferArea < 0.7f, "the conifer's triangle covers " + coniferArea + " of the cell's content");
        assertEquals(0, TreeImpostors.row(Species.BROADLEAF));
        assertEquals(1, TreeImpostors.row(Species.CONIFER));
        assertThrows(IllegalArgumentException.class, () -> TreeImpostors.row(Species.BUSH));
        assertThrows(IllegalArgumentException.class, () -> impostors.billboard(Species.GRASS));
    }

    private static int[] indices(Mesh mesh) {
        int[] out = new int[mesh.getIndexBuffer().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = mesh.getIndexBuffer().get(i);
        }
        return out;
    }

    /** Whether (u, v) lies on one of the triangles (inclusive of their edges, to float rounding). */
    private static boolean onCard(float[] texCoord, int[] triangles, float u, float v) {
        for (int k = 0; k < triangles.length; k += 3) {
            float ax = texCoord[2 * triangles[k]], ay = texCoord[2 * triangles[k] + 1];
            float bx = texCoord[2 * triangles[k + 1]], by = texCoord[2 * triangles[k + 1] + 1];
            float cx = texCoord[2 * triangles[k + 2]], cy = texCoord[2 * triangles[k + 2] + 1];
            float d1 = (u - bx) * (ay - by) - (ax - bx) * (v - by);
            float d2 = (u - cx) * (by - cy) - (bx - cx) * (v - cy);
            float d3 = (u - ax) * (cy - ay) - (cx - ax) * (v - ay);
            float eps = 1e-6f;
            boolean anyBelow = d1 < -eps || d2 < -eps || d3 < -eps, anyAbove = d1 > eps || d2 > eps || d3 > eps;
            if (!(anyBelow && anyAbove)) {
                return true;
            }
        }
        return false;
    }

    /** The triangles' area as a share of the unit square. */
    private static float area(float[] texCoord, int[] triangles) {
        float sum = 0;
        for (int k = 0; k < triangles.length; k += 3) {
            float ax = texCoord[2 * triangles[k]], ay = texCoord[2 * triangles[k] + 1];
            float bx = texCoord[2 * triangles[k + 1]], by = texCoord[2 * triangles[k + 1] + 1];
            float cx = texCoord[2 * triangles[k + 2]], cy = texCoord[2 * triangles[k + 2] + 1];
            sum += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
        }
        return sum;
    }

    @Test
    void texCoordsMapToTheCellsContent() {
        assertEquals((3 * CELL + MARGIN) / (float) WIDTH, TreeImpostors.textureU(3, 0), 1e-7f);
        assertEquals((4 * CELL - MARGIN) / (float) WIDTH, TreeImpostors.textureU(3, 1), 1e-7f);
        assertEquals((CELL + MARGIN) / (float) HEIGHT, TreeImpostors.textureV(1, 0), 1e-7f);
        assertEquals((CELL - MARGIN) / (float) HEIGHT, TreeImpostors.textureV(0, 1), 1e-7f);
    }

    /** The share of a cell's texels covered in one of two cells and not in the other. */
    private static float differing(int rowA, int viewA, int rowB, int viewB) {
        int differ = 0;
        for (int y = 0; y < CELL; y++) {
            for (int x = 0; x < CELL; x++) {
                boolean a = albedo.covered(viewA * CELL + x, rowA * CELL + y);
                differ += a != albedo.covered(viewB * CELL + x, rowB * CELL + y) ? 1 : 0;
            }
        }
        return differ / (float) (CELL * CELL);
    }

    private static byte[] bytes(Image image) {
        ByteBuffer data = image.getData(0).duplicate();
        byte[] bytes = new byte[data.limit()];
        data.rewind();
        data.get(bytes);
        return bytes;
    }

    private static float[] floats(Mesh mesh, Type type) {
        FloatBuffer buffer = mesh.getFloatBuffer(type).duplicate();
        float[] values = new float[buffer.limit()];
        buffer.rewind();
        buffer.get(values);
        return values;
    }

    /** One mip level of an impostor texture, read as the alpha test and the shader read it. */
    private record Level(byte[] texels, int width, int cell) {
        Level(Image image, int level) {
            this(levelBytes(image, level), image.getWidth() >> level, CELL >> level);
        }

        private static byte[] levelBytes(Image image, int level) {
            int offset = 0;
            for (int l = 0; l < level; l++) {
                offset += image.getMipMapSizes()[l];
            }
            byte[] bytes = new byte[image.getMipMapSizes()[level]];
            image.getData(0).duplicate().position(offset).get(bytes);
            return bytes;
        }

        /** Channel k of texel (x, y) in [0, 1]. */
        float at(int x, int y, int k) {
            return (texels[4 * (y * width + x) + k] & 0xFF) / 255f;
        }

        boolean covered(int x, int y) {
            return at(x, y, 3) >= CoverageMipmaps.ALPHA_TEST;
        }

        float[] normal(int x, int y) {
            return new float[] {2 * at(x, y, 0) - 1, 2 * at(x, y, 1) - 1, 2 * at(x, y, 2) - 1};
        }

        float cellShare(int row, int view) {
            int covered = 0;
            for (int y = row * cell; y < (row + 1) * cell; y++) {
                for (int x = view * cell; x < (view + 1) * cell; x++) {
                    covered += covered(x, y) ? 1 : 0;
                }
            }
            return covered / (float) (cell * cell);
        }
    }
}
