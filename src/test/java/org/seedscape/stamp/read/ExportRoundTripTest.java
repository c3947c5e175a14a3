package org.seedscape.stamp.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.seedscape.export.ExportMeta;
import org.seedscape.export.ExportWriter;
import org.seedscape.export.GroundCover;
import org.seedscape.gen.TileData;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.FractalType;
import org.seedscape.world.TerrainParams;

/** What the real {@link ExportWriter} writes reads back as the tile: the folder exactly, its height16.png to 1/65535 of the range. */
class ExportRoundTripTest {
    private static final int N = 9;
    private static final double SPACING = 4;

    @TempDir
    Path dir;

    @Test
    void exportReadsBackAsTheTile() {
        float[] h = new float[N * N];
        for (int k = 0; k < h.length; k++) {
            int i = k % N;
            int j = k / N;
            h[k] = (float) (i * 1.5 + j * j * 0.75 - 20 + Math.sin(k));
        }
        h[0] = 123.25f; // south-west: row 0, column 0 in the tile and in the raster
        TileData tile = new TileData(new SampleGrid(100, -50, SPACING, N), h, null, new float[N * N], new float[N * N], "java");
        GroundCover cover = GroundCover.of(new TerrainFunction(TerrainParams.defaults(FractalType.BACKES), 1), tile, null, null);
        ExportWriter.write(dir, tile, tile, null, cover, new ExportMeta(7, "test", 100, -50, (N - 1) * SPACING, N, 0));

        HeightRaster folder = HeightRasters.read(dir, RasterOptions.DEFAULTS);
        assertArrayEquals(h, folder.heights());
        assertEquals(SPACING, folder.spacingX());
        assertEquals(SPACING, folder.spacingZ());
        assertEquals(100.0, folder.originX());
        assertEquals(-50.0, folder.originZ());

        HeightRaster png = HeightRasters.read(dir.resolve("height16.png"), RasterOptions.DEFAULTS);
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (float v : h) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double step = (max - min) / 65535.0;
        for (int k = 0; k < h.length; k++) {
            assertEquals(h[k], png.heights()[k], step, "sample " + k);
        }
        assertEquals(SPACING, png.spacingZ());
        assertEquals(100.0, png.originX());
    }
}
