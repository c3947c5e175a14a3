package org.seedscape.render;

import com.jme3.material.Material;
import com.jme3.texture.Texture;
import java.util.Locale;

/**
 * How much the terrain draws per pixel. A CPU rasteriser runs every instruction for every pixel,
 * so {@link #LOW} keeps the economies made for it: light and haze per vertex beyond
 * {@link #bumpEnd()}, small layer textures read at their nearest texel, no texture read beyond
 * {@link #textureEnd()}, fewer triangles far out ({@link #lodMultiplier()}) and under haze
 * ({@link #thinsHazedGround()}), and the world drawn at half the window's resolution
 * ({@link #renderScale()}). A GPU has pixels and triangles to spare, so {@link #HIGH} draws
 * the full detail on every patch: light and haze per pixel everywhere, full-resolution textures
 * with trilinear and anisotropic filtering, relief blending, blended side projections and normal
 * maps much farther out, far patches at their full sample density, and every pixel of the window.
 */
public enum Quality {
    LOW(256, Texture.MinFilter.NearestNearestMipMap, 1, 300, 100, 2.5f, 0.5f),
    HIGH(1024, Texture.MinFilter.Trilinear, 16, 1500, 400, 8, 1);

    /**
     * Words in the GL_RENDERER strings of software rasterisers: Mesa's llvmpipe, softpipe and
     * lavapipe, SwiftShader, Apple's software renderer, Windows' GDI and WARP renderers.
     */
    private static final String[] SOFTWARE = {"llvmpipe", "softpipe", "lavapipe", "swiftshader", "software rasterizer",
        "software renderer", "gdi generic", "basic render driver"};

    private final int textureSize;
    private final Texture.MinFilter minFilter;
    private final int anisotropy;
    private final float textureEnd;
    private final float bumpEnd;
    private final float lodMultiplier;
    private final float renderScale;

    Quality(int textureSize, Texture.MinFilter minFilter, int anisotropy, float textureEnd, float bumpEnd,
            float lodMultiplier, float renderScale) {
        this.textureSize = textureSize;
        this.minFilter = minFilter;
        this.anisotropy = anisotropy;
        this.textureEnd = textureEnd;
        this.bumpEnd = bumpEnd;
        this.lodMultiplier = lodMultiplier;
        this.renderScale = renderScale;
    }

    /** The default for a renderer: {@link #LOW} on a software rasteriser, {@link #HIGH} on anything else. */
    public static Quality forRenderer(String glRenderer) {
        return softwareRasteriser(glRenderer) ? LOW : HIGH;
    }

    /** Whether a GL_RENDERER string names a software rasteriser. */
    public static boolean softwareRasteriser(String glRenderer) {
        String r = glRenderer.toLowerCase(Locale.ROOT);
        for (String word : SOFTWARE) {
            if (r.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** The word the {@code --quality} option takes and the bench JSON reports. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Texels per side of every layer texture (the source images are 1024). */
    public int textureSize() {
        return textureSize;
    }

    /** How layer textures are minified: the nearest texel of the nearest level is one read instead of eight. */
    public Texture.MinFilter minFilter() {
        return minFilter;
    }

    /**
     * Anisotropic filtering of the layer textures (1: none); never on a software rasteriser, whose
     * anisotropic sampler (llvmpipe's) takes seconds a frame even at 4x.
     */
    public int anisotropy(boolean softwareRasteriser) {
        return softwareRasteriser ? 1 : anisotropy;
    }

    /** Metres from the camera within which layer textures show; they fade out over the second half. */
    public float textureEnd() {
        return textureEnd;
    }

    /** Metres within which relief blending, side projections and normal maps show; they fade out over the second half. */
    public float bumpEnd() {
        return bumpEnd;
    }

    /**
     * jME's geomipmap distance factor for a world drawn at every pixel of the window (the stream
     * multiplies it by the render scale): a patch draws LOD i (every 2^i-th sample) up to
     * {@code 33 * multiplier * (i + 1)} of its samples away. A leaf tile lies one to two tile sizes
     * from the camera (Chebyshev), its patches' centres at most about 250 samples away, so at 8 every
     * patch of a leaf draws every sample; at 2.5 far patches draw every second to eighth sample, and
     * from 2000 m up the alpine preset's peaks read as coarse facets. A CPU rasteriser pays for each
     * of those triangles: in the straight bench's wood (a held pose, llvmpipe) the frame took
     * 32-35 ms at 2.5, 41 at 4 and 59 at 8.
     */
    public float lodMultiplier() {
        return lodMultiplier;
    }

    /**
     * The fraction of the window's width and height the world is drawn at ({@link RenderScale});
     * the low tier's half is Unreal's "low" screen percentage. A CPU rasteriser's frame is mostly
     * pixels: the straight bench in a 1280 x 720 window took 27.2 and 28.9 ms a frame, in a
     * 896 x 504 one 20.8 and 20.9, in 768 x 432 16.3 (llvmpipe, back to back); copying a half-size
     * picture over the window costs llvmpipe about 2.2 ms at 1280 x 720.
     */
    public float renderScale() {
        return renderScale;
    }

    /**
     * Whether a patch's geomipmap LOD counts the haze in front of it ({@link HazeSight}): in the
     * low tier hazed tiles draw fewer triangles (about 17 % fewer on the default bench) at the
     * cost of some detail far out on clear days; the high tier keeps distance alone.
     */
    public boolean thinsHazedGround() {
        return this == LOW;
    }

    /** The shader variant for a patch whose bound is {@code distance} metres from the camera. */
    public DetailVariant variantAt(float distance) {
        if (this == HIGH) {
            return DetailVariant.CLOSE_UP;
        }
        return distance < bumpEnd ? DetailVariant.CLOSE_UP
                : distance < textureEnd ? DetailVariant.TEXTURED : DetailVariant.MEAN_COLOURS;
    }

    /** Sets the ranges and the per-pixel switch on a terrain material. */
    void setOn(Material material) {
        material.setFloat("TextureEnd", textureEnd);
        material.setFloat("BumpEnd", bumpEnd);
        material.setBoolean("PixelLight", this == HIGH);
        material.setBoolean("HexTiling", this == HIGH);
    }
}
