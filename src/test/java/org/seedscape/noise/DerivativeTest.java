package org.seedscape.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.seedscape.world.FractalType;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/** Analytic derivatives against central finite differences, for the noise and the whole terrain function. */
class DerivativeTest {
    private static final double H = 1e-5;

    @Test
    void noiseDerivativesUpToThirdOrderMatchFiniteDifferences() {
        Random rnd = new Random(7);
        NoiseSample c = new NoiseSample(), px = new NoiseSample(), mx = new NoiseSample();
        NoiseSample pz = new NoiseSample(), mz = new NoiseSample();
        for (int k = 0; k < 500; k++) {
            int cellX = rnd.nextInt(), cellZ = rnd.nextInt();
            // Away from cell borders: the noise is C2 there, its third derivative may jump.
            double fx = 0.01 + 0.98 * rnd.nextDouble(), fz = 0.01 + 0.98 * rnd.nextDouble();
            GradientNoise.sample(cellX, cellZ, fx, fz, 3, c);
            GradientNoise.sample(cellX, cellZ, fx + H, fz, 3, px);
            GradientNoise.sample(cellX, cellZ, fx - H, fz, 3, mx);
            GradientNoise.sample(cellX, cellZ, fx, fz + H, 3, pz);
            GradientNoise.sample(cellX, cellZ, fx, fz - H, 3, mz);
            double tol = 1e-5;
            assertEquals((px.v - mx.v) / (2 * H), c.dx, tol, "dx");
            assertEquals((pz.v - mz.v) / (2 * H), c.dz, tol, "dz");
            assertEquals((px.dx - mx.dx) / (2 * H), c.dxx, 1e-4, "dxx");
            assertEquals((pz.dx - mz.dx) / (2 * H), c.dxz, 1e-4, "dxz");
            assertEquals((px.dz - mx.dz) / (2 * H), c.dxz, 1e-4, "dzx");
            assertEquals((pz.dz - mz.dz) / (2 * H), c.dzz, 1e-4, "dzz");
            assertEquals((px.dxx - mx.dxx) / (2 * H), c.dxxx, 1e-3, "dxxx");
            assertEquals((pz.dxx - mz.dxx) / (2 * H), c.dxxz, 1e-3, "dxxz");
            assertEquals((px.dxz - mx.dxz) / (2 * H), c.dxxz, 1e-3, "dxzx");
            assertEquals((pz.dxz - mz.dxz) / (2 * H), c.dxzz, 1e-3, "dxzz");
            assertEquals((px.dzz - mx.dzz) / (2 * H), c.dxzz, 1e-3, "dzzx");
            assertEquals((pz.dzz - mz.dzz) / (2 * H), c.dzzz, 1e-3, "dzzz");
        }
    }

    /** The blended form is Perlin's noise: every corner's ramp weighted by the fades of its distance. */
    @Test
    void noiseIsTheFadeWeightedSumOfTheCornersRamps() {
        Random rnd = new Random(11);
        NoiseSample n = new NoiseSample();
        for (int k = 0; k < 500; k++) {
            int cellX = rnd.nextInt(), cellZ = rnd.nextInt();
            double fx = rnd.nextDouble(), fz = rnd.nextDouble();
            GradientNoise.sample(cellX, cellZ, fx, fz, 1, n);
            double sum = 0;
            for (int cz = 0; cz <= 1; cz++) {
                for (int cx = 0; cx <= 1; cx++) {
                    long h = LatticeHash.hash(cellX + cx, cellZ + cz);
                    double ramp = LatticeHash.signedUnit(LatticeHash.first(h)) * (fx - cx)
                            + LatticeHash.signedUnit(LatticeHash.second(h)) * (fz - cz);
                    sum += ramp * cornerWeight(fx - cx) * cornerWeight(fz - cz);
                }
            }
            assertEquals(sum, n.v, 1e-12, "noise at cell " + cellX + ", " + cellZ + " fraction " + fx + ", " + fz);
        }
    }

    /** Perlin's quintic falloff 1 - u(|d|) of a corner at distance d along one axis. */
    private static double cornerWeight(double d) {
        double t = Math.abs(d);
        return 1 - t * t * t * (t * (t * 6 - 15) + 10);
    }

    @Test
    void noiseIsContinuousAcrossCellBorders() {
        Random rnd = new Random(3);
        NoiseSample left = new NoiseSample(), right = new NoiseSample();
        for (int k = 0; k < 200; k++) {
            int cellX = rnd.nextInt(), cellZ = rnd.nextInt();
            double fz = rnd.nextDouble();
            GradientNoise.sample(cellX, cellZ, 1.0, fz, 2, left);
            GradientNoise.sample(cellX + 1, cellZ, 0.0, fz, 2, right);
            assertEquals(left.v, right.v, 1e-12);
            assertEquals(left.dx, right.dx, 1e-12);
            assertEquals(left.dxx, right.dxx, 1e-9);
        }
    }

