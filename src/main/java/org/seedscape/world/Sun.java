package org.seedscape.world;

/**
 * Where the sun stands in every world: the sky and the terrain's light come from it, and the ground
 * layers keep snow longer on slopes turned away from it.
 */
public final class Sun {
    /** The direction sunlight travels, not yet of unit length: the sun stands about 30 degrees high in the south-west. */
    public static final float TRAVEL_X = 0.55f, TRAVEL_Y = -0.5f, TRAVEL_Z = 0.67f;

    private Sun() {
    }

    /**
     * The horizontal direction sunlight travels, of unit length, as {@code {x, z}}: a slope whose
     * height rises along it faces the sun.
     */
    public static float[] travelAcross() {
        float length = (float) Math.sqrt(TRAVEL_X * TRAVEL_X + TRAVEL_Z * TRAVEL_Z);
        return new float[] {TRAVEL_X / length, TRAVEL_Z / length};
    }
}
