package org.seedscape.noise;

import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * The gully filter: branching gullies and sharp ridges carved into a height field along its slope,
 * a pure function of position (our reading of the idea behind Johansen's 2026 erosion filter and
 * the shader experiments before it; our own formulation). The GLSL twin is {@code gullyFilter} in
 * {@code MatDefs/Gen/Terrain.glsllib}; change both or neither.
 *
 * <p>Per octave k (wavelength {@code gullySpacing / 2^k}, its own fixed-point lattice of cells
 * {@link #WAVES_PER_CELL} wavelengths wide): a stripe pattern whose stripes run down the slope.
 * Each corner of the sample's cell holds a wave across the slope direction with a seeded phase;
 * the four waves are blended as phasors (cosine and sine together) with smooth bilinear weights
 * and the sum's angle is kept, so the stripes keep their contrast where the corners disagree and
 * fork or end where their phases cancel. The angle's cosine c becomes a profile with a sharp crest (ridge) and a round trough
 * (gully floor), {@code ridgeRounding} rounding the crest. Depth is {@code gullyStrength} times
 * the octave's wavelength, times {@code gullyDetail^k}, on steep ground ({@link #STEEP}): flat
 * ground, summits and valley floors stay as they are. The first octave follows the slope of the
 * terrain's wide features (its octaves at least twice the gully spacing, the guide); each further
 * octave the guide plus {@code gullyBranching} times the slope of the octaves before it, so a
 * finer gully turns down the wall of a wider one and joins it. (With the walls' whole slope, the
 * direction a finer octave follows flips across every crest within its own cells, and its stripes,
 * laid from the cells' corners, break into thin scratches along the crests.)
 *
 * <p>Octaves finer than a grid's samples can draw fade out ({@link #fade}: none at one sample a
 * wavelength, all from two). A tile's own heights use its spacing's fades and the heights its
 * parent level draws at the same point (the morph's start) use twice the spacing's; both sum the
 * same octave values, which the fades never feed back into, so the parent tile's own heights and a
 * child's heights for its parent agree bit for bit.
 *
 * <p>The gradient added is each octave's slope at a fixed direction and depth (their own change
 * along the ground is left out): exact on a plane, an approximation on curved ground.
 */
final class GullyFilter {
    /** Most gully octaves (the GPU pass sizes its fade arrays by this). */
    static final int MAX_OCTAVES = 8;
    /**
     * Softens the blended phasor's length, {@code c = Re Z / sqrt(|Z|^2 + SOFT^2)}: where the
     * corners' waves cancel, c goes to 0 (the stripes end) instead of jumping.
     */
    static final double SOFT = 0.25;
    /**
     * Stripes across one cell of an octave's lattice. A corner's waves reach a cell either side, so
     * with two a cell each corner lays down a few wavelengths of straight gullies, which run on
     * through the blend and fork where two corners' phases meet; with one a cell the corners' random
     * phases break every gully within its own length (a pattern of blobs, not of gullies).
     */
    static final int WAVES_PER_CELL = 2;
    /**
     * The slope (rise over run) below which the stripes widen: their wave vector across the slope
     * is {@code slope / sqrt(slope^2 + GENTLE^2)} of its full length. Where the slope turns round a
     * summit, saddle or hollow, stripes of full frequency would fan out from the point as a star of
     * thin wedges; widened, they fade into broad, smooth ground there.
     */
    static final double GENTLE = 0.1;
    /**
     * The slope (rise over run) at which gullies reach 0.7 of their full depth, {@code slope /
     * sqrt(slope^2 + STEEP^2)} of it: gentle ground gets shallow gullies, flat ground none. A
     * gully whose depth shrinks downhill faster than the ground falls ends in a pit; a smaller
     * STEEP, deeper gullies on gentle ground, made more of them (docs/ARCHITECTURE.md).
     */
    static final double STEEP = 0.6;
    private static final double TWO_PI = 2 * Math.PI;

    private final double strength, detail, branching, rounding, roundingNorm;
    private final int octaves;

    GullyFilter(TerrainParams p) {
        strength = p.get(PresetKey.GULLY_STRENGTH);
        detail = p.get(PresetKey.GULLY_DETAIL);
        branching = p.get(PresetKey.GULLY_BRANCHING);
        rounding = p.get(PresetKey.RIDGE_ROUNDING);
        roundingNorm = 1 / (Math.sqrt(1 + rounding * rounding) - rounding);
        octaves = (int) p.get(PresetKey.GULLY_OCTAVES);
    }

    boolean on() {
        return strength > 0;
    }

    /**
     * How much of a gully octave of {@code wavelength} metres a grid of {@code spacing} shows: none
     * at a sample a wavelength or less, all from two (what a grid can draw), smooth between. Only
     * octaves its samples cannot draw fade: where two levels' tiles meet, their edges differ by the
     * share the coarser one fades, which a wider fade (four to eight samples, tried) made a crack
     * line along the level borders in the horizon shot.
     */
    static double fade(double wavelength, double spacing) {
        double t = Math.min(Math.max((wavelength - spacing) / spacing, 0), 1);
        return t * t * (3 - 2 * t);
    }

    /** Octaves a grid of {@code spacing} computes: those it shows at all (the fine ones fade first). */
    int octavesAt(double spacing, FixedLattice[] lattices, int firstSlot) {
        int k = 0;
        while (k < octaves && fade(wavelength(lattices[firstSlot + k]), spacing) > 0) {
            k++;
        }
        return k;
    }

    /**
     * Carves the octaves into {@code out} (height and gradient at {@code spacing}; {@code
     * parentHeight} at twice it). {@code cx}, {@code cz}: the sample's fixed-point coordinate in
     * every lattice slot; octave k reads slot {@code firstSlot + k}. ({@code guideX}, {@code
     * guideZ}): the slope the first octave follows, the terrain's wide features alone.
     */
    void apply(long[] cx, long[] cz, FixedLattice[] lattices, int firstSlot, double spacing, double guideX,
            double guideZ, TerrainSample out) {
        double own = out.height, parent = out.height;
        double gx = out.gradX, gz = out.gradZ;      // the output gradient, faded as the heights are
        double sx = guideX, sz = guideZ;            // the slope each octave follows: the guide and the octaves before (unfaded), times the branching
        double depthScale = strength;
        int used = octavesAt(spacing, lattices, firstSlot);
        for (int k = 0; k < used; k++, depthScale *= detail) {
            int slot = firstSlot + k;
            double perMetre = lattices[slot].cellsPerMetre(), wavelength = 1 / (WAVES_PER_CELL * perMetre);
            double t2 = sx * sx + sz * sz, t = Math.sqrt(t2);
            double depth = depthScale * wavelength * t / Math.sqrt(t2 + STEEP * STEEP);
            double inv = 1 / Math.sqrt(t2 + GENTLE * GENTLE);
            double nx = -sz * inv, nz = sx * inv;   // across the slope: unit on steep ground, shorter on gentle
            double turns = TWO_PI * WAVES_PER_CELL;  // phase per cell along n
            int cellX = FixedLattice.cell(cx[slot]), cellZ = FixedLattice.cell(cz[slot]);
            double fx = FixedLattice.fraction(cx[slot]), fz = FixedLattice.fraction(cz[slot]);

            // The (0, 0) corner's wave, and the turns to the other corners' (their offsets across the slope).
            double phase = turns * (fx * nx + fz * nz);
            double pr = Math.cos(phase), pi = Math.sin(phase);
            double rxr = Math.cos(turns * nx), rxi = -Math.sin(turns * nx);
            double rzr = Math.cos(turns * nz), rzi = -Math.sin(turns * nz);
            double xr = pr * rxr - pi * rxi, xi = pr * rxi + pi * rxr;       // P Rx
            double zr = pr * rzr - pi * rzi, zi = pr * rzi + pi * rzr;       // P Rz
            double xzr = xr * rzr - xi * rzi, xzi = xr * rzi + xi * rzr;     // P Rx Rz

            double ux = fx * fx * (3 - 2 * fx), uz = fz * fz * (3 - 2 * fz);
            double dux = 6 * fx * (1 - fx), duz = 6 * fz * (1 - fz);
            // Corner phasors E = wave times the corner's seeded unit phase, and their bilinear blend.
            double zRe = 0, zIm = 0, dxRe = 0, dxIm = 0, dzRe = 0, dzIm = 0;
            for (int corner = 0; corner < 4; corner++) {
                int qx = corner & 1, qz = corner >> 1;
                long h = LatticeHash.hash(cellX + qx, cellZ + qz);
                double ax = LatticeHash.signedUnit(LatticeHash.first(h)), az = LatticeHash.signedUnit(LatticeHash.second(h));
                double len = 1 / Math.sqrt(ax * ax + az * az);
                double ur = ax * len, ui = az * len;
                double wr = qx == 0 ? (qz == 0 ? pr : zr) : (qz == 0 ? xr : xzr);
                double wi = qx == 0 ? (qz == 0 ? pi : zi) : (qz == 0 ? xi : xzi);
                double er = wr * ur - wi * ui, ei = wr * ui + wi * ur;
                double wx = qx == 0 ? 1 - ux : ux, wz = qz == 0 ? 1 - uz : uz;
                double dwx = (qx == 0 ? -dux : dux) * wz, dwz = wx * (qz == 0 ? -duz : duz);
                double w = wx * wz;
                zRe += w * er;
                zIm += w * ei;
                dxRe += dwx * er;
                dxIm += dwx * ei;
                dzRe += dwz * er;
                dzIm += dwz * ei;
            }
            // The waves' own turn across the slope: dZ/dp += i turns n Z (cell units).
            dxRe -= turns * nx * zIm;
            dxIm += turns * nx * zRe;
            dzRe -= turns * nz * zIm;
            dzIm += turns * nz * zRe;

            double m2 = zRe * zRe + zIm * zIm + SOFT * SOFT, m = Math.sqrt(m2);
            double c = zRe / m;
            double cScale = perMetre / (m2 * m), a = zIm * zIm + SOFT * SOFT, b = zRe * zIm;
            double cx1 = (a * dxRe - b * dxIm) * cScale, cz1 = (a * dzRe - b * dzIm) * cScale;

            // Profile: 1 on the crest (c = 1, sharp unless rounded), 0 on the gully floor (c = -1, round).
            double root = Math.sqrt(Math.max(0.5 * (1 - c), 0) + rounding * rounding);
            double profile = 1 - (root - rounding) * roundingNorm;
            double wall = depth * 0.25 * roundingNorm / root;   // d(depth * profile) / dc
            double carve = depth * (profile - 1);
            double ex = wall * cx1, ez = wall * cz1;

            double ownShare = fadeOf(wavelength, spacing), parentShare = fadeOf(wavelength, 2 * spacing);
            own += ownShare * carve;
            parent += parentShare * carve;
            gx += ownShare * ex;
            gz += ownShare * ez;
            sx += branching * ex;
            sz += branching * ez;
        }
        out.height = own;
        out.parentHeight = parent;
        out.gradX = gx;
        out.gradZ = gz;
    }

    /** The stripes' wavelength in metres of an octave's lattice. */
    static double wavelength(FixedLattice octave) {
        return 1 / (WAVES_PER_CELL * octave.cellsPerMetre());
    }

    /** {@link #fade} as the pass gets it: a float uniform. */
    private static double fadeOf(double wavelength, double spacing) {
        return (float) fade(wavelength, spacing);
    }
}
