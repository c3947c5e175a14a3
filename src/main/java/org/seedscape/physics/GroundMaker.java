package org.seedscape.physics;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.seedscape.api.SeedscapeWorld;
import org.seedscape.api.WorldTile;

/**
 * Makes tiles' ground ({@link TileGround}) on a thread of its own, from heights read on the render
 * thread: the heightfield's native shape and its body cost some times more than reading the
 * heights. A Minie shape or body may be made on any thread; only the space must be changed on
 * the one that steps it. Asked and collected on the render thread.
 */
final class GroundMaker {
    /** The ground being made, by tile: one at a time per tile. */
    private final Map<WorldTile, CompletableFuture<TileGround>> pending = new IdentityHashMap<>();
    private ExecutorService thread;

    /** Whether {@code tile}'s ground is being made. */
    boolean making(WorldTile tile) {
        return pending.containsKey(tile);
    }

    /** Starts making {@code tile}'s ground at the heights it draws now, unless some is being made already. */
    void request(WorldTile tile, SeedscapeWorld world) {
        if (pending.containsKey(tile)) {
            return;
        }
        if (thread == null) {
            thread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "seedscape-ground");
                t.setDaemon(true);
                return t;
            });
        }
        TileGround.Heights heights = TileGround.Heights.of(tile, world);
        pending.put(tile, CompletableFuture.supplyAsync(() -> new TileGround(heights), thread));
    }

    /**
     * The ground made since the last call, not placed yet.
     *
     * @throws java.util.concurrent.CompletionException where making one failed
     */
    List<TileGround> collect() {
        List<TileGround> made = new ArrayList<>();
        for (Iterator<CompletableFuture<TileGround>> it = pending.values().iterator(); it.hasNext(); ) {
            CompletableFuture<TileGround> f = it.next();
            if (f.isDone()) {
                it.remove();
                made.add(f.join());
            }
        }
        return made;
    }

    /** Forgets what is being made, and ends the thread once it is done. */
    void stop() {
        pending.clear();
        if (thread != null) {
            thread.shutdown();
            thread = null;
        }
    }
}
