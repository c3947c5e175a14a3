package org.seedscape.stamp;

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
 * <p>Inside the band the height is the stamp's, plus, unless the stamp is exact, detail finer
 * than its samples that continues its own spectrum ({@link StampDetail}), faded in with the
 * finest band. A grid coarser than the stamp's samples reads the pyramid level no finer than
 * itself.
 */
final class GroundedStamp {
    /** The most ground samples computed for the ground's bands. */
    static final int GROUND_SAMPLES = 65_536;
    /** A band's ramp, in its own samples (the coarsest band's is the whole blend band). */
    static final double RAMP_SAMPLES = 4;

    private final Stamp stamp;
    private final double band;
    /** The blend's coarsest level, and the level the ground's bands start from. */
    private final int coarsest, groundLevel;
    /** The ground's pyramid from {@link #groundLevel} to {@link #coarsest}, or null where the band is narrower than one of its samples. */
    private final float[][] ground;
    /** The detail below the stamp's samples, or null for none. */
    private final StampDetail detail;

    private GroundedStamp(Stamp stamp, double band, int coarsest, int groundLevel, float[][] ground, StampDetail detail) {
        this.stamp = stamp;
        this.band = band;
        this.coarsest = coarsest;
        this.groundLevel = groundLevel;
        this.ground = ground;
        this.detail = detail;
    }

    /** {@code stamp} on {@code below}: settled onto it if its fit says so. */
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
        return new GroundedStamp(placed, band, coarsest, groundLevel, ground, p.exact() ? null : StampDetail.of(placed, p.detail()));
    }

    Stamp stamp() {
        return stamp;
    }

    /**
     * The share of the world's basin fill that reaches a point: 1 outside the stamp, or
     * everywhere where the stamp lets the world fill it; inside it falls to 0 over the whole band
     * (to 1 less its opacity, a faded stamp's).
     */
    double fillShare(double x, double z) {
        if (stamp.placement().fill()) {
            return 1;
        }
        double d = stamp.inside(stamp.u(x, z), stamp.v(x, z));
        return d < 0 ? 1 : 1 - stamp.placement().opacity() * ramp(d, band);
    }

    /** Whether the stamp has detail below its samples. */
    boolean hasDetail() {
        return detail != null;
    }

    /**
     * The slope (dh/dx, dh/dz) of the stamp's shapes at least {@code metres} wide at a world point,
     * into {@code out}, from its pyramid level no finer than that (central differences half a
     * sample apart): what the gully filter follows on it. False where the point is outside it.
     */
    boolean wideSlope(double x, double z, double metres, double[] out) {
        if (stamp.inside(stamp.u(x, z), stamp.v(x, z)) < 0) {
            return false;
        }
        int k = stamp.levelFor(metres);
        double h = stamp.spacing(k) / 2;
        out[0] = (heightAt(k, x + h, z) - heightAt(k, x - h, z)) / (2 * h);
        out[1] = (heightAt(k, x, z + h) - heightAt(k, x, z - h)) / (2 * h);
        return true;
    }

    private double heightAt(int k, double x, double z) {
        return stamp.height(k, stamp.u(x, z), stamp.v(x, z));
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
        // The detail at every level, as the procedural ground's own is: faded by level, a coarse
        // tile's ground would differ from its children's by more than the morph carries.
        double fineDetail = detail == null ? 0 : detail.at(u, v);
        if (d >= band) {
            // Wholly inside: the stamp's own samples, bit for bit, and the detail between them.
            double fine = stamp.height(first, u, v);
            lay(out, 0, detail == null ? fine : fine + fineDetail);
            return;
        }
        if (first >= coarsest) {
            double w = ramp(d, band);
            lay(out, 1 - w, w * (stamp.height(first, u, v) + fineDetail));
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
            lay(out, 1 - w, add + weight(first, d) * fineDetail);
            return;
        }
        int from = Math.max(first, groundLevel);
        double wFrom = weight(from, d);
        double groundPart = weight(coarsest, d) * groundHeight(coarsest, u, v);
        for (int k = from; k < coarsest; k++) {
            groundPart += weight(k, d) * (groundHeight(k, u, v) - groundHeight(k + 1, u, v));
        }
        // h' = h + add - groundPart - wFrom (h - ground_from), with the detail faded in by the finest ramp.
        add += wFrom * groundHeight(from, u, v) - groundPart + weight(first, d) * fineDetail;
        lay(out, 1 - wFrom, add);
    }

    /**
     * Puts the blend {@code (keep, add)} on top of {@code out}, faded by the stamp's opacity: its
     * change to the ground below times it (whole, the very operation, so a stamp shown whole keeps
     * its bits).
     */
    private void lay(StampBlend out, double keep, double add) {
        double o = stamp.placement().opacity();
        if (o == 1) {
            out.then(keep, add);
        } else {
            out.then(1 - o * (1 - keep), o * add);
        }
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
}
