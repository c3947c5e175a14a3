package org.seedscape.api;

import java.nio.file.Path;
import org.seedscape.gen.GroundLayers;
import org.seedscape.render.GroundImage;
import org.seedscape.render.GroundLayerTexture;

/**
 * A game's own texture for a ground layer ({@link WorldBuilder#groundTexture}): an albedo (sRGB
 * colour) and a tangent-space normal map, as images of any size and aspect (each resampled to the
 * quality tier's square, 256 or 1024 texels a side, and stretched over one square repeat), and how
 * many metres of ground one repeat covers. The world draws it as it draws ours: the albedo's
 * fine detail over its mean colour (what far ground shows), its luminance as the relief that layer
 * borders blend by, hex tiling against visible repeats in the high tier. Values are checked as they
 * are given: an {@link IllegalArgumentException} names the value and what is allowed.
 */
public final class GroundTexture {
    private final GroundImage albedo, normal;
    private final float metres;
    private final float[] tint;

    private GroundTexture(GroundImage albedo, GroundImage normal, float metres, float[] tint) {
        this.albedo = albedo;
        this.normal = normal;
        this.metres = metres;
        this.tint = tint;
    }

    /**
     * Images read through the application's {@code AssetManager} (its registered folders, jars and
     * locators) when the world starts, decoded by Java's ImageIO (PNG, JPEG, BMP, GIF); a path it
     * cannot find stops the world's start with an {@link IllegalStateException} naming the layer and
     * the path.
     *
     * @param albedo an asset path such as {@code Textures/meadow.png}
     * @param normal an asset path
     * @param metres one repeat's size: {@value GroundLayerTexture#REPEATS_TEXT}
     */
    public static GroundTexture assets(String albedo, String normal, double metres) {
        return new GroundTexture(new GroundImage.Asset(assetPath("albedo", albedo)), new GroundImage.Asset(assetPath("normal", normal)),
                repeat(metres), null);
    }

    /**
     * Image files, decoded by Java's ImageIO (PNG, JPEG, BMP, GIF) when the world starts; the
     * builder refuses a file that does not exist ({@link WorldBuilder#groundTexture}).
     *
     * @param metres one repeat's size: {@value GroundLayerTexture#REPEATS_TEXT}
     */
    public static GroundTexture files(Path albedo, Path normal, double metres) {
        if (albedo == null || normal == null) {
            throw new IllegalArgumentException("groundTexture files must be an albedo and a normal map file, not null: "
                    + albedo + ", " + normal);
        }
        return new GroundTexture(new GroundImage.File(albedo), new GroundImage.File(normal), repeat(metres), null);
    }

    /**
     * This texture recoloured to a tint (sRGB red, green and blue, each from 0 to 1): seven tenths
     * of each texel becomes the tint times the texel's luminance over the mean, so it keeps its light
     * and shade (our sand and rock are tinted so).
     */
    public GroundTexture tinted(double red, double green, double blue) {
        if (!GroundLayerTexture.isTint(red, green, blue)) {
            throw new IllegalArgumentException("groundTexture tint must be red, green and blue each from 0 to 1 (sRGB): "
                    + red + ", " + green + ", " + blue);
        }
        return new GroundTexture(albedo, normal, metres, new float[] {(float) red, (float) green, (float) blue});
    }

    /** The images found, for the builder's check of files. */
    GroundImage albedo() {
        return albedo;
    }

    GroundImage normal() {
        return normal;
    }

    /** The texture as the renderer takes it, for {@code layer}. */
    GroundLayerTexture forLayer(GroundLayer layer) {
        return new GroundLayerTexture(GroundLayers.NAMES[layer.ordinal()], albedo, normal, metres, tint);
    }

    private static String assetPath(String what, String path) {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("groundTexture " + what + " must be an asset path such as Textures/meadow.png, not "
                    + (path == null ? "null" : "'" + path + "'"));
        }
        return path;
    }

    private static float repeat(double metres) {
        if (!GroundLayerTexture.isRepeat(metres)) {
            throw new IllegalArgumentException("groundTexture metres must be " + GroundLayerTexture.REPEATS_TEXT + ": " + metres);
        }
        return (float) metres;
    }
}
