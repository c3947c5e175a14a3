package org.seedscape.stamp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.RasterOptions;

/** The stamps' blend (GroundedStamp, StampLayer) on synthetic rasters over synthetic ground. */
class StampBlendTest {
    private static final int SIDE = 257;
    private static final double SPACING = 10;
    /**
     * Rolling ground with detail down to a few metres, as smooth as real ground (its slope turns
     * by at most 0.2 degrees a metre).
     */
    private static final HeightFunction GROUND = (x, z) -> 300 + 80 * Math.sin(x / 700) * Math.cos(z / 900)
            + 6 * Math.sin(x / 90 + 1) * Math.sin(z / 70) + 0.05 * Math.sin(x / 5.3) * Math.cos(z / 4.1);

    /** Ridges 150 m above the ground's mean, with detail down to a few of its samples (10 m). */
    private static HeightRaster raster() {
        float[] h = new float[SIDE * SIDE];
        for (int j = 0; j < SIDE; j++) {
            for (int i = 0; i < SIDE; i++) {
                double ridge = Math.sin(i / 23.0);
                h[i + j * SIDE] = (float) (450 + 120 * ridge * ridge * Math.cos(j / 31.0) + 2 * Math.sin(i / 3.1 + j / 4.3));
            }
        }
        return new HeightRaster(SIDE, SIDE, h, SPACING, SPACING, null, null, "test");
    }

    private static StampPlacement placement(double x, double z, double rotation, double band, StampPlacement.Fit fit,
                                            boolean exact, double detail) {
        return new StampPlacement("t", Path.of("t"), RasterOptions.DEFAULTS, x, z, rotation, 1, 0, band, fit, exact, detail);
    }

    private static StampLayer layer(StampPlacement p) {
        return StampLayer.over(List.of(Stamp.of(p, raster())), GROUND, 1);
    }

    @Test
    void anExactStampGivesItsOwnSamplesBitForBitAndTheGroundOutside() {
        HeightRaster r = raster();
        StampLayer layer = layer(placement(1000, -2000, 0, 0, StampPlacement.Fit.RISE, true, 0));
        Stamp stamp = Stamp.of(placement(1000, -2000, 0, 0, StampPlacement.Fit.RISE, true, 0), r);
        for (int j = 0; j < SIDE; j += 7) {
            for (int i = 0; i < SIDE; i += 5) {
                double x = stamp.worldX(i, j), z = stamp.worldZ(i, j);
                float h = (float) layer.heightOver(x, z, SPACING, GROUND.at(x, z));
                assertEquals(Float.floatToIntBits(r.at(i, j)), Float.floatToIntBits(h), "sample " + i + ", " + j);
            }
        }
        double outside = 1000 + SIDE * SPACING;
        assertEquals(GROUND.at(outside, 0), layer.heightOver(outside, 0, SPACING, GROUND.at(outside, 0)));
    }

    @Test
    void aFadedStampChangesTheGroundByThatShareOfItsWholeChange() {
        StampPlacement whole = placement(1000, -2000, 20, 600, StampPlacement.Fit.SETTLE, false, 1);
        StampLayer full = layer(whole), faded = layer(whole.asLayer(0.25, true));
        GroundedStamp wholeStamp = GroundedStamp.on(Stamp.of(whole, raster()), GROUND);
        GroundedStamp fadedStamp = GroundedStamp.on(Stamp.of(whole.asLayer(0.25, true), raster()), GROUND);
        int changed = 0;
        for (double x = -400; x <= 2400; x += 37) {
            for (double z = -3400; z <= -600; z += 41) {
                double h = GROUND.at(x, z);
                double change = full.heightOver(x, z, SPACING, h) - h;
                assertEquals(0.25 * change, faded.heightOver(x, z, SPACING, h) - h, 1e-9, "at (" + x + ", " + z + ")");
                assertEquals(1 - 0.25 * (1 - wholeStamp.fillShare(x, z)), fadedStamp.fillShare(x, z), 1e-12);
                changed += Math.abs(change) > 1 ? 1 : 0;
            }
        }
        assertTrue(changed > 1000, "the stamp changed most of the square: " + changed);
    }

    @Test
    void coarseGridsReadACoarserLevel() {
        Stamp stamp = Stamp.of(placement(0, 0, 0, 0, StampPlacement.Fit.RISE, true, 0), raster());
        assertEquals(0, stamp.levelFor(1));
        assertEquals(0, stamp.levelFor(SPACING));
        assertEquals(1, stamp.levelFor(2 * SPACING));
        assertEquals(3, stamp.levelFor(64));
    }

    @Test
    void rotatedStampsMapBothWays() {
        Stamp stamp = Stamp.of(placement(123, 456, 30, 0, StampPlacement.Fit.RISE, true, 0), raster());
        double x = stamp.worldX(10, 200), z = stamp.worldZ(10, 200);
        assertEquals(10, stamp.u(x, z), 1e-9);
        assertEquals(200, stamp.v(x, z), 1e-9);
        // Counter-clockwise on the map: the raster's +u axis turns from +x toward +z.
        assertTrue(stamp.worldZ(SIDE - 1, (SIDE - 1) / 2.0) > 456);
    }

