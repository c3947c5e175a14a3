package org.seedscape.render.foliage;

import java.util.EnumMap;
import java.util.Map;
import org.seedscape.foliage.Species;
import org.seedscape.render.Quality;

/**
 * The distances at which each species shows, per quality tier: its full mesh close up, then its
 * far shape (a lighter mesh for grass, bushes and rocks, an impostor for trees), which fades in
 * over the same distances as the full mesh fades out, instance by instance in a dither, so nothing
 * pops. Trees go on to the view distance (4 km in the low tier); far grass thins out toward its end,
 * and trees, bushes and rocks hand over to their far shapes one by one.
 *
 * <p>Grass is placed on the finest tiles only, which reach at least one tile size (64 m) around
 * the camera, so its band ends about there. The low tier, for a CPU rasteriser that pays for every
 * triangle it sets up, keeps the full meshes close: on the straight bench 15,000 far trees of 54
 * triangles cost 40 ms a frame there, and the near trees within 140 m another 20; on the mixed
 * route's low flight, 90,000 grass tufts of 24 triangles cost 100-250 ms a frame.
 */
public final class FoliageBands {
    /**
     * Distances (metres) over which a mesh fades in and out; {@code NONE} where it never does. From
     * {@code thinFrom} on, instances drop out one by one, each fading out by its own distance
     * between there and {@code outEnd}, so the density falls off toward the band's end instead of
     * every instance running to it (grass: the far half of a meadow holds most of its tufts). From
     * {@code inFrom} on, instances arrive one by one the same way, each fully in by its own distance
     * between there and {@code inEnd}. An instance's fade spans the same share of its own distance
     * as the band's does of its end ({@code outStart / outEnd}, {@code inStart / inEnd}).
     */
    public record Band(float inStart, float inEnd, float outStart, float outEnd, float thinFrom, float inFrom) {
        static final float NONE = 1e9f;

        /** Shown from the camera out to a fade between {@code outStart} and {@code outEnd}. */
        static Band upTo(float outStart, float outEnd) {
            return new Band(-2, -1, outStart, outEnd, outEnd, -1);
        }

        /** Fading in between {@code inStart} and {@code inEnd}, then shown out to the view distance. */
        static Band from(float inStart, float inEnd) {
            return new Band(inStart, inEnd, NONE, 2 * NONE, 2 * NONE, inEnd);
        }

        /** This band, ending with a fade out from {@code outStart} to {@code outEnd}. */
        Band until(float outStart, float outEnd) {
            return new Band(inStart, inEnd, outStart, outEnd, outEnd, inFrom);
        }

        /** This band, its instances dropping out one by one from {@code from} on. */
        Band thinningFrom(float from) {
            return new Band(inStart, inEnd, outStart, outEnd, from, inFrom);
        }

        /** This band, its instances arriving one by one from {@code from} on. */
        Band arrivingFrom(float from) {
            return new Band(inStart, inEnd, outStart, outEnd, thinFrom, from);
        }

        /**
         * Metres at which an instance of tint {@code tint} has faded out: its own distance between
         * {@code thinFrom} and {@code outEnd}, ranked by a second uniform number drawn from its tint.
         * The Java twin of {@code end} in {@code Foliage.vert}.
         */
        float endFor(float tint) {
            return Math.min(outEnd, thinFrom + (outEnd - thinFrom) * rank(tint));
        }

        /**
         * Metres at which an instance of tint {@code tint} has faded in: its own distance between
         * {@code inFrom} and {@code inEnd}, by the same rank as {@link #endFor}. The Java twin of
         * {@code arrived} in {@code Foliage.vert}.
         */
        float inEndFor(float tint) {
            return Math.min(inEnd, inFrom + (inEnd - inFrom) * rank(tint));
        }

        private static float rank(float tint) {
            return tint * 7 - (float) Math.floor(tint * 7);
        }

        /** Whether its instances drop out one by one before its end. */
        boolean thins() {
            return thinFrom < outEnd;
        }

        /** Metres from which the first instances start to fade in. */
        float firstIn() {
            return inFrom < inEnd ? inStart * (inFrom / inEnd) : inStart;
        }

        /** Whether a mesh at distances [nearest, farthest] from the camera shows any instance. */
        boolean meets(double nearest, double farthest) {
            return nearest < outEnd && farthest > firstIn();
        }
    }

    /**
     * A tree, bush or rock hands over to its far shape over the last 4 % of its own distance (2.4 m
     * at 60 m), each at its own distance from 0.7 of the band's edge on. A mesh and its far shape
     * never match pixel for pixel, so a plant showing both in a dither looks screen-doored; when
     * every tree within the last 30 % faded together, the forest shot showed a ring of dotted
     * trees. Grass keeps the plain cross-fade: in a meadow's tangle a dotted tuft does not show.
     */
    private static final float HAND_OVER_FADE = 0.96f;

    private final Map<Species, Band> near = new EnumMap<>(Species.class), far = new EnumMap<>(Species.class);

    /**
     * @param grass     metres where grass changes to its far mesh, where it starts thinning out,
     *                  and where it ends
     * @param plants    metres where bushes and rocks change to their far mesh, and where that ends
     * @param trees     metres where trees change to their impostors
     * @param treesEnd  metres where the impostors end, or {@link Band#NONE}: the view distance
     */
    private FoliageBands(float[] grass, float[] plants, float trees, float treesEnd) {
        near.put(Species.GRASS, Band.upTo(0.7f * grass[0], grass[0]));
        far.put(Species.GRASS, Band.from(0.7f * grass[0], grass[0]).until(0.55f * grass[2], grass[2])
                .thinningFrom(grass[1]));
        for (Species s : new Species[] {Species.BUSH, Species.ROCK}) {
            handOver(s, plants[0], plants[1]);
        }
        for (Species tree : new Species[] {Species.BROADLEAF, Species.CONIFER}) {
            handOver(tree, trees, treesEnd);
        }
    }

    /** Species {@code s} as its full mesh up to {@code at}, handing over one by one, then its far shape to {@code end}. */
    private void handOver(Species s, float at, float end) {
        near.put(s, Band.upTo(HAND_OVER_FADE * at, at).thinningFrom(0.7f * at));
        Band farShape = Band.from(HAND_OVER_FADE * at, at).arrivingFrom(0.7f * at);
        far.put(s, end == Band.NONE ? farShape : farShape.until(0.75f * end, end));
    }

    /**
     * The high tier shows trees to the view distance. The low tier ends them at 4 km, where an
     * 11 m tree is under two pixels tall at 720 lines and the haze has taken half its contrast:
     * there a CPU rasteriser spends on setting up such triangles what it spends on the picture.
     */
    public static FoliageBands of(Quality quality) {
        return quality == Quality.HIGH ? new FoliageBands(new float[] {25, 40, 80}, new float[] {120, 350}, 250, Band.NONE)
                : new FoliageBands(new float[] {12, 26, 60}, new float[] {30, 110}, 60, 4000);
    }

    /** Where the species' full mesh shows. */
    public Band near(Species s) {
        return near.get(s);
    }

    /** Where its far shape shows: from where the full mesh fades out. */
    public Band far(Species s) {
        return far.get(s);
    }
}
