package org.seedscape.api;

/**
 * A point of the world in metres, in double: x and z reach {@link org.seedscape.tile.TileLayout#MAX_COORDINATE},
 * where a float would be metres out. y is the height, the same in the world and in the scene.
 */
public record WorldPosition(double x, double y, double z) {
}
