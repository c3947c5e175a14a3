package org.seedscape.export;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferUShort;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.seedscape.gen.TileData;
import org.seedscape.io.AtomicFiles;
import org.seedscape.io.JsonWriter;

/**
 * Writes one exported tile into a folder, each file atomically:
 * <ul>
 * <li>{@code height16.png}: 16-bit greyscale, the tile's lowest height as 0 and its highest as
 *     65535 (all 0 for a flat tile); {@code meta.json} holds the heights in metres.</li>
 * <li>{@code height.f32}: the heights in metres as raw little-endian float32, row-major,
 *     row 0 at the lowest z: exactly {@link TileData}'s order.</li>
 * <li>{@code hillshade.png}: shaded relief for people, see {@link Hillshade}.</li>
 * <li>{@code meta.json}: statistics ({@link TerrainStats}, {@link ClosedBasins}) and what the tile was made from.</li>
 * </ul>
 * Both PNGs have row 0 (the top) at the highest z, so they read like a map with +z up and +x
 * right; height.f32 keeps row 0 at the lowest z.
 */
public final class ExportWriter {

    private ExportWriter() {
    }

    /**
     * Writes the export of {@code tile} into {@code outDir}, creating the folder if needed; {@code
     * before} is the same square before the erosion layers (the gully filter), whose measures
     * {@code meta.json} gives beside the tile's.
     *
     * @throws org.seedscape.world.InputException if the folder cannot be created or written
     */
    public static void write(Path outDir, TileData tile, TileData before, ExportMeta meta) {
        if (meta.res() != tile.size() || !before.grid().equals(tile.grid())) {
            throw new IllegalArgumentException("meta.res " + meta.res() + " and the grid before erosion " + before.grid()
                    + " must be the tile's " + tile.grid());
        }
        // Everything that can fail on bad data fails here, before any file is touched.
        byte[] json = metaJson(tile, before, meta).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.createOutputDir(outDir);
        try {
            AtomicFiles.write(outDir.resolve("height.f32"), out -> writeFloats(tile, out));
            AtomicFiles.writePng(outDir.resolve("height16.png"), height16(tile));
            AtomicFiles.writePng(outDir.resolve("hillshade.png"), Hillshade.render(tile, meta.seaLevel()));
            // Last, so a complete meta.json means the other files are complete too.
            AtomicFiles.write(outDir.resolve("meta.json"), json);
        } catch (IOException e) {
            throw AtomicFiles.cannotWrite(outDir, e);
        }
    }

    private static String metaJson(TileData tile, TileData before, ExportMeta meta) {
        TerrainStats stats = TerrainStats.of(tile);
        ClosedBasins basins = ClosedBasins.of(tile.height(), tile.size(), meta.seaLevel());
        // A world without erosion layers is its own "before": measured once (a flood of 4 M samples takes seconds).
        TerrainStats statsBefore = before == tile ? stats : TerrainStats.of(before);
        ClosedBasins basinsBefore = before == tile ? basins : ClosedBasins.of(before.height(), before.size(), meta.seaLevel());
        return new JsonWriter()
                .put("min_height", stats.minHeight())
                .put("max_height", stats.maxHeight())
                .put("mean_slope", stats.meanSlope())
                .put("erosion_score", stats.erosionScore())
                .put("erosion_score_before", statsBefore.erosionScore())
                .put("closed_basin_share", basins.landShare())
                .put("closed_basin_share_before", basinsBefore.landShare())
                .put("closed_basin_deepest_m", basins.deepest())
                .put("generator", tile.generator())
                .put("res", meta.res())
                .put("size", meta.size())
                .put("x", meta.x())
                .put("z", meta.z())
                .put("seed", meta.seed())
                .put("preset", meta.preset())
                .toJson();
    }

    private static BufferedImage height16(TileData tile) {
        int size = tile.size();
        float[] height = tile.height();
        HeightRange range = HeightRange.of(height);
        double min = range.min();
        double max = range.max();
        double scale = max > min ? 65535 / (max - min) : 0;
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_USHORT_GRAY);
        // A fresh TYPE_USHORT_GRAY image is one row-major short per pixel, rows of exactly `size`.
        short[] pixels = ((DataBufferUShort) img.getRaster().getDataBuffer()).getData();
        for (int j = 0; j < size; j++) {
            int row = (size - 1 - j) * size;
            for (int i = 0; i < size; i++) {
                pixels[row + i] = (short) Math.round((height[i + j * size] - min) * scale);
            }
        }
        return img;
    }

    private static void writeFloats(TileData tile, OutputStream out) throws IOException {
        int size = tile.size();
        float[] height = tile.height();
        ByteBuffer row = ByteBuffer.allocate(size * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (int j = 0; j < size; j++) {
            row.clear();
            row.asFloatBuffer().put(height, j * size, size);
            out.write(row.array());
        }
    }
}
