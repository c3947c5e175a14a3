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

    // Scratch for GradientNoise: 1D weights and corner sums, kept here so sampling allocates nothing.
    final double[] a0 = new double[4], a1 = new double[4], p0 = new double[4], p1 = new double[4];
    final double[] b0 = new double[4], b1 = new double[4], r0 = new double[4], r1 = new double[4];
    final double[] sx0 = new double[4], sz0 = new double[4], sx1 = new double[4], sz1 = new double[4];
}
