package org.seedscape.stream;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.tile.TileLayout;

/**
 * What an edit does to the landform layers of the world drawn ({@link Landforms#afterEdit}, which
 * waits for the floods it compares), worked out on a thread of its own, one edit at a time; a
 * world asked for meanwhile waits its turn (only the latest). Render thread, but for the work.
 */
final class EditWork {
    private static final ExecutorService THREAD = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "world-edit");
        t.setDaemon(true);
        return t;
    });

    /** A finished edit: the edited world and its layers, or the failure that stopped them. */
    record Done(TerrainFunction world, Landforms.Edited layers, RuntimeException failure) {
    }

    private CompletableFuture<Landforms.Edited> work;
    private TerrainFunction target, queued;

    boolean busy() {
        return work != null;
    }

    /** Starts working out the layers of {@code edited}, which differs from {@code current}'s world inside {@code box}. */
    void start(Landforms current, TerrainFunction edited, double[] box, TileLayout layout) {
        target = edited;
        work = CompletableFuture.supplyAsync(() -> current.afterEdit(edited, box, layout), THREAD);
    }

    /** Keeps a world asked for while an edit is worked out, replacing any kept before it. */
    void queue(TerrainFunction world) {
        queued = world;
    }

    /** The edit, once it is worked out (then the work is over), else null. */
    Done poll() {
        if (work == null || !work.isDone()) {
            return null;
        }
        Done done;
        try {
            done = new Done(target, work.join(), null);
        } catch (RuntimeException e) {
            done = new Done(target, null, e);
        }
        work = null;
        target = null;
        return done;
    }

    /** The world asked for while the last edit was worked out, or null; forgotten once taken. */
    TerrainFunction takeQueued() {
        TerrainFunction q = queued;
        queued = null;
        return q;
    }

    /** Forgets the edit being worked out and any world waiting (a new world, or the end). */
    void drop() {
        work = null;
        target = null;
        queued = null;
    }
}
