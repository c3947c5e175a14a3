package org.seedscape.noise;

import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * Range mapping of heights in metres (de Carpentier 2007, §2.4): Schlick bias and gain, terraces,
 * soft plateau and plain clamps, and a final offset. Each step also carries its derivative
 * dy'/dy, so the analytic gradient survives the mapping. Immutable and thread-safe.
 */
final class RangeMap {
    private final double heightScale;
    private final double bias, gain;
    private final double terraceSpacing, terraceSharpness;
    private final double plateauHeight, plateauStrength, plainHeight, plainStrength, softness;
    private final double offset;

    RangeMap(TerrainParams p) {
        heightScale = p.heightScale();
        bias = p.get(PresetKey.HEIGHT_BIAS);
        gain = p.get(PresetKey.HEIGHT_GAIN);
        terraceSpacing = p.get(PresetKey.TERRACE_SPACING);
        terraceSharpness = p.get(PresetKey.TERRACE_SHARPNESS);
        plateauHeight = p.get(PresetKey.PLATEAU_HEIGHT);
        plateauStrength = p.get(PresetKey.PLATEAU_STRENGTH);
        plainHeight = p.get(PresetKey.PLAIN_HEIGHT);
        plainStrength = p.get(PresetKey.PLAIN_STRENGTH);
        softness = p.get(PresetKey.CLAMP_SOFTNESS);
        offset = p.get(PresetKey.HEIGHT_OFFSET);
    }

    /**
     * Maps height {@code y} (metres) with gradient ({@code gradX}, {@code gradZ}) into {@code out};
     * returns dy'/dy, the factor the gradient was scaled by.
     */
    double apply(double y, double gradX, double gradZ, TerrainSample out) {
        double d = 1;
        // Bias and gain act on heights within [-Sh, Sh], mapped to t in [0, 1]; both fix t = 0 and t = 1,
        // so heights outside that band pass through unchanged and the curve stays continuous.
        if ((bias != 0.5 || gain != 0.5) && Math.abs(y) < heightScale) {
            double t = 0.5 * (y / heightScale + 1);
            double b = schlickBias(t, bias);
            double db = schlickBiasSlope(t, bias);
            double g, dg;
            if (b < 0.5) {
                g = 0.5 * schlickBias(2 * b, 1 - gain);
                dg = schlickBiasSlope(2 * b, 1 - gain);
            } else {
                g = 1 - 0.5 * schlickBias(2 - 2 * b, 1 - gain);
                dg = schlickBiasSlope(2 - 2 * b, 1 - gain);
            }
            y = heightScale * (2 * g - 1);
            d *= dg * db;
        }
        if (terraceSpacing > 0) {
            // Each step: f - s sin(2 pi f) / (2 pi); continuous, monotone, flat treads at s = 1.
            double u = y / terraceSpacing;
            double k = Math.floor(u);
            double f = u - k;
            y = terraceSpacing * (k + f - terraceSharpness * Math.sin(2 * Math.PI * f) / (2 * Math.PI));
            d *= 1 - terraceSharpness * Math.cos(2 * Math.PI * f);
        }
        if (plateauStrength > 0) {
            double h = clamp01(0.5 + 0.5 * (plateauHeight - y) / softness);
            double clamped = plateauHeight + h * (y - plateauHeight) - softness * h * (1 - h);
            y += plateauStrength * (clamped - y);
            d *= 1 - plateauStrength + plateauStrength * h;
        }
        if (plainStrength > 0) {
            double h = clamp01(0.5 + 0.5 * (y - plainHeight) / softness);
            double clamped = plainHeight + h * (y - plainHeight) + softness * h * (1 - h);
            y += plainStrength * (clamped - y);
            d *= 1 - plainStrength + plainStrength * h;
        }
        out.height = y + offset;
        out.gradX = d * gradX;
        out.gradZ = d * gradZ;
        return d;
    }

    /** Schlick's bias curve t / ((1/b - 2)(1 - t) + 1): fixes 0, 1 and maps 0.5 to b. */
    private static double schlickBias(double t, double b) {
        return t / ((1 / b - 2) * (1 - t) + 1);
    }

    private static double schlickBiasSlope(double t, double b) {
        double k = 1 / b - 2;
        double q = k * (1 - t) + 1;
        return (k + 1) / (q * q);
    }

    private static double clamp01(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }
}