    @Test
    void backesErosionGradientMatchesFiniteDifferences() {
        checkGradient(params(FractalType.BACKES, Map.of(PresetKey.SHARPNESS, 0.4, PresetKey.PEAK_ENHANCEMENT, 0.7,
                PresetKey.LOWLAND_SMOOTHING, 0.8, PresetKey.SLOPE_SMOOTHING, 1.5, PresetKey.VALLEY_SMOOTHING, 0.9)));
        checkGradient(params(FractalType.BACKES, Map.of(PresetKey.SHARPNESS, -0.7,
                PresetKey.VALLEY_SMOOTHING, 1.0)));
    }

    @Test
    void multifractalGradientsMatchFiniteDifferences() {
        Map<PresetKey, Double> erosion = Map.of(PresetKey.LOWLAND_SMOOTHING, 0.5, PresetKey.SLOPE_SMOOTHING, 0.7,
                PresetKey.VALLEY_SMOOTHING, 0.5, PresetKey.BASE_AMPLITUDE, 0.6);
        checkGradient(params(FractalType.RIDGED, erosion));
        checkGradient(params(FractalType.HYBRID, erosion));
        checkGradient(params(FractalType.HETERO, erosion));
    }

    @Test
    void warpWorleyAndRangeMappingGradientsMatchFiniteDifferences() {
        checkGradient(params(FractalType.BACKES, Map.ofEntries(
                Map.entry(PresetKey.WARP_STRENGTH, 900.0), Map.entry(PresetKey.WORLEY_WEIGHT, -0.4),
                Map.entry(PresetKey.HEIGHT_BIAS, 0.35), Map.entry(PresetKey.HEIGHT_GAIN, 0.65),
                Map.entry(PresetKey.TERRACE_SPACING, 80.0), Map.entry(PresetKey.TERRACE_SHARPNESS, 0.7),
                Map.entry(PresetKey.PLATEAU_HEIGHT, 300.0), Map.entry(PresetKey.PLATEAU_STRENGTH, 0.8),
                Map.entry(PresetKey.PLAIN_HEIGHT, -200.0), Map.entry(PresetKey.PLAIN_STRENGTH, 0.9),
                Map.entry(PresetKey.VALLEY_SMOOTHING, 0.5), Map.entry(PresetKey.SLOPE_SMOOTHING, 0.5))));
    }

    private static TerrainParams params(FractalType type, Map<PresetKey, Double> values) {
        java.util.EnumMap<PresetKey, Double> m = new java.util.EnumMap<>(PresetKey.class);
        m.put(PresetKey.OCTAVES, 10.0);
        m.put(PresetKey.BASE_WAVELENGTH, 3000.0);
        m.put(PresetKey.HEIGHT_SCALE, 1000.0);
        m.putAll(values);
        return TerrainParams.of(type, m);
    }

    /**
     * The analytic gradient must match central differences wherever the function is smooth at
     * the scale of the step. Ridges, billows, clamps and the Worley borders are creases: where
     * the forward and backward differences disagree the point sits on one, and it is skipped.
     * Most points must be smooth, so the check cannot pass by skipping everything.
     */
    private static void checkGradient(TerrainParams p) {
        TerrainFunction fn = new TerrainFunction(p, 1234);
        Random rnd = new Random(99);
        TerrainSample c = new TerrainSample(), s = new TerrainSample();
        double step = 1e-3; // metres; the finest octave here has a wavelength of about 6 m
        int checked = 0, points = 400;
        for (int k = 0; k < points; k++) {
            double x = (rnd.nextDouble() - 0.5) * 2e6, z = (rnd.nextDouble() - 0.5) * 2e6;
            fn.sample(x, z, c);
            double[] g = new double[2];
            boolean smooth = true;
            for (int axis = 0; axis < 2; axis++) {
                double dx = axis == 0 ? step : 0, dz = axis == 0 ? 0 : step;
                fn.sample(x + dx, z + dz, s);
                double forward = (s.height - c.height) / step;
                fn.sample(x - dx, z - dz, s);
                double backward = (c.height - s.height) / step;
                smooth &= Math.abs(forward - backward) < 1e-3 * (1 + Math.abs(forward));
                g[axis] = 0.5 * (forward + backward);
            }
            if (!smooth) {
                continue;
            }
            checked++;
            assertEquals(g[0], c.gradX, 2e-4 * (1 + Math.abs(g[0])), "dh/dx at " + x + ", " + z + " for " + p);
            assertEquals(g[1], c.gradZ, 2e-4 * (1 + Math.abs(g[1])), "dh/dz at " + x + ", " + z + " for " + p);
        }
        assertTrue(checked > points * 0.8, "only " + checked + " of " + points + " points were smooth for " + p);
    }
}
