package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

class ShownGroundTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 3);

    private static TerrainTile tile(TileKey key) throws Exception {
        return JavaTiles.tile(TERRAIN, LAYOUT, key);
    }

    /**
     * A level-1 tile, beside it the four level-0 tiles of the next square, and a level-0 tile inside
     * the level-1 one (the finest must win there): on grids whose samples fall on the tiles' edges
     * and between their samples, the grid query gives drawnHeight's float at every sample inside a
     * tile, and NaN outside, where drawnHeight would ask the exact terrain.
     */
    @Test
    void gridHeightsAreTheDrawnHeightsWhereTilesAreShownAndNaNElsewhere() throws Exception {
        Map<TileKey, TerrainTile> shown = new LinkedHashMap<>();
        // The finer tile first, so a query where the last tile wins would show the coarser.
        for (TileKey k : new TileKey[] {new TileKey(0, 1, 1), new TileKey(1, 0, 0), new TileKey(0, 2, 0), new TileKey(0, 3, 0),
                new TileKey(0, 2, 1), new TileKey(0, 3, 1)}) {
            shown.put(k, tile(k));
        }
        ShownGround ground = new ShownGround(LAYOUT, () -> shown, TERRAIN, null);
        // x over [-20, 276], z over [-12, 144]: every tile edge (multiples of 64 m) is on a sample.
        check(ground, -20, -12, 4, 75, 40);
        // Between every tile's samples, over a smaller grid after a larger one.
        check(ground, -17.7, -9.1, 3.3, 50, 30);
    }

    private static void check(ShownGround ground, double minX, double minZ, double step, int nx, int nz) {
        float[] out = new float[nx * nz];
        ground.drawnHeights(minX, minZ, step, nx, nz, out);
        int inside = 0, outside = 0;
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                double x = minX + i * step, z = minZ + j * step;
                if (x >= 0 && x <= 256 && z >= 0 && z <= 128) {
                    assertEquals((float) ground.drawnHeight(x, z), out[i + j * nx], "at x " + x + ", z " + z);
                    inside++;
                } else {
                    assertTrue(Float.isNaN(out[i + j * nx]), "no tile at x " + x + ", z " + z);
                    outside++;
                }
            }
        }
        assertTrue(inside > 1000 && outside > 100, inside + " inside, " + outside + " outside");
    }
}
