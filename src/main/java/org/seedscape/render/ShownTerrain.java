package org.seedscape.render;

import java.util.Collection;

/** What the sea needs of the streamed terrain each frame: its sea level and the tiles shown now. */
public interface ShownTerrain {
    double seaLevel();

    Collection<TerrainTile> shownTiles();
}
