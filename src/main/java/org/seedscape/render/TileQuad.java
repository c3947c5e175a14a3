package org.seedscape.render;

import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.terrain.geomipmap.TerrainQuad;

/**
 * A tile's TerrainQuad without jME's normal fixing. jME's public constructor also evens out the
 * normals along its patches' shared edges and adds a control that does it again after height
 * edits; a tile never edits its heights, its shader builds normals from the tile's gradients, and
 * {@link TileMesh} drops the patches' normal buffers, so that work was thrown away: a builder's
 * time per tile, and one of the JIT's largest compilations during a flight. Otherwise the same
 * quad: the same patches, heights and LOD.
 */
final class TileQuad extends TerrainQuad {
    /** {@code size} samples a side, patches of {@code patchSize}, heights row-major from the lowest z. */
    TileQuad(String name, int patchSize, int size, float[] heights) {
        super(name, patchSize, size, Vector3f.UNIT_XYZ, heights, size, new Vector2f(), 0);
    }
}
