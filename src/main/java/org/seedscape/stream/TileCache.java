package org.seedscape.stream;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.seedscape.tile.TileKey;

/**
 * Built tiles, least recently used first, under a memory cap. Tiles the caller pins (needed or
 * shown) are never evicted, so the cache can stand above its cap while the view needs more; it
 * comes back under as soon as tiles fall out of use.
 *
 * @param <T> the cached tile type
 */
public final class TileCache<T> {
    private record Entry<T>(T tile, long bytes) {
    }

    private final LinkedHashMap<TileKey, Entry<T>> entries = new LinkedHashMap<>(256, 0.75f, true);
    private final long capBytes;
    private long usedBytes;
    private long evictions;

    public TileCache(long capBytes) {
        if (capBytes <= 0) {
            throw new IllegalArgumentException("cap must be positive: " + capBytes);
        }
        this.capBytes = capBytes;
    }

    public void put(TileKey key, T tile, long bytes) {
        Entry<T> old = entries.put(key, new Entry<>(tile, bytes));
        if (old != null) {
            throw new IllegalStateException("tile " + key + " is already cached");
        }
        usedBytes += bytes;
    }

    /** The tile, marking it recently used; null when absent. */
    public T get(TileKey key) {
        Entry<T> e = entries.get(key);
        return e == null ? null : e.tile();
    }

    /** Whether a tile is cached, without touching its recency. */
    public boolean contains(TileKey key) {
        return entries.containsKey(key);
    }

    /**
     * Removes least recently used, unpinned tiles until the cache is under its cap.
     * @return the removed tiles, for the caller to free
     */
    public List<T> evict(Predicate<TileKey> pinned) {
        List<T> removed = new ArrayList<>();
        Iterator<Map.Entry<TileKey, Entry<T>>> it = entries.entrySet().iterator();
        while (usedBytes > capBytes && it.hasNext()) {
            Map.Entry<TileKey, Entry<T>> e = it.next();
            if (!pinned.test(e.getKey())) {
                it.remove();
                usedBytes -= e.getValue().bytes();
                removed.add(e.getValue().tile());
                evictions++;
            }
        }
        return removed;
    }

    /** Removes a tile; returns it, or null where it was not cached. */
    public T remove(TileKey key) {
        Entry<T> e = entries.remove(key);
        if (e == null) {
            return null;
        }
        usedBytes -= e.bytes();
        return e.tile();
    }

    /** The keys cached, in no particular order (a copy). */
    public List<TileKey> keys() {
        return new ArrayList<>(entries.keySet());
    }

    /** Removes every tile (a new world). */
    public List<T> clear() {
        List<T> all = new ArrayList<>();
        entries.values().forEach(e -> all.add(e.tile()));
        entries.clear();
        usedBytes = 0;
        return all;
    }

    public long usedBytes() {
        return usedBytes;
    }

    public long capBytes() {
        return capBytes;
    }

    public int size() {
        return entries.size();
    }

    public long evictions() {
        return evictions;
    }
}
