package org.seedscape.noise;

/**
 * Seeded 2D gradient (Perlin) noise with quintic fade and analytic derivatives up to third order.
 *
 * <p>Written in separable form: with fade weights A0 = 1 - u(x), A1 = u(x) and P_i(x) = A_i(x) (x - i)
 * (and B, R the same in z), the noise is
 * {@code n = sum_ij gx_ij P_i(x) B_j(z) + gz_ij A_i(x) R_j(z)}, so every partial derivative
 * {@code d^m/dx^m d^k/dz^k} is the same sum over the 1D derivatives P^(m), B^(k), A^(m), R^(k).
 * The GLSL twin in {@code Terrain.glsllib} follows the same steps.
 */
final class GradientNoise {
    private GradientNoise() {
    }

    /**
     * Evaluates the noise in cell (cellX, cellZ) at fraction (fx, fz) in [0, 1).
     *
     * @param order highest derivative order wanted: 1, 2 or 3 (the value is always computed)
     */
    static void sample(int cellX, int cellZ, double fx, double fz, int order, NoiseSample out) {
        long h00 = LatticeHash.hash(cellX, cellZ);
        long h10 = LatticeHash.hash(cellX + 1, cellZ);
        long h01 = LatticeHash.hash(cellX, cellZ + 1);
        long h11 = LatticeHash.hash(cellX + 1, cellZ + 1);
        double gx00 = LatticeHash.signedUnit(LatticeHash.first(h00)), gz00 = LatticeHash.signedUnit(LatticeHash.second(h00));
        double gx10 = LatticeHash.signedUnit(LatticeHash.first(h10)), gz10 = LatticeHash.signedUnit(LatticeHash.second(h10));
        double gx01 = LatticeHash.signedUnit(LatticeHash.first(h01)), gz01 = LatticeHash.signedUnit(LatticeHash.second(h01));
        double gx11 = LatticeHash.signedUnit(LatticeHash.first(h11)), gz11 = LatticeHash.signedUnit(LatticeHash.second(h11));

        double[] a0 = out.a0, a1 = out.a1, p0 = out.p0, p1 = out.p1;
        double[] b0 = out.b0, b1 = out.b1, r0 = out.r0, r1 = out.r1;
        weights(fx, a0, a1, p0, p1);
        weights(fz, b0, b1, r0, r1);

        // Sums over the z corners for each x column, per z-derivative order k.
        double[] sx0 = out.sx0, sz0 = out.sz0, sx1 = out.sx1, sz1 = out.sz1;
        for (int k = 0; k < 4; k++) {
            sx0[k] = gx00 * b0[k] + gx01 * b1[k];
            sz0[k] = gz00 * r0[k] + gz01 * r1[k];
            sx1[k] = gx10 * b0[k] + gx11 * b1[k];
            sz1[k] = gz10 * r0[k] + gz11 * r1[k];
        }
        out.v = d(0, 0, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
        out.dx = d(1, 0, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
        out.dz = d(0, 1, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
        if (order >= 2) {
            out.dxx = d(2, 0, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
            out.dxz = d(1, 1, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
            out.dzz = d(0, 2, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
        }
        if (order >= 3) {
            out.dxxx = d(3, 0, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
            out.dxxz = d(2, 1, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
            out.dxzz = d(1, 2, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
            out.dzzz = d(0, 3, p0, a0, p1, a1, sx0, sz0, sx1, sz1);
        }
    }

    /** The (m, k) partial derivative: sum over x columns of P^(m) Sx^(k) + A^(m) Sz^(k). */
    private static double d(int m, int k, double[] p0, double[] a0, double[] p1, double[] a1,
            double[] sx0, double[] sz0, double[] sx1, double[] sz1) {
        return p0[m] * sx0[k] + a0[m] * sz0[k] + p1[m] * sx1[k] + a1[m] * sz1[k];
    }

    /**
     * 1D weights and their derivatives 0..3 at t: A0 = 1 - u, A1 = u (u the quintic fade),
     * P0 = A0 t, P1 = A1 (t - 1); by Leibniz, P^(m) = A^(m) (t - c) + m A^(m-1).
     */
    private static void weights(double t, double[] a0, double[] a1, double[] p0, double[] p1) {
        double t2 = t * t;
        double u = t * t2 * (t * (t * 6 - 15) + 10);
        double u1 = 30 * t2 * (t * (t - 2) + 1);
        double u2 = 60 * t * (t * (2 * t - 3) + 1);
        double u3 = 60 * (t * (6 * t - 6) + 1);
        a1[0] = u; a1[1] = u1; a1[2] = u2; a1[3] = u3;
        a0[0] = 1 - u; a0[1] = -u1; a0[2] = -u2; a0[3] = -u3;
        double c = t - 1;
        for (int m = 0; m < 4; m++) {
            p0[m] = a0[m] * t + (m > 0 ? m * a0[m - 1] : 0);
            p1[m] = a1[m] * c + (m > 0 ? m * a1[m - 1] : 0);
        }
    }
}
