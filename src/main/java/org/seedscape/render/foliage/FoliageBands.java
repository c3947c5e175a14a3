package org.seedscape.render.foliage;

import java.util.EnumMap;
import java.util.Map;
import org.seedscape.foliage.Species;
import org.seedscape.render.Quality;

/**
 * The distances at which each species shows, per quality tier: its full mesh close up, then its
 * far shape (a simpler mesh for bushes and rocks, an impostor for trees), which fades in over the
 * same distances as the full mesh fades out, instance by instance in a dither, so nothing pops.
 * Trees go on to the view distance; grass has no far shape.
 *
 * <p>Grass is placed on the finest tiles only, which reach at least one tile size (64 m) around
 * the camera, so its band ends about there. The low tier, for a CPU rasteriser that pays for every
 * triangle it sets up, keeps the full meshes close: on the straight bench 15,000 far trees of 54
 * triangles cost 40 ms a frame there, and the near trees within 140 m another 20.
 */
public final class FoliageBands {
    /** Distances (metres) over which a mesh fades in and out; {@code NONE} where it never does. */
    public record Band(float inStart, float inEnd, float outStart, float outEnd) {
        static final float NONE = 1e9f;

        /** Shown from the camera out to a fade between {@code outStart} and {@code outEnd}. */
        static Band upTo(float outStart, float outEnd) {
            return new Band(-2, -1, outStart, outEnd);
        }

        /** Fading in between {@code inStart} and {@code inEnd}, then shown out to the view distance. */
        static Band from(float inStart, float inEnd) {
            return new Band(inStart, inEnd, NONE, 2 * NONE);
        }

        /** This band, ending with a fade out from {@code outStart} to {@code outEnd}. */
        Band until(float outStart, float outEnd) {
            return new Band(inStart, inEnd, outStart, outEnd);
        }

        /** Whether a mesh at distances [nearest, farthest] from the camera shows any instance. */
        boolean meets(double nearest, double farthest) {
            return nearest < outEnd && farthest > inStart;
        }
    }

    private final Map<Species, Band> near = new EnumMap<>(Species.class), far = new EnumMap<>(Species.class);

    /**
     * @param grass     metres where grass ends
     * @param plants    metres where bushes and rocks change to their far mesh, and where that ends
     * @param trees     metres where trees change to their impostors
     * @param treesEnd  metres where the impostors end, or {@link Band#NONE}: the view distance
     */
    private FoliageBands(float grass, float[] plants, float trees, float treesEnd) {
        near.put(Species.GRASS, Band.upTo(0.55f * grass, grass));
        for (Species s : new Species[] {Species.BUSH, Species.ROCK}) {
            near.put(s, Band.upTo(0.7f * plants[0], plants[0]));
            far.put(s, new Band(0.7f * plants[0], plants[0], 0.75f * plants[1], plants[1]));
        }
        for (Species tree : new Species[] {Species.BROADLEAF, Species.CONIFER}) {
            near.put(tree, Band.upTo(0.7f * trees, trees));
            Band impostors = Band.from(0.7f * trees, trees);
            far.put(tree, treesEnd == Band.NONE ? impostors : impostors.until(0.75f * treesEnd, treesEnd));
        }
    }

    /**
     * The high tier shows trees to the view distance. The low tier ends them at 4 km, where an
     * 11 m tree is under two pixels tall at 720 lines and the haze has taken half its contrast:
     * there a CPU rasteriser spends on setting up such triangles what it spends on the picture.
     */
    public static FoliageBands of(Quality quality) {
        return quality == Quality.HIGH ? new FoliageBands(72, new float[] {120, 350}, 250, Band.NONE)
                : new FoliageBands(60, new float[] {30, 110}, 60, 4000);
    }

    /** Where the species' full mesh shows. */
    public Band near(Species s) {
        return near.get(s);
    }

    /** Where its far mesh shows, or null if it has none (it ends with its near band). */
    public Band far(Species s) {
        return far.get(s);
    }
}
