package org.seedscape.noise;

import static org.seedscape.noise.TerrainFunction.GULLY;
import static org.seedscape.noise.TerrainFunction.LATTICES;
import static org.seedscape.noise.TerrainFunction.LAYER_NOISE;
import static org.seedscape.noise.TerrainFunction.LAYER_WAVELENGTHS;
import static org.seedscape.noise.TerrainFunction.MAX_GULLY_OCTAVES;
import static org.seedscape.noise.TerrainFunction.MAX_OCTAVES;
import static org.seedscape.noise.TerrainFunction.WARP_X;
import static org.seedscape.noise.TerrainFunction.WARP_Z;
import static org.seedscape.noise.TerrainFunction.WORLEY;

import org.seedscape.world.FractalType;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * The procedural terrain of a seeded world, before stamps and dabs ({@link TerrainFunction} lays
 * them over it): height and analytic gradient at any lattice position. The GLSL twin
 * ({@code MatDefs/Gen/Terrain.glsllib}) follows it step by step and the parity tests hold the two
 * equal.
 *
 * <p>Per sample: domain warp, then the octave loop (Backes fBm or a Musgrave multifractal, with
 * the Backes erosion set on the amplitudes), an optional Worley F2-F1 layer, enhancement
 * {@code F |F|^Se}, scale Sh, range mapping, and the gully filter ({@link GullyFilter}). Every
 * step carries its derivative, so the gradient is exact (up to rounding; the gully filter's part
 * is its octaves' slope at a fixed direction) and needs no finite differences; third noise
 * derivatives are computed only when valley smoothing needs them.
 *
 * <p>Immutable and thread-safe; sampling reuses per-thread scratch and allocates nothing. A world's
 * stamped and brushed versions share one.
 */
final class ProceduralTerrain {
    private final TerrainParams params;
    private final long seed;
    private final FixedLattice[] lattices = new FixedLattice[LATTICES];
    private final int octaves;
    private final int derivativeOrder;
    private final double baseAmplitude, roughness, sharpness, enhancement, heightScale;
    private final double lowland, slope, valley, multifractalOffset, ridgeWeighting;
    private final double warpStrength, worleyWeight;
    private final RangeMap range;
    private final GullyFilter gullies;
    /** The octaves whose slope the gullies follow: those at least twice as wide as the widest gullies (at least one). */
    private final int gullySlopeOctaves;

    /** Per-thread working storage for one sample, so the hot loop allocates nothing: the lattice coordinates of its slots. */
    static final class Scratch {
        final long[] cx = new long[LATTICES];
        final long[] cz = new long[LATTICES];
        final NoiseSample noise = new NoiseSample();
        final Shaping shaping = new Shaping();
        final WorleyNoise cells = new WorleyNoise();
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    ProceduralTerrain(TerrainParams params, long seed) {
        this.params = params;
        this.seed = seed;
        octaves = params.octaves();
        double frequency = 1 / params.get(PresetKey.BASE_WAVELENGTH);
        double lacunarity = params.get(PresetKey.LACUNARITY);
        for (int i = 0; i < MAX_OCTAVES; i++) {
            lattices[i] = new FixedLattice(frequency, latticeOffset(seed, i));
            frequency *= lacunarity;
        }
        double warpFrequency = 1 / params.get(PresetKey.WARP_WAVELENGTH);
        lattices[WARP_X] = new FixedLattice(warpFrequency, latticeOffset(seed, WARP_X));
        lattices[WARP_Z] = new FixedLattice(warpFrequency, latticeOffset(seed, WARP_Z));
        lattices[WORLEY] = new FixedLattice(1 / params.get(PresetKey.WORLEY_WAVELENGTH), latticeOffset(seed, WORLEY));
        for (int o = 0; o < LAYER_WAVELENGTHS.length; o++) {
            lattices[LAYER_NOISE + o] = new FixedLattice(1 / LAYER_WAVELENGTHS[o], latticeOffset(seed, LAYER_NOISE + o));
        }
        double gullyFrequency = 1 / (GullyFilter.WAVES_PER_CELL * params.get(PresetKey.GULLY_SPACING));
        for (int k = 0; k < MAX_GULLY_OCTAVES; k++) {
            lattices[GULLY + k] = new FixedLattice(gullyFrequency, latticeOffset(seed, GULLY + k));
            gullyFrequency *= 2;
        }
        baseAmplitude = params.get(PresetKey.BASE_AMPLITUDE);
        roughness = params.get(PresetKey.ROUGHNESS);
        sharpness = params.get(PresetKey.SHARPNESS);
        enhancement = params.get(PresetKey.PEAK_ENHANCEMENT);
        heightScale = params.heightScale();
        lowland = params.get(PresetKey.LOWLAND_SMOOTHING);
        slope = params.get(PresetKey.SLOPE_SMOOTHING);
        valley = params.get(PresetKey.VALLEY_SMOOTHING);
        multifractalOffset = params.get(PresetKey.MULTIFRACTAL_OFFSET);
        ridgeWeighting = params.get(PresetKey.RIDGE_WEIGHTING);
        warpStrength = params.get(PresetKey.WARP_STRENGTH);
        worleyWeight = params.get(PresetKey.WORLEY_WEIGHT);
        derivativeOrder = requiredDerivativeOrder(params);
        range = new RangeMap(params);
        gullies = new GullyFilter(params);
        int wide = 0;
        while (wide < octaves && 1 / lattices[wide].cellsPerMetre() >= 2 * GullyFilter.wavelength(lattices[GULLY])) {
            wide++;
        }
        gullySlopeOctaves = Math.max(wide, 1);
    }

    TerrainParams params() {
        return params;
    }

    long seed() {
        return seed;
    }

    GullyFilter gullies() {
        return gullies;
    }

    /** Every lattice, by slot (the caller must not change the array). */
    FixedLattice[] lattices() {
        return lattices;
    }

    /** {@link TerrainFunction#gullySlopeOctaves}. */
    int gullySlopeOctaves() {
        return gullySlopeOctaves;
    }

    /** {@link TerrainFunction#requiredDerivativeOrder}. */
    static int requiredDerivativeOrder(TerrainParams p) {
        if (p.get(PresetKey.VALLEY_SMOOTHING) > 0) {
            return 3;
        }
        return p.get(PresetKey.SLOPE_SMOOTHING) > 0 ? 2 : 1;
    }

    /** The seeded 64-bit shift of lattice slot {@code slot}: decorrelates octaves and worlds. */
    private static long latticeOffset(long seed, int slot) {
        return LatticeHash.mix64(seed + (slot + 1) * 0x9e3779b97f4a7c15L);
    }

    /** {@link TerrainFunction#lattice}. */
    FixedLattice lattice(int slot) {
        return lattices[slot];
    }

    /** This thread's scratch set to the lattice coordinates of world (x, z). */
    Scratch atPoint(double x, double z) {
        Scratch scratch = SCRATCH.get();
        for (int s = 0; s < LATTICES; s++) {
            scratch.cx[s] = lattices[s].at(x);
            scratch.cz[s] = lattices[s].at(z);
        }
        return scratch;
    }

    /** This thread's scratch set to the lattice coordinates of grid sample (i, j): the origin's plus i (or j) steps. */
    Scratch atGridSample(SampleGrid grid, int i, int j) {
        Scratch scratch = SCRATCH.get();
        for (int s = 0; s < LATTICES; s++) {
            long step = lattices[s].step(grid.spacing());
            scratch.cx[s] = lattices[s].at(grid.originX()) + i * step;
            scratch.cz[s] = lattices[s].at(grid.originZ()) + j * step;
        }
        return scratch;
    }

    /** {@link TerrainFunction#hasGullies}. */
    boolean hasGullies() {
        return gullies.on();
    }

    /** {@link TerrainFunction#gullyOctavesAt}. */
    int gullyOctavesAt(double spacing) {
        return gullies.on() ? gullies.octavesAt(spacing, lattices, GULLY) : 0;
    }

    /** {@link TerrainFunction#gullyFade}. */
    double gullyFade(int k, double spacing) {
        return GullyFilter.fade(GullyFilter.wavelength(lattices[GULLY + k]), spacing);
    }

    /**
     * The procedural height and gradient of the sample whose lattice coordinates {@code scratch}
     * holds ({@link #atPoint}, {@link #atGridSample}) into {@code out}; {@code spacing}: the grid's,
     * for the gully filter's fades (its {@code parentHeight} uses twice it).
     */
    void evaluate(Scratch scratch, double spacing, TerrainSample out) {
        long[] cx = scratch.cx, cz = scratch.cz;
        NoiseSample n = scratch.noise;

        // Domain warp: q = p + warpStrength * (Na(p), Nb(p)); J holds dq/dp - I.
        double warpX = 0, warpZ = 0, jxx = 0, jxz = 0, jzx = 0, jzz = 0;
        if (warpStrength > 0) {
            double k = warpStrength * lattices[WARP_X].cellsPerMetre();
            noiseAt(WARP_X, cx, cz, 0, 0, 1, n);
            warpX = warpStrength * n.v;
            jxx = k * n.dx;
            jxz = k * n.dz;
            noiseAt(WARP_Z, cx, cz, 0, 0, 1, n);
            warpZ = warpStrength * n.v;
            jzx = k * n.dx;
            jzz = k * n.dz;
        }

        Shaping f = scratch.shaping;
        FractalType type = params.fractal();
        double a = baseAmplitude, ax = 0, az = 0;   // octave amplitude and its gradient (per metre)
        double weight = 1, weightX = 0, weightZ = 0; // multifractal weight and its gradient
        double h = 0, hx = 0, hz = 0;       // fractal sum F and its gradient
        double gx = 0, gz = 0;              // slope erosion: accumulated noise gradient G (lattice units)
        double gxx = 0, gxz = 0, gzx = 0, gzz = 0; // dG_x/dx, dG_x/dz, dG_z/dx, dG_z/dz (per metre)
        double c = 0, cdx = 0, cdz = 0;     // concavity C and its gradient
        double guideX = 0, guideZ = 0;      // the gullies' guide: the first octaves' slope, creases softened, at fixed amplitudes
        for (int i = 0; i < octaves; i++) {
            double w = lattices[i].cellsPerMetre();
            noiseAt(i, cx, cz, warpX, warpZ, derivativeOrder, n);
            switch (type) {
                case BACKES -> f.backes(n.v, sharpness);
                case RIDGED -> f.ridged(n.v, multifractalOffset);
                default -> f.offset(n.v, multifractalOffset);
            }
            double s = f.f0, sx = f.f1 * n.dx, sz = f.f1 * n.dz;

            if (slope > 0) {
                gx += slope * n.dx;
                gz += slope * n.dz;
                double k = slope * w;
                gxx += k * n.dxx;
                gxz += k * n.dxz;
                gzx += k * n.dxz;
                gzz += k * n.dzz;
            }
            double aw = a * weight, awx = ax * weight + a * weightX, awz = az * weight + a * weightZ;

            if (valley > 0) {
                double f1 = f.f1, f2 = f.f2, f3 = f.f3;
                double sxx = f2 * n.dx * n.dx + f1 * n.dxx;
                double szz = f2 * n.dz * n.dz + f1 * n.dzz;
                double sxxx = f3 * n.dx * n.dx * n.dx + 3 * f2 * n.dxx * n.dx + f1 * n.dxxx;
                double sxxz = f3 * n.dx * n.dx * n.dz + f2 * (n.dxx * n.dz + 2 * n.dxz * n.dx) + f1 * n.dxxz;
                double sxzz = f3 * n.dx * n.dz * n.dz + f2 * (n.dzz * n.dx + 2 * n.dxz * n.dz) + f1 * n.dxzz;
                double szzz = f3 * n.dz * n.dz * n.dz + 3 * f2 * n.dzz * n.dz + f1 * n.dzzz;
                double lap = 0.5 * (sxx + szz);
                c += aw * lap;
                cdx += awx * lap + aw * 0.5 * w * (sxxx + sxzz);
                cdz += awz * lap + aw * 0.5 * w * (sxxz + szzz);
            }

            // The slope damping 1 / (1 + |G|^2) and the valley's 1 / (1 + C+) from one division,
            // as the shader takes them.
            double slopeDenominator = 1 + gx * gx + gz * gz;
            double valleyDenominator = 1 + Math.max(c, 0);
            double reciprocal = 1 / (slopeDenominator * valleyDenominator);
            double damp = valleyDenominator * reciprocal;
            double valleyInverse = slopeDenominator * reciprocal;
            double dd = -2 * damp * damp;
            double dampX = dd * (gx * gxx + gz * gzx);
            double dampZ = dd * (gx * gxz + gz * gzz);
            if (gullies.on() && i < gullySlopeOctaves) {
                double k = aw * w * damp * Shaping.guideSlope(type, n.v, sharpness, multifractalOffset);
                guideX += k * n.dx;
                guideZ += k * n.dz;
            }
            h += aw * s * damp;
            hx += awx * s * damp + aw * w * sx * damp + aw * s * dampX;
            hz += awz * s * damp + aw * w * sz * damp + aw * s * dampZ;

            switch (type) {
                case HYBRID -> {
                    double q = weight * a * s;
                    if (q < 1) {
                        double qx = weightX * a * s + weight * ax * s + weight * a * w * sx;
                        double qz = weightZ * a * s + weight * az * s + weight * a * w * sz;
                        weight = q;
                        weightX = qx;
                        weightZ = qz;
                    } else {
                        weight = 1;
                        weightX = 0;
                        weightZ = 0;
                    }
                }
                case HETERO -> {
                    weight = h;
                    weightX = hx;
                    weightZ = hz;
                }
                case RIDGED -> {
                    double q = ridgeWeighting * weight * s;
                    if (q > 0 && q < 1) {
                        double qx = ridgeWeighting * (weightX * s + weight * w * sx);
                        double qz = ridgeWeighting * (weightZ * s + weight * w * sz);
                        weight = q;
                        weightX = qx;
                        weightZ = qz;
                    } else {
                        weight = q <= 0 ? 0 : 1;
                        weightX = 0;
                        weightZ = 0;
                    }
                }
                default -> { }
            }

            // Next amplitude (Backes eq. 5 and 8): gain damped in valleys by Ec and in lowlands by Ea.
            double valleyFactor = 1 - valley + valley * valleyInverse;
            double valleyX = 0, valleyZ = 0;
            if (c > 0) {
                double k = -valley * valleyInverse * valleyInverse;
                valleyX = k * cdx;
                valleyZ = k * cdz;
            }
            double lowFactor = 1 - lowland + lowland * Math.max(h, 0);
            double lowX = h > 0 ? lowland * hx : 0;
            double lowZ = h > 0 ? lowland * hz : 0;
            double factor = roughness * valleyFactor * lowFactor;
            double factorX = roughness * (valleyX * lowFactor + valleyFactor * lowX);
            double factorZ = roughness * (valleyZ * lowFactor + valleyFactor * lowZ);
            ax = ax * factor + a * factorX;
            az = az * factor + a * factorZ;
            a *= factor;
        }

        if (worleyWeight != 0) {
            WorleyNoise cells = scratch.cells;
            double w = lattices[WORLEY].cellsPerMetre();
            double fx = FixedLattice.fraction(cx[WORLEY]) + warpX * w;
            double fz = FixedLattice.fraction(cz[WORLEY]) + warpZ * w;
            double flx = Math.floor(fx), flz = Math.floor(fz);
            cells.sample(FixedLattice.cell(cx[WORLEY]) + (int) flx, FixedLattice.cell(cz[WORLEY]) + (int) flz,
                    fx - flx, fz - flz);
            h += worleyWeight * cells.value;
            hx += worleyWeight * w * cells.dx;
            hz += worleyWeight * w * cells.dz;
        }

        // Backes eq. 4: H = F |F|^Se Sh.
        double mag = Math.abs(h);
        double pw = enhancement == 0 ? 1 : Math.pow(mag, enhancement);
        double y = h * pw * heightScale;
        double dy = (1 + enhancement) * pw * heightScale;

        double rangeSlope = range.apply(y, dy * hx, dy * hz, out);
        double qx = out.gradX, qz = out.gradZ;   // gradient with respect to the warped position q
        out.gradX = qx * (1 + jxx) + qz * jzx;
        out.gradZ = qx * jxz + qz * (1 + jzz);
        if (gullies.on()) {
            // The guide in metres per metre, scaled and turned as the whole gradient is.
            double k = dy * rangeSlope, gqx = k * guideX, gqz = k * guideZ;
            gullies.apply(cx, cz, lattices, GULLY, spacing, gqx * (1 + jxx) + gqz * jzx, gqx * jxz + gqz * (1 + jzz), out);
        } else {
            out.parentHeight = out.height;
        }
    }

    /** {@link TerrainFunction#latticeNoise}. */
    double latticeNoise(int slot, SampleGrid grid, int i, int j, int cellShiftX) {
        FixedLattice lattice = lattices[slot];
        long step = lattice.step(grid.spacing());
        long cx = lattice.at(grid.originX()) + i * step, cz = lattice.at(grid.originZ()) + j * step;
        NoiseSample n = SCRATCH.get().noise;
        GradientNoise.sample(FixedLattice.cell(cx) + cellShiftX, FixedLattice.cell(cz),
                FixedLattice.fraction(cx), FixedLattice.fraction(cz), 1, n);
        return n.v;
    }

    /** Noise of lattice slot {@code slot} at the sample, shifted by a warp displacement in metres. */
    private void noiseAt(int slot, long[] cx, long[] cz, double warpX, double warpZ, int order, NoiseSample out) {
        double w = lattices[slot].cellsPerMetre();
        double fx = FixedLattice.fraction(cx[slot]) + warpX * w;
        double fz = FixedLattice.fraction(cz[slot]) + warpZ * w;
        double flx = Math.floor(fx), flz = Math.floor(fz);
        GradientNoise.sample(FixedLattice.cell(cx[slot]) + (int) flx, FixedLattice.cell(cz[slot]) + (int) flz,
                fx - flx, fz - flz, order, out);
    }
}
