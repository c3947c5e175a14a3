package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.edit.WorldLayers;
import org.seedscape.render.GroundImage;
import org.seedscape.render.GroundLayerTexture;
import org.seedscape.render.Quality;
import org.seedscape.stream.QuadtreeSelection;
import org.seedscape.stream.StreamingSettings;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.InputException;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;

/** Every option of {@link WorldBuilder}: what it takes, and a message naming the option, the value and the range for what it refuses. */
class WorldBuilderTest {
    @Test
    void leftOutOptionsTakeTheDemosDefaults() {
        WorldConfig c = SeedscapeWorld.builder().build().config();
        assertEquals("default", c.preset().name());
        assertEquals(1, c.seed());
        assertEquals(0, c.viewDistance());
        assertNull(c.quality());
        assertTrue(c.foliage());
        assertEquals(512L << 20, c.cacheBytes());
        assertEquals(1, c.renderScale());
        assertSame(WorldLayers.NONE, c.layers());
        assertEquals(GroundLayerTexture.OURS, c.groundTextures());
        assertTrue(c.sceneLights());
    }

    @Test
    void aPresetAndLayersMadeInCodeReachTheWorld() {
        Preset hills = PresetLoader.load("hills");
        WorldConfig c = SeedscapeWorld.builder().preset(hills).layers(WorldLayers.NONE).build().config();
        assertSame(hills, c.preset());
        assertSame(WorldLayers.NONE, c.layers());
        refused(() -> SeedscapeWorld.builder().layers(null), "layers must be the world's stamps and strokes");
    }

    @Test
    void renderScaleIsAFractionOfTheViewport() {
        for (float ok : new float[] {0.25f, 0.5f, 1}) {
            assertEquals(ok, SeedscapeWorld.builder().renderScale(ok).build().config().renderScale());
        }
        for (float bad : new float[] {0, 0.2f, -1, 1.01f, Float.NaN, Float.POSITIVE_INFINITY}) {
            refused(() -> SeedscapeWorld.builder().renderScale(bad), "renderScale must be between 0.25 and 1: " + bad);
        }
    }

    @Test
    void detailIsASplitFactorThatReachesTheQuadtree() {
        assertEquals(1, SeedscapeWorld.builder().build().config().detail());
        for (double bad : new double[] {0.99, 0, -1, 4.01, Double.NaN, Double.POSITIVE_INFINITY}) {
            refused(() -> SeedscapeWorld.builder().detail(bad), "detail must be between 1 and 4.0 tile sizes: " + bad);
        }
        double detail = SeedscapeWorld.builder().detail(2).build().config().detail();
        TileLayout coarse = StreamingSettings.defaults(4096, 1L << 30, Quality.LOW, 1, true, true, 1).layout();
        TileLayout fine = StreamingSettings.defaults(4096, 1L << 30, Quality.LOW, 1, true, true, detail).layout();
        QuadtreeSelection few = QuadtreeSelection.select(coarse, 10, 10, 2), more = QuadtreeSelection.select(fine, 10, 10, 2);
        // Finest tiles (64 m) reach about twice as far: over twice the level-0 leaves (36 against 100), more leaves in all.
        long finestFew = few.leaves().stream().filter(k -> k.level() == 0).count();
        long finestMore = more.leaves().stream().filter(k -> k.level() == 0).count();
        assertTrue(finestMore >= 2 * finestFew, finestFew + " against " + finestMore);
        assertTrue(more.leaves().size() > few.leaves().size());
    }

    @Test
    void everyOptionGivenReachesTheWorld() {
        WorldBuilder b = SeedscapeWorld.builder().preset("alpine").seed(-7).viewDistance(2048).quality(Quality.HIGH)
                .foliage(false).cacheBytes(1L << 30).sceneLights(false);
        WorldConfig c = b.build().config();
        assertEquals("alpine", c.preset().name());
        assertEquals(-7, c.seed());
        assertEquals(2048, c.viewDistance());
        assertEquals(Quality.HIGH, c.quality());
        assertEquals(false, c.foliage());
        assertEquals(1L << 30, c.cacheBytes());
        assertEquals(false, c.sceneLights());
        assertEquals(Quality.HIGH, b.build().quality());
        assertNotSame(b.build(), b.build());
    }

