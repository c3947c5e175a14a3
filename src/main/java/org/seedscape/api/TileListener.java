package org.seedscape.api;

/**
 * Hears of the terrain tiles that a {@link SeedscapeWorld} shows and hides: for collision shapes,
 * navigation grids or game objects that live with the ground under them. Called on the render
 * thread while the world streams (in its app states' updates), so a call should take a small part
 * of a frame. Every tile told shown is told hidden once, with the same {@link WorldTile} object,
 * before it is shown again; detaching the world tells every tile still shown. While the world is
 * disabled nothing is drawn, but its tiles are not told hidden.
 */
public interface TileListener {
    /** {@code tile} has joined the scene: the world draws its ground from this frame on. */
    void tileShown(WorldTile tile);

    /** {@code tile} has left the scene (a finer or coarser tile took its place, or it left the view). */
    void tileHidden(WorldTile tile);
}
