package org.seedscape.stamp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

/**
 * A stamp on the ground below it: the multi-resolution blend of de Carpentier (2007, 7.4.2) and
 * Burt and Adelson's spline. Both the stamp and the ground are split into the bands of the
 * stamp's pyramid; across the blend band (the {@code band} metres inside the stamp's edge) each
 * band of the stamp replaces the ground's over a ramp as wide as a few of its own samples, all
 * ramps centred on the band's middle, the coarsest over the whole band: coarse shapes meet over
 * long distances, fine ones over short, so nothing is ghosted twice and there is no step or
 * crease. The ground's bands come from its heights on one level of the stamp's grid (at most
 * {@link #GROUND_SAMPLES} of them, computed once) reduced like the stamp's; the ground finer than
 * that fades with that level's ramp.
 *
 * <p>Inside the band the height is the stamp's, plus, unless the stamp is exact, the ground's
 * detail finer than the stamp's samples, scaled so that its amplitude continues the stamp's own
 * spectrum (Outerra's idea): {@code a (P - P0)}, with {@code P0} the ground interpolated between the
 * stamp's samples as they are, so the stamp's samples themselves are kept. A grid coarser than the stamp's
 * samples reads the pyramid level no finer than itself.
 */
final class GroundedStamp {
    /** The most ground samples computed for the ground's bands. */
    static final int GROUND_SAMPLES = 65_536;
    /** A band's ramp, in its own samples (the coarsest band's is the whole blend band). */
    static final double RAMP_SAMPLES = 4;
    /** The detail's amplitude is at most this many times the ground's own. */
    static final double MAX_DETAIL = 3;
    /** Side of the blocks of ground heights at the stamp's own samples, computed as the detail first needs them. */
    private static final int BLOCK = 32;

    private final Stamp stamp;
    private final HeightFunction below;
    private final double band;
    /** The blend's coarsest level, and the level the ground's bands start from. */
    private final int coarsest, groundLevel;
    /** The ground's pyramid from {@link #groundLevel} to {@link #coarsest}, or null where the band is narrower than one of its samples. */
    private final float[][] ground;
    /** The detail's amplitude against the ground's own (0: none). */
    private final double detail;
    private final Map<Long, float[]> groundBlocks = new ConcurrentHashMap<>();

    private GroundedStamp(Stamp stamp, HeightFunction below, double band, int coarsest, int groundLevel,
                          float[][] ground, double detail) {
        this.stamp = stamp;
        this.below = below;
        this.band = band;
        this.coarsest = coarsest;
        this.groundLevel = groundLevel;
        this.ground = ground;
        this.detail = detail;
    }

    /** {@code stamp} on {@code below}: settled onto it if its fit says so, its detail measured against it. */
    static GroundedStamp on(Stamp stamp, HeightFunction below) {
        StampPlacement p = stamp.placement();
        double band = p.band();
        int last = stamp.levelCount() - 1;
        int coarsest = 0;
        while (coarsest < last && stamp.spacing(coarsest) < band / 2) {
            coarsest++;
        }
        int groundLevel = 0;
        while (groundLevel < last && (long) stamp.columns(groundLevel) * stamp.rows(groundLevel) > GROUND_SAMPLES) {
            groundLevel++;
        }
        float[] groundHeights = sample(stamp, groundLevel, below);
        float[][] ground = null;
        if (groundLevel <= coarsest) {
            ground = new float[coarsest - groundLevel + 1][];
            ground[0] = groundHeights;
            for (int k = 1; k < ground.length; k++) {
                int lk = groundLevel + k;
                ground[k] = Pyramid.reduce(ground[k - 1], stamp.columns(lk - 1), stamp.rows(lk - 1), stamp.columns(lk), stamp.rows(lk));
            }
        }
        Stamp placed = p.fit() == StampPlacement.Fit.SETTLE ? stamp.shifted(settling(stamp, groundLevel, groundHeights, band)) : stamp;
        double detail = p.exact() ? 0 : p.detail() * detailRatio(placed, groundLevel, groundHeights);
        return new GroundedStamp(placed, below, band, coarsest, groundLevel, ground, detail);
    }

    Stamp stamp() {
        return stamp;
    }

    /** The detail's amplitude against the ground's own, as measured (0 for none). */
    double detail() {
        return detail;
    }

    /**
     * The stamp's blend at a world point on a grid of {@code spacing} metres, as {@code (keep, add)}
     * applied on top of {@code out}'s.
     */
    void blend(double x, double z, double spacing, StampBlend out) {
        double u = stamp.u(x, z), v = stamp.v(x, z);
        double d = stamp.inside(u, v);
        if (d < 0) {
            return;
        }
        int first = stamp.levelFor(spacing);
        // The detail at every level, as the procedural ground's own detail is: faded at coarse
        // levels, it made their tiles' shading differ from their children's along every edge
        // between levels.
        double a = detail;
        if (d >= band) {
            // Wholly inside: the stamp's own samples, bit for bit, and the detail between them.
            double fine = stamp.height(first, u, v);
            out.then(a, a > 0 ? fine - a * groundBetweenSamples(first, u, v) : fine);
            return;
        }
        if (first >= coarsest) {
            double w = ramp(d, band);
            out.then(1 - w + a * w, w * stamp.height(first, u, v) - (a > 0 ? a * w * groundBetweenSamples(first, u, v) : 0));
            return;
        }
        // The stamp's bands, each over its own ramp.
        double add = weight(coarsest, d) * stamp.height(coarsest, u, v);
        for (int k = first; k < coarsest; k++) {
            add += weight(k, d) * (stamp.height(k, u, v) - stamp.height(k + 1, u, v));
        }
        // The ground's bands come off in the same way; below its first level, the rest of it with that level's ramp.
        if (ground == null) {
            double w = weight(coarsest, d);
            out.then(1 - w, add);
            return;
        }
        int from = Math.max(first, groundLevel);
        double wFrom = weight(from, d);
        double groundPart = weight(coarsest, d) * groundHeight(coarsest, u, v);
        for (int k = from; k < coarsest; k++) {
            groundPart += weight(k, d) * (groundHeight(k, u, v) - groundHeight(k + 1, u, v));
        }
        // h' = h + add - groundPart - wFrom (h - ground_from), with the detail faded in by the finest ramp.
        double keep = 1 - wFrom;
        add += wFrom * groundHeight(from, u, v) - groundPart;
        double wFine = weight(first, d);
        if (a > 0) {
            keep += a * wFine;
            add -= a * wFine * groundBetweenSamples(first, u, v);
        }
        out.then(keep, add);
    }

