package org.seedscape.export;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferUShort;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.DoublePredicate;
import org.seedscape.erosion.BasinFill;
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
 * <li>{@code flow.png}: how much water flows over each sample, see {@link FlowMap}.</li>
 * <li>{@code deposit.png}, where the world has hydraulic or thermal erosion and the grid is as fine as its
 *     samples: what it moved, 8-bit RGB, red where it took ground away and green where it laid
 *     scree down, {@link #DEPOSIT_LEVELS} levels a metre (full at 8 m); {@code erosion.f32} the same in
 *     metres (added, negative where taken), as height.f32.</li>
 * <li>{@code layers.png}: the dominant ground layer at each sample, see {@link GroundCover}.</li>
 * <li>{@code meta.json}: statistics ({@link TerrainStats}, {@link ClosedBasins}, {@link FlowMap}, {@link GroundCover}) and what the tile was made from.</li>
 * </ul>
 * The PNGs have row 0 (the top) at the highest z, so they read like a map with +z up and +x
 * right; height.f32 keeps row 0 at the lowest z.
 */
public final class ExportWriter {

    /** Levels of {@code deposit.png} a metre. */
    static final int DEPOSIT_LEVELS = 32;
    /** Metres of scree (or of ground shed) that meta.json's shares count: a few centimetres. */
    static final double SCREE_MIN = 0.05;
    /**
     * Upslope area from which meta.json's {@code channel_share} counts a sample as a channel, square
     * metres: 1 km^2, a usual threshold for where streams begin on a terrain model.
     */
    static final double CHANNEL_AREA = 1e6;

    private ExportWriter() {
    }

    /**
     * Writes the export of {@code tile} into {@code outDir}, creating the folder if needed; {@code
     * before} is the same square before the erosion layers (the gully filter), whose measures
     * {@code meta.json} gives beside the tile's; {@code eroded} erosion's change at each
     * sample (already in the tile's heights), or null where there is none; {@code cover} the
     * ground layers over the tile.
     *
     * @throws org.seedscape.world.InputException if the folder cannot be created or written
     */
    public static void write(Path outDir, TileData tile, TileData before, float[] eroded, GroundCover cover,
                             ExportMeta meta) {
        if (meta.res() != tile.size() || !before.grid().equals(tile.grid())) {
            throw new IllegalArgumentException("meta.res " + meta.res() + " and the grid before erosion " + before.grid()
                    + " must be the tile's " + tile.grid());
        }
        // Everything that can fail on bad data fails here, before any file is touched.
        if (eroded != null && eroded.length != tile.height().length) {
            throw new IllegalArgumentException("eroded must hold the tile's " + tile.height().length + " samples: " + eroded.length);
        }
        // One flood for both measures of the tile (4 M samples take seconds).
        BasinFill.Flood flood = BasinFill.of(tile.height(), tile.size(), meta.seaLevel(), 0);
        FlowMap flow = FlowMap.of(tile.height(), tile.size(), meta.seaLevel(), flood);
        ClosedBasins basins = ClosedBasins.of(tile.height(), flood, meta.seaLevel());
        byte[] json = metaJson(tile, before, eroded, flow, basins, cover, meta).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.createOutputDir(outDir);
        try {
            AtomicFiles.write(outDir.resolve("height.f32"), out -> writeFloats(tile.height(), tile.size(), out));
            if (eroded != null) {
                AtomicFiles.write(outDir.resolve("erosion.f32"), out -> writeFloats(eroded, tile.size(), out));
                AtomicFiles.writePng(outDir.resolve("deposit.png"), deposit(eroded, tile.size()));
            }
            AtomicFiles.writePng(outDir.resolve("height16.png"), height16(tile));
            AtomicFiles.writePng(outDir.resolve("hillshade.png"), Hillshade.render(tile, meta.seaLevel()));
            AtomicFiles.writePng(outDir.resolve("flow.png"), flow.image());
            AtomicFiles.writePng(outDir.resolve("layers.png"), cover.image());
            // Last, so a complete meta.json means the other files are complete too.
            AtomicFiles.write(outDir.resolve("meta.json"), json);
        } catch (IOException e) {
            throw AtomicFiles.cannotWrite(outDir, e);
        }
    }

    private static String metaJson(TileData tile, TileData before, float[] eroded, FlowMap flow, ClosedBasins basins,
                                   GroundCover cover, ExportMeta meta) {
        TerrainStats stats = TerrainStats.of(tile);
        // A world without erosion layers is its own "before": measured once (a flood of 4 M samples takes seconds).
        TerrainStats statsBefore = before == tile ? stats : TerrainStats.of(before);
        ClosedBasins basinsBefore = before == tile ? basins : ClosedBasins.of(before.height(), before.size(), meta.seaLevel());
        double cellArea = tile.grid().spacing() * tile.grid().spacing();
        return new JsonWriter()
                .put("min_height", stats.minHeight())
                .put("max_height", stats.maxHeight())
                .put("mean_slope", stats.meanSlope())
                .put("erosion_score", stats.erosionScore())
                .put("erosion_score_before", statsBefore.erosionScore())
                .put("closed_basin_share", basins.landShare())
                .put("closed_basin_share_before", basinsBefore.landShare())
                .put("closed_basin_deepest_m", basins.deepest())
                .put("channel_share", flow.channelShare(CHANNEL_AREA / cellArea))
                .put("largest_catchment_share", flow.largestCatchmentShare())
                .put("deposit_share", eroded == null ? 0 : share(eroded, d -> d >= SCREE_MIN))
                .put("removed_share", eroded == null ? 0 : share(eroded, d -> d <= -SCREE_MIN))
                .put("rock_steep_or_convex_share", cover.rockSteepOrConvex())
                .put("snow_over_50_degrees_share", cover.snowOnSteep())
                .put("scree_below_steep_share", cover.screeBelowSteep())
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

    /** Share of samples whose change by erosion passes {@code test}. */
    private static double share(float[] eroded, DoublePredicate test) {
        long n = 0;
        for (float d : eroded) {
            n += test.test(d) ? 1 : 0;
        }
        return n / (double) eroded.length;
    }

    /** What erosion moved, as {@code deposit.png} draws it. */
    private static BufferedImage deposit(float[] eroded, int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                float d = eroded[i + j * size];
                int level = (int) Math.min(255, Math.round(Math.abs(d) * DEPOSIT_LEVELS));
                img.setRGB(i, size - 1 - j, d < 0 ? level << 16 : level << 8);
            }
        }
        return img;
    }

    private static void writeFloats(float[] height, int size, OutputStream out) throws IOException {
        ByteBuffer row = ByteBuffer.allocate(size * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (int j = 0; j < size; j++) {
            row.clear();
            row.asFloatBuffer().put(height, j * size, size);
            out.write(row.array());
        }
    }
}
