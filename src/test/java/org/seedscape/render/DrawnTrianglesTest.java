package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.VertexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/**
 * A tile's drawn triangles against its mesh: at LOD 0 they are {@link MeshHeights}' triangles; at a
 * coarser LOD a patch answers from every 2^LOD-th sample, exactly at those vertices; rays cross
 * them where the heights say, with the patch's own triangle index; morph and coarse edges move
 * them as the shader moves the vertices.
 */
class DrawnTrianglesTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 3);
    /** A tile 512 m across, 8 m between samples: a kilometre away its patches draw LOD 1 or 2. */
    private static final TileKey KEY = new TileKey(3, 0, 0);
    private static final TileLayers LAYERS = layersOf(KEY);
    private static final int N = LAYOUT.samples();

    @Test
    void atLodZeroTheyAreTheFullMeshsTriangles() throws Exception {
        TerrainTile tile = tileSeenFrom(new Vector3f(256, middleHeight() + 50, 256));
        assertTrue(lods(tile).stream().allMatch(l -> l == 0), "LODs " + lods(tile));
        SplittableRandom random = new SplittableRandom(1);
        int cells = TileLayout.PATCH_SAMPLES - 1;
        double worst = 0, worstAtEdges = 0;
        for (int k = 0; k < 2000; k++) {
            double u = random.nextDouble(0, N - 1), v = random.nextDouble(0, N - 1);
            double diff = Math.abs(tile.drawnHeightAt(u, v) - tile.heights().heightAt(u, v, 1));
            // jME's strips turn some diagonals in the cells along a patch's edges, where it joins
            // them to the neighbours' LOD; MeshHeights splits every cell the same way.
            boolean edgeCell = Math.floorMod((int) u, cells) % (cells - 1) == 0 || Math.floorMod((int) v, cells) % (cells - 1) == 0;
            if (edgeCell) {
                worstAtEdges = Math.max(worstAtEdges, diff);
            } else {
                worst = Math.max(worst, diff);
            }
        }
        // The same plane through the same three heights, in double here and float there.
        assertTrue(worst < 1e-3, "drawn and mesh heights differ by " + worst + " m");
        System.out.printf("drawn triangles: at LOD 0 up to %.4f m off MeshHeights in the cells along patch edges%n", worstAtEdges);
    }

    @Test
    void aCoarserLodAnswersFromItsOwnVerticesOnly() throws Exception {
        TerrainTile tile = tileSeenFrom(new Vector3f(-1000, middleHeight(), 256));
        List<Integer> lods = lods(tile);
        assertTrue(lods.stream().allMatch(l -> l > 0), "LODs " + lods);
        float[] own = tile.quad().getHeightMap();
        double moved = 0;
        List<TerrainPatch> patches = tile.mesh().patches();
        for (int p = 0; p < patches.size(); p++) {
            int stride = 1 << lods.get(p), i0 = firstSample(patches.get(p), 0), j0 = firstSample(patches.get(p), 2);
            int cells = patches.get(p).getSize() - 1;
            // Inside the patch by a coarse cell: jME stitches the edges to the neighbours' LOD.
            for (int j = j0 + stride; j <= j0 + cells - 2 * stride; j++) {
                for (int i = i0 + stride; i <= i0 + cells - 2 * stride; i++) {
                    int ci = i0 + (i - i0) / stride * stride, cj = j0 + (j - j0) / stride * stride;
                    float expected = MeshHeights.onTriangle(own[ci + cj * N], own[ci + stride + cj * N],
                            own[ci + (cj + stride) * N], own[ci + stride + (cj + stride) * N],
                            (float) (i - ci) / stride, (float) (j - cj) / stride);
                    double drawn = tile.drawnHeightAt(i, j);
                    if (i == ci && j == cj) {
                        assertEquals(own[i + j * N], drawn, "a vertex of the LOD " + lods.get(p) + " strip at " + i + ", " + j);
                    } else {
                        assertEquals(expected, drawn, 1e-3, "between the strip's vertices at " + i + ", " + j);
                    }
                    moved = Math.max(moved, Math.abs(drawn - own[i + j * N]));
                }
            }
        }
        assertTrue(moved > 0.1, "the samples left out lie off the coarse triangles: " + moved + " m at most");
    }

    @Test
    void raysCrossWhereTheHeightsSay() throws Exception {
        TerrainTile tile = tileSeenFrom(new Vector3f(-1000, middleHeight(), 256));
        double spacing = LAYOUT.spacing(KEY.level());
        SplittableRandom random = new SplittableRandom(2);
        for (int k = 0; k < 200; k++) {
            double u = random.nextDouble(0.5, N - 1.5), v = random.nextDouble(0.5, N - 1.5);
            List<double[]> down = new ArrayList<>();
            tile.crossings(u, 5000, v, 0, -1, 0, Double.POSITIVE_INFINITY, (t, nx, ny, nz, patch, triangle) -> {
                down.add(new double[] {t, nx, ny, nz});
                assertTriangleHolds(patch, triangle, u, v);
            });
            assertEquals(1, down.size(), "a ray straight down crosses the ground once at " + u + ", " + v);
            double[] hit = down.get(0);
            assertEquals(tile.drawnHeightAt(u, v), 5000 - hit[0], 1e-6);
            assertEquals(1, Math.sqrt(hit[1] * hit[1] + hit[2] * hit[2] + hit[3] * hit[3]), 1e-9);
            assertTrue(hit[2] > 0, "the normal points up");

            int[] up = {0};
            tile.crossings(u, 5000, v, 0, 1, 0, Double.POSITIVE_INFINITY, (t, nx, ny, nz, patch, triangle) -> up[0]++);
            tile.crossings(u, 5000, v, 0, -1, 0, 5000 - tile.drawnHeightAt(u, v) - 0.01, (t, nx, ny, nz, patch, triangle) -> up[0]++);
            assertEquals(0, up[0], "a ray to the sky, or one that stops short, crosses nothing");

            // Slanted, 20 degrees under the horizon, in metres: every crossing lies on the drawn height.
            double angle = random.nextDouble(0, 2 * Math.PI), dy = -Math.sin(Math.toRadians(20)), across = Math.cos(Math.toRadians(20));
            double dx = across * Math.cos(angle), dz = across * Math.sin(angle);
            double y = tile.drawnHeightAt(u, v) + 30;
            tile.crossings(u, y, v, dx / spacing, dy, dz / spacing, Double.POSITIVE_INFINITY, (t, nx, ny, nz, patch, triangle) -> {
                double hu = u + t * dx / spacing, hv = v + t * dz / spacing;
                assertEquals(tile.drawnHeightAt(hu, hv), y + t * dy, 1e-4, "slanted ray's crossing at " + hu + ", " + hv);
            });
        }
    }

    @Test
    void theMorphAndCoarseEdgesMoveThemAsTheShaderMovesTheVertices() throws Exception {
        TerrainTile tile = tileSeenFrom(new Vector3f(256, middleHeight() + 50, 256));
        TileSurface surface = TileSurface.of(LAYERS, N);
        tile.setMorph(0);
        for (int k = 0; k < N * N; k += 37) {
            assertEquals(surface.parentHeight[k], tile.drawnHeightAt(k % N, k / N), "morph 0 draws the parent at " + k);
        }
        tile.setMorph(1);
        tile.setCoarseEdges(EdgeMorph.WEST);
        for (int j = 0; j < N; j += 5) {
            assertEquals(surface.parentHeight[j * N], tile.drawnHeightAt(0, j), "a coarse edge draws the parent at row " + j);
            assertEquals(surface.height[N - 1 + j * N], tile.drawnHeightAt(N - 1, j), "the far edge its own at row " + j);
        }
    }

    /** Whether (u, v) lies in the patch's triangle as jME's {@code getTriangle} reads it from the strip. */
    private static void assertTriangleHolds(TerrainPatch patch, int triangle, double u, double v) {
        Vector3f a = new Vector3f(), b = new Vector3f(), c = new Vector3f();
        patch.getMesh().getTriangle(triangle, a, b, c);
        float half = (N - 1) / 2f;
        Vector3f at = patch.getLocalTranslation();
        double ax = a.x + at.x + half, az = a.z + at.z + half, bx = b.x + at.x + half, bz = b.z + at.z + half;
        double cx = c.x + at.x + half, cz = c.z + at.z + half;
        double d = (bz - cz) * (ax - cx) + (cx - bx) * (az - cz);
        double wa = ((bz - cz) * (u - cx) + (cx - bx) * (v - cz)) / d, wb = ((cz - az) * (u - cx) + (ax - cx) * (v - cz)) / d;
        assertTrue(Math.min(wa, Math.min(wb, 1 - wa - wb)) > -1e-9, "triangle " + triangle + " of " + patch.getName()
                + " holds " + u + ", " + v);
    }

    private static TerrainTile tileSeenFrom(Vector3f eye) throws Exception {
        return TerrainTile.build(KEY, LAYOUT, TileSurface.of(LAYERS, N), null, new Camera(640, 360), Quality.LOW.lodMultiplier(),
                null, new TerrainTile.View(0, 0, eye));
    }

    private static List<Integer> lods(TerrainTile tile) {
        return tile.mesh().patches().stream().map(TerrainPatch::getLod).toList();
    }

    /** The tile sample index (x for 0, z for 2) of a patch's first vertex, as {@link TileMesh} matches them. */
    private static int firstSample(TerrainPatch patch, int axis) {
        FloatBuffer position = patch.getMesh().getFloatBuffer(VertexBuffer.Type.Position);
        float offset = axis == 0 ? patch.getLocalTranslation().x : patch.getLocalTranslation().z;
        return Math.round(position.get(axis) + offset + (N - 1) / 2f);
    }

    private static float middleHeight() {
        return LAYERS.data().heightAt(N / 2 + TileLayout.BORDER, N / 2 + TileLayout.BORDER);
    }

    private static TileLayers layersOf(TileKey key) {
        TileData data = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(key));
        return new TileLayers(data, TileLayout.BORDER,
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1), GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
    }
}
