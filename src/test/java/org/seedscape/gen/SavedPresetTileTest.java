package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.seedscape.io.PresetFiles;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.RandomParams;
import org.seedscape.world.TerrainParams;

/** A preset saved from the settings panel and loaded again makes the very same world, bit for bit. */
class SavedPresetTileTest {
    private static final long SEED = 42;
    private static final TileLayout LAYOUT = TileLayout.standard(4096); // the view distance does not change a tile's grid
    private static final TileKey TILE = new TileKey(2, 3, -2);

    @TempDir
    Path config;

    static List<Arguments> params() {
        List<Arguments> cases = new ArrayList<>();
        for (String name : List.of("default", "alpine", "canyons", "hills", "islands")) {
            cases.add(Arguments.of(name, PresetLoader.load(name).params()));
        }
        Random random = new Random(99);
        for (int i = 0; i < 3; i++) {
            cases.add(Arguments.of("random" + i, RandomParams.draw(random)));
        }
        return cases;
    }

    @ParameterizedTest
    @MethodSource("params")
    void savedAndLoadedParamsGenerateTheSameTile(String name, TerrainParams params) {
        Path file = PresetFiles.saveNew(config, name, params, SEED);
        TerrainParams loaded = PresetLoader.load(file.toString()).params();
        assertEquals(params, loaded);

        JavaTileGenerator generator = new JavaTileGenerator();
        TileData before = generator.generate(new TerrainFunction(params, SEED), LAYOUT.generationGrid(TILE));
        TileData after = generator.generate(new TerrainFunction(loaded, SEED), LAYOUT.generationGrid(TILE));
        assertTrue(sameBits(before.height(), after.height()), "heights differ");
        assertTrue(sameBits(before.gradX(), after.gradX()), "x gradients differ");
        assertTrue(sameBits(before.gradZ(), after.gradZ()), "z gradients differ");
    }

    private static boolean sameBits(float[] a, float[] b) {
        return Arrays.equals(rawBits(a), rawBits(b));
    }

    private static int[] rawBits(float[] values) {
        int[] bits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return bits;
    }
}
