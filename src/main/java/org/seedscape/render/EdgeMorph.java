package org.seedscape.render;

/**
 * Where a tile meets a tile of the next coarser level, its vertices morph to its parent level's
 * surface, which is what the coarser tile draws there, easing back to its own over
 * {@link #RAMP} samples: a level's border shows no step however far the two levels' heights
 * differ (the gully filter's octaves, thermal erosion). The Java twin of
 * {@code MatDefs/Common/EdgeMorph.glsllib}: change both or neither.
 */
public final class EdgeMorph {
    /** Bits of a tile's coarse edges: the tile across -x, +x, -z or +z is coarser. */
    public static final int WEST = 1, EAST = 2, SOUTH = 4, NORTH = 8;
    /** Samples over which the morph eases from the parent level's surface back to the tile's own. */
    public static final float RAMP = 16;

    private EdgeMorph() {
    }

    /**
     * The share of a tile's own heights kept at tile coordinates (x, z), samples from its centre,
     * {@code half} samples from its edges, with coarse neighbours {@code edges}.
     */
    public static float keep(float x, float z, float half, int edges) {
        float keep = 1;
        if ((edges & WEST) != 0) {
            keep = Math.min(keep, smoothstep(x + half));
        }
        if ((edges & EAST) != 0) {
            keep = Math.min(keep, smoothstep(half - x));
        }
        if ((edges & SOUTH) != 0) {
            keep = Math.min(keep, smoothstep(z + half));
        }
        if ((edges & NORTH) != 0) {
            keep = Math.min(keep, smoothstep(half - z));
        }
        return keep;
    }

    /** GLSL's smoothstep(0, RAMP, d). */
    private static float smoothstep(float d) {
        float t = Math.max(0, Math.min(1, d / RAMP));
        return t * t * (3 - 2 * t);
    }
}
