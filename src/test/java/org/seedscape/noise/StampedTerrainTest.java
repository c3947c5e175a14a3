package org.seedscape.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.erosion.Landforms;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.HeightRasters;
import org.seedscape.stamp.read.RasterOptions;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampPlacement;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/**
 * A real DEM (config/stamps: the Jacksboro fault, 75 x 92 m samples) stamped into the default
 * world: where it shows whole, its samples are reproduced; across its band the ground has no step
 * and no crease on the finest tiles' 1 m grid; the gradient is the heights'.
 */
class StampedTerrainTest {
    private static final HeightRaster DEM = HeightRasters.read(Path.of("config/stamps/jacksboro_fault_dem.tif"), RasterOptions.DEFAULTS);
    private static final double BAND = 4000;
    private static final Stamp STAMP = Stamp.of(new StampPlacement("jacksboro", Path.of("dem"), RasterOptions.DEFAULTS, 0, 0, 0, 1,
            0, BAND, StampPlacement.Fit.RISE, false, 1), DEM);
    private static final TerrainFunction PROCEDURAL = new TerrainFunction(PresetLoader.load("default").params(), 1);
    private static final TerrainFunction STAMPED = PROCEDURAL.withStamps(List.of(STAMP));

    /**
     * Where the stamp shows whole, the stamp layer gives its samples within a metre (the file's
     * last digit), the detail between them vanishing there; the gully filter then carves them, as
     * it carves all ground (an exact stamp keeps them: WorldFileCommandTest).
     */
    @Test
    void theDemsSamplesAreReproducedWhereItShowsWhole() {
        TerrainFunction stampLayerAlone = new TerrainFunction(PresetLoader.load("default").params().withoutGullies(), 1)
                .withStamps(List.of(STAMP));
        TerrainSample s = new TerrainSample(), carved = new TerrainSample();
        int checked = 0;
        double worst = 0, deepest = 0;
        for (int j = 0; j < DEM.rows(); j += 3) {
            for (int i = 0; i < DEM.columns(); i += 3) {
                if (STAMP.inside(i, j) < BAND) {
                    continue;
                }
                stampLayerAlone.sample(STAMP.worldX(i, j), STAMP.worldZ(i, j), s);
                worst = Math.max(worst, Math.abs(s.height - DEM.at(i, j)));
                STAMPED.sample(STAMP.worldX(i, j), STAMP.worldZ(i, j), carved);
                deepest = Math.max(deepest, s.height - carved.height);
                checked++;
            }
        }
        assertTrue(checked > 3000, checked + " samples");
        assertTrue(worst < 1, "worst " + worst + " m");
        assertTrue(deepest > 5, "the gullies cut the DEM by " + deepest + " m at most");
    }

    /**
     * Along lines across the band (its outer edge, its middle, its inner edge) on a 1 m grid, the
     * finest tiles' spacing: the ground's own slopes turn by tens of degrees from one metre to the
     * next (gullies), so the blend is held to the rougher of the two grounds it blends, the
     * procedural one and the stamp shown whole (the same stamp with no band): heights change
     * from one metre to the next by at most half a metre more than on either (no step), and the
     * slope turns by at most a degree more (no crease).
     */
    @Test
    void acrossTheBandThereIsNoStepAndNoCrease() {
        // The same name: the same detail.
        Stamp whole = Stamp.of(new StampPlacement("jacksboro", Path.of("dem"), RasterOptions.DEFAULTS, 0, 0, 0, 1, 0, 0,
                StampPlacement.Fit.RISE, false, 1), DEM);
        TerrainFunction shownWhole = PROCEDURAL.withStamps(List.of(whole));
        double west = STAMP.worldX(0, 0);
        for (int row : new int[] {60, 172, 290}) {
            double z = STAMP.worldZ(0, row);
            for (double at : new double[] {west, west + BAND / 2, west + BAND}) {
                double[] blended = line(STAMPED, at, z), ground = line(PROCEDURAL, at, z), stamp = line(shownWhole, at, z);
                String where = "row " + row + ", " + (at - west) + " m inside";
                assertTrue(maxStep(blended) < Math.max(maxStep(ground), maxStep(stamp)) + 0.5, where + ": step " + maxStep(blended)
                        + " m against " + maxStep(ground) + " and " + maxStep(stamp));
                assertTrue(maxTurn(blended) < Math.max(maxTurn(ground), maxTurn(stamp)) + 1, where + ": turn " + maxTurn(blended)
                        + " degrees against " + maxTurn(ground) + " and " + maxTurn(stamp));
            }
        }
    }

