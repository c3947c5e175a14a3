package org.seedscape.tile;

import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Float arrays for a tile's data on its way from the GPU to its mesh (read-back heights and
 * weights, the surface the mesh is built from), reused from tile to tile. Those arrays live for a
 * few frames, long enough to be copied by every young collection they meet: kept here they stay
 * in the old generation, where a young collection does not copy them. Shelves hold at most
 * {@code perLength} arrays of each length, the most that tiles in flight can hold at once; an
 * array given back to a full shelf is left to the collector.
 *
 * <p>A taken array holds whatever its last user wrote: its new user must write every element it
 * reads. Any thread.
 */
public final class TileArrayPool {
    private final int perLength;
    private final Map<Integer, ArrayBlockingQueue<float[]>> shelves = new ConcurrentHashMap<>();
    private final AtomicLong created = new AtomicLong(), reused = new AtomicLong();

    /** A pool keeping at most {@code perLength} free arrays of each length. */
    public TileArrayPool(int perLength) {
        if (perLength < 1) {
            throw new IllegalArgumentException("perLength must be at least 1, got " + perLength);
        }
        this.perLength = perLength;
    }

    /** An array of {@code length} floats: a free one given back earlier, else a new one. */
    public float[] take(int length) {
        float[] a = shelf(length).poll();
        if (a == null) {
            created.incrementAndGet();
            return new float[length];
        }
        reused.incrementAndGet();
        return a;
    }

    /**
     * Gives arrays back; none of them may be used by the giver afterwards. Null ones are skipped.
     * @throws IllegalStateException for an array already given back (two users would share it)
     */
    public void give(float[]... arrays) {
        for (float[] a : arrays) {
            if (a == null) {
                continue;
            }
            ArrayBlockingQueue<float[]> shelf = shelf(a.length);
            if (shelf.contains(a)) {
                throw new IllegalStateException("an array of " + a.length + " floats was given back twice");
            }
            shelf.offer(a);
        }
    }

    private ArrayBlockingQueue<float[]> shelf(int length) {
        return shelves.computeIfAbsent(length, l -> new ArrayBlockingQueue<>(perLength));
    }

    /** Arrays made new so far. */
    public long created() {
        return created.get();
    }

    /** Takes served by an array given back. */
    public long reused() {
        return reused.get();
    }
}