    /** How much of the ramp of level k is done {@code d} metres inside the edge. */
    private double weight(int k, double d) {
        double r = k >= coarsest ? band : Math.min(band, RAMP_SAMPLES * stamp.spacing(k));
        double lo = (band - r) / 2;
        return smoothstep((d - lo) / r);
    }

    private static double ramp(double d, double band) {
        return band > 0 ? smoothstep(d / band) : 1;
    }

    private static double smoothstep(double t) {
        double c = Math.min(Math.max(t, 0), 1);
        return c * c * (3 - 2 * c);
    }

    private double groundHeight(int k, double u, double v) {
        int i = k - groundLevel;
        return Pyramid.read(ground[i], stamp.columns(k), stamp.rows(k), Math.scalb(u, -k), Math.scalb(v, -k));
    }

    /**
     * The ground interpolated between level k's samples around (u, v), as the stamp's heights are:
     * what the stamp replaces, so that the ground's detail finer than them is what it keeps.
     */
    private double groundBetweenSamples(int k, double u, double v) {
        return Pyramid.read((i, j) -> groundAt(k, i, j), stamp.columns(k), stamp.rows(k), Math.scalb(u, -k), Math.scalb(v, -k));
    }

    /**
     * The ground at level k's sample (i, j), from blocks computed once as they are first needed: a
     * tile asks only for the samples around its own, at the level its spacing reads.
     */
    private float groundAt(int k, int i, int j) {
        long key = ((long) k << 56) | ((long) (i / BLOCK) << 28) | (j / BLOCK);
        float[] block = groundBlocks.computeIfAbsent(key, kk -> {
            int bi = i / BLOCK * BLOCK, bj = j / BLOCK * BLOCK;
            double step = Math.scalb(1.0, k);
            float[] b = new float[BLOCK * BLOCK];
            for (int y = 0; y < BLOCK; y++) {
                for (int x = 0; x < BLOCK; x++) {
                    double u = (bi + x) * step, v = (bj + y) * step;
                    b[x + y * BLOCK] = (float) below.at(stamp.worldX(u, v), stamp.worldZ(u, v));
                }
            }
            return b;
        });
        return block[i % BLOCK + (j % BLOCK) * BLOCK];
    }

    /** The ground at every sample of level k of the stamp's grid, rows on all cores. */
    private static float[] sample(Stamp stamp, int k, HeightFunction below) {
        int c = stamp.columns(k), r = stamp.rows(k);
        float[] out = new float[c * r];
        double step = Math.scalb(1.0, k);
        IntStream.range(0, r).parallel().forEach(j -> {
            for (int i = 0; i < c; i++) {
                out[i + j * c] = (float) below.at(stamp.worldX(i * step, j * step), stamp.worldZ(i * step, j * step));
            }
        });
        return out;
    }

    /** The mean of ground minus stamp over the level's samples in the blend band (or along the edge, for a hard one). */
    private static double settling(Stamp stamp, int k, float[] ground, double band) {
        int c = stamp.columns(k), r = stamp.rows(k);
        double step = Math.scalb(1.0, k), reach = Math.max(band, stamp.spacing(k));
        double sum = 0;
        int count = 0;
        for (int j = 0; j < r; j++) {
            for (int i = 0; i < c; i++) {
                double d = stamp.inside(i * step, j * step);
                if (d >= 0 && d <= reach) {
                    sum += ground[i + j * c] - stamp.height(k, i * step, j * step);
                    count++;
                }
            }
        }
        return count == 0 ? 0 : sum / count;
    }

    /**
     * The stamp's finest measured band against the ground's at the same scale (root mean square of
     * each level minus the next, at the level's samples): how much the ground's detail is scaled by.
     */
    private static double detailRatio(Stamp stamp, int k, float[] ground) {
        if (k + 1 >= stamp.levelCount()) {
            return 0;
        }
        int c = stamp.columns(k), r = stamp.rows(k);
        float[] coarser = Pyramid.reduce(ground, c, r, stamp.columns(k + 1), stamp.rows(k + 1));
        double step = Math.scalb(1.0, k), stampSum = 0, groundSum = 0;
        for (int j = 0; j < r; j++) {
            for (int i = 0; i < c; i++) {
                double u = i * step, v = j * step;
                double s = stamp.height(k, u, v) - stamp.height(k + 1, u, v);
                double g = ground[i + j * c] - Pyramid.read(coarser, stamp.columns(k + 1), stamp.rows(k + 1), i / 2.0, j / 2.0);
                stampSum += s * s;
                groundSum += g * g;
            }
        }
        return groundSum > 0 ? Math.min(Math.sqrt(stampSum / groundSum), MAX_DETAIL) : 0;
    }
}
