package org.seedscape.stamp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Detail below a stamp's samples, Outerra's way: a raster of 30 or 90 m samples read smoothly is
 * mush from the ground, so octaves of gradient noise finer than its samples are added, each as
 * strong as the stamp's own spectrum continued down to it. The stamp's two finest bands (its
 * pyramid's level 0 minus level 1, and level 1 minus level 2, root mean square) give the
 * amplitude r0 at its spacing and the fall per octave r0 / r1; octave j (cells 2^-j samples
 * wide, from one sample down to {@link #FINEST_CELL}) gets {@code CALIBRATION r0 (r0 / r1)^(STEEPER (j + 1))},
 * so that the detail's own bands continue the stamp's (measured: StampDetailTest). The noise less its cubic interpolation between the stamp's
 * samples is 0 at every sample, so the stamp's own samples are kept. Seeded by the stamp's name.
 * Thread-safe.
 */
final class StampDetail {
    /** The finest octave's cells, metres: the finest tiles' samples are a metre apart. */
    static final double FINEST_CELL = 0.5;
    /** Scales the noise so that its bands match the amplitudes they continue (StampDetailTest). */
    static final double CALIBRATION = 6;
    /**
     * The octaves fall this much faster than the bands they make: each octave of gradient noise
     * also feeds the bands finer than its own, so bands measured (StampDetailTest) fell by 0.8 of
     * the octaves' fall.
     */
    static final double STEEPER = 1.25;
    /** The most samples of the stamp measured for its bands. */
    private static final int MEASURED = 65_536;
    /** Side of the blocks of noise values at the stamp's samples, computed as first needed. */
    private static final int BLOCK = 32;

    /** Metres of each octave (j = 1, 2, ...). */
    private final double[] amplitude;
    private final long seed;
    /** The stamp's samples along u and v. */
    private final int columns, rows;
    private final Map<Long, float[]> atSamples = new ConcurrentHashMap<>();

    private StampDetail(double[] amplitude, long seed, int columns, int rows) {
        this.amplitude = amplitude;
        this.seed = seed;
        this.columns = columns;
        this.rows = rows;
    }

    /** The detail of {@code stamp}, its amplitude times {@code multiplier} (0: none, and null is returned). */
    static StampDetail of(Stamp stamp, double multiplier) {
        if (!(multiplier > 0) || stamp.levelCount() < 3) {
            return null;
        }
        double r0 = bandRms(stamp, 0), r1 = bandRms(stamp, 1);
        if (!(r0 > 0 && r1 > 0)) {
            return null;
        }
        // The fall per octave, within what real ground shows (amplitude as scale^0.3 to scale^1.5).
        double fall = Math.min(Math.max(r0 / r1, Math.pow(2, -1.5)), Math.pow(2, -0.3));
        int octaves = Math.max(0, (int) Math.floor(Math.log(stamp.spacing(0) / FINEST_CELL) / Math.log(2)) + 1);
        double[] amplitude = new double[octaves];
        for (int j = 0; j < octaves; j++) {
            amplitude[j] = multiplier * CALIBRATION * r0 * Math.pow(fall, (j + 1) * STEEPER);
        }
        return octaves == 0 ? null : new StampDetail(amplitude, stamp.placement().name().hashCode() * 0x9E3779B97F4A7C15L,
                stamp.columns(0), stamp.rows(0));
    }

    /** The detail at raster coordinates (u, v): 0 at every sample. */
    double at(double u, double v) {
        return noise(u, v) - Pyramid.read(this::atSample, columns, rows, u, v);
    }

    /** Root mean square of level k minus level k + 1, at level k's samples (at most {@link #MEASURED} of them). */
    static double bandRms(Stamp stamp, int k) {
        int c = stamp.columns(k), r = stamp.rows(k);
        int stride = (int) Math.max(1, Math.ceil(Math.sqrt((double) c * r / MEASURED)));
        double step = Math.scalb(1.0, k), sum = 0;
        long count = 0;
        for (int j = 2; j < r - 2; j += stride) {
            for (int i = 2; i < c - 2; i += stride) {
                double d = stamp.height(k, i * step, j * step) - stamp.height(k + 1, i * step, j * step);
                sum += d * d;
                count++;
            }
        }
        return count == 0 ? 0 : Math.sqrt(sum / count);
    }

    private double atSample(int i, int j) {
        long key = ((long) Math.floorDiv(i, BLOCK) << 32) ^ (Math.floorDiv(j, BLOCK) & 0xffffffffL);
        float[] block = atSamples.computeIfAbsent(key, kk -> {
            int bi = Math.floorDiv(i, BLOCK) * BLOCK, bj = Math.floorDiv(j, BLOCK) * BLOCK;
            float[] b = new float[BLOCK * BLOCK];
            for (int y = 0; y < BLOCK; y++) {
                for (int x = 0; x < BLOCK; x++) {
                    b[x + y * BLOCK] = (float) noise(bi + x, bj + y);
                }
            }
            return b;
        });
        return block[Math.floorMod(i, BLOCK) + Math.floorMod(j, BLOCK) * BLOCK];
    }

    /** The octaves' sum at raster coordinates (u, v). */
    private double noise(double u, double v) {
        double sum = 0, f = 1;
        for (int o = 0; o < amplitude.length; o++, f *= 2) {
            sum += amplitude[o] * gradient(u * f, v * f, seed + o * 0x632BE59BD9B4E019L);
        }
        return sum;
    }

    /** Perlin's gradient noise (quintic fade) on the unit lattice, about -0.7 to 0.7. */
    static double gradient(double x, double z, long seed) {
        double fx = Math.floor(x), fz = Math.floor(z);
        long ix = (long) fx, iz = (long) fz;
        double tx = x - fx, tz = z - fz;
        double n00 = ramp(ix, iz, seed, tx, tz), n10 = ramp(ix + 1, iz, seed, tx - 1, tz);
        double n01 = ramp(ix, iz + 1, seed, tx, tz - 1), n11 = ramp(ix + 1, iz + 1, seed, tx - 1, tz - 1);
        double sx = fade(tx), sz = fade(tz);
        double a = n00 + (n10 - n00) * sx, b = n01 + (n11 - n01) * sx;
        return a + (b - a) * sz;
    }

    private static double fade(double t) {
        return t * t * t * (t * (t * 6 - 15) + 10);
    }

    /** The corner's gradient (one of 16 directions, from a hash of the corner) dotted with the offset. */
    private static double ramp(long ix, long iz, long seed, double dx, double dz) {
        long h = seed ^ (ix * 0x9E3779B97F4A7C15L) ^ (iz * 0xC2B2AE3D27D4EB4FL);
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        int d = (int) (h & 15);
        return COS[d] * dx + SIN[d] * dz;
    }

    private static final double[] COS = new double[16], SIN = new double[16];

    static {
        for (int d = 0; d < 16; d++) {
            COS[d] = Math.cos(d * Math.PI / 8);
            SIN[d] = Math.sin(d * Math.PI / 8);
        }
    }
}
