package org.seedscape.api;

import java.util.List;
import org.seedscape.render.GroundLayerTexture;
import org.seedscape.render.Quality;
import org.seedscape.edit.WorldLayers;
import org.seedscape.world.Preset;

/**
 * The checked options of a world ({@link WorldBuilder}).
 *
 * @param viewDistance metres, or 0: growing with the camera's height
 * @param quality      the terrain's quality tier, or null: picked by the renderer
 * @param layers       the stamps and brush strokes on the preset's world, in order
 * @param renderScale  the fraction of the viewport's width and height the world is drawn at
 * @param detail       how near, in tile sizes, the camera must be for a tile to split into four
 * @param groundTextures per ground layer, in {@link GroundLayer} order: ours or the game's own
 * @param sceneLights  whether the world adds its sun and sky light to the application's root node
 */
record WorldConfig(Preset preset, long seed, double viewDistance, Quality quality, boolean foliage, long cacheBytes,
                   WorldLayers layers, float renderScale, double detail, List<GroundLayerTexture> groundTextures,
                   boolean sceneLights) {
}