    /**
     * The gradient the terrain function gives with a stamp is its heights' (central differences
     * a decimetre apart) as closely as the procedural terrain's own is, without the gully filter,
     * whose gradient is its octaves' slope at a fixed direction, on stamps as on the hills.
     */
    @Test
    void theGradientIsTheHeights() {
        TerrainFunction procedural = PROCEDURAL.withWorld(PROCEDURAL.params().withoutGullies(), 1);
        TerrainFunction stamped = procedural.withStamps(List.of(STAMP));
        double west = STAMP.worldX(0, 0);
        int inBand = 0;
        for (double x = west - 500; x < west + BAND + 500; x += 137) {
            double z = STAMP.worldZ(0, 150) + 13;
            double[] off = gradientError(stamped, x, z), plain = gradientError(procedural, x, z);
            assertTrue(off[0] < plain[0] + 0.01 && off[1] < plain[1] + 0.01,
                    "at x " + x + ": off by " + off[0] + ", " + off[1] + " against " + plain[0] + ", " + plain[1]);
            inBand += x > west && x < west + BAND ? 1 : 0;
        }
        assertTrue(inBand > 20);
    }

    /** How far a function's gradient at a point is from its heights' central differences, along x and z. */
    private static double[] gradientError(TerrainFunction f, double x, double z) {
        TerrainSample s = new TerrainSample();
        f.sample(x, z, s);
        double gx = s.gradX, gz = s.gradZ;
        double dx = (f.height(x + 0.05, z) - f.height(x - 0.05, z)) / 0.1, dz = (f.height(x, z + 0.05) - f.height(x, z - 0.05)) / 0.1;
        return new double[] {Math.abs(gx - dx), Math.abs(gz - dz)};
    }

    /**
     * The default world fills closed basins to plains; a stamp keeps its valleys unless its
     * {@code fill} is on: on a row of samples across the DEM, the filled world raises the ground by
     * tens of metres, the stamp that keeps its valleys by at most what water and talus move.
     */
    @Test
    void aStampKeepsItsValleysFromTheWorldsBasinFill() {
        TileLayout layout = TileLayout.standard(8192);
        StampPlacement filled = new StampPlacement("jacksboro", Path.of("dem"), RasterOptions.DEFAULTS, 0, 0, 0, 1, 0, BAND,
                StampPlacement.Fit.RISE, false, 1, true);
        TerrainFunction filling = PROCEDURAL.withStamps(List.of(Stamp.of(filled, DEM)));
        Landforms open = Landforms.of(STAMPED, layout), closed = Landforms.of(filling, layout);
        double mostOpen = 0, mostClosed = 0;
        for (double x = -6000; x <= 6000; x += 400) {
            double z = -2000;
            mostOpen = Math.max(mostOpen, open.heightAt(x, z, STAMPED.height(x, z)) - STAMPED.height(x, z));
            mostClosed = Math.max(mostClosed, closed.heightAt(x, z, filling.height(x, z)) - filling.height(x, z));
        }
        assertTrue(mostClosed > 20, "the filled world raises a valley of the DEM: " + mostClosed + " m at most");
        assertTrue(mostOpen < 8, "the stamp keeps its valleys: raised by " + mostOpen + " m at most");
    }

    /** A hidden stamp lays nothing: the procedural world's bits; shown again, the stamped world's. */
    @Test
    void aHiddenStampLaysNothing() {
        TerrainFunction hidden = PROCEDURAL.withStamps(List.of(STAMP.asLayer(1, false)));
        TerrainFunction shownAgain = PROCEDURAL.withStamps(List.of(STAMP.asLayer(0.5, false).asLayer(1, true)));
        for (double x = -3000; x <= 3000; x += 250) {
            assertEquals(PROCEDURAL.height(x, 700), hidden.height(x, 700), 0, "hidden at x = " + x);
            assertEquals(STAMPED.height(x, 700), shownAgain.height(x, 700), 0, "shown at x = " + x);
        }
    }

    /** Heights over 400 m of a line along x centred on {@code middle}, a metre apart. */
    private static double[] line(TerrainFunction f, double middle, double z) {
        double[] h = new double[401];
        TerrainSample s = new TerrainSample();
        for (int k = 0; k < h.length; k++) {
            f.sample(middle - 200 + k, z, s);
            h[k] = s.height;
        }
        return h;
    }

    private static double maxStep(double[] h) {
        double m = 0;
        for (int k = 1; k < h.length; k++) {
            m = Math.max(m, Math.abs(h[k] - h[k - 1]));
        }
        return m;
    }

    private static double maxTurn(double[] h) {
        double m = 0;
        for (int k = 2; k < h.length; k++) {
            double a = Math.toDegrees(Math.atan(h[k - 1] - h[k - 2])), b = Math.toDegrees(Math.atan(h[k] - h[k - 1]));
            m = Math.max(m, Math.abs(b - a));
        }
        return m;
    }
}
