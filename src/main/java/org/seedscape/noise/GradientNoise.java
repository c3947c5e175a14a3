package org.seedscape.noise;

/**
 * Seeded 2D gradient (Perlin) noise with quintic fade and analytic derivatives up to third order.
 *
 * <p>Each corner c of the cell contributes its ramp {@code g_c . (p - c)}, an affine function, and
 * the noise blends the four with the fades ux = u(x), uz = u(z):
 * {@code n = va + ux k1 + uz k2 + ux uz k3}, where va is corner (0, 0)'s ramp and
 * {@code k1 = vb - va}, {@code k2 = vc - va}, {@code k3 = va - vb - vc + vd} are affine too, with
 * constant gradients K1, K2, K3. An affine function's second derivatives vanish, so by Leibniz
 * {@code d^m/dx^m d^k/dz^k} of each product is a few terms:
 * {@code ux^(m) uz^(k) k3 + m ux^(m-1) uz^(k) K3x + k ux^(m) uz^(k-1) K3z} for the last, and
 * likewise with one fade for the middle two. Grouping {@code lx = k1 + uz k3} (dn/dux),
 * {@code lz = k2 + ux k3}, {@code mx = K1x + uz K3x} (dlx/dx) and {@code mz = K2z + ux K3z}
 * gives the sums below, cheaper than summing every corner's weights (the erosion needs the first
 * and second derivatives at every octave). The GLSL twin in {@code Terrain.glsllib} follows the
 * same steps.
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
        long ha = LatticeHash.hash(cellX, cellZ);
        long hb = LatticeHash.hash(cellX + 1, cellZ);
        long hc = LatticeHash.hash(cellX, cellZ + 1);
        long hd = LatticeHash.hash(cellX + 1, cellZ + 1);
        double gax = LatticeHash.signedUnit(LatticeHash.first(ha)), gaz = LatticeHash.signedUnit(LatticeHash.second(ha));
        double gbx = LatticeHash.signedUnit(LatticeHash.first(hb)), gbz = LatticeHash.signedUnit(LatticeHash.second(hb));
        double gcx = LatticeHash.signedUnit(LatticeHash.first(hc)), gcz = LatticeHash.signedUnit(LatticeHash.second(hc));
        double gdx = LatticeHash.signedUnit(LatticeHash.first(hd)), gdz = LatticeHash.signedUnit(LatticeHash.second(hd));

        double va = gax * fx + gaz * fz;
        double vb = gbx * (fx - 1) + gbz * fz;
        double vc = gcx * fx + gcz * (fz - 1);
        double vd = gdx * (fx - 1) + gdz * (fz - 1);
        double k1 = vb - va, k2 = vc - va, k3 = (va - vb) - (vc - vd);
        double k1x = gbx - gax, k1z = gbz - gaz;
        double k2x = gcx - gax, k2z = gcz - gaz;
        double k3x = (gax - gbx) - (gcx - gdx), k3z = (gaz - gbz) - (gcz - gdz);

        double[] ux = out.fadeX, uz = out.fadeZ;
        fade(fx, ux);
        fade(fz, uz);
        double lx = k1 + uz[0] * k3, lz = k2 + ux[0] * k3;
        double mx = k1x + uz[0] * k3x, mz = k2z + ux[0] * k3z;

        out.v = va + ux[0] * k1 + uz[0] * lz;
        out.dx = gax + ux[1] * lx + ux[0] * mx + uz[0] * k2x;
        out.dz = gaz + uz[1] * lz + uz[0] * mz + ux[0] * k1z;
        if (order >= 2) {
            double nx = k1z + uz[0] * k3z, nz = k2x + ux[0] * k3x; // lx's z and lz's x slope, at a fixed fade
            out.dxx = ux[2] * lx + 2 * ux[1] * mx;
            out.dxz = ux[1] * nx + uz[1] * nz + ux[1] * uz[1] * k3;
            out.dzz = uz[2] * lz + 2 * uz[1] * mz;
            if (order >= 3) {
                out.dxxx = ux[3] * lx + 3 * ux[2] * mx;
                out.dxxz = ux[2] * nx + uz[1] * (ux[2] * k3 + 2 * ux[1] * k3x);
                out.dxzz = uz[2] * nz + ux[1] * (uz[2] * k3 + 2 * uz[1] * k3z);
                out.dzzz = uz[3] * lz + 3 * uz[2] * mz;
            }
        }
    }

    /** The quintic fade u(t) = 6t^5 - 15t^4 + 10t^3 and its first three derivatives. */
    private static void fade(double t, double[] u) {
        double t2 = t * t;
        u[0] = t * t2 * (t * (t * 6 - 15) + 10);
        u[1] = 30 * t2 * (t * (t - 2) + 1);
        u[2] = 60 * t * (t * (2 * t - 3) + 1);
        u[3] = 60 * (t * (6 * t - 6) + 1);
    }
}
