package org.seedscape.gen;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/** Fills a grid of samples with terrain heights and gradients. */
public interface TileGenerator {
    /** Generates one grid; the GPU implementation must be called on the GL thread. */
    TileData generate(TerrainFunction terrain, SampleGrid grid);

    /** "gpu" or "java". */
    String name();
}
