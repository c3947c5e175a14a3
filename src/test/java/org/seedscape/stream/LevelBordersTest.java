package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.EdgeMorph;
import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/** Where a tile meets a coarser one, it draws the coarser one's heights along the edge: no step. */
class LevelBordersTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("alpine").params(), 3);
    /** A level-1 tile at x [128, 256], z [0, 128], and the four level-0 tiles west of it. */
    private static final TileKey COARSE = new TileKey(1, 1, 0);
    private static final TileKey[] FINE = {new TileKey(0, 0, 0), new TileKey(0, 1, 0), new TileKey(0, 0, 1), new TileKey(0, 1, 1)};

    private static TerrainTile tile(TileKey key) throws Exception {
        return JavaTiles.tile(TERRAIN, LAYOUT, key);
    }

    @Test
    void edgesMeetingACoarserTileAreFound() {
        Map<TileKey, Boolean> shown = new LinkedHashMap<>();
        shown.put(COARSE, true);
        for (TileKey k : FINE) {
            shown.put(k, true);
        }
        int root = LAYOUT.rootLevel();
        assertEquals(EdgeMorph.EAST, LevelBorders.coarseEdges(new TileKey(0, 1, 0), shown::containsKey, root));
        assertEquals(EdgeMorph.EAST, LevelBorders.coarseEdges(new TileKey(0, 1, 1), shown::containsKey, root));
        assertEquals(0, LevelBorders.coarseEdges(new TileKey(0, 0, 0), shown::containsKey, root), "its neighbours are its level or unknown");
        assertEquals(0, LevelBorders.coarseEdges(COARSE, shown::containsKey, root), "finer neighbours morph, not the coarser tile");
        shown.put(new TileKey(2, -1, 0), true); // a level-2 tile west of the level-0 ones
        assertEquals(EdgeMorph.WEST, LevelBorders.coarseEdges(new TileKey(0, 0, 1), shown::containsKey, root));
    }

    /**
     * Along the border the fine tiles draw what the coarse one draws, to float rounding; without
     * the edge morph they would not (the fine tiles have detail the coarse one lacks), and a
     * quarter tile in they draw their own heights.
     */
    @Test
    void theFineSideOfABorderDrawsTheCoarseSide() throws Exception {
        Map<TileKey, TerrainTile> shown = new LinkedHashMap<>();
        shown.put(COARSE, tile(COARSE));
        for (TileKey k : FINE) {
            shown.put(k, tile(k));
        }
        for (Map.Entry<TileKey, TerrainTile> e : shown.entrySet()) {
            e.getValue().setCoarseEdges(LevelBorders.coarseEdges(e.getKey(), shown::containsKey, LAYOUT.rootLevel()));
        }
        ShownGround ground = new ShownGround(LAYOUT, () -> shown, TERRAIN, null);
        TerrainTile west = shown.get(new TileKey(0, 1, 0));
        double worstWith = 0, worstWithout = 0;
        for (double z = 0; z < 64; z += 0.5) {
            float coarse = shown.get(COARSE).heights().heightAt(0, z / 2, 1);
            worstWith = Math.max(worstWith, Math.abs(west.heights().heightAt(64, z, 1, west.coarseEdges()) - coarse));
            worstWithout = Math.max(worstWithout, Math.abs(west.heights().heightAt(64, z, 1) - coarse));
            assertEquals(ground.drawnHeight(127.999, z), west.heights().heightAt(63.999, z, 1, west.coarseEdges()), 1e-6);
            assertEquals(west.heights().heightAt(40, z, 1), west.heights().heightAt(40, z, 1, west.coarseEdges()), "inside the ramp's reach");
        }
        System.out.printf("level 0 beside level 1, alpine: the border steps %.3g m with the edge morph, %.3g m without%n",
                worstWith, worstWithout);
        assertTrue(worstWith < 1e-3, "the fine side is off the coarse side by " + worstWith + " m");
        assertTrue(worstWithout > 0.01, "without the edge morph the sides differ: " + worstWithout + " m");
    }
}
