package org.seedscape.stream;

/**
 * The streaming state's counters at one moment, for the HUD and the bench.
 *
 * @param tilesGenerated GPU generation passes run since the start
 * @param tilesEvicted   tiles freed from the cache
 * @param staleDropped   finished builds dropped because they were made for an older world
 * @param genMsTotal     milliseconds spent in generation passes on the render thread
 * @param tilesShown     tiles attached to the scene now
 * @param tilesCached    tiles in the cache now (shown ones included)
 * @param cacheBytes     the cache's estimated size now
 * @param covered        whether every part of the view square is shown at some level
 */
public record StreamStats(long tilesGenerated, long tilesEvicted, long staleDropped, double genMsTotal, int tilesShown,
                          int tilesCached, long cacheBytes, boolean covered) {
}
