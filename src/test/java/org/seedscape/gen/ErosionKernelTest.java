package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;
import org.seedscape.landform.HydraulicErosion;
import org.seedscape.landform.ThermalErosion;

/** The GPU's thermal and hydraulic erosion are the Java twins', bit for bit, every run. */
class ErosionKernelTest {

    private static <T> T onGpu(Function<ErosionKernel, T> run) {
        return SharedGl.get().call((rm, assets) -> {
            ErosionKernel kernel = new ErosionKernel(assets);
            try {
                return run.apply(kernel);
            } finally {
                kernel.delete();
            }
        });
    }

    /** The same heights and runoff, bit for bit. */
    private static void assertSame(HydraulicErosion.Result java, HydraulicErosion.Result gpu, String where) {
        assertArrayEquals(java.heights(), gpu.heights(), "heights " + where);
        assertArrayEquals(java.runoff(), gpu.runoff(), "runoff " + where);
    }

    private static int[] rough(int size, long seed) {
        Random rnd = new Random(seed);
        int[] h = new int[size * size];
        for (int k = 0; k < h.length; k++) {
            h[k] = ThermalErosion.toUnits(rnd.nextFloat() * 60 - 20);
        }
        return h;
    }

    /** The alpine world's ground at {@code spacing}, at a corner {@code origin} from 0 on both axes, as units. */
    private static int[] alpine(double origin, double spacing, int size) {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params(), 4);
        return ThermalErosion.toUnits(new JavaTileGenerator().generate(terrain,
                new SampleGrid(origin, -origin, spacing, size)).height());
    }

    @Test
    void roughGroundErodesThermallyToTheJavaTwinsBits() {
        int size = 45; // not a whole number of work groups
        int[] h = rough(size, 3);
        int talus = ThermalErosion.talusUnits(32, 1);
        int[] java = ThermalErosion.run(h, size, 40, talus);
        assertFalse(Arrays.equals(h, java), "the ground moved");
        assertArrayEquals(java, onGpu(k -> k.thermal(h, size, 40, talus)));
        assertArrayEquals(java, onGpu(k -> k.thermal(h, size, 40, talus)), "a second run");
    }

    /** The alpine world's ground at 2 m, out at 10^7 m, eroded 25 steps: the same bits. */
    @Test
    void theWorldsGroundErodesThermallyToTheJavaTwinsBits() {
        int size = 69;
        for (double origin : new double[] {0, 1e7}) {
            int[] h = alpine(origin, 2, size);
            int talus = ThermalErosion.talusUnits(35, 2);
            int[] java = ThermalErosion.run(h, size, 25, talus);
            assertFalse(Arrays.equals(h, java), "steep alpine ground sheds scree");
            assertArrayEquals(java, onGpu(k -> k.thermal(h, size, 25, talus)), "at " + origin);
        }
    }

    @Test
    void roughGroundErodesHydraulicallyToTheJavaTwinsBits() {
        int size = 45;
        int[] h = rough(size, 5);
        int capacity = HydraulicErosion.capacityOf(8), slope = HydraulicErosion.slopeUnitOf(4);
        HydraulicErosion.Result java = HydraulicErosion.run(h, size, 40, capacity, slope, false);
        assertFalse(Arrays.equals(h, java.heights()), "the ground moved");
        assertSame(java, onGpu(k -> k.hydraulic(h, size, 40, capacity, slope)), "");
        assertSame(java, onGpu(k -> k.hydraulic(h, size, 40, capacity, slope)), "a second run");
    }

    /** The alpine world's ground at 4 m, the stream's spacing, out at 10^7 m, 48 steps of rain: the same bits. */
    @Test
    void theWorldsGroundErodesHydraulicallyToTheJavaTwinsBits() {
        int size = 77;
        int capacity = HydraulicErosion.capacityOf(10), slope = HydraulicErosion.slopeUnitOf(4);
        for (double origin : new double[] {0, 1e7}) {
            int[] h = alpine(origin, 4, size);
            HydraulicErosion.Result java = HydraulicErosion.run(h, size, 48, capacity, slope, true);
            assertFalse(Arrays.equals(h, java.heights()), "water moves alpine ground");
            assertSame(java, onGpu(k -> k.hydraulic(h, size, 48, capacity, slope)), "at " + origin);
        }
    }
}