    @Test
    void insideTheBandTheSamplesAreKeptWithDetailBetweenThem() {
        HeightRaster r = raster();
        StampPlacement p = placement(0, 0, 0, 400, StampPlacement.Fit.RISE, false, 1);
        StampLayer layer = layer(p);
        Stamp stamp = Stamp.of(p, r);
        for (int j = 60; j < 200; j += 9) {
            for (int i = 60; i < 200; i += 11) {
                double x = stamp.worldX(i, j), z = stamp.worldZ(i, j);
                assertEquals(r.at(i, j), layer.heightOver(x, z, 1, GROUND.at(x, z)), 1e-3, "sample " + i + ", " + j);
            }
        }
        // Between samples the detail shows, and nowhere on the ground below.
        StampLayer smooth = layer(placement(0, 0, 0, 400, StampPlacement.Fit.RISE, false, 0));
        assertTrue(layer.details()[0] && !smooth.details()[0]);
        double most = 0;
        for (double t = 0.1; t < 1; t += 0.1) {
            double x = stamp.worldX(100 + t, 120 + t / 2), z = stamp.worldZ(100 + t, 120 + t / 2);
            most = Math.max(most, Math.abs(layer.heightOver(x, z, 1, GROUND.at(x, z)) - smooth.heightOver(x, z, 1, 0)));
            assertEquals(layer.heightOver(x, z, 1, 0), layer.heightOver(x, z, 1, 1000), 1e-9, "the ground below shows nowhere inside");
        }
        assertTrue(most > 0.01 && most < 10, "detail " + most);
    }

    @Test
    void acrossTheBandThereIsNoStepAndNoCrease() {
        // Without detail, whose own roughness is the point of it (StampedTerrainTest holds a real DEM's blend to the rougher ground).
        StampPlacement p = placement(0, 0, 0, 600, StampPlacement.Fit.RISE, false, 0);
        StampLayer layer = layer(p);
        double west = -(SIDE - 1) / 2.0 * SPACING;
        for (double z : new double[] {-300, 0, 517}) {
            double previousHeight = Double.NaN, previousSlope = Double.NaN, maxStep = 0, maxTurn = 0, maxTurnMiddle = 0;
            for (double x = west - 50; x <= west + 700; x += 1) {
                double h = layer.heightOver(x, z, 1, GROUND.at(x, z));
                if (!Double.isNaN(previousHeight)) {
                    double slope = Math.toDegrees(Math.atan(h - previousHeight));
                    maxStep = Math.max(maxStep, Math.abs(h - previousHeight));
                    if (!Double.isNaN(previousSlope)) {
                        double turn = Math.abs(slope - previousSlope);
                        maxTurn = Math.max(maxTurn, turn);
                        if (Math.abs(x - (west + 300)) < 100) {
                            maxTurnMiddle = Math.max(maxTurnMiddle, turn);
                        }
                    }
                    previousSlope = slope;
                }
                previousHeight = h;
            }
            // 150 m of relief met over the band: no step (a metre apart, heights differ by a slope's worth),
            assertTrue(maxStep < 2.5, "step " + maxStep + " at z " + z);
            // and the slope turns less than a degree from one metre to the next along the band's middle.
            assertTrue(maxTurnMiddle < 1, "crease " + maxTurnMiddle + " at z " + z);
        }
    }

    @Test
    void aSettledStampMovesToTheGroundAroundIt() {
        StampLayer rise = layer(placement(0, 0, 0, 400, StampPlacement.Fit.RISE, false, 0));
        StampLayer settle = layer(placement(0, 0, 0, 400, StampPlacement.Fit.SETTLE, false, 0));
        double h = GROUND.at(0, 0);
        double lift = rise.heightOver(0, 0, SPACING, h) - settle.heightOver(0, 0, SPACING, h);
        // The raster's mean along its band is about 150 m above the ground's.
        assertTrue(lift > 100 && lift < 200, "settled by " + lift);
    }

    @Test
    void holesAreFilledAndTheEdgeRunsRoundThem() {
        HeightRaster full = raster();
        float[] h = full.heights().clone();
        int hole = 128 + 128 * SIDE;
        h[hole] = Float.NaN;
        HeightRaster holed = new HeightRaster(SIDE, SIDE, h, SPACING, SPACING, null, null, "holed");
        Stamp stamp = Stamp.of(placement(0, 0, 0, 0, StampPlacement.Fit.RISE, true, 0), holed);
        assertTrue(Double.isFinite(stamp.height(0, 128, 128)));
        assertEquals(0, stamp.inside(128, 128), 1e-6);
        assertEquals(3 * SPACING, stamp.inside(131, 128), 1e-3);
    }
}