    @Test
    void viewDistanceIsZeroOrWithinTheFixedRange() {
        for (double ok : new double[] {0, 1024, 8192, 65536}) {
            assertEquals(ok, SeedscapeWorld.builder().viewDistance(ok).build().config().viewDistance());
        }
        for (double bad : new double[] {-5, -0.5, 1, 1023.9, 65536.5, 1e9, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY}) {
            refused(() -> SeedscapeWorld.builder().viewDistance(bad), "viewDistance must be 0 (automatic) or between 1024 and 65536 metres: " + bad);
        }
    }

    @Test
    void cacheBytesIsWithinTheCommandLinesRange() {
        for (long ok : new long[] {64L << 20, 65536L << 20, 3_000_000_000L}) {
            assertEquals(ok, SeedscapeWorld.builder().cacheBytes(ok).build().config().cacheBytes());
        }
        for (long bad : new long[] {0, -1, (64L << 20) - 1, (65536L << 20) + 1, Long.MIN_VALUE, Long.MAX_VALUE}) {
            refused(() -> SeedscapeWorld.builder().cacheBytes(bad),
                    "cacheBytes must be between 67108864 (64 MiB) and 68719476736 (65536 MiB): " + bad);
        }
    }

    @Test
    void aMissingPresetNamesWhatIsAvailable() {
        refused(() -> SeedscapeWorld.builder().preset((String) null), "preset must be a preset name (");
        refused(() -> SeedscapeWorld.builder().preset((Preset) null), "preset must be a preset, not null");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SeedscapeWorld.builder().preset(" "));
        assertTrue(e.getMessage().endsWith("or the path of a .properties file: ' '"), e.getMessage());
        assertTrue(e.getMessage().contains("alpine") && e.getMessage().contains("islands"), e.getMessage());
    }

    @Test
    void anUnknownPresetGivesTheLoadersError() {
        InputException e = assertThrows(InputException.class, () -> SeedscapeWorld.builder().preset("no-such-world"));
        assertTrue(e.getMessage().startsWith("unknown preset 'no-such-world'; available: "), e.getMessage());
        InputException missing = assertThrows(InputException.class, () -> SeedscapeWorld.builder().preset("missing/file.properties"));
        assertTrue(missing.getMessage().startsWith("missing/file.properties: "), missing.getMessage());
    }

    @Test
    void aPresetFileIsLoadedFromItsPath(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("steep.properties");
        Files.writeString(file, "heightScale = 2400\n");
        WorldConfig c = SeedscapeWorld.builder().preset(file.toString()).build().config();
        assertEquals("steep", c.preset().name());
        assertEquals(2400, c.preset().params().heightScale());
        Files.writeString(file, "heightScale = tall\n");
        InputException e = assertThrows(InputException.class, () -> SeedscapeWorld.builder().preset(file.toString()));
        assertTrue(e.getMessage().contains("heightScale") && e.getMessage().contains("tall"), e.getMessage());
    }

    @Test
    void aRefusedValueLeavesTheOneBefore() {
        WorldBuilder b = SeedscapeWorld.builder().viewDistance(4096).cacheBytes(128L << 20).preset("hills");
        assertThrows(IllegalArgumentException.class, () -> b.viewDistance(-1));
        assertThrows(IllegalArgumentException.class, () -> b.cacheBytes(1));
        assertThrows(InputException.class, () -> b.preset("no-such-world"));
        WorldConfig c = b.build().config();
        assertEquals(4096, c.viewDistance());
        assertEquals(128L << 20, c.cacheBytes());
        assertEquals("hills", c.preset().name());
    }

    @Test
    void qualityNullMeansTheRenderersChoice() {
        assertNull(SeedscapeWorld.builder().quality(Quality.LOW).quality(null).build().quality());
        assertEquals(Quality.LOW, SeedscapeWorld.builder().quality(Quality.LOW).build().quality());
    }

    @Test
    void aGroundTextureReplacesItsLayerAlone(@TempDir Path dir) throws Exception {
        Path albedo = Files.writeString(dir.resolve("a.png"), "x"), normal = Files.writeString(dir.resolve("n.png"), "x");
        WorldConfig c = SeedscapeWorld.builder()
                .groundTexture(GroundLayer.SAND, GroundTexture.files(albedo, normal, 64))
                .groundTexture(GroundLayer.SNOW, GroundTexture.assets("Textures/snow.jpg", "Textures/snow_n.png", 2).tinted(0.9, 0.95, 1))
                .build().config();
        GroundLayerTexture sand = c.groundTextures().get(2), snow = c.groundTextures().get(4);
        assertEquals(new GroundImage.File(albedo), sand.albedo());
        assertEquals(new GroundImage.File(normal), sand.normal());
        assertEquals(64, sand.metres());
        assertNull(sand.tint(), "our sand's tint is ours, not the game's texture's");
        assertEquals("sand", sand.name());
        assertEquals(new GroundImage.Asset("Textures/snow.jpg"), snow.albedo());
        assertEquals(new GroundImage.Asset("Textures/snow_n.png"), snow.normal());
        assertEquals(0.95f, snow.tint()[1]);
        for (int layer : new int[] {0, 1, 3}) {
            assertSame(GroundLayerTexture.OURS.get(layer), c.groundTextures().get(layer));
        }
        for (GroundLayer layer : GroundLayer.values()) {
            assertEquals(org.seedscape.gen.GroundLayers.NAMES[layer.ordinal()], layer.name().toLowerCase(java.util.Locale.ROOT));
        }
    }

    @Test
    void aGroundTexturesBadValuesAreRefusedNamingThem(@TempDir Path dir) throws Exception {
        Path png = Files.writeString(dir.resolve("a.png"), "x");
        String repeats = "groundTexture metres must be a power of two from 1 to 2048 metres (1, 2, 4 ... 2048), so that texture"
                + " space, which repeats every 4096 m as the floating origin moves, holds an even number of repeats: ";
        for (double bad : new double[] {0, 0.5, 3, 10, 4096, -8, Double.NaN, Double.POSITIVE_INFINITY}) {
            refused(() -> GroundTexture.assets("a.png", "n.png", bad), repeats + bad);
            refused(() -> GroundTexture.files(png, png, bad), repeats + bad);
        }
        refused(() -> GroundTexture.assets(null, "n.png", 8), "groundTexture albedo must be an asset path such as Textures/meadow.png, not null");
        refused(() -> GroundTexture.assets("a.png", " ", 8), "groundTexture normal must be an asset path such as Textures/meadow.png, not ' '");
        refused(() -> GroundTexture.files(png, null, 8), "groundTexture files must be an albedo and a normal map file, not null: "
                + png + ", null");
        for (double[] bad : new double[][] {{-0.1, 0, 0}, {0, 1.5, 0}, {0, 0, Double.NaN}}) {
            refused(() -> GroundTexture.assets("a.png", "n.png", 8).tinted(bad[0], bad[1], bad[2]),
                    "groundTexture tint must be red, green and blue each from 0 to 1 (sRGB): " + bad[0] + ", " + bad[1] + ", " + bad[2]);
        }
        refused(() -> SeedscapeWorld.builder().groundTexture(null, GroundTexture.files(png, png, 8)),
                "groundTexture layer must be one of [GRASS, SOIL, SAND, ROCK, SNOW], not null");
        refused(() -> SeedscapeWorld.builder().groundTexture(GroundLayer.ROCK, null),
                "groundTexture texture for ROCK must be a GroundTexture (GroundTexture.assets or GroundTexture.files), not null");
        Path gone = dir.resolve("gone.png");
        refused(() -> SeedscapeWorld.builder().groundTexture(GroundLayer.GRASS, GroundTexture.files(gone, png, 8)),
                "groundTexture GRASS albedo must be a readable image file: " + gone + " does not exist");
        refused(() -> SeedscapeWorld.builder().groundTexture(GroundLayer.SOIL, GroundTexture.files(png, dir, 8)),
                "groundTexture SOIL normal map must be a readable image file: " + dir + " cannot be read");
    }

    private static void refused(Executable setter, String messageStart) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, setter);
        assertTrue(e.getMessage().startsWith(messageStart), "message: " + e.getMessage());
    }
}
