package org.seedscape.noise;

/** One evaluated terrain sample: height and its analytic gradient. Mutable, reused by callers. */
public final class TerrainSample {
    /** Height in metres. */
    public double height;
    /** dh/dx in metres per metre. */
    public double gradX;
    /** dh/dz in metres per metre. */
    public double gradZ;
}
