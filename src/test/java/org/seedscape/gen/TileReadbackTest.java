package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lwjgl.opengl.GL11C;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileArrayPool;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/** The stream's read-back without waiting gives what the synchronous passes give, bit for bit. */
class TileReadbackTest {
    private static final TerrainFunction TERRAIN = new TerrainFunction(PresetLoader.load("alpine").params(), 9);

    /**
     * Several tiles in flight at once, of two grid sizes, taken out of order with their targets
     * and pixel buffers reused in between: each tile is exactly its own synchronous result, so no
     * pooled set leaks one tile's floats into another.
     */
    @Test
    void readbacksInFlightGiveTheSynchronousTilesBitForBit() {
        List<SampleGrid> grids = List.of(new SampleGrid(0, 0, 4, 133), new SampleGrid(-2.5e6, 7e5, 1, 69),
                new SampleGrid(1e7, -1e7, 16, 133), new SampleGrid(512, 0, 4, 69), new SampleGrid(3, 9, 2, 133));
        List<TileLayers> expected = new ArrayList<>();
        for (SampleGrid g : grids) {
            expected.add(SharedGl.gpuLayers(TERRAIN, g));
        }
        TileArrayPool arrays = new TileArrayPool(4);
        List<TileLayers> got = SharedGl.withGenerator(gen -> {
            TileLayers[] out = new TileLayers[grids.size()];
            TileReadback a = gen.start(TERRAIN, grids.get(0), TileLayout.BORDER);
            TileReadback b = gen.start(TERRAIN, grids.get(1), TileLayout.BORDER);
            out[1] = b.take(arrays);
            TileLayers dirty = gen.start(TERRAIN, grids.get(2), TileLayout.BORDER).take(arrays);
            dirty.giveTo(arrays); // another tile's floats, 133 samples a side, as a's come
            assertEquals(10, arrays.created()); // per tile: the read-back's interleaved heights, the two heights, two layers
            TileReadback c = gen.start(TERRAIN, grids.get(2), TileLayout.BORDER); // a new set: a's is busy
            out[0] = a.take(arrays);
            assertEquals(5, arrays.reused(), "a's arrays are the other tile's");
            TileReadback d = gen.start(TERRAIN, grids.get(3), TileLayout.BORDER); // b's set again
            GL11C.glFinish();
            c.ready(); // the passes are done: this starts the reads
            d.ready();
            GL11C.glFinish();
            assertTrue(c.ready() && d.ready(), "both fences pass once the GPU is done");
            out[3] = d.take(arrays);
            out[2] = c.take(arrays);
            TileReadback e = gen.start(TERRAIN, grids.get(4), TileLayout.BORDER);
            out[4] = e.take(arrays);
            assertTrue(e.gpuMs() >= 0, "timer query read: " + e.gpuMs());
            assertThrows(IllegalStateException.class, () -> e.take(arrays), "a readback is taken once");
            return List.of(out);
        });
        for (int i = 0; i < grids.size(); i++) {
            TileLayers want = expected.get(i), have = got.get(i);
            String where = grids.get(i).toString();
            assertArrayEquals(want.data().height(), have.data().height(), "heights of " + where);
            assertArrayEquals(want.own(), have.own(), "layer weights of " + where);
            assertArrayEquals(want.parent(), have.parent(), "parent-scale layer weights of " + where);
            assertEquals(want.border(), have.border());
        }
    }
}
