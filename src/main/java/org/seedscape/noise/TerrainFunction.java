package org.seedscape.noise;

import java.util.List;
import org.seedscape.edit.Dab;
import org.seedscape.edit.EditLayer;
import org.seedscape.edit.WorldLayers;
import org.seedscape.stamp.HeightFunction;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampLayer;
import org.seedscape.world.TerrainParams;

/**
 * The Java reference terrain function: one seeded world, height and analytic gradient at any
 * position: the procedural terrain ({@link ProceduralTerrain}, whose GLSL twin is
 * {@code MatDefs/Gen/Terrain.glsllib}) with the stamps and the brushes' dabs laid over it
 * ({@link ShapingLayers}), below the landform layers, and the exact stamps, which those put on top
 * of themselves. The parity tests hold it and the GPU passes equal.
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

    /** The procedural terrain, which every stamped and brushed version of the world shares. */
    private final ProceduralTerrain procedural;
    /** Every stamp, as {@link #withStamps} was given them. */
    private final List<Stamp> stampList;
    /** The stamps that are not exact and the brushes' dabs, over the procedural terrain, below the landform layers. */
    private final ShapingLayers shaping;
    /** Exact stamps, which lie above the landform layers (null for none). */
    private final StampLayer exact;

    public TerrainFunction(TerrainParams params, long seed) {
        this(new ProceduralTerrain(params, seed), List.of(), null, null, EditLayer.EMPTY);
    }

    /**
     * {@code shaping}: stamps applied to the procedural heights (null for none); {@code exact}:
     * stamps the landform layers apply on top of themselves (null for none); {@code edits}: the
     * brushes' dabs, grounded on the procedural terrain with {@code shaping}.
     */
    private TerrainFunction(ProceduralTerrain procedural, List<Stamp> stampList, StampLayer shaping, StampLayer exact,
                            EditLayer edits) {
        this.procedural = procedural;
        this.stampList = stampList;
        this.exact = exact;
        this.shaping = new ShapingLayers(shaping, edits, procedural.gullies(), procedural.lattices(), GULLY);
    }

    /**
     * The first octaves, whose slope the gully filter follows: those at least twice as wide as the
     * widest gullies, at least one. The finer octaves' slope turns every few metres, and stripes
     * laid across it would turn with it into noise.
     */
    public int gullySlopeOctaves() {
        return procedural.gullySlopeOctaves();
    }

    /**
     * Highest noise derivative the octave loop needs: 1 for the gradient, 2 when slope erosion
     * differentiates the accumulated gradient, 3 when valley smoothing differentiates the concavity.
     */
    public static int requiredDerivativeOrder(TerrainParams p) {
        return ProceduralTerrain.requiredDerivativeOrder(p);
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
        TerrainFunction withBelow = new TerrainFunction(procedural, List.of(), shaped, null, EditLayer.EMPTY);
        StampLayer exactLayer = above.isEmpty() ? null : StampLayer.over(above, withBelow::height, POINT_SPACING);
        return new TerrainFunction(procedural, List.copyOf(stamps), shaped, exactLayer, EditLayer.EMPTY);
    }

    /**
     * This world with more brush dabs on top of its edits, in order, each grounded on the world with
     * the ones before it (the ground a smooth dab blurs). Below the landform layers and the exact
     * stamps, which lie on top of whatever the dabs made.
     */
    public TerrainFunction withEdits(List<Dab> dabs) {
        TerrainFunction world = this;
        for (Dab d : dabs) {
            world = new TerrainFunction(procedural, stampList, stamps(), exact, world.edits().with(d, world::height, this::brushNoise));
        }
        return world;
    }

    /** The world's noise field {@code octave} of a wavelength for the noise brush (its own seeded stream). */
    private HeightFunction brushNoise(int octave, double wavelength) {
        return new PointNoise(seed(), BRUSH_NOISE + octave, wavelength)::at;
    }

    /** This world with a world file's layers: its stamps, then its strokes' dabs. */
    public TerrainFunction withLayers(WorldLayers layers) {
        return withStamps(layers.stamps()).withEdits(layers.dabs());
    }

    /** This world with only its first {@code count} dabs: as it was before the later ones (undo). */
    public TerrainFunction withFirstEdits(int count) {
        return count == edits().size() ? this : new TerrainFunction(procedural, stampList, stamps(), exact, edits().first(count));
    }

    /**
     * The world of {@code params}, {@code seed} and {@code layers}, reusing this one's grounded dabs
     * where it is the same world with the same stamps and its dabs begin the new ones (a stroke
     * added, undone or redone grounds only the dabs that differ: the same bits as grounding all).
     */
    public TerrainFunction rebuiltFor(TerrainParams newParams, long newSeed, WorldLayers layers) {
        if (!newParams.equals(params()) || newSeed != seed() || !layers.stamps().equals(stampList)) {
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
        if (!other.params().equals(params()) || other.seed() != seed() || !other.stampList.equals(stampList)) {
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
        return procedural.params();
    }

    public long seed() {
        return procedural.seed();
    }

    /** The fixed-point lattice of a slot (an octave index, {@link #WARP_X}, {@link #WARP_Z} or {@link #WORLEY}). */
    public FixedLattice lattice(int slot) {
        return procedural.lattice(slot);
    }

    /** Height and gradient at a world position in metres, as the finest tiles show it ({@link #POINT_SPACING}). */
    public void sample(double x, double z, TerrainSample out) {
        ProceduralTerrain.Scratch scratch = procedural.atPoint(x, z);
        procedural.evaluate(scratch, POINT_SPACING, out);
        shaping.apply(x, z, POINT_SPACING, scratch.cx, scratch.cz, out);
    }

    /**
     * Height and gradient at sample (i, j) of a grid, with the lattice coordinates the GPU pass
     * uses: the grid origin's coordinate plus i (or j) fixed-point steps.
     */
    public void sampleGrid(SampleGrid grid, int i, int j, TerrainSample out) {
        ProceduralTerrain.Scratch scratch = procedural.atGridSample(grid, i, j);
        procedural.evaluate(scratch, grid.spacing(), out);
        shaping.apply(grid.x(i), grid.z(j), grid.spacing(), scratch.cx, scratch.cz, out);
    }

    /**
     * Applies the stamps and dabs to a procedural sample of grid sample (i, j) that the GPU computed
     * (height, gradient and parent level's height, in {@code out}), as {@link #sampleGrid} does to
     * its own: the GPU computes the procedural terrain, Java the stamps and dabs, so both give the same.
     */
    public void stampGridSample(SampleGrid grid, int i, int j, TerrainSample out) {
        ProceduralTerrain.Scratch scratch = procedural.atGridSample(grid, i, j);
        shaping.apply(grid.x(i), grid.z(j), grid.spacing(), scratch.cx, scratch.cz, out);
    }

    /**
     * {@link #sampleGrid} for the heights alone (the landform layers' blocks): the stamps' and
     * dabs' part of the gradient, four more blends a sample, is not worked out, and the gradient is
     * NaN where a stamp or a dab lies.
     */
    public void sampleGridHeights(SampleGrid grid, int i, int j, TerrainSample out) {
        ProceduralTerrain.Scratch scratch = procedural.atGridSample(grid, i, j);
        procedural.evaluate(scratch, grid.spacing(), out);
        shaping.heights(grid.x(i), grid.z(j), grid.spacing(), scratch.cx, scratch.cz, out);
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
        return procedural.hasGullies();
    }

    /** Gully octaves a grid of {@code spacing} computes: those not wholly faded at that spacing. */
    public int gullyOctavesAt(double spacing) {
        return procedural.gullyOctavesAt(spacing);
    }

    /** How much of gully octave {@code k} a grid of {@code spacing} shows (0 to 1). */
    public double gullyFade(int k, double spacing) {
        return procedural.gullyFade(k, spacing);
    }

    /**
     * Value of the gradient noise of lattice slot {@code slot} at grid sample (i, j), with the
     * lattice coordinates the GPU pass uses; {@code cellShiftX} moves to an independent copy of
     * the field (another channel of the same lattice).
     */
    public double latticeNoise(int slot, SampleGrid grid, int i, int j, int cellShiftX) {
        return procedural.latticeNoise(slot, grid, i, j, cellShiftX);
    }
}
