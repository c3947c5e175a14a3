package org.seedscape.render;

import java.util.List;

/**
 * One ground layer's texture: its albedo (sRGB) and normal map, how many metres of ground one
 * repeat covers, and an optional tint (sRGB red, green, blue in [0, 1]) that recolours the albedo
 * keeping its light and shade. {@link GroundTextures} makes the layer's detail, relief and mean
 * colour of it, whatever the images are.
 *
 * @param name the layer, as {@code GroundLayers.NAMES} names it, for messages
 * @param tint null for the albedo's own colours
 */
public record GroundLayerTexture(String name, GroundImage albedo, GroundImage normal, float metres, float[] tint) {
    /** The shortest repeat, metres. */
    public static final float MIN_REPEAT = 1;
    /**
     * The longest repeat, metres: texture space repeats every {@link GroundTextures#ORIGIN_PERIOD},
     * which must hold a whole number of repeats (the floating origin moves it by that period) and an
     * even one, as the hex tiling's lattice, a half repeat skewed each row, repeats every second row.
     */
    public static final float MAX_REPEAT = (float) GroundTextures.ORIGIN_PERIOD / 2;

    /**
     * Ours, in {@code GroundLayers.NAMES} order. The beach is tinted gravel (the test data has no
     * sand); the rock, a dark blue slate, is tinted to a warm grey.
     */
    public static final List<GroundLayerTexture> OURS = List.of(
            ours("grass", "Ground037_1K", 8, null),
            ours("soil", "Ground036_1K", 8, null),
            ours("sand", "Gravel015_1K", 4, new float[] {0.86f, 0.76f, 0.56f}),
            ours("rock", "Rock035_1K", 16, new float[] {0.52f, 0.49f, 0.45f}),
            ours("snow", "Snow006_1K", 8, null));

    public GroundLayerTexture {
        if (!isRepeat(metres)) {
            throw new IllegalArgumentException("ground layer " + name + ": the repeat must be " + REPEATS_TEXT + ": " + metres);
        }
        if (tint != null && !isTint(tint[0], tint[1], tint[2])) {
            throw new IllegalArgumentException("ground layer " + name + ": the tint must be three values from 0 to 1");
        }
        tint = tint == null ? null : tint.clone();
    }

    /** What {@link #isRepeat} allows, in words. */
    public static final String REPEATS_TEXT = "a power of two from 1 to 2048 metres (1, 2, 4 ... 2048), so that texture"
            + " space, which repeats every 4096 m as the floating origin moves, holds an even number of repeats";

    /** Whether one repeat may cover {@code metres}: a power of two from {@link #MIN_REPEAT} to {@link #MAX_REPEAT}. */
    public static boolean isRepeat(double metres) {
        if (!(metres >= MIN_REPEAT && metres <= MAX_REPEAT)) {
            return false;
        }
        long whole = (long) metres;
        return whole == metres && Long.bitCount(whole) == 1;
    }

    /** Whether red, green and blue make a tint: each from 0 to 1. */
    public static boolean isTint(double red, double green, double blue) {
        return red >= 0 && red <= 1 && green >= 0 && green <= 1 && blue >= 0 && blue <= 1;
    }

    @Override
    public float[] tint() {
        return tint == null ? null : tint.clone();
    }

    private static GroundLayerTexture ours(String name, String prefix, float metres, float[] tint) {
        return new GroundLayerTexture(name, new GroundImage.Ours(prefix + "_Color.png"), new GroundImage.Ours(prefix + "_Normal.png"),
                metres, tint);
    }
}
