package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.seedscape.erosion.ThermalErosion;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetLoader;

/** The GPU's thermal erosion is the Java twin's, bit for bit, every run. */
class ThermalKernelTest {

    private static int[] onGpu(int[] heights, int size, int steps, int talus) {
        return SharedGl.get().call((rm, assets) -> {
            ThermalKernel kernel = new ThermalKernel(assets);
            try {
                return kernel.run(heights, size, steps, talus);
            } finally {
                kernel.delete();
            }
        });
    }

    @Test
    void roughGroundErodesToTheJavaTwinsBits() {
        Random rnd = new Random(3);
        int size = 45; // not a whole number of work groups
        int[] h = new int[size * size];
        for (int k = 0; k < h.length; k++) {
            h[k] = ThermalErosion.toUnits(rnd.nextFloat() * 60 - 20);
        }
        int talus = ThermalErosion.talusUnits(32, 1);
        int[] java = ThermalErosion.run(h, size, 40, talus);
        assertFalse(Arrays.equals(h, java), "the ground moved");
        assertArrayEquals(java, onGpu(h, size, 40, talus));
        assertArrayEquals(java, onGpu(h, size, 40, talus), "a second run");
    }

    /** The alpine world's ground at 2 m, out at 10^7 m, eroded 25 steps: the same bits. */
    @Test
    void theWorldsGroundErodesToTheJavaTwinsBits() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params(), 4);
        int size = 69;
        for (double origin : new double[] {0, 1e7}) {
            TileData tile = new JavaTileGenerator().generate(terrain, new SampleGrid(origin, -origin, 2, size));
            int[] h = ThermalErosion.toUnits(tile.height());
            int talus = ThermalErosion.talusUnits(35, 2);
            int[] java = ThermalErosion.run(h, size, 25, talus);
            assertFalse(Arrays.equals(h, java), "steep alpine ground sheds scree");
            assertArrayEquals(java, onGpu(h, size, 25, talus), "at " + origin);
        }
    }
}
