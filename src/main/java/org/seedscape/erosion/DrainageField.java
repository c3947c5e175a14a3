package org.seedscape.erosion;

import org.seedscape.noise.SampleGrid;

/**
 * Where closed basins are cut through and filled, on one grid: at each sample how deep the valley
 * cut through a basin's rim lies below the ground ({@link BasinCarve}), the level of the plain
 * (the filled basin's floor, or the cut channel's bed, falling toward its outlet), how much of
 * that plain the ground there takes, the gate (1 in a basin or channel, 0 outside, in between for
 * a lattice cell at its shore), and the bed (1 in a channel, whose ground is set to the plain
 * whether above or below it). A sample of any finer grid reads the plain and gate bilinearly, the
 * cut and bed smoothly (Catmull-Rom, clamped to their ranges: a cut changes fast from one lattice
 * sample to the next, and read bilinearly drew the lattice's cells as creases and stair steps;
 * {@link FieldGrid}), is lowered by the cut, which keeps the ground's finer detail, and then
 * raised to the plain where it lies below it ({@link #lift(float, float, float, float, float, float)}):
 * the shore follows the ground's own contours, not the lattice's cells.
 * {@link #lift(float, FieldGrid.Placement, int, int)} is the height pass's twin ({@code drainedHeight} in {@code MatDefs/Gen/TerrainGen.comp}),
 * operation for operation: change both or neither.
 *
 * @param grid  where the values lie
 * @param level the plain's level at each sample, metres, row-major over {@code grid}
 * @param gate  the share of the plain at each sample, 0 to 1
 * @param cut   metres the ground is lowered at each sample, at least 0; null where basins are not
 *              cut (and the smooth reads, which would give 0, are skipped)
 * @param bed   1 where the ground is set to the plain from above too (a cut channel's bed), 0 to
 *              1; null with {@code cut}
 */
public record DrainageField(SampleGrid grid, float[] level, float[] gate, float[] cut, float[] bed) {
    /**
     * Metres below the plain over which ground is raised part way: ground that far or more below
     * it is raised all the way, so the shore is a ramp this high.
     */
    public static final float SHORE = 1f;

    public DrainageField {
        if ((cut == null) != (bed == null)) {
            throw new IllegalArgumentException("cut and bed must both be given or both be null");
        }
        if (level.length != grid.count() || gate.length != grid.count()
                || (cut != null && (cut.length != grid.count() || bed.length != grid.count()))) {
            throw new IllegalArgumentException("level, gate, cut and bed must hold " + grid.count() + " samples: "
                    + level.length + ", " + gate.length + (cut == null ? "" : ", " + cut.length + ", " + bed.length));
        }
    }

    /** Whether the field cuts anywhere or has a bed: without, its smooth reads give 0 and the height pass skips them. */
    public boolean cuts() {
        if (cut == null) {
            return false;
        }
        for (int k = 0; k < cut.length; k++) {
            if (cut[k] != 0 || bed[k] != 0) {
                return true;
            }
        }
        return false;
    }

    /** Where {@code finer} lies in this grid ({@link FieldGrid#placement}). */
    public FieldGrid.Placement placementOf(SampleGrid finer) {
        return FieldGrid.placement(grid, finer);
    }

    /** The height {@code h} of sample (i, j) of a finer grid placed at {@code p}, cut and raised to the plain where it lies below it. */
    public float lift(float h, FieldGrid.Placement p, int i, int j) {
        return lift(h, p, i, j, 1f);
    }

    /**
     * {@link #lift(float, FieldGrid.Placement, int, int)} with a {@code share} of the rise (a
     * stamp's valleys: {@code StampLayer.fillShare}).
     */
    public float lift(float h, FieldGrid.Placement p, int i, int j, float share) {
        int size = grid.size();
        float plain = FieldGrid.at(level, size, p, i, j), g = FieldGrid.at(gate, size, p, i, j);
        if (cut == null) {
            return lift(h, plain, g, 0, 0, share);
        }
        return lift(h, plain, g, FieldGrid.smoothAt(cut, size, p, i, j), FieldGrid.smoothAt(bed, size, p, i, j), share);
    }

    /**
     * The height {@code h} lowered by {@code share} of {@code cut}, then under a plain at {@code
     * plain} that takes a share {@code gate} of the ground below it (of all of it where {@code bed}
     * is 1), and {@code share} of that. The cut and bed, read smoothly, are clamped to at least 0
     * and to 0-1.
     */
    static float lift(float h, float plain, float gate, float cut, float bed, float share) {
        float carved = h - Math.max(cut, 0f) * share;
        float below = Math.min(Math.max((plain - carved) / SHORE, 0f), 1f);
        float w = gate * Math.max(below, Math.min(Math.max(bed, 0f), 1f)) * share;
        return carved + w * (plain - carved);
    }

    /** {@link #lift(float, FieldGrid.Placement, int, int, float)} at any point of the grid, in doubles (export, point queries). */
    public float lift(float h, double x, double z, float share) {
        float plain = (float) FieldGrid.at(grid, level, x, z), g = (float) FieldGrid.at(grid, gate, x, z);
        if (cut == null) {
            return lift(h, plain, g, 0, 0, share);
        }
        return lift(h, plain, g, (float) FieldGrid.smoothAt(grid, cut, x, z), (float) FieldGrid.smoothAt(grid, bed, x, z), share);
    }

    /** The share of the rise at a world point (1 but in stamps that keep their valleys). */
    @FunctionalInterface
    public interface FillShare {
        float at(double x, double z);
    }

    /**
     * Lifts every height of {@code any} (row-major), a grid inside this one: exactly as the height
     * pass does where it lies on this grid's lattice, else bilinear in doubles.
     */
    public void liftAll(SampleGrid any, float[] heights, FillShare share) {
        FieldGrid.Placement p = FieldGrid.placementOrNull(grid, any);
        int n = any.size();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int k = i + j * n;
                float s = share.at(any.x(i), any.z(j));
                heights[k] = p != null ? lift(heights[k], p, i, j, s) : lift(heights[k], any.x(i), any.z(j), s);
            }
        }
    }
}
