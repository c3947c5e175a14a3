package org.seedscape.stream;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.seedscape.tile.TileKey;

/**
 * The tiles in use an edit changed ({@code StreamingState.setTerrain} with a world that differs in
 * dabs only): they stay drawn (and ready for the transitions) while their keys are made again for
 * the edited world, and are swapped for the new ones all in one frame once every one still in use
 * has its replacement (or after {@link #MAX_SECONDS}), so an edit appears whole, never part old
 * and part new. Render thread.
 *
 * @param <T> the tile type
 */
final class StaleTiles<T> {
    /** The longest an edit waits to be swapped in whole; then the replacements made so far are. */
    static final double MAX_SECONDS = 4;

    private final Set<TileKey> stale = new HashSet<>();
    private final Map<TileKey, T> replacements = new HashMap<>();
    private double seconds;

    /**
     * Marks tiles in use as changed by an edit; a replacement already made for one of them (an edit
     * before) is out of date and goes to {@code outdated}. The wait starts again.
     */
    void mark(Iterable<TileKey> keys, Consumer<T> outdated) {
        for (TileKey k : keys) {
            stale.add(k);
            T old = replacements.remove(k);
            if (old != null) {
                outdated.accept(old);
            }
        }
        seconds = 0;
    }

    boolean isEmpty() {
        return stale.isEmpty();
    }

    /** Whether a tile is stale and has no replacement yet: the stream is to make one. */
    boolean waiting(TileKey key) {
        return stale.contains(key) && !replacements.containsKey(key);
    }

    /** Keeps a tile made for a stale key until the swap; false if the key is not stale. */
    boolean offer(TileKey key, T tile) {
        if (!stale.contains(key)) {
            return false;
        }
        T old = replacements.put(key, tile);
        if (old != null) {
            throw new IllegalStateException("tile " + key + " was replaced twice");
        }
        return true;
    }

    /**
     * Moves the wait on by {@code dt} seconds. Stale keys no longer in use leave it: {@code gone}
     * gets each with its replacement, or null where none is made. Then, when every key left has
     * its replacement, or the wait has lasted {@link #MAX_SECONDS}, {@code swap} gets each key
     * with its replacement, and those keys leave it.
     */
    void settle(Predicate<TileKey> inUse, double dt, BiConsumer<TileKey, T> gone, BiConsumer<TileKey, T> swap) {
        if (stale.isEmpty()) {
            return;
        }
        seconds += dt;
        for (TileKey k : new ArrayList<>(stale)) {
            if (!inUse.test(k)) {
                stale.remove(k);
                gone.accept(k, replacements.remove(k));
            }
        }
        if (replacements.size() < stale.size() && seconds < MAX_SECONDS) {
            return;
        }
        List<TileKey> ready = new ArrayList<>(replacements.keySet());
        for (TileKey k : ready) {
            stale.remove(k);
            swap.accept(k, replacements.remove(k));
        }
    }

    /** Forgets every stale key; each replacement made goes to {@code dropped} (a new world). */
    void clear(Consumer<T> dropped) {
        replacements.values().forEach(dropped);
        replacements.clear();
        stale.clear();
    }
}
