package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.material.MatParamOverride;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.terrain.geomipmap.TerrainPatch;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

class TerrainTileTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 3);
    /** A tile 512 m across, whose patches change LOD within a few kilometres. */
    private static final TileKey LEVEL_3 = new TileKey(3, 0, 0);

    /**
     * In the low tier, every vertex within {@link Quality#textureEnd()} of the camera is drawn by a
     * textured variant, and within {@link Quality#bumpEnd()} by the one with normal maps, so the
     * shader's fade always ends inside the variant that draws it; farther patches take the plain
     * variant. The high tier draws every patch close up.
     */
    @Test
    void patchesNearTheCameraDrawTheDetailedVariants() throws Exception {
        int level = 0;
        while (LAYOUT.tileSize(level) < 600) {
            level++;
        }
        TileKey key = new TileKey(level, 3, -2);
        TileLayers layers = layersOf(key);
        Camera camera = new Camera(640, 360);
        TerrainTile tile = TerrainTile.build(key, LAYOUT, TileSurface.of(layers, LAYOUT.samples()), null, camera,
                Quality.LOW.lodMultiplier(), null,
                new TerrainTile.View(0, 0, new Vector3f()));
        // Above a point a tenth of the way into the tile, 20 m over the ground there.
        double x = LAYOUT.minX(key) + 0.1 * LAYOUT.tileSize(key.level()), z = LAYOUT.minZ(key) + 0.1 * LAYOUT.tileSize(key.level());
        TerrainSample ground = new TerrainSample();
        TERRAIN.sample(x, z, ground);
        Vector3f eye = new Vector3f((float) x, (float) ground.height + 20, (float) z);
        tile.chooseDetail(eye, Quality.LOW);

        List<TerrainPatch> patches = tile.mesh().patches();
        int[] drawnWith = variantsDrawing(tile.mesh());
        int[] seen = new int[3];
        for (int p = 0; p < patches.size(); p++) {
            TerrainPatch patch = patches.get(p);
            int variant = drawnWith[p];
            seen[variant]++;
            float nearest = Float.MAX_VALUE;
            FloatBuffer pos = patch.getMesh().getFloatBuffer(VertexBuffer.Type.Position);
            for (int v = 0; v < patch.getMesh().getVertexCount(); v++) {
                Vector3f world = patch.localToWorld(new Vector3f(pos.get(3 * v), pos.get(3 * v + 1), pos.get(3 * v + 2)), null);
                nearest = Math.min(nearest, world.distance(eye));
            }
            if (nearest < Quality.LOW.bumpEnd()) {
                assertEquals(2, variant, patch.getName() + " has a vertex " + nearest + " m away");
            } else if (nearest < Quality.LOW.textureEnd()) {
                assertTrue(variant >= 1, patch.getName() + " has a vertex " + nearest + " m away");
            }
        }
        assertTrue(seen[2] > 0 && seen[0] > 0, "variants seen: " + Arrays.toString(seen));

        tile.chooseDetail(eye, Quality.HIGH);
        int[] close = new int[patches.size()];
        Arrays.fill(close, DetailVariant.CLOSE_UP.define());
        assertArrayEquals(close, variantsDrawing(tile.mesh()));
    }

    /**
     * In the low tier a patch's LOD counts the haze in front of it: a tile deep in the haze draws
     * coarser than the same tile seen through clear air at the same distance.
     */
    @Test
    void hazedTilesDrawCoarser() throws Exception {
        TileKey key = LEVEL_3;
        TileLayers layers = layersOf(key);
        float middle = middleHeight();
        // A kilometre west of the tile, level with its middle: LOD 1 by distance alone.
        Vector3f eye = new Vector3f(-1000, middle, 256);
        HazeSight haze = new HazeSight();
        haze.setSeaLevel(TERRAIN.params().seaLevel());
        haze.setFogDistance(1500);
        int[] clear = lods(layers, key, eye, null), hazed = lods(layers, key, eye, haze);
        int coarser = 0;
        for (int i = 0; i < clear.length; i++) {
            assertTrue(clear[i] < TileLodControl.MAX_LOD, "patch " + i + " at LOD " + clear[i] + " in clear air");
            assertTrue(hazed[i] >= clear[i], "patch " + i + ": " + hazed[i] + " in haze, " + clear[i] + " in clear air");
            coarser += hazed[i] > clear[i] ? 1 : 0;
        }
        assertTrue(coarser > 0, "no patch coarser in haze: " + Arrays.toString(hazed));

        // jME stitches a patch's edges to neighbours at most one level coarser: the haze must keep
        // that, wherever the edge of the fog falls across the tile.
        for (float x : new float[] {-128, -1000}) {
            Vector3f from = new Vector3f(x, eye.y, eye.z);
            for (double fog = 500; fog <= 6000; fog *= 1.2) {
                haze.setFogDistance(fog);
                int[] lod = lods(layers, key, from, haze);
                int min = Arrays.stream(lod).min().orElseThrow(), max = Arrays.stream(lod).max().orElseThrow();
                assertTrue(max - min <= 1, "patch LODs " + Arrays.toString(lod) + " from " + from + ", fog at " + fog + " m");
            }
        }
    }

    /**
     * A floating origin jump moves the camera and every tile alike in the scene, so it asks for no
     * LOD update (every tile's LOD was worked out again at each jump); moving the camera does.
     */
    @Test
    void anOriginJumpAsksForNoLodUpdateButAMoveDoes() throws Exception {
        TileKey key = LEVEL_3;
        Camera camera = new Camera(640, 360);
        TerrainTile tile = TerrainTile.build(key, LAYOUT, TileSurface.of(layersOf(key), LAYOUT.samples()), null, camera,
                Quality.LOW.lodMultiplier(), null, new TerrainTile.View(0, 0, new Vector3f()));
        Node scene = new Node("scene");
        scene.attachChild(tile.node());
        Vector3f eye = new Vector3f(100, middleHeight() + 50, 100);
        tile.placeAt(LAYOUT, 0, 0);
        camera.setLocation(eye);
        scene.updateGeometricState();
        settle(scene, tile);
        int first = tile.lod().requests();
        assertEquals(1, first, "the first frame asks once");
        for (double origin : new double[] {1024, 2048, -3072}) {
            tile.placeAt(LAYOUT, origin, origin);
            camera.setLocation(eye.subtract((float) origin, 0, (float) origin));
            scene.updateGeometricState();
            scene.updateLogicalState(0.02f);
            assertTrue(!tile.lod().working(), "no LOD update at an origin jump to " + origin);
        }
        assertEquals(first, tile.lod().requests(), "origin jumps ask for no LOD update");
        camera.setLocation(camera.getLocation().add(200, 0, 0));
        settle(scene, tile);
        assertEquals(first + 1, tile.lod().requests(), "a move of 200 m asks for one");
    }

    /** Runs the scene's controls until the tile's LOD update, if one was asked for, is applied. */
    private static void settle(Node scene, TerrainTile tile) throws InterruptedException {
        scene.updateLogicalState(0.02f);
        for (int i = 0; i < 400 && tile.lod().working(); i++) {
            Thread.sleep(5);
            scene.updateLogicalState(0.02f);
        }
        assertTrue(!tile.lod().working(), "the LOD update was applied within 2 s");
    }

    /**
     * A leaf tile lies one to two tile sizes from the camera (its parent split, it did not): there
     * the high tier draws every patch at full sample density, where the low tier thins the far ones.
     */
    @Test
    void theHighTierDrawsLeafTilesAtFullDensity() throws Exception {
        TileKey key = LEVEL_3;
        TileLayers layers = layersOf(key);
        float middle = middleHeight();
        double size = LAYOUT.tileSize(key.level());
        for (double away : new double[] {1, 2}) {
            // west of the tile by `away` tile sizes, level with its middle, and as far diagonally
            for (Vector3f eye : new Vector3f[] {new Vector3f((float) (-away * size), middle, 256),
                new Vector3f((float) (-away * size), middle, (float) (-away * size))}) {
                int[] high = lods(layers, key, eye, null, Quality.HIGH.lodMultiplier());
                int[] low = lods(layers, key, eye, null, Quality.LOW.lodMultiplier());
                assertArrayEquals(new int[high.length], high, "high tier from " + eye);
                assertTrue(Arrays.stream(low).max().orElseThrow() > 0, "low tier from " + eye + ": " + Arrays.toString(low));
            }
        }
    }

    /** The ground's height in the middle of {@link #LEVEL_3}. */
    private static float middleHeight() {
        TerrainSample ground = new TerrainSample();
        TERRAIN.sample(256, 256, ground);
        return (float) ground.height;
    }

    private static TileLayers layersOf(TileKey key) {
        TileData data = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(key));
        return new TileLayers(data, TileLayout.BORDER,
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1), GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
    }

    private static int[] lods(TileLayers layers, TileKey key, Vector3f eye, HazeSight haze) throws Exception {
        return lods(layers, key, eye, haze, Quality.LOW.lodMultiplier());
    }

    private static int[] lods(TileLayers layers, TileKey key, Vector3f eye, HazeSight haze, float lodMultiplier)
            throws Exception {
        TerrainTile tile = TerrainTile.build(key, LAYOUT, TileSurface.of(layers, LAYOUT.samples()), null, new Camera(640, 360),
                lodMultiplier, haze, new TerrainTile.View(0, 0, eye));
        return tile.mesh().patches().stream().mapToInt(TerrainPatch::getLod).toArray();
    }

    /**
     * Per patch, the {@code Detail} of the one shown geometry whose strip draws its vertices (read
     * from the strips, as GL would).
     */
    private static int[] variantsDrawing(TileMesh mesh) {
        int count = mesh.patches().size();
        int[] variant = new int[count];
        Arrays.fill(variant, -1);
        for (Geometry g : mesh.geometries()) {
            if (g.getCullHint() == Spatial.CullHint.Always) {
                continue;
            }
            IndexBuffer strip = IndexBuffer.wrapIndexBuffer(g.getMesh().getBuffer(VertexBuffer.Type.Index).getData());
            for (int i = 0; i < strip.size(); i++) {
                int p = TileMeshTest.patchOf(mesh, strip.get(i));
                int detail = detailOf(g);
                assertTrue(variant[p] == -1 || variant[p] == detail, "patch " + p + " drawn by two variants");
                variant[p] = detail;
            }
        }
        for (int p = 0; p < count; p++) {
            assertTrue(variant[p] >= 0, "patch " + p + " not drawn");
        }
        return variant;
    }

    private static int detailOf(Geometry g) {
        for (MatParamOverride o : g.getLocalMatParamOverrides()) {
            if (o.getName().equals("Detail")) {
                return (Integer) o.getValue();
            }
        }
        throw new AssertionError(g.getName() + " has no Detail override");
    }
}
