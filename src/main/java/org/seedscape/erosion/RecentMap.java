package org.seedscape.erosion;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A map that keeps the {@code kept} entries used most recently (in access order) and drops the
 * eldest beyond them: the erosion layers' caches of blocks, windows and fields. Not thread-safe:
 * its owners lock it.
 */
final class RecentMap<K, V> extends LinkedHashMap<K, V> {
    private final int kept;

    RecentMap(int kept) {
        super(64, 0.75f, true);
        this.kept = kept;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > kept;
    }
}
