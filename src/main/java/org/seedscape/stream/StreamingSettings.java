package org.seedscape.stream;

import java.util.List;
import org.seedscape.render.GroundLayerTexture;
import org.seedscape.render.Quality;
import org.seedscape.render.TerrainTile;
import org.seedscape.tile.TileLayout;

/**
 * Settings a caller of {@link StreamingState} can tune.
 *
 * @param frameBudgetMs   render-thread time per frame for generation once the view is covered:
 *                        new tiles' passes and the steps of those on their way back
 * @param loadingBudgetMs the same while a hole is in sight ({@link GenerationPace#HOLE_SIGHT}), or the world
 *                        is loading ({@link StreamingState#loading})
 * @param refreshBudgetMs the same while a changed world is made behind the old picture
 *                        ({@link StreamingState#setTerrain}): frames stay interactive
 * @param morphSeconds    how long one level of refine or coarsen blends
 * @param lodMultiplier   geomipmap distance factor (see {@link TerrainTile#build})
 * @param viewByHeight    whether the view distance grows with height ({@link ViewDistance}) up to
 *                        the layout's, or is always the layout's
 * @param quality         how much the terrain draws per pixel
 * @param softwareRasteriser whether the GL is a software rasteriser ({@link Quality#softwareRasteriser})
 * @param foliage         whether tiles carry their plants and rocks
 * @param groundTextures  the ground layers' textures, in {@code GroundLayers.NAMES} order
 */
public record StreamingSettings(TileLayout layout, long cacheBytes, double frameBudgetMs, double loadingBudgetMs,
                                double refreshBudgetMs, float morphSeconds, float lodMultiplier, boolean viewByHeight,
                                Quality quality, boolean softwareRasteriser, boolean foliage,
                                List<GroundLayerTexture> groundTextures) {
    /**
     * @param viewDistance metres, or 0 for a view distance growing with height
     * @param renderScale  the fraction of the window's width and height the world is drawn at
     *                     ({@link org.seedscape.render.RenderScale}): the tier's geomipmap
     *                     distances are for every pixel of the window, and a patch's error in
     *                     pixels shrinks with the pixels, so they shrink with them
     * @param detail       the quadtree's split factor ({@link TileLayout#splitFactor}): a tile splits
     *                     while the camera is nearer than this many tile sizes
     * @return the settings with our ground textures ({@link #withGroundTextures})
     */
    public static StreamingSettings defaults(double viewDistance, long cacheBytes, Quality quality, float renderScale,
                                             boolean softwareRasteriser, boolean foliage, double detail) {
        ViewDistance view = viewDistance > 0 ? ViewDistance.fixed(viewDistance) : ViewDistance.byHeight();
        TileLayout standard = TileLayout.standard(view.max());
        return new StreamingSettings(new TileLayout(standard.cells(), standard.spacing0(), view.max(), detail), cacheBytes,
                2, 250, 40, 0.4f, quality.lodMultiplier() * renderScale, !view.isFixed(), quality, softwareRasteriser, foliage,
                GroundLayerTexture.OURS);
    }

    /** These settings with the ground layers drawn with {@code textures} (one per layer). */
    public StreamingSettings withGroundTextures(List<GroundLayerTexture> textures) {
        return new StreamingSettings(layout, cacheBytes, frameBudgetMs, loadingBudgetMs, refreshBudgetMs, morphSeconds,
                lodMultiplier, viewByHeight, quality, softwareRasteriser, foliage, List.copyOf(textures));
    }
}
