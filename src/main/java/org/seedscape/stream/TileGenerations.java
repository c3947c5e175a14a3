package org.seedscape.stream;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.seedscape.erosion.Landforms;
import org.seedscape.gen.GpuTileGenerator;
import org.seedscape.gen.TileLayers;
import org.seedscape.gen.TileReadback;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileArrayPool;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The tiles whose generation passes are on the GPU, oldest first: started in the scheduler's
 * order within a frame's budget (once the fields of the world's landforms it reads are in), moved on
 * by their fences, and handed on once read back; with the render-thread and GPU time they took.
 * Render thread.
 */
final class TileGenerations {
    private final GpuTileGenerator generator;
    private final TileLayout layout;
    private final Map<TileKey, TileReadback> readbacks = new LinkedHashMap<>();
    private long started;
    /** Render-thread and GPU milliseconds in generation, and the GPU's lately per tile. */
    private double renderMsTotal, gpuMsTotal, gpuMsPerTile;

    TileGenerations(GpuTileGenerator generator, TileLayout layout) {
        this.generator = generator;
        this.layout = layout;
    }

    /**
     * Starts the passes of tiles in {@code order} while {@code budgetMs} lasts and at most
     * {@code room} of them: each tile costs what it takes the render thread to issue, or the GPU's
     * time for a tile lately if that is more (one tile starts if any budget is left). A tile whose
     * fields ({@code landforms}': its drainage and talus fields) are still being made waits for a
     * later frame.
     */
    void start(List<TileKey> order, TerrainFunction terrain, Landforms landforms, int room, double budgetMs) {
        double spentMs = 0;
        for (TileKey key : order) {
            if (room <= 0 || spentMs >= budgetMs) {
                break;
            }
            Landforms.TileFields fields = landforms.poll(key);
            if (fields == null) {
                continue; // a field of it is being made: a later frame starts it
            }
            long t0 = System.nanoTime();
            readbacks.put(key, generator.start(terrain, layout.generationGrid(key), TileLayout.BORDER, fields));
            double issueMs = (System.nanoTime() - t0) * 1e-6;
            renderMsTotal += issueMs;
            started++;
            room--;
            spentMs += Math.max(issueMs, gpuMsPerTile);
        }
    }

    /**
     * Moves tiles on the GPU on by the steps their fences allow, oldest first, until
     * {@code budgetMs} of render-thread time is spent (the oldest always moves), and hands those
     * whose passes are read back to {@code taken}.
     *
     * @return the milliseconds spent
     */
    double collect(double budgetMs, TileArrayPool arrays, BiConsumer<TileKey, TileLayers> taken) {
        double spentMs = 0;
        for (Iterator<Map.Entry<TileKey, TileReadback>> it = readbacks.entrySet().iterator();
             it.hasNext() && spentMs < budgetMs; ) {
            Map.Entry<TileKey, TileReadback> e = it.next();
            long t0 = System.nanoTime();
            TileLayers data = e.getValue().ready() ? e.getValue().take(arrays) : null;
            double stepMs = (System.nanoTime() - t0) * 1e-6;
            renderMsTotal += stepMs;
            spentMs += stepMs;
            if (data == null) {
                continue;
            }
            it.remove();
            double gpuMs = e.getValue().gpuMs();
            if (gpuMs > 0) {
                gpuMsTotal += gpuMs;
                gpuMsPerTile = gpuMsPerTile == 0 ? gpuMs : 0.9 * gpuMsPerTile + 0.1 * gpuMs;
            }
            taken.accept(e.getKey(), data);
        }
        return spentMs;
    }

    boolean contains(TileKey key) {
        return readbacks.containsKey(key);
    }

    int size() {
        return readbacks.size();
    }

    /** Drops every tile on the GPU (a new world, or the end). */
    void cancel() {
        readbacks.values().forEach(TileReadback::cancel);
        readbacks.clear();
    }

    /** Frees the generator's GL objects. */
    void dispose() {
        generator.dispose();
    }

    /** Tiles started so far. */
    long started() {
        return started;
    }

    double renderMsTotal() {
        return renderMsTotal;
    }

    double gpuMsTotal() {
        return gpuMsTotal;
    }
}
