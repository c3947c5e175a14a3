package org.seedscape.world;

import java.util.Locale;

/** Which octave-summing rule builds the base terrain. */
public enum FractalType {
    BACKES("fBm with sharpness and procedural erosion (Backes et al. 2018)"),
    /** Each octave is weighted by the one before. */
    RIDGED("Musgrave's ridged multifractal (sharp crests)"),
    HYBRID("Musgrave's hybrid multifractal (smooth valleys, rough peaks)"),
    HETERO("Musgrave's heterogeneous terrain (detail scaled by the height already built)");

    /** What the {@code fractal} key itself picks, as preset files document it. */
    public static final String KEY_DOC = "which octave-summing rule builds the base terrain";

    private final String doc;

    FractalType(String doc) {
        this.doc = doc;
    }

    /** What this rule builds, as preset files and the settings panel describe it. */
    public String doc() {
        return doc;
    }

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
