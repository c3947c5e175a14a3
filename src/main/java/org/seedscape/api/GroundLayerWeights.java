package org.seedscape.api;

/**
 * The ground layers the terrain paints at a point, each a weight in [0, 1], together 1 (within
 * float rounding): the base grass, and the covers over it, each taking its share of what lies
 * under it ({@link SeedscapeWorld#groundLayersAt}).
 *
 * @param grass the base, where nothing covers it
 * @param soil  soil and stones: steep or convex ground, above the grass line, erosion's scree and
 *              fans, wet channel beds
 * @param sand  near and below the sea
 * @param rock  steep slopes, and where erosion took the ground away
 * @param snow  above the snow line, where the ground is not too steep to hold it
 */
public record GroundLayerWeights(double grass, double soil, double sand, double rock, double snow) {
}
