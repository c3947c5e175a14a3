package org.seedscape.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * Filled basins in the streamed world: a pure function of position (the same from any tile, any
 * level, in any order), ground outside basins untouched, and the world drains.
 */
class DrainageFieldsTest {
    private static final TileLayout LAYOUT = TileLayout.standard(32_000);
    /** The alpine world with its basins filled, not cut (its preset cuts them: see ARCHITECTURE, drainage): two fifths of its land is in them. */
    private static final TerrainParams ALPINE = PresetLoader.load("alpine").params().with(PresetKey.BASIN_FILL, 1)
            .with(PresetKey.BASIN_BREACH, 0);
    private static final TerrainFunction TERRAIN = new TerrainFunction(ALPINE, 5);
    private static final DrainageFields FIELDS = DrainageFields.of(TERRAIN, LAYOUT);
    /** Metres from the origin: near it, and about 10^7 m out (the fixed-point lattice's far reach). */
    private static final double[] ORIGINS = {0, 1e7};

    private static final Landforms LANDFORMS = new Landforms(FIELDS, null);

    /** The Java twin's heights over a tile's generation grid, lifted by the fields the tile reads. */
    private static float[] lifted(TileKey key) {
        SampleGrid grid = LAYOUT.generationGrid(key);
        float[] h = new JavaTileGenerator().generate(TERRAIN, grid).height().clone();
        LANDFORMS.get(key).lift(grid, h, new float[h.length]);
        return h;
    }

