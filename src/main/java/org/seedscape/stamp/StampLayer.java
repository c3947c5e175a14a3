package org.seedscape.stamp;

import java.util.ArrayList;
import java.util.List;

/**
 * Stamps in their order over the ground below them: each blends into the ground the ones before
 * it left ({@link GroundedStamp}). What they do at a point is {@code h' = keep h + add}
 * ({@link StampBlend}), so the ground below is any function: the procedural terrain in the Java
 * twin, the height pass's own heights on the GPU, which reads {@code keep} and {@code add} for
 * each sample from the tile's {@link #field}. Thread-safe.
 */
public final class StampLayer {
    private final List<GroundedStamp> stamps;
    /** Each stamp's world bounds: min x, min z, max x, max z. */
    private final double[][] bounds;

    private StampLayer(List<GroundedStamp> stamps) {
        this.stamps = stamps;
        this.bounds = stamps.stream().map(s -> s.stamp().bounds()).toArray(double[][]::new);
    }

    /**
     * {@code stamps} in order over {@code ground}, each on the ground with the ones before it
     * at {@code pointSpacing} (the finest tiles' spacing).
     */
    public static StampLayer over(List<Stamp> stamps, HeightFunction ground, double pointSpacing) {
        List<GroundedStamp> placed = new ArrayList<>();
        for (Stamp s : stamps) {
            StampLayer before = new StampLayer(List.copyOf(placed));
            placed.add(GroundedStamp.on(s, (x, z) -> before.heightOver(x, z, pointSpacing, ground.at(x, z))));
        }
        return new StampLayer(List.copyOf(placed));
    }

    /** The stamps' blend at a point for a grid of {@code spacing} metres, into {@code out}. */
    public void blend(double x, double z, double spacing, StampBlend out) {
        out.clear();
        for (int s = 0; s < stamps.size(); s++) {
            if (reaches(s, x, z, x, z)) {
                stamps.get(s).blend(x, z, spacing, out);
            }
        }
    }

    /**
     * The slope of the shapes at least {@code metres} wide of the last stamp that covers a point
     * (its share of the ground is {@code 1 - keep}), into {@code out}; (0, 0) where none does.
     */
    public void wideSlope(double x, double z, double metres, double[] out) {
        out[0] = 0;
        out[1] = 0;
        for (int s = stamps.size() - 1; s >= 0; s--) {
            if (reaches(s, x, z, x, z) && stamps.get(s).wideSlope(x, z, metres, out)) {
                return;
            }
        }
    }

    /**
     * The share of the world's basin fill that reaches a point: the product of each stamp's
     * ({@link GroundedStamp#fillShare}); the same at every spacing.
     */
    public double fillShare(double x, double z) {
        double share = 1;
        for (int s = 0; s < stamps.size(); s++) {
            if (reaches(s, x, z, x, z)) {
                share *= stamps.get(s).fillShare(x, z);
            }
        }
        return share;
    }

    /** Ground of height {@code h} at a point, with the stamps on, for a grid of {@code spacing} metres. */
    public double heightOver(double x, double z, double spacing, double h) {
        StampBlend b = new StampBlend();
        blend(x, z, spacing, b);
        return b.over(h);
    }

    /**
     * Whether grids of both spacings get the same blends everywhere: each stamp reads the same
     * level of its pyramid for both (the blend depends on the spacing through that alone).
     */
    public boolean sameBlends(double spacing, double other) {
        for (GroundedStamp s : stamps) { // per sample in the Java twin: a loop, not a stream
            if (s.stamp().levelFor(spacing) != s.stamp().levelFor(other)) {
                return false;
            }
        }
        return true;
    }

    /** Whether any stamp reaches into the square {@code [x0, x1] x [z0, z1]}. */
    public boolean touches(double x0, double z0, double x1, double z1) {
        for (int s = 0; s < stamps.size(); s++) {
            if (reaches(s, x0, z0, x1, z1)) {
                return true;
            }
        }
        return false;
    }

    /** Whether stamp s's bounds meet the square {@code [x0, x1] x [z0, z1]} (a point where they are equal). */
    private boolean reaches(int s, double x0, double z0, double x1, double z1) {
        double[] b = bounds[s];
        return b[0] <= x1 && b[2] >= x0 && b[1] <= z1 && b[3] >= z0;
    }

    /** Whether each stamp, in order, has detail below its samples. */
    public boolean[] details() {
        boolean[] out = new boolean[stamps.size()];
        for (int s = 0; s < out.length; s++) {
            out[s] = stamps.get(s).hasDetail();
        }
        return out;
    }
}
