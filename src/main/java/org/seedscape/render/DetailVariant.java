package org.seedscape.render;

import com.jme3.material.Material;

/**
 * The terrain shader's three variants (the {@code DETAIL} define of {@code Terrain.j3md}), picked
 * per patch by its distance to the camera: each draws only what can show at its distance, since
 * on a CPU rasteriser every instruction runs for every pixel. Each variant fades its extra detail
 * out over the second half of its range, so a patch changing variant changes no pixel.
 */
public enum DetailVariant {
    /** The layers' weighed mean colours, lit and hazed per vertex: no texture read. */
    MEAN_COLOURS,
    /** Within {@link #TEXTURE_END}: the strongest layer's texture detail too. */
    TEXTURED,
    /** Within {@link #BUMP_END}: also relief blending, blended side projections, normal maps and light per pixel. */
    CLOSE_UP;

    /** Metres from the camera within which patches draw textured layers. */
    public static final float TEXTURE_END = 300;
    /** Metres from the camera within which patches draw normal maps and light per pixel. */
    public static final float BUMP_END = 100;

    /** The variant for a patch whose bound is {@code distance} metres from the camera. */
    public static DetailVariant at(float distance) {
        return distance < BUMP_END ? CLOSE_UP : distance < TEXTURE_END ? TEXTURED : MEAN_COLOURS;
    }

    /** The value of the material's {@code Detail} parameter (the shader's {@code DETAIL} define). */
    public int define() {
        return ordinal();
    }

    /** Sets the ranges on a terrain material, whose shader fades each detail out before its range ends. */
    static void setRangesOn(Material material) {
        material.setFloat("TextureEnd", TEXTURE_END);
        material.setFloat("BumpEnd", BUMP_END);
    }
}
