package org.seedscape.noise;

/** One evaluated terrain sample: height, its analytic gradient, and the parent level's height. Mutable, reused by callers. */
public final class TerrainSample {
    /** Height in metres. */
    public double height;
    /** dh/dx in metres per metre. */
    public double gradX;
    /** dh/dz in metres per metre. */
    public double gradZ;
    /**
     * Height in metres as the next coarser level draws it here: the same but for the gully
     * octaves' fades, taken at twice the spacing (the morph between levels starts from it).
     */
    public double parentHeight;
}
