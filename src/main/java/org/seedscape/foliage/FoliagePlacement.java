package org.seedscape.foliage;

import static org.seedscape.world.PresetKey.BUSH_DENSITY;
import static org.seedscape.world.PresetKey.CONIFER_LINE;
import static org.seedscape.world.PresetKey.FOREST_COVER;
import static org.seedscape.world.PresetKey.FOREST_WAVELENGTH;
import static org.seedscape.world.PresetKey.GRASS_DENSITY;
import static org.seedscape.world.PresetKey.LONE_TREES;
import static org.seedscape.world.PresetKey.ROCK_DENSITY;
import static org.seedscape.world.PresetKey.TREE_DENSITY;
import static org.seedscape.world.PresetKey.TREE_SPACING;

import org.seedscape.foliage.GroundProbe.GroundPoint;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.TerrainParams;

/**
 * Where each species stands on a tile: a pure function of (seed, preset, tile, species) and of the
 * ground the tile draws.
 *
 * <p>Trees, bushes and rocks are points of seeded hard-core processes ({@link HardCoreProcess}):
 * they keep a minimum distance on a tile and across tiles, with no grid to see. Each point then
 * grows with the probability the density field gives at its place (de Carpentier 2007, section
 * 9.2): the woods of a {@link ForestField}, and what the ground allows (height, slope, the ground
 * layers, the sea). Thinning never brings two points closer, so spacing holds after it. Grass is
 * a jittered grid of candidate tufts, one per cell at a random place in it, thinned the same way
 * and by {@link GrassClumps}, so it grows in tussocks and patches rather than rows.
 *
 * <p>Every limit is a hard gate (the tests hold instances to them), softened by a fade inside it,
 * so that woods thin out towards the tree line and steep ground rather than stop at a line.
 */
public final class FoliagePlacement {
    /** Minimum distances of bushes and rocks, metres. */
    private static final double BUSH_SPACING = 1.2, ROCK_SPACING = 1.0;
    /** Metres above the sea level that each kind needs (no trees on the beach's wet sand). */
    private static final double TREE_ABOVE_SEA = 2, PLANT_ABOVE_SEA = 0.5, ROCK_ABOVE_SEA = 0;
    /** Metres below the tree line over which woods thin out. */
    private static final double TREE_LINE_FADE = 120;
    /** Metres around the conifer line over which the two tree species mix. */
    private static final double CONIFER_MIX = 150;

    private final TerrainParams params;
    private final long seed;
    private final ForestField forest;
    private final GrassClumps clumps;
    private final HardCoreProcess trees, bushes, rocks;
    private final double grassCell;

    public FoliagePlacement(TerrainParams params, long seed) {
        this.params = params;
        this.seed = seed;
        this.forest = new ForestField(seed, params.get(FOREST_WAVELENGTH), params.get(FOREST_COVER));
        this.clumps = new GrassClumps(seed);
        this.trees = new HardCoreProcess(seed, Streams.TREES, params.get(TREE_SPACING), params.get(TREE_DENSITY) / 100,
                Species.MarkLimits.TREE_BANDS);
        this.bushes = new HardCoreProcess(seed, Streams.BUSHES, BUSH_SPACING, params.get(BUSH_DENSITY) / 100, 1);
        this.rocks = new HardCoreProcess(seed, Streams.ROCKS, ROCK_SPACING, params.get(ROCK_DENSITY) / 100, 1);
        double grass = params.get(GRASS_DENSITY);
        // candidates at twice the density: the clumps, a half on average, thin them back to it
        this.grassCell = grass > 0 ? 1 / Math.sqrt(2 * grass) : Double.POSITIVE_INFINITY;
    }

    /** The share of woods at world (x, z): 1 deep in a wood, 0 in a clearing or open country. */
    public double woods(double x, double z) {
        return forest.woods(x, z);
    }

    /** The minimum distance between two trunks, metres. */
    public double treeSpacing() {
        return trees.radius();
    }

