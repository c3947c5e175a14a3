package org.seedscape.render.foliage;

import com.jme3.math.ColorRGBA;
import java.util.SplittableRandom;

/**
 * The linear-light albedos of the foliage's parts (the vertex colour; the atlas only adds detail),
 * and the small seeded variation that keeps cards and blades of one plant from looking cloned.
 */
final class Albedo {
    static final ColorRGBA BARK = new ColorRGBA(0.105f, 0.068f, 0.042f, 1);
    static final ColorRGBA BROADLEAF = new ColorRGBA(0.060f, 0.150f, 0.022f, 1);
    static final ColorRGBA CONIFER = new ColorRGBA(0.022f, 0.066f, 0.024f, 1);
    static final ColorRGBA BUSH = new ColorRGBA(0.070f, 0.135f, 0.028f, 1);
    /**
     * Greener than the terrain's grass layer, which it stands on and fades into far away, and as
     * bright: a tuft's shading (its lower half in its own shade, blades edge-on) darkens it, and
     * with the layer's own brightness a meadow read as dark green turf ending in a line on pale ground.
     */
    static final ColorRGBA GRASS = new ColorRGBA(0.294f, 0.361f, 0.095f, 1);
    static final ColorRGBA ROCK = new ColorRGBA(0.200f, 0.188f, 0.165f, 1);

    private Albedo() {
    }

    /** The colour brightened or darkened by up to {@code amount} and shifted a little in hue. */
    static ColorRGBA vary(ColorRGBA base, SplittableRandom random, float amount) {
        float light = 1 + amount * (float) (2 * random.nextDouble() - 1);
        float warm = 1 + amount * (float) (2 * random.nextDouble() - 1);
        return new ColorRGBA(base.r * light * warm, base.g * light, base.b * light / warm, 1);
    }
}
