package org.seedscape.ui;

import org.seedscape.world.PresetKey;

/**
 * Where a value sits along a slider, from 0 to 1. A key whose range spans many orders of magnitude
 * gets a scale that gives every magnitude room: logarithmic for a positive range (50 m to 200 km of
 * wavelength), inverse hyperbolic sine for a range from or around zero (heights of -20 to 20 km,
 * 0 to 20 km of warp; still fine near 0). Narrow ranges are linear. Values read from the slider keep four significant
 * digits (whole numbers for whole-number keys): the text field beside it sets exact ones.
 */
public final class SliderScale {
    /** A range wider than this many times its smallest useful magnitude is not linear. */
    private static final double WIDE = 1000;
    /** Below this many metres (or units) the inverse-sine scale is nearly linear. */
    private static final double ASINH_KNEE = 10;

    private enum Kind { LINEAR, LOG, ASINH }

    private final PresetKey key;
    private final Kind kind;

    public SliderScale(PresetKey key) {
        this.key = key;
        if (key.min() > 0 && key.max() / key.min() >= WIDE) {
            kind = Kind.LOG;
        } else if (key.min() <= 0 && key.max() > 0 && (key.max() - key.min()) / ASINH_KNEE >= WIDE) {
            kind = Kind.ASINH;
        } else {
            kind = Kind.LINEAR;
        }
    }

    /** Whether the scale is linear (for tests and the label). */
    public boolean linear() {
        return kind == Kind.LINEAR;
    }

    /** The slider position of a value in the key's range, in [0, 1]. */
    public double position(double value) {
        double lo = warp(key.min()), hi = warp(key.max());
        return Math.max(0, Math.min(1, (warp(value) - lo) / (hi - lo)));
    }

    /** The value at a slider position, rounded for reading and kept within the key's range. */
    public double value(double position) {
        double lo = warp(key.min()), hi = warp(key.max());
        double p = Math.max(0, Math.min(1, position));
        double v = p <= 0 ? key.min() : p >= 1 ? key.max() : unwarp(lo + p * (hi - lo));
        v = key.integer() ? Math.rint(v) : round4(v);
        return Math.max(key.min(), Math.min(key.max(), v)) + 0.0;
    }

    private double warp(double v) {
        return switch (kind) {
            case LINEAR -> v;
            case LOG -> Math.log(v);
            case ASINH -> asinh(v / ASINH_KNEE);
        };
    }

    private double unwarp(double w) {
        return switch (kind) {
            case LINEAR -> w;
            case LOG -> Math.exp(w);
            case ASINH -> Math.sinh(w) * ASINH_KNEE;
        };
    }

    private static double asinh(double x) {
        return Math.log(x + Math.sqrt(x * x + 1));
    }

    /** Four significant digits. */
    static double round4(double v) {
        if (v == 0 || !Double.isFinite(v)) {
            return v;
        }
        double scale = Math.pow(10, 3 - Math.floor(Math.log10(Math.abs(v))));
        return Math.rint(v * scale) / scale;
    }
}
