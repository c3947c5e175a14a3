package org.seedscape.noise;

import java.util.List;
import org.seedscape.edit.Dab;
import org.seedscape.edit.EditLayer;
import org.seedscape.edit.WorldLayers;
import org.seedscape.stamp.HeightFunction;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampLayer;
import org.seedscape.world.FractalType;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * The Java reference terrain function: one seeded world, height and analytic gradient at any
 * position. The GLSL twin ({@code MatDefs/Gen/Terrain.glsllib}) follows it step by step and the
 * parity tests hold the two equal.
 *
 * <p>Per sample: domain warp, then the octave loop (Backes fBm or a Musgrave multifractal, with
 * the Backes erosion set on the amplitudes), an optional Worley F2-F1 layer, enhancement
 * {@code F |F|^Se}, scale Sh, range mapping, and the gully filter ({@link GullyFilter}). Every
 * step carries its derivative, so the gradient is exact (up to rounding; the gully filter's part
 * is its octaves' slope at a fixed direction) and needs no finite differences; third noise
 * derivatives are computed only when valley smoothing needs them.
 *
 * <p>Immutable and thread-safe; sampling reuses per-thread scratch and allocates nothing.
 */
public final class TerrainFunction {
    /** Most octaves a world may have (the GPU pass sizes its uniform arrays by this). */
    public static final int MAX_OCTAVES = 20;
    /** Lattice slots after the octaves: the warp field's x and z displacement, the Worley cells. */
    public static final int WARP_X = MAX_OCTAVES, WARP_Z = MAX_OCTAVES + 1, WORLEY = MAX_OCTAVES + 2;
    /**
     * The first slot of the layer noise: octaves of fixed wavelength ({@link #LAYER_WAVELENGTHS})
     * that break up the borders between ground layers; the height never reads them.
     */
    public static final int LAYER_NOISE = MAX_OCTAVES + 3;
    /** Wavelengths in metres of the layer noise octaves, coarse to fine. */
    public static final double[] LAYER_WAVELENGTHS = {384, 96, 24};
    /** The first slot of the gully filter's octaves ({@link GullyFilter}), one slot each. */
    public static final int GULLY = LAYER_NOISE + LAYER_WAVELENGTHS.length;
    /** Most gully octaves a world may have. */
    public static final int MAX_GULLY_OCTAVES = GullyFilter.MAX_OCTAVES;
    /** Number of lattice slots. */
    public static final int LATTICES = GULLY + MAX_GULLY_OCTAVES;
    /**
     * The sample spacing a point query ({@link #sample}) is evaluated for: the finest tiles' (level 0
     * of {@code TileLayout.standard}), so it gives the ground they draw.
     */
    public static final double POINT_SPACING = 1;
    /** The first of the noise brush's streams of {@link PointNoise} (its octaves follow). */
    private static final long BRUSH_NOISE = 0x6e6f697365L;

    private final TerrainParams params;
    private final long seed;
    /** Every stamp, as {@link #withStamps} was given them. */
    private final List<Stamp> stampList;
    /** The stamps that are not exact and the brushes' dabs, over the procedural terrain, below the landform layers. */
    private final ShapingLayers shaping;
    /** Exact stamps, which lie above the landform layers (null for none). */
    private final StampLayer exact;
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

    /** Per-thread working storage for one sample, so the hot loop allocates nothing. */
    private static final class Scratch {
        final long[] cx = new long[LATTICES];
        final long[] cz = new long[LATTICES];
        final NoiseSample noise = new NoiseSample();
        final Shaping shaping = new Shaping();
        final WorleyNoise cells = new WorleyNoise();
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    public TerrainFunction(TerrainParams params, long seed) {
        this(params, seed, List.of(), null, null, EditLayer.EMPTY);
    }

    /**
     * {@code shaping}: stamps applied to the procedural heights (null for none); {@code exact}:
     * stamps the landform layers apply on top of themselves (null for none); {@code edits}: the
     * brushes' dabs, grounded on the procedural terrain with {@code shaping}.
     */
    private TerrainFunction(TerrainParams params, long seed, List<Stamp> stampList, StampLayer shaping, StampLayer exact,
                            EditLayer edits) {
        this.params = params;
        this.seed = seed;
        this.stampList = stampList;
        this.exact = exact;
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
        this.shaping = new ShapingLayers(shaping, edits, gullies, lattices, GULLY);
    }

    /**
     * The first octaves, whose slope the gully filter follows: those at least twice as wide as the
     * widest gullies, at least one. The finer octaves' slope turns every few metres, and stripes
     * laid across it would turn with it into noise.
     */
    public int gullySlopeOctaves() {
        return gullySlopeOctaves;
    }

    /**
     * Highest noise derivative the octave loop needs: 1 for the gradient, 2 when slope erosion
     * differentiates the accumulated gradient, 3 when valley smoothing differentiates the concavity.
     */
    public static int requiredDerivativeOrder(TerrainParams p) {
        if (p.get(PresetKey.VALLEY_SMOOTHING) > 0) {
            return 3;
        }
        return p.get(PresetKey.SLOPE_SMOOTHING) > 0 ? 2 : 1;
    }

    /** The seeded 64-bit shift of lattice slot {@code slot}: decorrelates octaves and worlds. */
    private static long latticeOffset(long seed, int slot) {
        return LatticeHash.mix64(seed + (slot + 1) * 0x9e3779b97f4a7c15L);
    }

    /**
     * This world with heightmaps stamped into it, in order: the stamps that are not exact blend
     * into the procedural terrain here, below the landform layers, which then shape them; the exact
     * ones the landform layers put on top of themselves ({@link #exactStamps}). Each stamp is
     * grounded on this function's heights with the stamps before it; hidden ones lay nothing.
     */
    public TerrainFunction withStamps(List<Stamp> stamps) {
        if (stamps.isEmpty()) {
            return this;
        }
        if (!stampList.isEmpty() || !edits().isEmpty()) {
            throw new IllegalStateException("stamps are set once, on the procedural terrain");
        }
        List<Stamp> below = stamps.stream().filter(st -> st.placement().shown() && !st.placement().exact()).toList();
        List<Stamp> above = stamps.stream().filter(st -> st.placement().shown() && st.placement().exact()).toList();
        StampLayer shaped = below.isEmpty() ? null : StampLayer.over(below, this::height, POINT_SPACING);
        TerrainFunction withBelow = new TerrainFunction(params, seed, List.of(), shaped, null, EditLayer.EMPTY);
        StampLayer exactLayer = above.isEmpty() ? null : StampLayer.over(above, withBelow::height, POINT_SPACING);
        return new TerrainFunction(params, seed, List.copyOf(stamps), shaped, exactLayer, EditLayer.EMPTY);
    }

    /**
     * This world with more brush dabs on top of its edits, in order, each grounded on the world with
     * the ones before it (the ground a smooth dab blurs). Below the landform layers and the exact
     * stamps, which lie on top of whatever the dabs made.
     */
    public TerrainFunction withEdits(List<Dab> dabs) {
        TerrainFunction world = this;
        for (Dab d : dabs) {
            world = new TerrainFunction(params, seed, stampList, stamps(), exact, world.edits().with(d, world::height, this::brushNoise));
        }
        return world;
    }

    /** The world's noise field {@code octave} of a wavelength for the noise brush (its own seeded stream). */
    private HeightFunction brushNoise(int octave, double wavelength) {
        return new PointNoise(seed, BRUSH_NOISE + octave, wavelength)::at;
    }

    /** This world with a world file's layers: its stamps, then its strokes' dabs. */
    public TerrainFunction withLayers(WorldLayers layers) {
        return withStamps(layers.stamps()).withEdits(layers.dabs());
    }

    /** This world with only its first {@code count} dabs: as it was before the later ones (undo). */
    public TerrainFunction withFirstEdits(int count) {
        return count == edits().size() ? this : new TerrainFunction(params, seed, stampList, stamps(), exact, edits().first(count));
    }

    /**
     * The world of {@code params}, {@code seed} and {@code layers}, reusing this one's grounded dabs
     * where it is the same world with the same stamps and its dabs begin the new ones (a stroke
     * added, undone or redone grounds only the dabs that differ: the same bits as grounding all).
     */
    public TerrainFunction rebuiltFor(TerrainParams newParams, long newSeed, WorldLayers layers) {
        if (!newParams.equals(params) || newSeed != seed || !layers.stamps().equals(stampList)) {
            return new TerrainFunction(newParams, newSeed).withLayers(layers);
        }
        List<Dab> wanted = layers.dabs();
        int same = commonDabs(wanted, edits().dabs());
        return withFirstEdits(same).withEdits(wanted.subList(same, wanted.size()));
    }

    /**
     * Where {@code other} differs from this world when it is this world with other dabs only (the
     * same parameters, seed and stamps): the box (min x, min z, max x, max z) the dabs that are not
     * common to both reach, an empty array where there are none; null where the worlds differ in
     * more. Outside the box the two give the same bits before the landform layers.
     */
    public double[] dabsChangedBox(TerrainFunction other) {
        if (!other.params.equals(params) || other.seed != seed || !other.stampList.equals(stampList)) {
            return null;
        }
        int same = commonDabs(edits().dabs(), other.edits().dabs());
        double[] a = edits().reachOfDabsFrom(same), b = other.edits().reachOfDabsFrom(same);
        if (a == null || b == null) {
            return a == null ? (b == null ? new double[0] : b) : a;
        }
        return new double[] {Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])};
    }

    /** How many dabs two lists begin with in common. */
    private static int commonDabs(List<Dab> a, List<Dab> b) {
        int same = 0;
        while (same < a.size() && same < b.size() && a.get(same).equals(b.get(same))) {
            same++;
        }
        return same;
    }

    /** Another world (parameters and seed) with this one's stamps and dabs, grounded on it anew. */
    public TerrainFunction withWorld(TerrainParams params, long seed) {
        return new TerrainFunction(params, seed).withStamps(stampList).withEdits(edits().dabs());
    }

    /** The brushes' dabs on this world, below the landform layers (empty for none). */
    public EditLayer edits() {
        return shaping.edits();
    }

    /** The stamps {@link #withStamps} was given, in order (none for the procedural terrain alone). */
    public List<Stamp> stampList() {
        return stampList;
    }

    /** The stamps blended into the procedural terrain, below the landform layers, or null. */
    public StampLayer stamps() {
        return shaping.stamps();
    }

    /** The exact stamps, which the landform layers put on top of themselves, or null. */
    public StampLayer exactStamps() {
        return exact;
    }

    /** The height at a world point, as the finest tiles draw it before the landform layers. */
    public double height(double x, double z) {
        TerrainSample s = new TerrainSample();
        sample(x, z, s);
        return s.height;
    }

    public TerrainParams params() {
        return params;
    }

    public long seed() {
        return seed;
    }

    /** The fixed-point lattice of a slot (an octave index, {@link #WARP_X}, {@link #WARP_Z} or {@link #WORLEY}). */
    public FixedLattice lattice(int slot) {
        return lattices[slot];
    }

    /** Height and gradient at a world position in metres, as the finest tiles show it ({@link #POINT_SPACING}). */
    public void sample(double x, double z, TerrainSample out) {
        Scratch scratch = SCRATCH.get();
        for (int s = 0; s < LATTICES; s++) {
            scratch.cx[s] = lattices[s].at(x);
            scratch.cz[s] = lattices[s].at(z);
        }
        evaluate(scratch, POINT_SPACING, out);
        shaping.apply(x, z, POINT_SPACING, scratch.cx, scratch.cz, out);
    }

    /**
     * Height and gradient at sample (i, j) of a grid, with the lattice coordinates the GPU pass
     * uses: the grid origin's coordinate plus i (or j) fixed-point steps.
     */
    public void sampleGrid(SampleGrid grid, int i, int j, TerrainSample out) {
        Scratch scratch = atGridSample(grid, i, j);
        evaluate(scratch, grid.spacing(), out);
        shaping.apply(grid.x(i), grid.z(j), grid.spacing(), scratch.cx, scratch.cz, out);
    }

    /**
     * Applies the stamps and dabs to a procedural sample of grid sample (i, j) that the GPU computed
     * (height, gradient and parent level's height, in {@code out}), as {@link #sampleGrid} does to
     * its own: the GPU computes the procedural terrain, Java the stamps and dabs, so both give the same.
     */
    public void stampGridSample(SampleGrid grid, int i, int j, TerrainSample out) {
        Scratch scratch = atGridSample(grid, i, j);
        shaping.apply(grid.x(i), grid.z(j), grid.spacing(), scratch.cx, scratch.cz, out);
    }

    /**
     * {@link #sampleGrid} for the heights alone (the landform layers' blocks): the stamps' and
     * dabs' part of the gradient, four more blends a sample, is not worked out, and the gradient is
     * NaN where a stamp or a dab lies.
     */
    public void sampleGridHeights(SampleGrid grid, int i, int j, TerrainSample out) {
        Scratch scratch = atGridSample(grid, i, j);
        evaluate(scratch, grid.spacing(), out);
        shaping.heights(grid.x(i), grid.z(j), grid.spacing(), scratch.cx, scratch.cz, out);
    }

    /** This thread's scratch set to the lattice coordinates of grid sample (i, j): the origin's plus i (or j) steps. */
    private Scratch atGridSample(SampleGrid grid, int i, int j) {
        Scratch scratch = SCRATCH.get();
        for (int s = 0; s < LATTICES; s++) {
            long step = lattices[s].step(grid.spacing());
            scratch.cx[s] = lattices[s].at(grid.originX()) + i * step;
            scratch.cz[s] = lattices[s].at(grid.originZ()) + j * step;
        }
        return scratch;
    }

    /** The width of the stamps' shapes whose slope their gullies follow: the widest gullies' wavelength. */
    public double stampGuideMetres() {
        return shaping.stampGuideMetres();
    }

    /**
     * Whether the gully filter is on ({@code gullyStrength > 0}); the pass then computes it
     * ({@code GULLIES}), with the octaves a grid of each spacing shows.
     */
    public boolean hasGullies() {
        return gullies.on();
    }

    /** Gully octaves a grid of {@code spacing} computes: those not wholly faded at that spacing. */
    public int gullyOctavesAt(double spacing) {
        return gullies.on() ? gullies.octavesAt(spacing, lattices, GULLY) : 0;
    }

    /** How much of gully octave {@code k} a grid of {@code spacing} shows (0 to 1). */
    public double gullyFade(int k, double spacing) {
        return GullyFilter.fade(GullyFilter.wavelength(lattices[GULLY + k]), spacing);
    }

    /** {@code spacing}: the grid's, for the gully filter's fades (its {@code parentHeight} uses twice it). */
    private void evaluate(Scratch scratch, double spacing, TerrainSample out) {
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

    /**
     * Value of the gradient noise of lattice slot {@code slot} at grid sample (i, j), with the
     * lattice coordinates the GPU pass uses; {@code cellShiftX} moves to an independent copy of
     * the field (another channel of the same lattice).
     */
    public double latticeNoise(int slot, SampleGrid grid, int i, int j, int cellShiftX) {
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
