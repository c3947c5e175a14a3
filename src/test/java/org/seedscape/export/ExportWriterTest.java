package org.seedscape.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.gen.TileData;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.FractalType;
import org.seedscape.world.InputException;
import org.seedscape.world.TerrainParams;

class ExportWriterTest {
    private static final int N = 6;
    private static final double SPACING = 2;

    @TempDir
    Path dir;

    /** h = i + 10 j: rises by 1 m per column (x) and 10 m per row (z); 0 at (0, 0), 55 at the far corner. */
    private static TileData ramp() {
        float[] h = new float[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                h[i + j * N] = i + 10 * j;
            }
        }
        return tile(h, new float[N * N], new float[N * N]);
    }

    private static TileData tile(float[] h, float[] gx, float[] gz) {
        int size = (int) Math.round(Math.sqrt(h.length));
        return new TileData(new SampleGrid(100, -50, SPACING, size), h, null, gx, gz, "java");
    }

    /** The default world's ground layers over a tile. */
    private static GroundCover cover(TileData tile) {
        return GroundCover.of(new TerrainFunction(TerrainParams.defaults(FractalType.BACKES), 1), tile, null, null);
    }

    private static ExportMeta meta(int res) {
        return new ExportMeta(-1234567890123L, "my \"alpine\" \\ preset", 100, -50, (res - 1) * SPACING, res, 0);
    }

    @Test
    void height16SpansMinToMaxWithHighestZOnTop() throws IOException {
        ExportWriter.write(dir, ramp(), ramp(), null, cover(ramp()), meta(N));
        BufferedImage img = ImageIO.read(dir.resolve("height16.png").toFile());
        assertEquals(N, img.getWidth());
        assertEquals(N, img.getHeight());
        assertEquals(16, img.getSampleModel().getSampleSize(0));
        assertEquals(1, img.getRaster().getNumBands());
        // Sample (i, j) is pixel (i, N-1-j): +x right, +z up.
        assertEquals(0, img.getRaster().getSample(0, N - 1, 0));
        assertEquals(65535, img.getRaster().getSample(N - 1, 0, 0));
        assertEquals(Math.round(1 / 55.0 * 65535), img.getRaster().getSample(1, N - 1, 0));
        assertEquals(Math.round(10 / 55.0 * 65535), img.getRaster().getSample(0, N - 2, 0));
    }

    @Test
    void flatTileIsAllZero() throws IOException {
        float[] h = new float[N * N];
        java.util.Arrays.fill(h, 123.5f);
        TileData t = tile(h, new float[N * N], new float[N * N]);
        ExportWriter.write(dir, t, t, null, cover(t), meta(N));
        BufferedImage img = ImageIO.read(dir.resolve("height16.png").toFile());
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                assertEquals(0, img.getRaster().getSample(x, y, 0));
            }
        }
    }

    @Test
    void heightF32IsBitIdenticalLittleEndianInTileOrder() throws IOException {
        float[] h = new float[N * N];
        for (int k = 0; k < h.length; k++) {
            h[k] = (float) Math.scalb(Math.sin(k) * 1.2345, k % 40 - 20);
        }
        h[0] = 1f;
        h[1] = -0f;
        h[2] = Float.MIN_VALUE;
        h[3] = -8848.86f;
        TileData t = tile(h, new float[N * N], new float[N * N]);
        ExportWriter.write(dir, t, t, null, cover(t), meta(N));
        byte[] bytes = Files.readAllBytes(dir.resolve("height.f32"));
        assertEquals(4 * N * N, bytes.length);
        // 1.0f is 0x3F800000: least significant byte first.
        assertEquals(List.of((byte) 0, (byte) 0, (byte) 0x80, (byte) 0x3F),
                List.of(bytes[0], bytes[1], bytes[2], bytes[3]));
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        for (float expected : h) {
            assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(in.getFloat()));
        }
    }

    /** Erosion's change goes out as erosion.f32 and deposit.png (red taken, green laid down), and its shares into meta.json. */
    @Test
    void erosionIsWrittenBesideTheHeights() throws IOException {
        float[] talus = new float[N * N];
        talus[1] = -0.5f;             // row 0 (the lowest z): the image's bottom row
        talus[3 + 4 * N] = 2f;
        talus[4 + 4 * N] = 0.01f;     // too little to count as scree
        ExportWriter.write(dir, ramp(), ramp(), talus, cover(ramp()), meta(N));
        ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(dir.resolve("erosion.f32"))).order(ByteOrder.LITTLE_ENDIAN);
        for (float expected : talus) {
            assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(in.getFloat()));
        }
        BufferedImage png = ImageIO.read(dir.resolve("deposit.png").toFile());
        assertEquals(16 << 16, png.getRGB(1, N - 1) & 0xffffff);
        assertEquals(64 << 8, png.getRGB(3, N - 1 - 4) & 0xffffff);
        assertEquals(0, png.getRGB(0, 0) & 0xffffff);
        Map<String, String> m = parseFlat(Files.readString(dir.resolve("meta.json")));
        assertEquals(1.0 / (N * N), Double.parseDouble(m.get("deposit_share")), 1e-12);
        assertEquals(1.0 / (N * N), Double.parseDouble(m.get("removed_share")), 1e-12);
    }

    @Test
    void metaJsonHasEveryKeyInOrderWithItsValue() throws IOException {
        // Before erosion: the ramp with a pit in it, 2 m below its lowest neighbour (12 m).
        float[] pitted = ramp().height().clone();
        pitted[2 + 2 * N] = 10;
        ExportWriter.write(dir, ramp(), tile(pitted, new float[N * N], new float[N * N]), null, cover(ramp()), meta(N));
        assertFalse(Files.exists(dir.resolve("erosion.f32")) || Files.exists(dir.resolve("deposit.png")), "no erosion, no erosion files");
        String text = Files.readString(dir.resolve("meta.json"));
        assertTrue(text.startsWith("{\n") && text.endsWith("\n}\n"), text);
        Map<String, String> m = parseFlat(text);
        assertEquals(List.of("min_height", "max_height", "mean_slope", "erosion_score", "erosion_score_before",
                "closed_basin_share", "closed_basin_share_before", "closed_basin_deepest_m", "channel_share",
                "largest_catchment_share", "deposit_share", "removed_share", "rock_steep_or_convex_share",
                "snow_over_50_degrees_share", "scree_below_steep_share", "generator", "res", "size",
                "x", "z", "seed", "preset"), new ArrayList<>(m.keySet()));
        assertTrue(Double.parseDouble(m.get("erosion_score_before")) > 0, "the pit makes the slopes uneven");
        assertEquals(1.0 / (N * N - 1), Double.parseDouble(m.get("closed_basin_share_before")), 1e-12); // the sample at 0 m is sea
        assertEquals(0, Double.parseDouble(m.get("min_height")), 0);
        assertEquals(55, Double.parseDouble(m.get("max_height")), 0);
        // Every interior sample's steepest neighbour is 10 m up or down a row, 2 m away.
        assertEquals(5, Double.parseDouble(m.get("mean_slope")), 0);
        assertEquals(0, Double.parseDouble(m.get("erosion_score")), 0);
        assertEquals(0, Double.parseDouble(m.get("closed_basin_share")), 0); // a ramp drains off its low edge
        assertEquals(0, Double.parseDouble(m.get("channel_share")), 0); // 35 samples of 4 m^2: far from a channel
        // Each interior column runs down to row 0: at most 5 of the 35 land samples reach one outlet.
        assertEquals(5.0 / 35, Double.parseDouble(m.get("largest_catchment_share")), 1e-12);
        // The ramp rises 5 m a metre: rock everywhere, no snow, no ground below anything steep.
        assertEquals(1, Double.parseDouble(m.get("rock_steep_or_convex_share")), 0);
        assertEquals(0, Double.parseDouble(m.get("snow_over_50_degrees_share")), 0);
        assertEquals(1, Double.parseDouble(m.get("scree_below_steep_share")), 0);
        assertEquals("\"java\"", m.get("generator"));
        assertEquals("6", m.get("res"));
        assertEquals(10, Double.parseDouble(m.get("size")), 0);
        assertEquals(100, Double.parseDouble(m.get("x")), 0);
        assertEquals(-50, Double.parseDouble(m.get("z")), 0);
        assertEquals("-1234567890123", m.get("seed"));
        assertEquals("\"my \\\"alpine\\\" \\\\ preset\"", m.get("preset"));
    }

    /** Key to raw JSON value of a pretty-printed flat object, one member per line. */
    private static Map<String, String> parseFlat(String json) {
        Pattern member = Pattern.compile("  \"([a-z0-9_]+)\": (.+?)(,?)");
        String[] lines = json.split("\n");
        Map<String, String> m = new LinkedHashMap<>();
        for (int n = 1; n < lines.length - 1; n++) {
            Matcher x = member.matcher(lines[n]);
            assertTrue(x.matches(), lines[n]);
            assertEquals(n < lines.length - 2 ? "," : "", x.group(3), "comma after " + lines[n]);
            m.put(x.group(1), x.group(2));
        }
        return m;
    }

    @Test
    void hillshadeLightsNorthWestSlopesAndLeavesWaterFlat() throws IOException {
        int n = 8;
        float[] h = new float[n * n];
        float[] gx = new float[n * n];
        float[] gz = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int k = i + j * n;
                h[k] = j < 2 ? -5 : 10; // sea in the two rows of lowest z
                // West half faces north-west (rises east, falls north), east half faces south-east.
                gx[k] = i < n / 2 ? 1 : -1;
                gz[k] = i < n / 2 ? -1 : 1;
            }
        }
        TileData t = tile(h, gx, gz);
        ExportWriter.write(dir, t, t, null, cover(t), meta(n));
        BufferedImage img = ImageIO.read(dir.resolve("hillshade.png").toFile());
        assertEquals(8, img.getColorModel().getComponentSize(0));
        int lit = img.getRGB(0, 0);
        int shadow = img.getRGB(n - 1, 0);
        assertTrue(brightness(lit) > 2 * brightness(shadow), hex(lit) + " vs " + hex(shadow));
        assertTrue(brightness(shadow) > 0, "ambient keeps shadows off black");
        // Water is at the bottom (lowest z), blue, and not shaded by the gradients.
        int water = img.getRGB(0, n - 1);
        assertTrue((water & 0xff) > (water >> 16 & 0xff), hex(water));
        assertEquals(water, img.getRGB(n - 1, n - 1));
        assertNotEquals(water, img.getRGB(0, n - 3));
    }

    private static int brightness(int rgb) {
        return (rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff);
    }

    private static String hex(int rgb) {
        return Integer.toHexString(rgb & 0xffffff);
    }

    @Test
    void writesExactlyTheFiveFiles() throws IOException {
        Path out = dir.resolve("new/folder");
        ExportWriter.write(out, ramp(), ramp(), null, cover(ramp()), meta(N));
        try (Stream<Path> s = Files.list(out)) {
            assertEquals(Set.of("height16.png", "height.f32", "hillshade.png", "flow.png", "layers.png", "meta.json"),
                    s.map(p -> p.getFileName().toString()).collect(Collectors.toSet()));
        }
    }

    @Test
    void unwritableOutIsAOneLineInputError() throws IOException {
        Path file = Files.writeString(dir.resolve("plain.txt"), "x");
        Path out = file.resolve("export");
        InputException e = assertThrows(InputException.class, () -> ExportWriter.write(out, ramp(), ramp(), null, cover(ramp()), meta(N)));
        assertTrue(e.getMessage().startsWith("cannot write to --out " + out + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void resMustMatchTheTile() {
        assertThrows(IllegalArgumentException.class, () -> ExportWriter.write(dir, ramp(), ramp(), null, cover(ramp()), meta(N + 1)));
    }
}
