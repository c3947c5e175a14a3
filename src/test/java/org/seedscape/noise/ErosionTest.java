package org.seedscape.noise;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * Each Backes erosion term does what the paper says, measured against the same seed with that
 * term off. Fine detail is the local roughness |h - mean of the 4 neighbours|; ground is sorted
 * into classes (low/high, steep/gentle, valley/ridge) by the large-scale terrain, the first
 * octaves of the same world, which no erosion term changes much.
 */
class ErosionTest {
    private static final long SEED = 2024;
    private static final int SIZE = 321;
    private static final double SPACING = 24;
    private static final int LARGE_SCALE_OCTAVES = 3;

    /** The default world without erosion: the base every term is switched on against (the gully filter off too). */
    private static TerrainParams base() {
        return PresetLoader.load("default").params().withoutErosion()
                .with(PresetKey.WARP_STRENGTH, 0).withoutGullies();
    }

    @Test
    void altitudeErosionSmoothsLowGroundMoreThanHighGround() {
        TerrainParams off = base();
        TerrainParams on = off.with(PresetKey.LOWLAND_SMOOTHING, 0.6);
        double[] largeHeight = generate(off.with(PresetKey.OCTAVES, LARGE_SCALE_OCTAVES)).heights;
        Roughness r = new Roughness(largeHeight, generate(off), generate(on));
        double lowRatio = r.ratioInClass(false), highRatio = r.ratioInClass(true);
        System.out.printf("altitude erosion: roughness kept on low ground %.3f, on high ground %.3f%n",
                lowRatio, highRatio);
        assertTrue(lowRatio < 0.7 * highRatio, "low ground kept " + lowRatio + ", high ground " + highRatio);
        assertTrue(r.meanInClass(r.on, false) < r.meanInClass(r.on, true),
                "with altitude erosion low ground must be smoother than high ground");
    }

    @Test
    void slopeErosionRemovesFineDetailFromSteepGround() {
        TerrainParams off = base();
        TerrainParams on = off.with(PresetKey.SLOPE_SMOOTHING, 1.5);
        Grid large = generate(off.with(PresetKey.OCTAVES, LARGE_SCALE_OCTAVES));
        double[] steepness = new double[large.heights.length];
        for (int k = 0; k < steepness.length; k++) {
            steepness[k] = Math.hypot(large.gradX[k], large.gradZ[k]);
        }
        Roughness r = new Roughness(steepness, generate(off), generate(on));
        double gentle = r.ratioInClass(false), steep = r.ratioInClass(true);
        System.out.printf("slope erosion: roughness kept on gentle ground %.3f, on steep ground %.3f%n", gentle, steep);
        assertTrue(steep < 0.8 * gentle, "steep ground kept " + steep + ", gentle ground " + gentle);
    }

    @Test
    void concavityErosionSmoothsValleyFloors() {
        TerrainParams off = base();
        TerrainParams on = off.with(PresetKey.VALLEY_SMOOTHING, 1);
        double[] large = generate(off.with(PresetKey.OCTAVES, LARGE_SCALE_OCTAVES)).heights;
        // Concavity of the large-scale terrain: positive Laplacian means a valley floor.
        double[] concavity = new double[large.length];
        for (int j = 1; j < SIZE - 1; j++) {
            for (int i = 1; i < SIZE - 1; i++) {
                int k = i + j * SIZE;
                concavity[k] = large[k - 1] + large[k + 1] + large[k - SIZE] + large[k + SIZE] - 4 * large[k];
            }
        }
        Roughness r = new Roughness(concavity, generate(off), generate(on));
        double ridges = r.ratioInClass(false), valleys = r.ratioInClass(true);
        System.out.printf("concavity erosion: roughness kept on ridges %.3f, on valley floors %.3f%n", ridges, valleys);
        assertTrue(valleys < 0.8 * ridges, "valley floors kept " + valleys + ", ridges " + ridges);
    }

    private record Grid(double[] heights, float[] gradX, float[] gradZ) {
    }

    private static Grid generate(TerrainParams p) {
        TileData t = new JavaTileGenerator().generate(new TerrainFunction(p, SEED), new SampleGrid(-3000, 5000, SPACING, SIZE));
        double[] h = new double[t.height().length];
        for (int k = 0; k < h.length; k++) {
            h[k] = t.height()[k];
        }
        return new Grid(h, t.gradX(), t.gradZ());
    }

    /** Local roughness of two versions of a world, over the lowest and highest 30 % of a class value. */
    private static final class Roughness {
        final double[] off, on;
        final double lowCut, highCut;
        final double[] classValue;

        Roughness(double[] classValue, Grid off, Grid on) {
            this.classValue = classValue;
            this.off = roughness(off.heights);
            this.on = roughness(on.heights);
            double[] sorted = interior(classValue);
            java.util.Arrays.sort(sorted);
            lowCut = sorted[(int) (sorted.length * 0.3)];
            highCut = sorted[(int) (sorted.length * 0.7)];
        }

        /** Roughness kept by the eroded world relative to the plain one, in the low or high class. */
        double ratioInClass(boolean high) {
            return meanInClass(on, high) / meanInClass(off, high);
        }

        double meanInClass(double[] rough, boolean high) {
            double sum = 0;
            int n = 0;
            for (int j = 1; j < SIZE - 1; j++) {
                for (int i = 1; i < SIZE - 1; i++) {
                    int k = i + j * SIZE;
                    if (high ? classValue[k] >= highCut : classValue[k] <= lowCut) {
                        sum += rough[k];
                        n++;
                    }
                }
            }
            return sum / n;
        }

        private static double[] roughness(double[] h) {
            double[] r = new double[h.length];
            for (int j = 1; j < SIZE - 1; j++) {
                for (int i = 1; i < SIZE - 1; i++) {
                    int k = i + j * SIZE;
                    r[k] = Math.abs(h[k] - 0.25 * (h[k - 1] + h[k + 1] + h[k - SIZE] + h[k + SIZE]));
                }
            }
            return r;
        }

        private static double[] interior(double[] v) {
            double[] out = new double[(SIZE - 2) * (SIZE - 2)];
            int n = 0;
            for (int j = 1; j < SIZE - 1; j++) {
                for (int i = 1; i < SIZE - 1; i++) {
                    out[n++] = v[i + j * SIZE];
                }
            }
            return out;
        }
    }
}
