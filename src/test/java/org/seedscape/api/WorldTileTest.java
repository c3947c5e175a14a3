package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileSurface;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/** A tile as listeners see it: its square of the world, and the heights its mesh draws at its samples, row by row from the lowest z. */
class WorldTileTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("alpine").params(), 5);

    @Test
    void itsSquareIsTheKeysOnTheLayout() throws Exception {
        WorldTile t = new WorldTile(javaTile(new TileKey(2, 3, -1)), LAYOUT);
        assertEquals(new TileKey(2, 3, -1), t.key());
        assertEquals(2, t.level());
        assertEquals(768, t.minX());
        assertEquals(1024, t.maxX());
        assertEquals(-256, t.minZ());
        assertEquals(0, t.maxZ());
        assertEquals(4, t.spacing());
        assertEquals(65, t.samples());
        assertEquals("tile-2_3_-1", t.toString());
    }

    @Test
    void itsHeightsAreTheMeshsOwnAtEverySample() throws Exception {
        TerrainTile tile = javaTile(new TileKey(0, 7, 2));
        WorldTile t = new WorldTile(tile, LAYOUT);
        float[] h = t.heights();
        int n = t.samples();
        assertEquals(n * n, h.length);
        float least = Float.MAX_VALUE, most = -Float.MAX_VALUE;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                // The mesh's own heights (morph 1) at the sample; interpolated at the far edges, hence the tolerance there.
                assertEquals(tile.heights().heightAt(i, j, 1f), h[i + j * n], i < n - 1 && j < n - 1 ? 0 : 1e-3,
                        "sample " + i + ", " + j);
                least = Math.min(least, h[i + j * n]);
                most = Math.max(most, h[i + j * n]);
            }
        }
        assertTrue(most - least > 1, "a tile with relief tells rows from columns: " + least + " to " + most);
        assertNotSame(h, t.heights());
    }

    /** A shown tile from the Java reference, as the stream's tests make them (no GL). */
    private static TerrainTile javaTile(TileKey key) throws Exception {
        TileData data = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(key));
        TileLayers layers = new TileLayers(data, TileLayout.BORDER, GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1),
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
        return TerrainTile.build(key, LAYOUT, TileSurface.of(layers, LAYOUT.samples()), null, new Camera(64, 64), 2.5f, null,
                new TerrainTile.View(0, 0, new Vector3f()));
    }
}
