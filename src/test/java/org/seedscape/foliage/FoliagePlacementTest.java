package org.seedscape.foliage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.foliage.GroundProbe.GroundPoint;
import org.seedscape.shots.RepeatPeak;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * Placement is a pure function of (seed, preset, tile, species) and the ground: the same bits
 * every time, trees that keep their spacing within a tile and across its borders, far tiles that
 * show a share of the same trees, the preset's densities, woods and clearings, and no instance
 * beyond its species' limits.
 */
class FoliagePlacementTest {
    private static final TileLayout LAYOUT = TileLayout.standard(8192);
    private static final TerrainParams DEFAULT = PresetLoader.load("default").params();
    private static final long SEED = 7;

    /**
     * Rolling ground in world coordinates, rising along x from the sea (x near -1000 m) through
     * flat land at 350 m (x near 0) and slopes steeper than trees take (x near 600 m) to above the
     * tree line (x near 1000 m), with steep banks every 300 m along z.
     */
    private static void rolling(double x, double z, GroundPoint out) {
        double a = 2 * Math.PI / 4000, s = Math.sin(a * x);
        out.height = 350 + 600 * s * s * s;
        out.slope = Math.abs(1800 * a * s * s * Math.cos(a * x)) + 1.2 * Math.pow(Math.max(0, Math.sin(2 * Math.PI * z / 300)), 4);
        out.rock = smooth(0.6, 0.9, out.slope);
        out.sand = out.height < DEFAULT.seaLevel() + 4 ? 1 - out.rock : 0;
        out.soil = (1 - out.rock - out.sand) * smooth(450, 560, out.height);
        out.snow = 0;
        out.grass = 1 - out.rock - out.sand - out.soil;
    }

    /** Flat grass at 100 m. */
    private static void meadow(double x, double z, GroundPoint out) {
        out.height = 100;
        out.slope = 0;
        out.grass = 1;
        out.soil = out.sand = out.rock = out.snow = 0;
    }

