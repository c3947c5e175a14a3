package org.seedscape.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.stamp.HeightFunction;
import org.seedscape.stamp.StampBlend;

/** Each brush on a synthetic ground does what its name says, and nothing beyond its reach. */
class BrushesTest {
    /** Rough, sloping ground: ridges 40 m apart across a 30 % slope, and metre-scale bumps. */
    static final HeightFunction GROUND = (x, z) -> 100 + 0.3 * x + 12 * Math.sin(x / 6.4) * Math.cos(z / 5.1)
            + 0.8 * Math.sin(1.7 * x + 0.4) * Math.sin(2.3 * z);
    static final double X = 35, Z = -20, R = 40;
    /** Noise fields for the noise brush: ripples of each octave's wavelength along a turned axis. */
    static final NoiseFields NOISE = (octave, wavelength) -> (x, z) -> Math.sin((0.8 * x + 0.6 * z) * 2 * Math.PI / wavelength + octave);

    /** The ground with a layer on, for a grid of {@code spacing} metres. */
    static double edited(EditLayer layer, double x, double z, double spacing) {
        StampBlend b = new StampBlend();
        layer.blend(x, z, spacing, b);
        return b.over(GROUND.at(x, z));
    }

    private static EditLayer one(Dab dab) {
        return EditLayer.EMPTY.with(dab, GROUND, NOISE);
    }

    @Test
    void raiseAddsTheVolumeOfItsWeightAndLowerTakesItAway() {
        Dab raise = new Dab(Brush.RAISE, X, Z, R, 3, 0.5, 0);
        EditLayer up = one(raise), down = one(new Dab(Brush.LOWER, X, Z, R, 3, 0.5, 0));
        double step = 0.5, added = 0;
        for (double x = X - 2 * R; x <= X + 2 * R; x += step) {
            for (double z = Z - 2 * R; z <= Z + 2 * R; z += step) {
                double d = edited(up, x, z, 1) - GROUND.at(x, z);
                added += d * step * step;
                assertEquals(-d, edited(down, x, z, 1) - GROUND.at(x, z), 1e-9, "lower is raise turned over");
            }
        }
        // The weight's integral over the plane: 2 pi times the integral of w(d) d over d.
        double integral = 0, dd = 1e-3;
        for (double d = dd / 2; d < 2 * R; d += dd) {
            integral += 2 * Math.PI * DabShape.weight(d, R, 0.5, 1) * d * dd;
        }
        assertEquals(3 * integral, added, 3 * integral * 0.005, "volume added = strength x the weight's integral");
        assertTrue(added > 3 * Math.PI * 25 * 25, "more than a cylinder of the inner radius: " + added);
    }

    @Test
    void flattenMakesTheInsideFlatAtItsTarget() {
        EditLayer flat = one(new Dab(Brush.FLATTEN, X, Z, R, 1, 0.25, 110));
        EditLayer half = one(new Dab(Brush.FLATTEN, X, Z, R, 0.5, 0.25, 110));
        for (double a = 0; a < 2 * Math.PI; a += 0.3) {
            for (double d = 0; d <= R * 0.75; d += 1.7) { // the inner radius: 1 - falloff of it
                double x = X + d * Math.cos(a), z = Z + d * Math.sin(a);
                assertEquals(110, edited(flat, x, z, 1), 1e-9, "flat at the target inside (" + x + ", " + z + ")");
                assertEquals((GROUND.at(x, z) + 110) / 2, edited(half, x, z, 1), 1e-9, "half way at half strength");
            }
        }
    }

    @Test
    void smoothTakesOutTheBumpsAndKeepsTheGroundWhereItWas() {
        EditLayer smooth = one(new Dab(Brush.SMOOTH, X, Z, R, 1, 0.3, 0));
        double before = 0, after = 0, meanBefore = 0, meanAfter = 0;
        int n = 0;
        for (double x = X - 20; x <= X + 20; x += 1) {
            for (double z = Z - 20; z <= Z + 20; z += 1) {
                before += square(laplacian((px, pz) -> GROUND.at(px, pz), x, z));
                after += square(laplacian((px, pz) -> edited(smooth, px, pz, 1), x, z));
                meanBefore += GROUND.at(x, z);
                meanAfter += edited(smooth, x, z, 1);
                n++;
            }
        }
        assertTrue(after < before / 20, "the curvature's variance falls twentyfold: " + before / n + " -> " + after / n);
        assertEquals(meanBefore / n, meanAfter / n, 1.0, "the ground stays where it was on average");
    }

