package org.seedscape.render;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Node;

/**
 * What stands on a tile's ground and is drawn with it (its foliage): a node under the tile's own,
 * so it is placed, culled, morphed and freed with the tile. Built on a worker with the tile.
 */
public interface TileDressing {
    /** Attached under the tile's node: tile coordinates, the tile's scale and its morph. */
    Node node();

    /** Bytes its buffers hold, counted in the tile's. */
    long bytes();

    /**
     * Floats per obstacle: x, z, radius, the species' ordinal ({@code foliage.Species}), and its
     * size (a tree's height, a rock's width: the species' size times the instance's scale).
     */
    int OBSTACLE_STRIDE = 5;

    /**
     * What stops a walker, {@link #OBSTACLE_STRIDE} floats per trunk or rock: tile-local metres
     * (from the tile's minimum corner), what it is and how large.
     */
    float[] obstacles();

    /** Once a frame on the render thread: shows what the camera (scene coordinates) is close or far enough for. */
    void choose(Vector3f camera);

    /** Frees its own GL objects and direct buffers. Render thread; detached. */
    void dispose(Renderer renderer);
}
