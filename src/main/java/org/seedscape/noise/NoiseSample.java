package org.seedscape.noise;

/**
 * Value and analytic partial derivatives of a 2D function of lattice coordinates (x, z),
 * up to third order. Mutable scratch, reused across octaves.
 */
final class NoiseSample {
    double v;
    double dx, dz;
    double dxx, dxz, dzz;
    double dxxx, dxxz, dxzz, dzzz;

    // Scratch for GradientNoise: the fades and their derivatives, kept here so sampling allocates nothing.
    final double[] fadeX = new double[4], fadeZ = new double[4];
}
