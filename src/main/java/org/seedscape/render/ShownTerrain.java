package org.seedscape.render;

import java.util.Collection;

/** What the sea (and the minimap) need of the streamed terrain each frame: its sea level, the tiles shown now and how far the view reaches. */
public interface ShownTerrain {
    double seaLevel();

    /** Metres to the edge of the streamed world now (the haze hides it). */
    double viewDistance();

    Collection<TerrainTile> shownTiles();
}
