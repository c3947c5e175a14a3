package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.foliage.FoliagePlacement;
import org.seedscape.foliage.GroundProbe;
import org.seedscape.foliage.Instances;
import org.seedscape.foliage.Species;
import org.seedscape.foliage.TileFoliage;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileArrayPool;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

class TileSurfaceTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("default").params(), 3);
    private static final JavaTileGenerator JAVA = new JavaTileGenerator();

    private static TileSurface surface(TileKey key) {
        return TileSurface.of(JAVA.generate(TERRAIN, LAYOUT.generationGrid(key)), LAYOUT.samples());
    }

    /**
     * A child at morph 0 lies exactly on its parent's drawn surface at every one of its vertices,
     * gradients included: this is what makes a refine seamless.
     */
    @Test
    void aChildAtMorphZeroIsItsParentsSurface() {
        TileKey child = new TileKey(2, 7, -3); // an odd x, so it is the parent's upper half in x
        TileKey parent = child.parent();
        TileSurface c = surface(child), p = surface(parent);
        int n = LAYOUT.samples();
        double s = LAYOUT.spacing(child.level());
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double u = (LAYOUT.minX(child) + i * s - LAYOUT.minX(parent)) / (2 * s);
                double v = (LAYOUT.minZ(child) + j * s - LAYOUT.minZ(parent)) / (2 * s);
                assertEquals(p.meshHeights().heightAt(u, v, 1), c.meshHeights().heightAt(i, j, 0), 1e-4, "height at " + i + ", " + j);
                if ((i & 1) == 0 && (j & 1) == 0) {
                    int k = i + j * n, pk = (int) u + (int) v * n;
                    assertEquals(p.gradX[pk], c.parentGradX[k], 1e-6);
                    assertEquals(p.gradZ[pk], c.parentGradZ[k], 1e-6);
                }
            }
        }
    }

    @Test
    void neighboursShareTheirEdgeBitForBit() {
        TileKey a = new TileKey(1, 4, 9), east = new TileKey(1, 5, 9), north = new TileKey(1, 4, 10);
        TileSurface sa = surface(a), se = surface(east), sn = surface(north);
        int n = LAYOUT.samples();
        for (int t = 0; t < n; t++) {
            int aEast = (n - 1) + t * n, eWest = t * n;
            assertEquals(sa.height[aEast], se.height[eWest]);
            assertEquals(sa.gradX[aEast], se.gradX[eWest]);
            assertEquals(sa.gradZ[aEast], se.gradZ[eWest]);
            assertEquals(sa.parentHeight[aEast], se.parentHeight[eWest]);
            int aNorth = t + (n - 1) * n, nSouth = t;
            assertEquals(sa.height[aNorth], sn.height[nSouth]);
            assertEquals(sa.parentGradZ[aNorth], sn.parentGradZ[nSouth]);
        }
    }

    @Test
    void heightAtFollowsTheMeshTriangles() {
        TileSurface s = surface(new TileKey(0, 0, 0));
        int n = s.samples();
        float h00 = s.height[0], h10 = s.height[1], h01 = s.height[n], h11 = s.height[n + 1];
        assertEquals(h00, s.meshHeights().heightAt(0, 0, 1));
        assertEquals(h00 + 0.25f * (h10 - h00) + 0.5f * (h01 - h00), s.meshHeights().heightAt(0.25, 0.5, 1), 1e-4);
        assertEquals(h11 + 0.25f * (h01 - h11) + 0.1f * (h10 - h11), s.meshHeights().heightAt(0.75, 0.9, 1), 1e-4);
        // The diagonal from (1, 0) to (0, 1) is shared by both triangles.
        assertEquals(0.5f * (h10 + h01), s.meshHeights().heightAt(0.5, 0.5, 1), 1e-4);
        assertArrayEquals(new float[] {s.parentHeight[0]}, new float[] {s.meshHeights().heightAt(0, 0, 0)});
    }

    /** No height the surface gives placement, anywhere on the tile, lies below its lowest sample. */
    @Test
    void noSampledHeightLiesBelowTheLowest() {
        TileSurface s = surface(new TileKey(0, 3, -2));
        double lowest = s.lowest(), size = LAYOUT.tileSize(0), below = Double.POSITIVE_INFINITY;
        GroundProbe.GroundPoint at = new GroundProbe.GroundPoint();
        for (double z = 0; z < size; z += 0.37) {
            for (double x = 0; x < size; x += 0.37) {
                s.sample(x, z, at);
                below = Math.min(below, at.height - lowest);
            }
        }
        assertTrue(below >= -1e-3, "a sample " + -below + " m below the lowest");
        assertTrue(below < 0.5, "the lowest is " + below + " m under every sample: not the tile's own");
    }

    /**
     * Surfaces built one after another in arrays from one pool, each given back before the next
     * (so each takes the last one's arrays), are exactly the surfaces built in fresh arrays.
     */
    @Test
    void pooledArraysNeverLeakATilesDataIntoAnother() {
        TileArrayPool pool = new TileArrayPool(8);
        TileKey[] keys = {new TileKey(0, 0, 0), new TileKey(3, -5, 2), new TileKey(0, 1, 0), new TileKey(6, 1, -1)};
        for (TileKey key : keys) {
            TileLayers layers = layers(key);
            TileSurface fresh = TileSurface.of(layers, LAYOUT.samples());
            TileSurface pooled = TileSurface.of(layers, LAYOUT.samples(), pool::take);
            String where = key.toString();
            assertArrayEquals(fresh.height, pooled.height, "heights of " + where);
            assertArrayEquals(fresh.gradX, pooled.gradX, "dh/dx of " + where);
            assertArrayEquals(fresh.gradZ, pooled.gradZ, "dh/dz of " + where);
            assertArrayEquals(fresh.parentHeight, pooled.parentHeight, "parent heights of " + where);
            assertArrayEquals(fresh.parentGradX, pooled.parentGradX, "parent dh/dx of " + where);
            assertArrayEquals(fresh.parentGradZ, pooled.parentGradZ, "parent dh/dz of " + where);
            assertArrayEquals(fresh.layers, pooled.layers, "layer weights of " + where);
            assertArrayEquals(fresh.parentLayers, pooled.parentLayers, "parent layer weights of " + where);
            // No canopy until planted, though the arrays held the last tile's.
            assertArrayEquals(fresh.canopy, pooled.canopy, "canopy of " + where);
            assertArrayEquals(fresh.parentCanopy, pooled.parentCanopy, "parent canopy of " + where);
            pooled.plantCanopy(new FoliagePlacement(TERRAIN.params(), 3));
            pooled.giveTo(pool);
        }
        assertEquals(10, pool.created(), "the first surface's arrays");
        assertEquals(10 * (keys.length - 1), pool.reused(), "every later surface reuses them");
    }

    /**
     * As a foliage ground probe, a real tile gives the height its mesh draws at full detail, and
     * placement on it keeps every instance within its species' limits there.
     */
    @Test
    void foliageOnARealTileStandsOnItsMeshWithinItsLimits() {
        TerrainParams params = TERRAIN.params();
        FoliagePlacement placement = new FoliagePlacement(params, 3);
        GroundProbe.GroundPoint at = new GroundProbe.GroundPoint();
        int placed = 0;
        for (TileKey key : new TileKey[] {new TileKey(0, 0, 0), new TileKey(0, 5, -3), new TileKey(2, -1, 1)}) {
            TileSurface surface = TileSurface.of(layers(key), LAYOUT.samples());
            MeshHeights mesh = surface.meshHeights();
            TileFoliage foliage = placement.place(key, LAYOUT, surface);
            for (Species s : Species.values()) {
                Instances in = foliage.of(s);
                for (int i = 0; i < in.count(); i++) {
                    double x = in.get(i, Instances.X), z = in.get(i, Instances.Z);
                    surface.sample(x, z, at);
                    double drawn = mesh.heightAt(x / surface.spacing(), z / surface.spacing(), 1);
                    assertEquals(drawn, at.height, 1e-3, s.key() + " base against the mesh");
                    assertTrue(at.height > params.seaLevel() && at.height < s.maxHeight(params)
                            && at.slope < s.maxSlope(params), s.key() + " at height " + at.height + ", slope " + at.slope);
                    assertTrue(at.grass >= 0 && at.soil + at.sand + at.rock + at.snow <= 1 + 1e-5, "layer weights");
                }
                placed += in.count();
            }
        }
        assertTrue(placed > 1000, "instances on three tiles: " + placed);
    }

    /**
     * The woods' canopy a child starts its morph from is its parent's: at the samples they share,
     * the child's parent cover is the parent's own cover, so a refine shows no jump in the woods'
     * colour; and the cover follows the placement's rules (none in the sea, both species in [0, 1]).
     */
    @Test
    void aChildStartsFromItsParentsCanopy() {
        FoliagePlacement placement = new FoliagePlacement(TERRAIN.params(), 3);
        TileKey child = new TileKey(1, -2, -1), parent = child.parent(); // in the wood the forest shot stands in
        TileSurface c = TileSurface.of(layers(child), LAYOUT.samples()), p = TileSurface.of(layers(parent), LAYOUT.samples());
        c.plantCanopy(placement);
        p.plantCanopy(placement);
        int n = LAYOUT.samples(), wooded = 0;
        double s = LAYOUT.spacing(child.level());
        for (int j = 0; j < n; j += 2) {
            for (int i = 0; i < n; i += 2) {
                int u = (int) Math.round((LAYOUT.minX(child) + i * s - LAYOUT.minX(parent)) / (2 * s));
                int v = (int) Math.round((LAYOUT.minZ(child) + j * s - LAYOUT.minZ(parent)) / (2 * s));
                int k = i + j * n, pk = u + v * n;
                assertEquals(p.canopy[2 * pk], c.parentCanopy[2 * k], 1e-6, "broadleaf cover at " + i + ", " + j);
                assertEquals(p.canopy[2 * pk + 1], c.parentCanopy[2 * k + 1], 1e-6, "conifer cover at " + i + ", " + j);
            }
        }
        for (int k = 0; k < n * n; k++) {
            float broadleaf = c.canopy[2 * k], conifer = c.canopy[2 * k + 1];
            assertTrue(broadleaf >= 0 && conifer >= 0 && broadleaf + conifer <= 1, "cover " + broadleaf + " + " + conifer);
            if (c.height[k] <= TERRAIN.params().seaLevel()) {
                assertEquals(0, broadleaf + conifer, "no woods under the sea");
            }
            wooded += broadleaf + conifer > 0.3 ? 1 : 0;
        }
        assertTrue(wooded > 0, "some of the tile is wooded");
    }

    private static TileLayers layers(TileKey key) {
        TileData data = JAVA.generate(TERRAIN, LAYOUT.generationGrid(key));
        return new TileLayers(data, TileLayout.BORDER, GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 1),
                GroundLayers.compute(TERRAIN, data, TileLayout.BORDER, 2));
    }
}
