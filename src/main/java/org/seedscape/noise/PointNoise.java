package org.seedscape.noise;

/**
 * One seeded gradient noise field of a given wavelength, for point queries at any world position,
 * on the same exact fixed-point lattice as the terrain: it reads the same at 10^7 m as at the
 * origin, and the same from every tile. For fields that live on the CPU alone (foliage
 * placement), so it has no GLSL twin.
 */
public final class PointNoise {
    private static final ThreadLocal<NoiseSample> SCRATCH = ThreadLocal.withInitial(NoiseSample::new);
    private final FixedLattice lattice;

    /**
     * @param stream tells apart the fields of one seed
     */
    public PointNoise(long seed, long stream, double wavelength) {
        this.lattice = new FixedLattice(1 / wavelength, LatticeHash.mix64(seed ^ LatticeHash.mix64(stream)));
    }

    /** The noise at world position (x, z), about within [-1, 1]. */
    public double at(double x, double z) {
        long cx = lattice.at(x), cz = lattice.at(z);
        NoiseSample n = SCRATCH.get();
        GradientNoise.sample(FixedLattice.cell(cx), FixedLattice.cell(cz), FixedLattice.fraction(cx),
                FixedLattice.fraction(cz), 1, n);
        return n.v;
    }
}
