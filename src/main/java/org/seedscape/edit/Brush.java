package org.seedscape.edit;

import java.util.Locale;

/**
 * What a brush does to the ground under a dab (de Carpentier 2007, section 7). Every brush is a
 * blend {@code h' = keep h + add} of the ground the dabs before it left, weighted by the dab's
 * round falloff w ({@link DabShape}), so the height pass and the Java twin apply it as they apply
 * stamps.
 */
public enum Brush {
    /** Adds w x strength metres. */
    RAISE("metres (0, 500]", 500),
    /** Takes away w x strength metres. */
    LOWER("metres (0, 500]", 500),
    /** Pulls the ground toward the height where the stroke began by a share w x strength: exactly flat where that is 1. */
    FLATTEN("a share (0, 1]", 1),
    /** Pulls the ground toward its own blur (a Gaussian a quarter of the radius wide) by a share w x strength. */
    SMOOTH("a share (0, 1]", 1),
    /**
     * Pulls the ground toward steps of its own heights by a share w x strength: flat treads the
     * dab's target high, each rising to the next over its last quarter.
     */
    TERRACE("a share (0, 1]", 1),
    /** Adds w x strength metres of the world's fractal noise, wavelengths of the radius and half and a quarter of it. */
    NOISE("metres (0, 500]", 500),
    /**
     * Pushes the ground sideways (de Carpentier 7.2): pulls it by a share w x strength toward the
     * ground that lay the dab's shift, times w, behind it, so the middle moves the whole shift and
     * the edge not at all.
     */
    WARP("a share (0, 1]", 1),
    /**
     * Paints the ground of elsewhere (the dab's shift away) by a share w x strength, raised or
     * lowered so that it meets the ground under the dab round the middle of its falloff.
     */
    CLONE("a share (0, 1]", 1),
    /**
     * Erodes the ground locally by a share w x strength: toward the ground under it after thermal
     * erosion down to the dab's talus angle (its target, degrees) and then rain, for a radius up to
     * 64 m (the landform passes, on the dab's raster).
     */
    ERODE("a share (0, 1]", 1),
    /**
     * Takes back the dabs before it in its layer by a share w x strength: the ground goes back
     * toward what the layers below made there (de Carpentier's eraser of indirect edits, 7.2).
     * Its layer's opacity does not fade it, so what it erased stays erased at any opacity.
     */
    ERASE("a share (0, 1]", 1);

    private final String strengthText;
    private final double maxStrength;

    Brush(String strengthText, double maxStrength) {
        this.strengthText = strengthText;
        this.maxStrength = maxStrength;
    }

    /** The brush's name in files and on screen. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What a dab's strength means for this brush and the values it allows. */
    public String strengthText() {
        return strengthText;
    }

    public double maxStrength() {
        return maxStrength;
    }

    /** Whether its dabs carry a shift: warp's push, clone's source. */
    public boolean shifts() {
        return this == WARP || this == CLONE;
    }

    /** The brush that undoes this one's direction (the modifier key): raise and lower swap, others stay. */
    public Brush inverted() {
        return switch (this) {
            case RAISE -> LOWER;
            case LOWER -> RAISE;
            default -> this;
        };
    }

    /** The brush of a name ({@link #key}), or null. */
    public static Brush of(String key) {
        for (Brush b : values()) {
            if (b.key().equals(key)) {
                return b;
            }
        }
        return null;
    }
}
