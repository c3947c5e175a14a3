package org.seedscape.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.seedscape.erosion.Landforms;
import org.seedscape.erosion.ErosionField;
import org.seedscape.erosion.ErosionFields;
import org.seedscape.export.ExportMeta;
import org.seedscape.export.ExportWriter;
import org.seedscape.export.GradientsOfChange;
import org.seedscape.export.GroundCover;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.HeadlessGl;
import org.seedscape.gl.GlChoice;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;

/**
 * {@code export}: one square of the world to a folder (heightmaps, hillshade, meta.json).
 * Sample (0, 0) lies at (--x, --z); samples are --size / (--res - 1) metres apart.
 */
public final class ExportCommand {
    static final Set<String> OPTIONS = Set.of("preset", "seed", "x", "z", "size", "res", "out", "generator", "gl", "world");

    private ExportCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Options o = Options.parse("export", args, OPTIONS);
        Preset preset = PresetLoader.load(o.string("preset", "default"));
        long seed = o.whole("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        double x = AppOptions.coordinate(o, "x");
        double z = AppOptions.coordinate(o, "z");
        double size = o.number("size", 4096, 1, 1e7);
        int res = (int) o.whole("res", 1025, 3, 8193);
        Path dir = Path.of(o.required("out"));
        String generator = o.choice("generator", "gpu", List.of("gpu", "java"));
        GlChoice glChoice = AppOptions.gl(o);

        TerrainFunction terrain = new TerrainFunction(preset.params(), seed).withLayers(AppOptions.layers(o, preset, seed, err));
        // The same square before the landform layers, for the measures' "before" (the world itself where it has none).
        TerrainFunction procedural = preset.params().hasLandforms()
                ? terrain.withWorld(preset.params().withoutLandforms(), seed) : null;
        SampleGrid grid = new SampleGrid(x, z, size / (res - 1), res);
        long start = System.nanoTime();
        TileData[] tiles;
        if (generator.equals("gpu")) {
            try (HeadlessGl gl = HeadlessGl.open(glChoice)) {
                tiles = gl.call((rm, assets) -> {
                    GpuTileGenerator gpu = new GpuTileGenerator(rm, assets);
                    try {
                        TileData tile = gpu.generate(terrain, grid);
                        return new TileData[] {tile, procedural == null ? tile : gpu.generate(procedural, grid)};
                    } finally {
                        gpu.dispose();
                    }
                });
            }
        } else {
            JavaTileGenerator java = new JavaTileGenerator();
            TileData tile = java.generate(terrain, grid);
            tiles = new TileData[] {tile, procedural == null ? tile : java.generate(procedural, grid)};
        }
        // Basins filled to plains, then hydraulic and thermal erosion, as the tiles as fine as its samples draw
        // it (coarser ones draw none); the tiles' layout gives their lattices (its view distance
        // plays no part).
        Landforms landforms = Landforms.of(terrain, TileLayout.standard(size));
        float[] generated = tiles[0].height().clone();
        landforms.liftOn(grid, tiles[0].height());
        ErosionFields erosion = landforms.erosion();
        float[] erosionDelta = null, runoff = null;
        if (erosion != null && grid.spacing() <= erosion.spacing()) {
            ErosionField field = erosion.fieldOn(grid);
            erosionDelta = field.delta();
            runoff = field.runoff();
            float[] h = tiles[0].height();
            for (int k = 0; k < h.length; k++) {
                h[k] += erosionDelta[k];
            }
        }
        landforms.exactOn(grid, tiles[0].height());
        GradientsOfChange.apply(tiles[0], generated);
        double genMs = (System.nanoTime() - start) / 1e6;
        GroundCover cover = GroundCover.of(terrain, tiles[0], erosionDelta, runoff);
        ExportWriter.write(dir, tiles[0], tiles[1], erosionDelta, cover, new ExportMeta(seed, preset.name(), x, z, size, res, preset.params().seaLevel()));
        out.printf("export: %s seed %d, %d x %d samples over %.0f m at (%.0f, %.0f) by %s in %.0f ms -> %s%n",
                preset.name(), seed, res, res, size, x, z, generator, genMs, dir.toAbsolutePath());
        return 0;
    }
}
