package org.seedscape.gen;

import java.util.stream.IntStream;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;

/**
 * Generates grids with the Java reference function, rows spread over all cores. The reference
 * for the parity tests, {@code export --generator java}, and the baseline of {@code bench-gen}.
 */
public final class JavaTileGenerator implements TileGenerator {
    @Override
    public TileData generate(TerrainFunction terrain, SampleGrid grid) {
        int n = grid.size();
        float[] height = new float[n * n], parentHeight = new float[n * n], gradX = new float[n * n], gradZ = new float[n * n];
        IntStream.range(0, n).parallel().forEach(j -> {
            TerrainSample s = new TerrainSample();
            for (int i = 0; i < n; i++) {
                terrain.sampleGrid(grid, i, j, s);
                int k = i + j * n;
                height[k] = (float) s.height;
                parentHeight[k] = (float) s.parentHeight;
                gradX[k] = (float) s.gradX;
                gradZ[k] = (float) s.gradZ;
            }
        });
        return new TileData(grid, height, parentHeight, gradX, gradZ, name());
    }

    @Override
    public String name() {
        return "java";
    }
}
