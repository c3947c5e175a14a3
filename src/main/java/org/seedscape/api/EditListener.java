package org.seedscape.api;

/**
 * Hears of the ground changed by code ({@link GroundEditor#edit}, {@link GroundEditor#undo},
 * {@link GroundEditor#redo}): once per call, when every tile it changed is drawn with the
 * change, so a game can rebuild what it keeps of the ground there (a navigation mesh, spawn
 * points). The tiles themselves are told hidden and shown again before ({@link TileListener}).
 * Called on the render thread, in the world's update.
 */
public interface EditListener {
    /**
     * The dabs laid or taken back reach the box [minX, maxX] x [minZ, maxZ] (world metres), and the
     * world draws the change now; the landform layers (rain and talus) may carry it a little beyond.
     * An edit replaced by a later call before it was drawn is told when that one is.
     */
    void editShown(double minX, double minZ, double maxX, double maxZ);
}