    /** Grass placed on a level meadow at {@code height}, the probe telling its lowest height or not. */
    private static Instances grassOnMeadowAt(double height, boolean tellsLowest) {
        TileKey key = new TileKey(0, 2, -1);
        double x0 = LAYOUT.minX(key), z0 = LAYOUT.minZ(key);
        GroundProbe probe = new GroundProbe() {
            @Override
            public void sample(double x, double z, GroundPoint out) {
                meadow(x0 + x, z0 + z, out);
                out.height = height;
            }

            @Override
            public double lowest() {
                return tellsLowest ? height : Double.NEGATIVE_INFINITY;
            }
        };
        return new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 0), SEED).place(key, LAYOUT, probe)
                .of(Species.GRASS);
    }

    /** Telling placement the tile's lowest ground changes nothing it places, above the grass's limit or below it. */
    @Test
    void theLowestGroundOnlySpares() {
        double limit = Species.GRASS.maxHeight(DEFAULT);
        for (double height : new double[] {limit - 50, limit - 0.5, limit + 0.5, limit + 50}) {
            assertArrayEquals(grassOnMeadowAt(height, false).toArray(), grassOnMeadowAt(height, true).toArray(),
                    "grass at " + height + " m");
        }
        assertTrue(grassOnMeadowAt(limit - 50, true).count() > 10_000, "a meadow under the limit grows grass");
        assertEquals(0, grassOnMeadowAt(limit + 50, true).count());
    }

    private interface WorldGround {
        void sample(double x, double z, GroundPoint out);
    }

    /** The world ground as a tile's builder would see it: tile-local coordinates. */
    private static GroundProbe on(TileKey key, WorldGround ground) {
        double x0 = LAYOUT.minX(key), z0 = LAYOUT.minZ(key);
        return (x, z, out) -> ground.sample(x0 + x, z0 + z, out);
    }

    private static TileFoliage place(FoliagePlacement placement, TileKey key, WorldGround ground) {
        return placement.place(key, LAYOUT, on(key, ground));
    }

    /** World (x, z) of every instance of the species on the tiles, and the index of its tile. */
    private static List<double[]> world(FoliagePlacement placement, List<TileKey> keys, WorldGround ground,
                                        Species... species) {
        List<double[]> points = new ArrayList<>();
        for (int k = 0; k < keys.size(); k++) {
            TileKey key = keys.get(k);
            TileFoliage foliage = place(placement, key, ground);
            for (Species s : species) {
                Instances in = foliage.of(s);
                for (int i = 0; i < in.count(); i++) {
                    points.add(new double[] {LAYOUT.minX(key) + in.get(i, Instances.X),
                            LAYOUT.minZ(key) + in.get(i, Instances.Z), k});
                }
            }
        }
        return points;
    }

    private static List<TileKey> block(int level, int tx0, int tz0, int side) {
        List<TileKey> keys = new ArrayList<>();
        for (int j = 0; j < side; j++) {
            for (int i = 0; i < side; i++) {
                keys.add(new TileKey(level, tx0 + i, tz0 + j));
            }
        }
        return keys;
    }

    @Test
    void sameInputsGiveTheSameInstancesBitForBit() {
        TileKey key = new TileKey(0, -1, 3);
        TileFoliage a = place(new FoliagePlacement(DEFAULT, SEED), key, FoliagePlacementTest::rolling);
        TileFoliage b = place(new FoliagePlacement(DEFAULT, SEED), key, FoliagePlacementTest::rolling);
        TileFoliage other = place(new FoliagePlacement(DEFAULT, SEED + 1), key, FoliagePlacementTest::rolling);
        assertTrue(a.count() > 1000, "the tile should hold grass and more: " + a.count());
        for (Species s : Species.values()) {
            assertArrayEquals(a.of(s).toArray(), b.of(s).toArray(), s.key());
        }
        assertTrue(a.of(Species.GRASS).count() != other.of(Species.GRASS).count()
                || a.of(Species.GRASS).get(0, Instances.X) != other.of(Species.GRASS).get(0, Instances.X),
                "another seed should place other grass");
    }

    @Test
    void treesKeepTheirSpacingWithinATileAndAcrossItsBorders() {
        TerrainParams woods = DEFAULT.with(PresetKey.FOREST_COVER, 1).with(PresetKey.TREE_DENSITY, 50);
        FoliagePlacement placement = new FoliagePlacement(woods, SEED);
        List<double[]> trees = world(placement, block(0, -1, -1, 3), FoliagePlacementTest::meadow,
                Species.BROADLEAF, Species.CONIFER);
        double spacing = placement.treeSpacing();
        int closeAcross = 0;
        for (int p = 0; p < trees.size(); p++) {
            for (int q = p + 1; q < trees.size(); q++) {
                double d = Math.hypot(trees.get(p)[0] - trees.get(q)[0], trees.get(p)[1] - trees.get(q)[1]);
                assertTrue(d >= spacing - 1e-3, "trees " + d + " m apart, spacing " + spacing);
                if (d < 1.5 * spacing && trees.get(p)[2] != trees.get(q)[2]) {
                    closeAcross++;
                }
            }
        }
        assertTrue(closeAcross > 20, "trees should crowd tile borders as densely as the rest: " + closeAcross);
        double perHundred = 100.0 * trees.size() / (9 * Math.pow(LAYOUT.tileSize(0), 2));
        double most = 100 * 0.95 / (Math.PI * spacing * spacing);
        assertTrue(perHundred > 0.8 * most, "asked for the most trees the spacing allows, got " + perHundred
                + " per 100 m2 of about " + most);
    }

    @Test
    void treesAreSpreadEvenlyNeitherWhiteNoiseNorAGrid() {
        FoliagePlacement placement = new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 1), SEED);
        List<double[]> trees = world(placement, block(0, 0, 0, 4), FoliagePlacementTest::meadow,
                Species.BROADLEAF, Species.CONIFER);
        double side = 4 * LAYOUT.tileSize(0), margin = 20, sum = 0;
        int counted = 0;
        for (double[] p : trees) {
            if (p[0] < margin || p[0] > side - margin || p[1] < margin || p[1] > side - margin) {
                continue;
            }
            double nearest = Double.MAX_VALUE;
            for (double[] q : trees) {
                if (q != p) {
                    nearest = Math.min(nearest, Math.hypot(p[0] - q[0], p[1] - q[1]));
                }
            }
            sum += nearest;
            counted++;
        }
        double density = trees.size() / (side * side);
        // Clark and Evans: mean nearest-neighbour distance over that of white noise, 1 for white
        // noise, 2 for a square grid
        double ratio = sum / counted / (0.5 / Math.sqrt(density));
        assertTrue(ratio > 1.25 && ratio < 1.85, "Clark-Evans ratio " + ratio);
    }

    @Test
    void densitiesFollowThePreset() {
        TerrainParams params = DEFAULT.with(PresetKey.FOREST_COVER, 1);
        List<TileKey> keys = block(0, 10, 20, 3);
        double area = keys.size() * Math.pow(LAYOUT.tileSize(0), 2);
        FoliagePlacement placement = new FoliagePlacement(params, SEED);
        int trees = world(placement, keys, FoliagePlacementTest::meadow, Species.BROADLEAF, Species.CONIFER).size();
        assertEquals(params.get(PresetKey.TREE_DENSITY), 100 * trees / area, 0.12 * params.get(PresetKey.TREE_DENSITY));

        FoliagePlacement open = new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 0), SEED);
        int grass = world(open, keys, FoliagePlacementTest::meadow, Species.GRASS).size();
        assertEquals(DEFAULT.get(PresetKey.GRASS_DENSITY), grass / area, 0.03 * DEFAULT.get(PresetKey.GRASS_DENSITY));
        int lone = world(open, keys, FoliagePlacementTest::meadow, Species.BROADLEAF, Species.CONIFER).size();
        assertEquals(DEFAULT.get(PresetKey.LONE_TREES) * trees, lone, 0.5 * DEFAULT.get(PresetKey.LONE_TREES) * trees);
    }

    /**
     * A meadow's grass gathers in tussocks and patches with gaps, taller in the thick of them: a
     * jittered grid alone put 24 tufts in nearly every 2 m square, a sown crop.
     */
    @Test
    void grassGrowsInClumpsTallerInTheirThick() {
        FoliagePlacement open = new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 0), SEED);
        TileKey key = new TileKey(0, 4, -6);
        Instances grass = place(open, key, FoliagePlacementTest::meadow).of(Species.GRASS);
        int across = (int) (LAYOUT.tileSize(0) / 2);
        int[] count = new int[across * across];
        double[] scale = new double[count.length];
        for (int i = 0; i < grass.count(); i++) {
            int sx = Math.min((int) (grass.get(i, Instances.X) / 2), across - 1);
            int sz = Math.min((int) (grass.get(i, Instances.Z) / 2), across - 1);
            count[sx + sz * across]++;
            scale[sx + sz * across] += grass.get(i, Instances.SCALE);
        }
        double mean = (double) grass.count() / count.length, variance = 0;
        for (int c : count) {
            variance += (c - mean) * (c - mean) / count.length;
        }
        assertTrue(Math.sqrt(variance) / mean > 0.4, "tufts per 2 m square: mean " + mean + ", deviation " + Math.sqrt(variance));
        double sparse = 0, thick = 0;
        int sparseTufts = 0, thickTufts = 0;
        for (int q = 0; q < count.length; q++) {
            if (count[q] > 0 && count[q] < mean / 2) {
                sparse += scale[q];
                sparseTufts += count[q];
            } else if (count[q] > 1.5 * mean) {
                thick += scale[q];
                thickTufts += count[q];
            }
        }
        assertTrue(sparseTufts > 100 && thickTufts > 100, sparseTufts + " tufts in sparse squares, " + thickTufts + " in thick ones");
        assertTrue(thick / thickTufts > 1.2 * sparse / sparseTufts,
                "mean size in thick squares " + thick / thickTufts + ", in sparse ones " + sparse / sparseTufts);
    }

    /**
     * No lattice shows in the grass from any heading: the tufts of a meadow tile, counted on a grid
     * of eighths of a metre, have no spectral peak from 8 m down to half a metre that stands out of
     * its ring more than a random pattern's strongest frequency does (12.0 dB here, about 12 dB for
     * any square of 512). The same candidates each in the middle of its cell, a lattice, stood
     * 29.2 dB over their ring.
     */
    @Test
    void grassShowsNoLattice() {
        FoliagePlacement open = new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 0), SEED);
        TileKey key = new TileKey(0, 4, -6);
        Instances grass = place(open, key, FoliagePlacementTest::meadow).of(Species.GRASS);
        int size = 512;
        double metresPerPixel = LAYOUT.tileSize(0) / size;
        int[] count = new int[size * size];
        for (int i = 0; i < grass.count(); i++) {
            int px = Math.min((int) (grass.get(i, Instances.X) / metresPerPixel), size - 1);
            int pz = Math.min((int) (grass.get(i, Instances.Z) / metresPerPixel), size - 1);
            count[px + pz * size]++;
        }
        BufferedImage tufts = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        for (int k = 0; k < count.length; k++) {
            int v = Math.min(255, 64 * count[k]);
            tufts.setRGB(k % size, k / size, v << 16 | v << 8 | v);
        }
        int eightMetres = (int) (LAYOUT.tileSize(0) / 8), halfMetre = (int) (LAYOUT.tileSize(0) / 0.5);
        double db = RepeatPeak.of(tufts, 0, 0, size, eightMetres, halfMetre);
        assertTrue(db < 16, "the grass's strongest frequency stands " + db + " dB over its ring");
    }

    @Test
    void farTilesShowAShareOfTheSameTrees() {
        FoliagePlacement placement = new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 1), SEED);
        TileKey far = new TileKey(3, 1, -2);
        List<double[]> coarse = world(placement, List.of(far), FoliagePlacementTest::meadow, Species.BROADLEAF, Species.CONIFER);
        List<double[]> fine = world(placement, block(0, 8, -16, 8), FoliagePlacementTest::meadow, Species.BROADLEAF, Species.CONIFER);
        for (double[] p : coarse) {
            assertTrue(fine.stream().anyMatch(q -> Math.hypot(p[0] - q[0], p[1] - q[1]) < 1e-3),
                    "a far tile's tree at " + p[0] + ", " + p[1] + " should stand on the near tiles too");
        }
        // a low mark survives more often (fewer lower marks around it), so the share exceeds the mark limit
        double share = (double) coarse.size() / fine.size(), limit = Species.BROADLEAF.markLimit(3);
        assertTrue(share >= limit && share < 2 * limit, "share of the trees a level-3 tile shows: " + share);
    }

    /**
     * An instance is marked kept exactly when its parent tile places it too, so only the others
     * fade with the tile's morph: trees (all levels), bushes and rocks (up to their last level),
     * and grass (never on a coarser tile).
     */
    @Test
    void keptInstancesAreExactlyThoseTheParentPlaces() {
        FoliagePlacement placement = new FoliagePlacement(DEFAULT.with(PresetKey.FOREST_COVER, 1), SEED);
        for (TileKey child : new TileKey[] {new TileKey(0, 3, 5), new TileKey(1, -2, 1), new TileKey(2, 1, 1),
            new TileKey(4, -1, 0)}) {
            TileFoliage mine = place(placement, child, FoliagePlacementTest::meadow);
            TileFoliage parents = place(placement, child.parent(), FoliagePlacementTest::meadow);
            int kept = 0, faded = 0;
            for (Species s : Species.values()) {
                Instances in = mine.of(s), up = parents.of(s);
                for (int i = 0; i < in.count(); i++) {
                    double x = LAYOUT.minX(child) + in.get(i, Instances.X), z = LAYOUT.minZ(child) + in.get(i, Instances.Z);
                    boolean inParent = false;
                    for (int j = 0; j < up.count() && !inParent; j++) {
                        inParent = Math.hypot(LAYOUT.minX(child.parent()) + up.get(j, Instances.X) - x,
                                LAYOUT.minZ(child.parent()) + up.get(j, Instances.Z) - z) < 1e-3;
                    }
                    assertEquals(inParent, in.get(i, Instances.KEPT) == 1, s.key() + " on " + child + " at " + x + ", " + z);
                    if (inParent) {
                        kept++;
                    } else {
                        faded++;
                    }
                }
            }
            assertTrue(kept > 0 && faded > 0, child + ": kept " + kept + ", faded " + faded);
        }
    }

    @Test
    void woodsCoverThePresetsShareWithClearingsBetween() {
        for (double cover : new double[] {0.15, 0.4, 0.8}) {
            ForestField forest = new ForestField(SEED, 500, cover);
            int inWoods = 0, n = 0;
            for (double x = 0; x < 20_000; x += 97) {
                for (double z = 0; z < 20_000; z += 89) {
                    inWoods += forest.woods(x, z) > 0.5 ? 1 : 0;
                    n++;
                }
            }
            assertEquals(cover, (double) inWoods / n, 0.07, "share of the land in woods");
        }
        FoliagePlacement placement = new FoliagePlacement(DEFAULT, SEED);
        ForestField forest = new ForestField(SEED, DEFAULT.get(PresetKey.FOREST_WAVELENGTH), DEFAULT.get(PresetKey.FOREST_COVER));
        int inside = 0, outside = 0;
        for (double[] t : world(placement, block(0, 0, 0, 8), FoliagePlacementTest::meadow, Species.BROADLEAF, Species.CONIFER)) {
            double w = forest.woods(t[0], t[1]);
            inside += w > 0.99 ? 1 : 0;
            outside += w < 0.01 ? 1 : 0;
        }
        assertTrue(inside > 10 * Math.max(outside, 1), "trees in woods " + inside + ", in the open " + outside);
    }

    /**
     * The woods a tile's grass is thinned by come from a patch's lattice: within a few thousandths
     * of the exact field, and the same value for a point from any patch that holds it, so the
     * grass has no seam where two tiles meet.
     */
    @Test
    void aWoodsPatchIsTheFieldInterpolatedTheSameFromEveryPatch() {
        ForestField forest = new ForestField(SEED, DEFAULT.get(PresetKey.FOREST_WAVELENGTH), DEFAULT.get(PresetKey.FOREST_COVER));
        double x0 = 0;
        while (Math.abs(forest.woods(x0 + 32, 160) - 0.5) > 0.2) {
            x0 += 64; // a tile across the edge of a wood
        }
        ForestField.Patch a = forest.patch(x0, 128, 64), b = forest.patch(x0 - 32, 100, 128);
        double worst = 0;
        int edges = 0;
        for (double z = 128; z < 192; z += 0.37) {
            for (double x = x0; x < x0 + 64; x += 0.41) {
                double exact = forest.woods(x, z);
                worst = Math.max(worst, Math.abs(a.woods(x, z) - exact));
                edges += exact > 0.05 && exact < 0.95 ? 1 : 0;
                assertEquals(a.woods(x, z), b.woods(x, z), 0.0, "the same at " + x + ", " + z);
            }
        }
        assertTrue(worst < 0.02, "largest difference from the exact woods " + worst);
        assertTrue(edges > 100, "the square crosses the edge of a wood (" + edges + " points on it)");
    }

    @Test
    void noInstanceBeyondItsSpeciesLimits() {
        FoliagePlacement placement = new FoliagePlacement(DEFAULT, SEED);
        GroundPoint at = new GroundPoint();
        int[] placed = new int[Species.values().length];
        boolean[] limitsMet = new boolean[3];
        for (TileKey key : List.of(new TileKey(0, 0, 0), new TileKey(0, -1, 3), new TileKey(1, 4, 0),
                new TileKey(2, 3, 0), new TileKey(2, -4, 0))) {
            TileFoliage foliage = place(placement, key, FoliagePlacementTest::rolling);
            for (Species s : Species.values()) {
                Instances in = foliage.of(s);
                placed[s.ordinal()] += in.count();
                for (int i = 0; i < in.count(); i++) {
                    on(key, FoliagePlacementTest::rolling).sample(in.get(i, Instances.X), in.get(i, Instances.Z), at);
                    assertTrue(at.height > DEFAULT.seaLevel(), s.key() + " under the sea at " + at.height);
                    assertTrue(at.height < s.maxHeight(DEFAULT), s.key() + " above its limit at " + at.height);
                    assertTrue(at.slope < s.maxSlope(DEFAULT), s.key() + " on a slope of " + at.slope);
                }
            }
            for (double x = 0; x < LAYOUT.tileSize(key.level()); x += 4) {
                for (double z = 0; z < LAYOUT.tileSize(key.level()); z += 4) {
                    on(key, FoliagePlacementTest::rolling).sample(x, z, at);
                    limitsMet[0] |= at.height < DEFAULT.seaLevel();
                    limitsMet[1] |= at.height > DEFAULT.get(PresetKey.TREE_LINE);
                    limitsMet[2] |= at.slope > DEFAULT.get(PresetKey.TREE_MAX_SLOPE);
                }
            }
        }
        for (Species s : Species.values()) {
            assertTrue(placed[s.ordinal()] > 0, "no " + s.key() + " placed at all");
        }
        assertArrayEquals(new boolean[] {true, true, true}, limitsMet, "the ground should reach under the sea, "
                + "above the tree line and steeper than trees take");
    }

    /** Stony ground (rock weight 0.4) at 800 m, the snow weight rising along x from 0 to 0.6 over 512 m. */
    private static void snowfield(double x, double z, GroundPoint out) {
        out.height = 800;
        out.slope = 0.2;
        out.rock = 0.4;
        out.snow = 0.6 * Math.max(0, Math.min(1, x / 512));
        out.soil = out.sand = 0;
        out.grass = 1 - out.rock - out.snow;
    }

    /**
     * On the same stony ground, rocks thin out where snow lies: where the snow weight is over a
     * half (drawn as white cover), under 40 % as many as on bare stone. Before, the stony share
     * alone decided, and rocks dotted the snowfields black.
     */
    @Test
    void rocksThinOutUnderSnow() {
        FoliagePlacement placement = new FoliagePlacement(DEFAULT, SEED);
        double size = LAYOUT.tileSize(0);
        List<TileKey> keys = new ArrayList<>();
        for (int i = 0; i * size < 512; i++) {
            for (int j = 0; j * size < 256; j++) {
                keys.add(new TileKey(0, i, j));
            }
        }
        int bare = 0, snowy = 0;
        for (double[] p : world(placement, keys, FoliagePlacementTest::snowfield, Species.ROCK)) {
            bare += p[0] >= 0 && p[0] < 85 ? 1 : 0;
            snowy += p[0] >= 427 && p[0] < 512 ? 1 : 0;
        }
        assertTrue(bare > 50, "rocks on bare stone: " + bare);
        assertTrue(snowy < 0.4 * bare, snowy + " rocks where snow lies against " + bare + " on bare stone");
    }

    private static double smooth(double e0, double e1, double x) {
        double t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
        return t * t * (3 - 2 * t);
    }
}