    /** Neighbouring tiles of one level lift their shared samples to the same bits, at several levels, near 0 and 10^7 m. */
    @Test
    void neighboursLiftTheirSharedSamplesAlike() {
        int n = LAYOUT.samples() + 2 * TileLayout.BORDER, cells = LAYOUT.cells(), raised = 0;
        for (double origin : ORIGINS) {
            for (int level : new int[] {2, 5, 7, 8}) {
                int t = (int) Math.floor(origin / LAYOUT.tileSize(level)) + 3;
                TileKey west = new TileKey(level, t, t), east = new TileKey(level, t + 1, t);
                float[] w = lifted(west), e = lifted(east);
                float[] plain = new JavaTileGenerator().generate(TERRAIN, LAYOUT.generationGrid(west)).height();
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i + cells < n; i++) {
                        assertEquals(Float.floatToRawIntBits(w[i + cells + j * n]), Float.floatToRawIntBits(e[i + j * n]),
                                west + " | " + east + " row " + j + ", column " + i);
                    }
                }
                for (int k = 0; k < w.length; k++) {
                    raised += w[k] != plain[k] ? 1 : 0;
                }
            }
        }
        assertTrue(raised > 1000, "the alpine world's basins raise ground in these tiles: " + raised + " samples");
    }

    /** A tile's field gives its parent's samples the values the parent tile's own field gives them, in every layer. */
    @Test
    void aTileAndItsParentReadTheSameField() {
        for (double origin : ORIGINS) {
          for (DrainageFields layer = FIELDS; layer != null; layer = layer.coarser()) {
            int t = (int) Math.floor(origin / LAYOUT.tileSize(4)) + 5;
            TileKey child = new TileKey(4, t, t + 1), parent = child.parent();
            SampleGrid cg = LAYOUT.generationGrid(child), pg = LAYOUT.generationGrid(parent);
            DrainageField cf = layer.get(child), pf = layer.get(parent);
            FieldGrid.Placement cp = cf.placementOf(cg), pp = pf.placementOf(pg);
            int b = TileLayout.BORDER;
            int pi0 = (int) Math.round((cg.originX() - pg.originX()) / pg.spacing()) + b / 2;
            int pj0 = (int) Math.round((cg.originZ() - pg.originZ()) / pg.spacing()) + b / 2;
            for (int j = b; j < cg.size() - b; j += 2) {
                for (int i = b; i < cg.size() - b; i += 2) {
                    for (float h : new float[] {-50, 900, 1500, 2200, 3100}) {
                        int pi = pi0 + (i - b) / 2, pj = pj0 + (j - b) / 2;
                        assertEquals(Float.floatToRawIntBits(pf.lift(h, pp, pi, pj)), Float.floatToRawIntBits(cf.lift(h, cp, i, j)),
                                child + " sample " + i + ", " + j + " at height " + h + ", layer " + layer.level());
                    }
                }
            }
          }
        }
    }

    /** Fields come out the same whatever tiles were asked for before, in a fresh world: windows depend on position alone. */
    @Test
    void aFieldIsTheSameWhicheverTilesCameFirst() {
        TileKey key = new TileKey(6, 7, -3);
        DrainageFields first = DrainageFields.of(TERRAIN, LAYOUT), second = DrainageFields.of(TERRAIN, LAYOUT);
        second.get(new TileKey(8, 2, 2));
        second.get(new TileKey(7, 3, -2));
        for (DrainageFields one = first, two = second; one != null; one = one.coarser(), two = two.coarser()) {
            DrainageField a = one.get(key), b = two.get(key);
            assertArrayEquals(a.level(), b.level());
            assertArrayEquals(a.gate(), b.gate());
        }
    }

    /**
     * Ground outside a basin, and ground above the plain, keeps its bits; ground a shore's depth
     * below the plain is raised to it, by the share a stamp lets through.
     */
    @Test
    void onlyGroundBelowThePlainIsRaised() {
        assertEquals(123.456f, DrainageField.lift(123.456f, 500, 0, 0, 0, 1));
        assertEquals(523.456f, DrainageField.lift(523.456f, 500, 1, 0, 0, 1));
        assertEquals(500f, DrainageField.lift(400f, 500, 1, 0, 0, 1));
        assertEquals(499.75f, DrainageField.lift(499.5f, 500, 1, 0, 0, 1), 1e-6); // half a shore's depth down: raised half way
        assertEquals(450f, DrainageField.lift(400f, 500, 0.5f, 0, 0, 1));
        // In a stamp that keeps its valleys, the share of the rise it lets through.
        assertEquals(400f, DrainageField.lift(400f, 500, 1, 0, 0, 0));
        assertEquals(425f, DrainageField.lift(400f, 500, 1, 0, 0, 0.25f));
    }

    /**
     * A cut lowers the ground by its depth, keeping its detail; in a channel's bed (bed 1) the
     * ground is set to the plain from above as well as below; a stamp keeps its share of the cut.
     */
    @Test
    void aCutLowersTheGroundAndABedLevelsIt() {
        assertEquals(480f, DrainageField.lift(520f, 300, 0, 40, 0, 1));
        assertEquals(300f, DrainageField.lift(520f, 300, 1, 40, 1, 1));
        assertEquals(300f, DrainageField.lift(250f, 300, 1, 0, 1, 1));
        assertEquals(390f, DrainageField.lift(520f, 300, 1, 40, 0.5f, 1)); // half a bed: half way down from 480
        assertEquals(520f, DrainageField.lift(520f, 300, 1, 40, 1, 0));
    }

    /**
     * Over 8 km of the alpine world at the finest lattice's spacing (where two fifths of the land
     * lies in closed basins), the lifted ground leaves a small share closed: the rest drains off the
     * square.
     */
    @Test
    void theWorldDrains() {
        SampleGrid grid = new SampleGrid(4096, -8192, FIELDS.spacing(), 65);
        float[] h = new JavaTileGenerator().generate(TERRAIN, grid).height().clone();
        double before = closedShare(h, grid.size());
        FIELDS.liftOn(grid, h);
        double after = closedShare(h, grid.size());
        assertTrue(before > 0.2, "the alpine square has closed basins: " + before);
        assertTrue(after < before / 4, "closed before " + before + ", after " + after);
    }

    private static double closedShare(float[] h, int size) {
        float[] level = BasinFill.of(h, size, ALPINE.seaLevel(), 0).level();
        int closed = 0;
        for (int k = 0; k < h.length; k++) {
            closed += level[k] > h[k] ? 1 : 0;
        }
        return (double) closed / h.length;
    }

    /**
     * The selection's measure of the ground under the camera gives the drained height once the
     * fields there are made, as point queries do, at points where basins are filled.
     */
    @Test
    void theCamerasGroundIsTheDrainedGroundOnceItsFieldsAreIn() {
        org.seedscape.noise.TerrainSample s = new org.seedscape.noise.TerrainSample();
        int raised = 0;
        for (int k = 0; k < 64; k++) {
            double x = 4096 + 211.3 * k, z = -8192 + 97.1 * k;
            TERRAIN.sample(x, z, s);
            double drained = LANDFORMS.heightAt(x, z, s.height); // waits for the windows
            for (DrainageFields layer = FIELDS; layer != null; layer = layer.coarser()) {
                double size = LAYOUT.tileSize(layer.level());
                layer.get(new TileKey(layer.level(), (int) Math.floor(x / size), (int) Math.floor(z / size)));
            }
            assertEquals(drained, LANDFORMS.drainedHeightIfReady(x, z, s.height, LAYOUT), 1e-3, "at " + x + ", " + z);
            raised += drained > s.height + 1 ? 1 : 0;
        }
        assertTrue(raised > 8, "points on plains: " + raised);
    }

    /**
     * The alpine world as shipped cuts its basins rather than filling them: over the same square,
     * a small share stays closed, no ground is raised, and neighbouring tiles share their edges.
     */
    @Test
    void theAlpineWorldDrainsThroughCuts() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params(), 5);
        DrainageFields cut = DrainageFields.of(terrain, LAYOUT);
        SampleGrid grid = new SampleGrid(4096, -8192, cut.spacing(), 65);
        float[] plain = new JavaTileGenerator().generate(terrain, grid).height(), h = plain.clone();
        cut.liftOn(grid, h);
        double before = closedShare(plain, grid.size()), after = closedShare(h, grid.size());
        assertTrue(after < before / 4, "closed before " + before + ", after " + after);
        int lowered = 0, raised = 0;
        for (int k = 0; k < h.length; k++) {
            lowered += h[k] < plain[k] - 10 ? 1 : 0;
            raised += h[k] > plain[k] + 10 ? 1 : 0; // only hollows in a channel's bed are raised, to the bed
        }
        assertTrue(lowered > h.length / 20 && raised < lowered / 10, "valleys cut: " + lowered + " samples lowered over 10 m, "
                + raised + " raised");
        Landforms landforms = new Landforms(cut, null);
        int n = LAYOUT.samples() + 2 * TileLayout.BORDER, cells = LAYOUT.cells();
        for (int level : new int[] {7, 4}) {
            int t = 9;
            TileKey west = new TileKey(level, t, -t), east = new TileKey(level, t + 1, -t);
            float[] w = new JavaTileGenerator().generate(terrain, LAYOUT.generationGrid(west)).height().clone();
            float[] e = new JavaTileGenerator().generate(terrain, LAYOUT.generationGrid(east)).height().clone();
            landforms.get(west).lift(LAYOUT.generationGrid(west), w, new float[w.length]);
            landforms.get(east).lift(LAYOUT.generationGrid(east), e, new float[e.length]);
            for (int j = 0; j < n; j++) {
                for (int i = 0; i + cells < n; i++) {
                    assertEquals(Float.floatToRawIntBits(w[i + cells + j * n]), Float.floatToRawIntBits(e[i + j * n]),
                            west + " | " + east + " row " + j + ", column " + i);
                }
            }
        }
    }

    @Test
    void aWorldWithoutBasinFillHasNoFields() {
        assertNull(DrainageFields.of(new TerrainFunction(ALPINE.with(PresetKey.BASIN_FILL, 0).with(PresetKey.BASIN_BREACH, 0), 5),
                LAYOUT));
        assertNull(Landforms.of(new TerrainFunction(ALPINE.withoutLandforms(), 5), LAYOUT).drainage());
    }
}
