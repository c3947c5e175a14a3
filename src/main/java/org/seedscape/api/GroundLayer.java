package org.seedscape.api;

/**
 * The five ground layers the terrain paints ({@link GroundLayerWeights} tells their shares at a
 * point), each drawn with a texture of its own that {@link WorldBuilder#groundTexture} can replace.
 */
public enum GroundLayer {
    /** The base, where nothing covers it. */
    GRASS,
    /** Soil and stones: steep or convex ground, erosion's scree and fans, wet channel beds. */
    SOIL,
    /** Near and below the sea. */
    SAND,
    /** Steep slopes, and where erosion took the ground away. */
    ROCK,
    /** Above the snow line, where the ground is not too steep to hold it. */
    SNOW
}