    /** Everything that stands on {@code key}, from the ground its builder has. */
    public TileFoliage place(TileKey key, TileLayout layout, GroundProbe ground) {
        TileFoliage out = new TileFoliage();
        double x0 = layout.minX(key), z0 = layout.minZ(key), size = layout.tileSize(key.level());
        GroundPoint at = new GroundPoint();
        double treeLimit = Species.BROADLEAF.markLimit(key.level());
        if (treeLimit > 0 && params.get(TREE_DENSITY) > 0) {
            placeTrees(trees.survivors(x0, z0, x0 + size, z0 + size, treeLimit), key.level(), x0, z0, ground, at, out);
        }
        if (Species.BUSH.markLimit(key.level()) > 0 && params.get(BUSH_DENSITY) > 0) {
            placeOnGround(Species.BUSH, bushes.survivors(x0, z0, x0 + size, z0 + size, 1), key.level(), x0, z0, ground, at,
                    out);
        }
        if (Species.ROCK.markLimit(key.level()) > 0 && params.get(ROCK_DENSITY) > 0) {
            placeOnGround(Species.ROCK, rocks.survivors(x0, z0, x0 + size, z0 + size, 1), key.level(), x0, z0, ground, at,
                    out);
        }
        // A tile whose ground all lies over the grass's limit holds no tuft, so its tens of
        // thousands of candidate cells are not visited (a metre over: the triangles' rounding
        // never takes a sampled height that far below the lowest sample). Asked last: finding the
        // lowest reads every sample, and only the finest tiles place grass.
        if (Species.GRASS.markLimit(key.level()) > 0 && params.get(GRASS_DENSITY) > 0
                && ground.lowest() < Species.GRASS.maxHeight(params) + 1) {
            placeGrass(x0, z0, size, ground, at, out);
        }
        return out;
    }

    private void placeTrees(double[] points, int level, double x0, double z0, GroundProbe ground, GroundPoint at,
                            TileFoliage out) {
        for (int p = 0; p < points.length; p += HardCoreProcess.STRIDE) {
            double x = points[p], z = points[p + 1];
            ground.sample(x - x0, z - z0, at);
            if (!grows(points, p, treeDensity(forest.woods(x, z), at))) {
                continue;
            }
            Species species = points[p + 3 + Traits.KIND] < coniferShare(at.height) ? Species.CONIFER : Species.BROADLEAF;
            add(species, level, out, points, p, x - x0, z - z0);
        }
    }

    /**
     * How much of the ground about a point the trees' crowns cover on average, as broadleaf and
     * conifer shares ({@code out[0]}, {@code out[1]}): the density trees are placed with there,
     * split by height as the species are, for the point's {@link #woods} and ground. The terrain
     * shows it where single trees are too small to see, so woods still read from high up. Any thread.
     */
    public void canopy(double woods, GroundPoint at, double[] out) {
        double density = treeDensity(woods, at), conifers = coniferShare(at.height);
        out[0] = density * (1 - conifers);
        out[1] = density * conifers;
    }

    /** The chance a tree candidate grows: in woods or as a lone tree, where the ground allows trees. */
    private double treeDensity(double woods, GroundPoint at) {
        if (at.rock > 0.5 || at.snow > 0.3 || at.sand > 0.5) {
            return 0;
        }
        return (woods + (1 - woods) * params.get(LONE_TREES)) * groundShare(Species.BROADLEAF, at);
    }

    /** The share of the trees at a height that are conifers: they take over across the conifer line. */
    private double coniferShare(double height) {
        double line = params.get(CONIFER_LINE);
        return smoothstep(line - CONIFER_MIX, line + CONIFER_MIX, height);
    }

    /**
     * Bushes, most along the edges of woods; rocks on stony ground, thinning out under snow with
     * the square of the bare share (the terrain draws snow as cover from a weight of about a half,
     * and a rock on white reads as a black dot from any distance).
     */
    private void placeOnGround(Species species, double[] points, int level, double x0, double z0, GroundProbe ground,
                               GroundPoint at, TileFoliage out) {
        for (int p = 0; p < points.length; p += HardCoreProcess.STRIDE) {
            double x = points[p], z = points[p + 1];
            ground.sample(x - x0, z - z0, at);
            double density = groundShare(species, at);
            if (species == Species.BUSH) {
                double woods = forest.woods(x, z);
                density *= (0.25 + 3 * woods * (1 - woods)) * Math.min(1, 1.5 * (at.grass + at.soil));
            } else {
                double bare = 1 - at.snow;
                density *= Math.min(1, at.rock + at.soil + 0.15 * at.grass) * bare * bare;
            }
            if (grows(points, p, density)) {
                add(species, level, out, points, p, x - x0, z - z0);
            }
        }
    }

