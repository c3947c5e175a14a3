package org.seedscape.stream;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import org.seedscape.gen.GroundLayers;
import org.seedscape.gen.JavaTileGenerator;
import org.seedscape.gen.TileData;
import org.seedscape.gen.TileLayers;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.TerrainTile;
import org.seedscape.render.TileSurface;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/** Shown tiles made from the Java reference, without GL, for tests of what the stream draws. */
final class JavaTiles {
    private JavaTiles() {
    }

    static TerrainTile tile(TerrainFunction terrain, TileLayout layout, TileKey key) throws Exception {
        TileData data = new JavaTileGenerator().generate(terrain, layout.generationGrid(key));
        TileLayers layers = new TileLayers(data, TileLayout.BORDER, GroundLayers.compute(terrain, data, TileLayout.BORDER, 1),
                GroundLayers.compute(terrain, data, TileLayout.BORDER, 2));
        return TerrainTile.build(key, layout, TileSurface.of(layers, layout.samples()), null, new Camera(64, 64), 2.5f, null,
                new TerrainTile.View(0, 0, new Vector3f()));
    }
}
