package org.seedscape.world;

import java.util.Locale;

/** Which octave-summing rule builds the base terrain. */
public enum FractalType {
    /** Backes et al. 2018: fBm with sharpness shaping and the procedural erosion set. */
    BACKES,
    /** Musgrave's ridged multifractal: sharp crests, each octave weighted by the one before. */
    RIDGED,
    /** Musgrave's hybrid multifractal: smooth valleys, rough peaks. */
    HYBRID,
    /** Musgrave's heterogeneous terrain: detail scaled by the height already built. */
    HETERO;

    /** The name used in preset files. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a preset value; null when the name is not one of ours. */
    public static FractalType fromKey(String key) {
        for (FractalType t : values()) {
            if (t.key().equals(key)) {
                return t;
            }
        }
        return null;
    }

    /** The allowed names, for error messages: "backes|ridged|hybrid|hetero". */
    public static String allowedKeys() {
        StringBuilder sb = new StringBuilder();
        for (FractalType t : values()) {
            if (sb.length() > 0) {
                sb.append('|');
            }
            sb.append(t.key());
        }
        return sb.toString();
    }
}
