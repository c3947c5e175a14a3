package org.seedscape.stream;

/**
 * The streaming state's counters at one moment, for the HUD and the bench.
 *
 * @param tilesGenerated GPU generation passes run since the start
 * @param tilesEvicted   tiles freed from the cache
 * @param staleDropped   finished builds dropped because they were made for an older world
 * @param genMsTotal     milliseconds the render thread spent starting generation passes and collecting their results
 * @param genGpuMsTotal  milliseconds the GPU spent in those passes and their reads (timer queries)
 * @param buildCpuMsTotal CPU milliseconds the worker threads spent building tiles
 * @param tilesShown     tiles attached to the scene now
 * @param tilesPending   tiles on their way now: generation passes on the GPU and builds on the workers
 * @param tilesCached    tiles in the cache now (shown ones included)
 * @param cacheBytes     the cache's estimated size now
 * @param covered        whether every part of the view square is shown at some level
 * @param viewDistance   metres to the edge of the view square now ({@link ViewDistance})
 */
public record StreamStats(long tilesGenerated, long tilesEvicted, long staleDropped, double genMsTotal, double genGpuMsTotal,
                          double buildCpuMsTotal,
                          int tilesShown, int tilesPending,
                          int tilesCached, long cacheBytes, boolean covered,
                          double viewDistance) {
}
