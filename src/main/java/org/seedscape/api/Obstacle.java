package org.seedscape.api;

/**
 * A tree or a rock the world draws, as something to bump into ({@link SeedscapeWorld#obstaclesNear}).
 *
 * @param x      world metres: the trunk's axis or the rock's middle
 * @param y      metres: the ground it is drawn standing on, its tile's surface at every sample (at
 *               the tile's morph); where the tile's geomipmap LOD leaves samples out, the ground
 *               drawn under it ({@link SeedscapeWorld#drawnHeightAt}) can lie some decimetres off
 * @param z      world metres
 * @param radius metres from (x, z) that its trunk or stone reaches at a walker's body height (1.8 m)
 * @param size   metres: a tree's height, a rock's width
 */
public record Obstacle(Kind kind, double x, double y, double z, double radius, double size) {
    /** What stands there. */
    public enum Kind { BROADLEAF, CONIFER, ROCK }
}