    private static double laplacian(HeightFunction h, double x, double z) {
        return h.at(x + 1, z) + h.at(x - 1, z) + h.at(x, z + 1) + h.at(x, z - 1) - 4 * h.at(x, z);
    }

    private static double square(double v) {
        return v * v;
    }

    @Test
    void terraceLaysTheGroundInFlatStepsAtItsStepHeight() {
        // A plain slope, whose treads are wider than the raster's reads (a radius / 8 apart).
        HeightFunction slope = (x, z) -> 100 + 0.2 * x + 0.1 * z;
        double step = 10;
        EditLayer terraced = EditLayer.EMPTY.with(new Dab(Brush.TERRACE, X, Z, R, 1, 0.3, step), slope, NOISE);
        int flatBefore = 0, flatAfter = 0, onStep = 0, n = 0;
        for (double x = X - 20; x <= X + 20; x += 1) {
            for (double z = Z - 20; z <= Z + 20; z += 1) {
                double h = over(terraced, slope, x, z);
                double after = Math.hypot(over(terraced, slope, x + 0.5, z) - over(terraced, slope, x - 0.5, z),
                        over(terraced, slope, x, z + 0.5) - over(terraced, slope, x, z - 0.5));
                double before = Math.hypot(slope.at(x + 0.5, z) - slope.at(x - 0.5, z), slope.at(x, z + 0.5) - slope.at(x, z - 0.5));
                flatBefore += before < 0.05 ? 1 : 0;
                if (after < 0.05) {
                    flatAfter++;
                    double off = Math.abs(h / step - Math.rint(h / step)) * step;
                    onStep += off < 0.5 ? 1 : 0;
                }
                n++;
            }
        }
        assertTrue(flatAfter > 0.3 * n && flatAfter > 3 * flatBefore, "flat treads: " + flatAfter + " of " + n + ", " + flatBefore + " before");
        assertTrue(onStep > 0.8 * flatAfter, "treads at whole steps: " + onStep + " of " + flatAfter);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.TERRACE, 0, 0, 10, 1, 0.5, 0));
        assertEquals("target = 0.0 is out of range; allowed a terrace's step, metres [0.5, 1000]", e.getMessage());
    }

    private static double over(EditLayer layer, HeightFunction ground, double x, double z) {
        StampBlend b = new StampBlend();
        layer.blend(x, z, 1, b);
        return b.over(ground.at(x, z));
    }

    @Test
    void noiseAddsDetailOfTheBrushsScaleAndNoSlope() {
        EditLayer noisy = one(new Dab(Brush.NOISE, X, Z, R, 4, 0.5, 0));
        double sum = 0, sumSquares = 0;
        int n = 0;
        for (double x = X - 18; x <= X + 18; x += 1) {
            for (double z = Z - 18; z <= Z + 18; z += 1) {
                double d = edited(noisy, x, z, 1) - GROUND.at(x, z);
                sum += d;
                sumSquares += d * d;
                n++;
            }
        }
        double mean = sum / n, rms = Math.sqrt(sumSquares / n - mean * mean);
        assertTrue(rms > 0.8 && rms < 4, "detail of a few metres for 4 m of strength: " + rms);
    }

    /** A round hill 30 m high and 15 m wide at (x0, z0) on ground at 50 m. */
    private static HeightFunction hillAt(double x0, double z0) {
        return (x, z) -> 50 + 30 * Math.exp(-((x - x0) * (x - x0) + (z - z0) * (z - z0)) / (2 * 15 * 15));
    }

    /** The x of the highest point on the line z = {@code z} near x in [from, to], a tenth of a metre apart. */
    private static double peakX(EditLayer layer, HeightFunction ground, double from, double to, double z) {
        double best = from, top = Double.NEGATIVE_INFINITY;
        for (double x = from; x <= to; x += 0.1) {
            double h = over(layer, ground, x, z);
            if (h > top) {
                top = h;
                best = x;
            }
        }
        return best;
    }

    @Test
    void warpPushesTheGroundAlongItsShiftMostInTheMiddle() {
        HeightFunction hill = hillAt(0, 0);
        EditLayer pushed = EditLayer.EMPTY.with(new Dab(Brush.WARP, 0, 0, 60, 1, 0.5, 0, 12, 0), hill, NOISE);
        assertEquals(12, peakX(pushed, hill, -20, 40, 0), 1.0, "the hill's top moves the whole shift along x");
        EditLayer half = EditLayer.EMPTY.with(new Dab(Brush.WARP, 0, 0, 60, 1, 0.5, 0, 0, -8), hill, NOISE);
        assertEquals(0, peakX(half, hill, -20, 40, -8), 1.0, "pushed along -z, the top lies on z = -8, x unchanged");
        assertTrue(over(half, hill, 0, -8) > over(half, hill, 0, 0), "the top is now at z = -8");
        for (double a = 0; a < 2 * Math.PI; a += 0.2) {
            double x = 130 * Math.cos(a), z = 130 * Math.sin(a);
            assertEquals(hill.at(x, z), over(pushed, hill, x, z), 0, "nothing moves beyond its reach");
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.WARP, 0, 0, 10, 1, 0.5, 0, 11, 0));
        assertEquals("shift = 11.0 0.0 pushes 11.0 m; a warp pushes (0, radius = 10.0] m", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.WARP, 0, 0, 10, 1, 0.5, 0));
        assertEquals("shift = 0.0 0.0 pushes 0.0 m; a warp pushes (0, radius = 10.0] m", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.RAISE, 0, 0, 10, 1, 0.5, 0, 3, 0));
        assertEquals("shift = 3.0 0.0 is not allowed for raise; only warp and clone dabs shift (0 0 for the others)", e.getMessage());
    }

    @Test
    void cloneCopiesTheSourcesReliefOntoTheGroundUnderIt() {
        // a hill at (500, 300) cloned onto flat ground at (0, 0), 50 m lower than the hill's foot
        HeightFunction ground = (x, z) -> hillAt(500, 300).at(x, z) - (x < 250 ? 50 : 0);
        EditLayer cloned = EditLayer.EMPTY.with(new Dab(Brush.CLONE, 0, 0, 60, 1, 0.25, 0, 500, 300), ground, NOISE);
        assertEquals(30, over(cloned, ground, 0, 0) - ground.at(0, 0), 0.5, "the hill's 30 m stand on the ground under the dab");
        assertEquals(0, over(cloned, ground, 0, 45), 0.5, "its foot on that ground");
        assertEquals(0, peakX(cloned, ground, -30, 30, 0), 1.0, "its top where the dab's middle is");
        assertEquals(hillAt(500, 300).at(510, 290) - 50, over(cloned, ground, 10, -10), 0.5,
                "the source's ground point for point, its edge set on the ground under the dab's");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Dab(Brush.CLONE, 9e8, 0, 10, 1, 0.5, 0, 2e8, 0));
        assertEquals("source x = 1.1E9 is out of range; allowed metres [-1e9, 1e9]", e.getMessage());
    }

    @Test
    void erodeShedsACliffTowardItsTalusAngleAndCutsIt() {
        // a 60 m cliff (a 70 degree face) between two plains, sloping gently toward +z
        HeightFunction cliff = (x, z) -> 100 + 0.05 * z + 60 / (1 + Math.exp(-x / 8));
        EditLayer eroded = EditLayer.EMPTY.with(new Dab(Brush.ERODE, 0, 0, 80, 1, 0.3, 33), cliff, NOISE);
        double before = 0, after = 0;
        for (double x = -30; x <= 30; x += 1) {
            before = Math.max(before, cliff.at(x + 0.5, 0) - cliff.at(x - 0.5, 0));
            after = Math.max(after, over(eroded, cliff, x + 0.5, 0) - over(eroded, cliff, x - 0.5, 0));
        }
        assertTrue(before > 1.8 && after < before / 1.5, "the face's steepest grade: " + before + " before, " + after + " after");
        assertTrue(over(eroded, cliff, 20, 0) > cliff.at(20, 0) - 40 && over(eroded, cliff, -20, 0) > cliff.at(-20, 0),
                "the top shed onto the foot: " + over(eroded, cliff, 20, 0) + ", " + over(eroded, cliff, -20, 0));
        for (double a = 0; a < 2 * Math.PI; a += 0.2) {
            double x = 170 * Math.cos(a), z = 170 * Math.sin(a);
            assertEquals(cliff.at(x, z), over(eroded, cliff, x, z), 0, "nothing beyond its reach");
        }
        // at 40 m (samples 5 m apart) the rain runs after the shedding: the face still eases
        EditLayer rained = EditLayer.EMPTY.with(new Dab(Brush.ERODE, 0, 0, 40, 1, 0.3, 33), cliff, NOISE);
        double rainedGrade = 0;
        for (double x = -10; x <= 10; x += 1) {
            rainedGrade = Math.max(rainedGrade, over(rained, cliff, x + 0.5, 0) - over(rained, cliff, x - 0.5, 0));
        }
        assertTrue(rainedGrade < before / 1.5, "with rain, the steepest grade " + rainedGrade);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.ERODE, 0, 0, 10, 1, 0.5, 0));
        assertEquals("target = 0.0 is out of range; allowed an erode dab's talus angle, degrees [20, 60]", e.getMessage());
    }

    @Test
    void nothingChangesBeyondADabsReachAtAnySpacing() {
        for (Brush brush : Brush.values()) {
            EditLayer layer = one(new Dab(brush, X, Z, R, brush.maxStrength() > 1 ? 5 : 1, 0.5, brush == Brush.TERRACE ? 7 : brush == Brush.ERODE ? 33 : 90,
                    brush.shifts() ? 12 : 0, brush.shifts() ? -5 : 0));
            for (double spacing : new double[] {1, 8, 64, 256}) {
                for (double a = 0; a < 2 * Math.PI; a += 0.1) {
                    double x = X + 2.0001 * R * Math.cos(a), z = Z + 2.0001 * R * Math.sin(a);
                    assertEquals(Double.doubleToLongBits(GROUND.at(x, z)), Double.doubleToLongBits(edited(layer, x, z, spacing)),
                            brush + " at " + spacing + " m leaves (" + x + ", " + z + ") alone");
                }
            }
            assertTrue(layer.touches(X + 1.9 * R, Z, X + 3 * R, Z + 1));
            assertTrue(!layer.touches(X + 2.1 * R, Z, X + 3 * R, Z + 1));
        }
    }

    @Test
    void coarseGridsReadADabPrefiltered() {
        // The edge is as wide as the spacing, and a dab finer than the spacing fades by its share of a sample's area.
        assertEquals(1, DabShape.weight(0, 4, 0, 1), 0);
        assertEquals(0, DabShape.weight(5.01, 4, 0, 1), 0, "a hard edge is a sample wide at 1 m");
        assertTrue(DabShape.weight(4.5, 4, 0, 8) > 0, "wider at 8 m");
        assertEquals(0.25, DabShape.weight(0, 4, 1, 8) / DabShape.weight(0, 4, 1, 4), 1e-12);
        assertEquals(0, DabShape.weight(8, 4, 0, 1000), 0, "never past twice the radius");
    }

    @Test
    void badDabsAreRefusedNamingTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.FLATTEN, 0, 0, 10, 2, 0.5, 0));
        assertEquals("strength = 2.0 is not allowed for flatten; allowed a share (0, 1]", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.RAISE, 0, 0, 0.1, 1, 0.5, 0));
        assertEquals("radius = 0.1 is out of range; allowed metres [0.5, 5000]", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Dab(Brush.RAISE, Double.NaN, 0, 10, 1, 0.5, 0));
        assertEquals("x = NaN is out of range; allowed metres [-1e9, 1e9]", e.getMessage());
    }
}