    /**
     * A candidate tuft per grass cell, at a seeded place in it; it grows with the probability that
     * the clumps times the grass layer and the light under trees give, and is taller in the thick of
     * a clump than at its thin edge.
     */
    private void placeGrass(double x0, double z0, double size, GroundProbe ground, GroundPoint at, TileFoliage out) {
        long i0 = (long) Math.floor(x0 / grassCell), i1 = (long) Math.floor((x0 + size) / grassCell);
        long j0 = (long) Math.floor(z0 / grassCell), j1 = (long) Math.floor((z0 + size) / grassCell);
        double[] traits = new double[Traits.COUNT];
        Instances grass = out.of(Species.GRASS);
        ForestField.Patch woods = forest.patch(x0, z0, size);
        GrassClumps.Patch clumped = clumps.patch(x0, z0, size);
        long[] columns = new long[(int) (i1 - i0 + 1)];
        for (long i = i0; i <= i1; i++) {
            columns[(int) (i - i0)] = CellRandom.column(seed, Streams.GRASS, i);
        }
        CellRandom random = new CellRandom();
        for (long j = j0; j <= j1; j++) {
            for (long i = i0; i <= i1; i++) {
                random.moveTo(columns[(int) (i - i0)], j);
                double x = (i + random.next()) * grassCell, z = (j + random.next()) * grassCell;
                if (x < x0 || x >= x0 + size || z < z0 || z >= z0 + size) {
                    continue; // the neighbour's tuft
                }
                traits[Traits.ACCEPT] = random.next();
                double clump = clumped.at(x, z);
                if (traits[Traits.ACCEPT] >= clump) {
                    continue; // a gap: whatever the ground, the test below would fail too
                }
                for (int t = Traits.ACCEPT + 1; t < traits.length; t++) {
                    traits[t] = random.next();
                }
                ground.sample(x - x0, z - z0, at);
                double density = clump * groundShare(Species.GRASS, at) * at.grass * (1 - 0.6 * woods.woods(x, z));
                if (traits[Traits.ACCEPT] < density) {
                    // no coarser tile places grass: every tuft fades with its tile
                    grass.add(x - x0, z - z0, (0.7 + 0.6 * traits[Traits.SIZE]) * (0.5 + 0.75 * clump),
                            2 * Math.PI * traits[Traits.TURN], traits[Traits.TINT], false);
                }
            }
        }
    }

    /**
     * The share of the species' density that the ground at {@code at} allows: 0 outside its limits
     * (under or at the sea, too high, too steep), fading in over the last part inside them.
     */
    private double groundShare(Species species, GroundPoint at) {
        double above = species.isTree() ? TREE_ABOVE_SEA : species == Species.ROCK ? ROCK_ABOVE_SEA : PLANT_ABOVE_SEA;
        double maxHeight = species.maxHeight(params), maxSlope = species.maxSlope(params);
        if (at.height <= params.seaLevel() + above || at.height >= maxHeight || at.slope >= maxSlope) {
            return 0;
        }
        double fade = species.isTree() ? TREE_LINE_FADE : 0;
        double belowLine = fade > 0 ? smoothstep(maxHeight, maxHeight - fade, at.height) : 1;
        return belowLine * smoothstep(maxSlope, 0.6 * maxSlope, at.slope);
    }

    private static boolean grows(double[] points, int p, double density) {
        return points[p + 3 + Traits.ACCEPT] < density;
    }

    /** Adds point {@code p}; the parent tile places it too when its mark is under the parent level's limit. */
    private static void add(Species species, int level, TileFoliage out, double[] points, int p, double x, double z) {
        int t = p + 3;
        boolean kept = points[p + 2] < species.markLimit(level + 1);
        out.of(species).add(x, z, 0.75 + 0.5 * points[t + Traits.SIZE], 2 * Math.PI * points[t + Traits.TURN],
                points[t + Traits.TINT], kept);
    }

    private static double smoothstep(double edge0, double edge1, double x) {
        double t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
        return t * t * (3 - 2 * t);
    }
}
