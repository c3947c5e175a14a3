package org.seedscape.noise;

import org.seedscape.world.FractalType;

/**
 * A function applied to each octave's raw noise value n, with its first three derivatives,
 * so the shaped signal's derivatives follow from the noise's by the chain rule
 * (s_a = f' n_a, s_ab = f'' n_a n_b + f' n_ab, ...).
 */
final class Shaping {
    double f0, f1, f2, f3;

    /**
     * Backes eq. 3: sharpness {@code ss < 0} blends toward billow |n| by |ss|, {@code ss > 0}
     * toward ridge 1 - |n| by ss. Both are linear in n on each side of n = 0.
     */
    void backes(double n, double ss) {
        double sign = n < 0 ? -1 : 1;
        if (ss < 0) {
            double b = -ss;
            f1 = (1 - b) + b * sign;
            f0 = f1 * n;
        } else {
            f1 = (1 - ss) - ss * sign;
            f0 = ss + f1 * n;
        }
        f2 = 0;
        f3 = 0;
    }

    /** Musgrave's ridged multifractal signal (offset - |n|)^2. */
    void ridged(double n, double offset) {
        double sign = n < 0 ? -1 : 1;
        double r = offset - Math.abs(n);
        f0 = r * r;
        f1 = -2 * sign * r;
        f2 = 2;
        f3 = 0;
    }

    /** The width in noise units over which {@link #guideSlope} softens the sign of n. */
    static final double GUIDE_SOFT = 0.05;

    /**
     * f'(n) for the gully filter's guide, with the sign of n softened to
     * {@code n / sqrt(n^2 + GUIDE_SOFT^2)}: f' jumps where n crosses 0 (a crease of the billows
     * or ridges), and stripes laid across a slope that jumps would jump too. On a ridged crest
     * the softened slope passes through 0, so no gully cuts the crest.
     */
    static double guideSlope(FractalType type, double n, double sharpness, double offset) {
        double sign = n / Math.sqrt(n * n + GUIDE_SOFT * GUIDE_SOFT);
        return switch (type) {
            case BACKES -> sharpness < 0 ? (1 + sharpness) - sharpness * sign : (1 - sharpness) - sharpness * sign;
            case RIDGED -> -2 * sign * (offset - Math.abs(n));
            default -> 1;
        };
    }

    /** Musgrave's hybrid and heterogeneous signal n + offset. */
    void offset(double n, double offset) {
        f0 = n + offset;
        f1 = 1;
        f2 = 0;
        f3 = 0;
    }
}
