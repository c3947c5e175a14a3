package org.seedscape.stream;

import java.util.stream.IntStream;
import org.seedscape.edit.EditLayer;
import org.seedscape.render.TerrainMaterials;
import org.seedscape.stamp.StampBlend;

/**
 * The edit preview's map as exact doubles: keep and add per texel over a square, for the dabs of a
 * layer from one on. Made whole for a stroke, then grown by each later dab that falls inside the
 * square: laid over the texels it reaches, the same bits as making the map again, at the cost of
 * that dab alone (a brush held still lays a dab every few frames on the same texels; making the
 * map again over all of them took both cores for 60 ms after 70 dabs). The preview's thread alone.
 */
final class PreviewBlends {
    static final int TEXELS = TerrainMaterials.EDIT_PREVIEW_TEXELS;
    /** Texels left at each edge beyond the dabs' reach, where keep is 1 and add 0 (the map's clamp). */
    private static final int MARGIN = 2;
    /**
     * How much wider than the dabs' reach a square is made, so that a stroke moving on (or a mound
     * raised toward the eye) grows in it a while before a new square is made. A dab still spans 50
     * texels of its radius and more.
     */
    private static final double ROOM = 1.25;

    final double cornerX, cornerZ, side;
    private final double spacing;
    private final double[] keep = new double[TEXELS * TEXELS], add = new double[TEXELS * TEXELS];

    private PreviewBlends(double cornerX, double cornerZ, double side) {
        this.cornerX = cornerX;
        this.cornerZ = cornerZ;
        this.side = side;
        this.spacing = side / TEXELS;
    }

    /**
     * The map of the dabs of {@code layer} from the {@code first} on, over a square around their
     * reach with room to grow, its texels no finer than {@code finestTexel} metres.
     */
    static PreviewBlends of(EditLayer layer, int first, double finestTexel) {
        double[] reach = layer.reachOfDabsFrom(first);
        double needed = Math.max(reach[2] - reach[0], reach[3] - reach[1]) * ROOM;
        double side = Math.max(needed * TEXELS / (TEXELS - 2.0 * MARGIN), finestTexel * TEXELS);
        return over(layer, first, (reach[0] + reach[2] - side) / 2, (reach[1] + reach[3] - side) / 2, side);
    }

    /** The map of the dabs of {@code layer} from the {@code first} on over the square at a corner (world x, z) of a side. */
    static PreviewBlends over(EditLayer layer, int first, double cornerX, double cornerZ, double side) {
        PreviewBlends map = new PreviewBlends(cornerX, cornerZ, side);
        IntStream.range(0, TEXELS).parallel().forEach(row -> {
            StampBlend blend = new StampBlend();
            double z = cornerZ + (row + 0.5) * map.spacing;
            for (int column = 0; column < TEXELS; column++) {
                layer.blendFrom(first, cornerX + (column + 0.5) * map.spacing, z, map.spacing, blend);
                map.keep[row * TEXELS + column] = blend.keep;
                map.add[row * TEXELS + column] = blend.add;
            }
        });
        return map;
    }

    /**
     * Whether the dabs of {@code layer} from the {@code from} on reach only inside the square, its
     * margin left clear, so that {@link #grow} can lay them.
     */
    boolean holds(EditLayer layer, int from) {
        double[] reach = layer.reachOfDabsFrom(from);
        double inset = MARGIN * spacing;
        return reach[0] >= cornerX + inset && reach[1] >= cornerZ + inset
                && reach[2] <= cornerX + side - inset && reach[3] <= cornerZ + side - inset;
    }

    /**
     * Lays the dabs of {@code layer} from the {@code from} on, none of them an erase, over the map:
     * the map of the dabs from its first on, where they fall inside the square ({@link #holds}).
     */
    void grow(EditLayer layer, int from) {
        double[] reach = layer.reachOfDabsFrom(from);
        // texels whose centres lie in the reach, and one more each way against rounding
        int c0 = Math.max((int) Math.floor((reach[0] - cornerX) / spacing) - 1, 0);
        int c1 = Math.min((int) Math.ceil((reach[2] - cornerX) / spacing) + 1, TEXELS - 1);
        int r0 = Math.max((int) Math.floor((reach[1] - cornerZ) / spacing) - 1, 0);
        int r1 = Math.min((int) Math.ceil((reach[3] - cornerZ) / spacing) + 1, TEXELS - 1);
        IntStream.rangeClosed(r0, r1).parallel().forEach(row -> {
            StampBlend blend = new StampBlend();
            double z = cornerZ + (row + 0.5) * spacing;
            for (int column = c0; column <= c1; column++) {
                int at = row * TEXELS + column;
                blend.keep = keep[at];
                blend.add = add[at];
                layer.layOver(from, cornerX + (column + 0.5) * spacing, z, spacing, blend);
                keep[at] = blend.keep;
                add[at] = blend.add;
            }
        });
    }

    /** Keep and add per texel, row by row, as the terrain material takes them. */
    float[] keepAdd() {
        float[] out = new float[2 * TEXELS * TEXELS];
        for (int i = 0; i < keep.length; i++) {
            out[2 * i] = (float) keep[i];
            out[2 * i + 1] = (float) add[i];
        }
        return out;
    }
}
