package org.seedscape.render;

/**
 * The terrain shader's three variants (the {@code DETAIL} define of {@code Terrain.j3md}), picked
 * per patch by its distance to the camera ({@link Quality#variantAt}): each draws only what can
 * show at its distance, since on a CPU rasteriser every instruction runs for every pixel. Each
 * variant fades its extra detail out over the second half of its range, so a patch changing
 * variant changes no pixel.
 */
public enum DetailVariant {
    /** The layers' weighed mean colours, lit and hazed per vertex: no texture read. */
    MEAN_COLOURS,
    /** Within {@link Quality#textureEnd()}: the strongest layer's texture detail too. */
    TEXTURED,
    /** Within {@link Quality#bumpEnd()}: also relief blending, blended side projections, normal maps and light per pixel. */
    CLOSE_UP;

    /** The value of the material's {@code Detail} parameter (the shader's {@code DETAIL} define). */
    public int define() {
        return ordinal();
    }
}
