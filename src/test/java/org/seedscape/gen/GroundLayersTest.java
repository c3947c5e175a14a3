package org.seedscape.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.seedscape.erosion.FieldGrid;
import org.seedscape.erosion.Landforms;
import org.seedscape.erosion.ErosionField;
import org.seedscape.erosion.ErosionFields;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.Atmosphere;
import org.seedscape.stream.ViewDistance;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/**
 * The surface pass on generated tiles: weights are a partition of unity, each layer keeps to its
 * rule, shared tile edges agree bit for bit, and the GLSL pass equals its Java twin.
 */
class GroundLayersTest {
    private static final TileLayout LAYOUT = TileLayout.standard(ViewDistance.GROUND);

    /** Tiles over sea, shore, valleys and peaks of each preset, at fine and coarse levels. */
    static List<TileKey> keys() {
        List<TileKey> keys = new ArrayList<>();
        for (int level : new int[] {0, 2, 4, 6}) {
            int n = 8 >> Math.min(level, 3);
            for (int t = -n; t < n; t += Math.max(1, n / 2)) {
                keys.add(new TileKey(level, t, -t / 2));
            }
        }
        keys.add(new TileKey(1, 15625, -15625)); // 10^6 m out
        return keys;
    }

    static List<String> presets() {
        return PresetLoader.available();
    }

    @Test
    void weightsAreNonNegativeSumToOneAndFollowTheirRules() {
        int[] tally = new int[3];
        for (String presetName : presets()) {
            checkRules(presetName, tally);
        }
        // Each rule must actually have been exercised somewhere.
        assertTrue(tally[0] > 0 && tally[1] > 0 && tally[2] > 0, "no tile had snow, sand or bare rock");
    }

    private static void checkRules(String presetName, int[] tally) {
        TerrainParams params = PresetLoader.load(presetName).params();
        TerrainFunction terrain = new TerrainFunction(params, 3);
        TerrainParams r = params;
        double snowFloor = r.get(PresetKey.SNOW_LINE) - r.get(PresetKey.ALTITUDE_NOISE) - r.get(PresetKey.SNOW_BAND)
                - r.get(PresetKey.SNOW_SUN_LIFT) - r.get(PresetKey.SNOW_HOLLOWS);
        double sandCeiling = r.get(PresetKey.SEA_LEVEL) + 1.5 * r.get(PresetKey.BEACH_HEIGHT) + r.get(PresetKey.BEACH_BAND);
        double bareRock = Math.max(r.get(PresetKey.ROCK_SLOPE), 0) + r.get(PresetKey.SLOPE_NOISE) + r.get(PresetKey.SLOPE_BAND);
        int samples = 0, snowy = 0, sandy = 0, rocky = 0;
        for (TileKey key : keys()) {
            TileLayers layers = SharedGl.gpuLayers(terrain, LAYOUT.generationGrid(key));
            TileData d = layers.data();
            int m = d.size();
            for (int step = 1; step <= 2; step++) {
                float[] w = step == 1 ? layers.own() : layers.parent();
                int side = step == 1 ? layers.ownSide() : layers.parentSide();
                double scale = step * d.grid().spacing();
                for (int v = 0; v < side; v++) {
                    for (int u = 0; u < side; u++) {
                        int i = TileLayout.BORDER + step * u, j = TileLayout.BORDER + step * v;
                        int k = i + j * m, at = GroundLayers.WEIGHTS_PER_SAMPLE * (u + v * side);
                        String where = presetName + " " + key + " step " + step + " sample " + i + "," + j;
                        float sum = 0;
                        for (int c = 0; c < GroundLayers.WEIGHTS_PER_SAMPLE; c++) {
                            assertTrue(w[at + c] >= 0, where + ": " + GroundLayers.NAMES[c + 1] + " " + w[at + c]);
                            sum += w[at + c];
                        }
                        float grass = 1 - sum;
                        assertTrue(grass >= -1e-6f, where + ": weights sum to " + sum);
                        float[] heights = step == 1 ? d.height() : d.parentHeight(); // the parent scale's own ground
                        double h = heights[k];
                        double sx = (heights[k + step] - heights[k - step]) / (2 * scale);
                        double sz = (heights[k + step * m] - heights[k - step * m]) / (2 * scale);
                        double slope = Math.hypot(sx, sz);
                        if (w[at + GroundLayers.SNOW] > 0) {
                            snowy++;
                            assertTrue(h >= snowFloor, where + ": snow " + w[at + GroundLayers.SNOW] + " at " + h + " m");
                        }
                        if (w[at + GroundLayers.SAND] > 0) {
                            sandy++;
                            assertTrue(h <= sandCeiling, where + ": sand " + w[at + GroundLayers.SAND] + " at " + h + " m");
                        }
                        if (slope > bareRock + 0.01 && slope > r.get(PresetKey.SNOW_MAX_SLOPE) + r.get(PresetKey.SLOPE_NOISE) + r.get(PresetKey.SLOPE_BAND) + 0.01) {
                            rocky++;
                            assertTrue(w[at + GroundLayers.ROCK] > 0.999f, where + ": slope " + slope + " but rock "
                                    + w[at + GroundLayers.ROCK]);
                        }
                        samples++;
                    }
                }
            }
        }
        System.out.printf("layers %s: %d samples, %d with snow, %d with sand, %d steeper than the rock band%n",
                presetName, samples, snowy, sandy, rocky);
        tally[0] += snowy;
        tally[1] += sandy;
        tally[2] += rocky;
    }

    @Test
    void sharedTileEdgesHaveIdenticalWeights() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("default").params(), 11);
        for (TileKey here : List.of(new TileKey(0, 3, -2), new TileKey(3, -1, 0), new TileKey(1, 7812, 7812))) {
            TileLayers a = SharedGl.gpuLayers(terrain, LAYOUT.generationGrid(here));
            TileLayers east = SharedGl.gpuLayers(terrain, LAYOUT.generationGrid(new TileKey(here.level(), here.tx() + 1, here.tz())));
            TileLayers north = SharedGl.gpuLayers(terrain, LAYOUT.generationGrid(new TileKey(here.level(), here.tx(), here.tz() + 1)));
            assertEqualEdges(a.own(), east.own(), north.own(), a.ownSide(), here + " own");
            assertEqualEdges(a.parent(), east.parent(), north.parent(), a.parentSide(), here + " parent");
        }
    }

    /** A tile's east column equals its east neighbour's west column, and likewise north and south. */
    private static void assertEqualEdges(float[] here, float[] east, float[] north, int side, String what) {
        for (int k = 0; k < side; k++) {
            int lastColumn = side - 1 + k * side, firstColumn = k * side;
            int lastRow = k + (side - 1) * side, firstRow = k;
            for (int c = 0; c < GroundLayers.WEIGHTS_PER_SAMPLE; c++) {
                assertEquals(here[4 * lastColumn + c], east[4 * firstColumn + c], what + " east edge " + k);
                assertEquals(here[4 * lastRow + c], north[4 * firstRow + c], what + " north edge " + k);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("presets")
    void gpuSurfacePassMatchesItsJavaTwin(String presetName) {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load(presetName).params(), 8);
        double worst = 0;
        for (TileKey key : List.of(new TileKey(0, 2, 5), new TileKey(3, -2, 1), new TileKey(6, 0, -1),
                new TileKey(2, 1_250_000, -2_500_000))) {
            TileLayers gpu = SharedGl.gpuLayers(terrain, LAYOUT.generationGrid(key));
            for (int step = 1; step <= 2; step++) {
                float[] java = GroundLayers.compute(terrain, gpu.data(), TileLayout.BORDER, step);
                float[] g = step == 1 ? gpu.own() : gpu.parent();
                for (int k = 0; k < g.length; k++) {
                    worst = Math.max(worst, Math.abs(g[k] - java[k]));
                }
            }
        }
        System.out.printf("layers %s: worst GPU/Java weight difference %.3g%n", presetName, worst);
        assertTrue(worst < 2e-3, presetName + ": GPU and Java weights differ by " + worst);
    }

    /**
     * With hydraulic and thermal erosion, the surface pass reads what they added and the water run off
     * at each sample (the parent level's at twice the spacing) and weighs scree, bare rock and wet
     * channel beds as its Java twin does.
     */
    @Test
    void gpuSurfacePassReadsErosionAsItsJavaTwin() {
        TerrainFunction terrain = new TerrainFunction(PresetLoader.load("alpine").params().with(PresetKey.WET_RUNOFF, 2), 8);
        ErosionFields fields = ErosionFields.of(terrain, LAYOUT, null);
        double worst = 0;
        int screeOrRock = 0;
        for (TileKey key : List.of(new TileKey(ErosionFields.LEVEL, 1, -1), new TileKey(0, 5, -3))) {
            ErosionField field = fields.get(ErosionFields.fieldKey(key));
            SampleGrid grid = LAYOUT.generationGrid(key);
            boolean parentToo = key.level() < ErosionFields.LEVEL;
            TileLayers gpu = SharedGl.withGenerator(g -> g.generateWithLayers(terrain, grid, TileLayout.BORDER, Landforms.TileFields.erosionOnly(field, parentToo)));
            FieldGrid.Placement p = field.placementOf(grid);
            int n = grid.size();
            float[] own = new float[n * n], parent = new float[n * n], ownRunoff = new float[n * n], parentRunoff = new float[n * n];
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    own[i + j * n] = field.at(p, i, j);
                    parent[i + j * n] = parentToo ? own[i + j * n] : 0;
                    ownRunoff[i + j * n] = field.runoffAt(p, i, j);
                    parentRunoff[i + j * n] = parentToo ? ownRunoff[i + j * n] : 0;
                }
            }
            for (int step = 1; step <= 2; step++) {
                float[] java = GroundLayers.compute(terrain, gpu.data(), TileLayout.BORDER, step, step == 1 ? own : parent,
                        step == 1 ? ownRunoff : parentRunoff);
                float[] plain = GroundLayers.compute(terrain, gpu.data(), TileLayout.BORDER, step);
                float[] g = step == 1 ? gpu.own() : gpu.parent();
                for (int k = 0; k < g.length; k++) {
                    worst = Math.max(worst, Math.abs(g[k] - java[k]));
                    screeOrRock += java[k] > plain[k] + 0.1f ? 1 : 0;
                }
            }
        }
        assertTrue(worst < 2e-3, "GPU and Java weights differ by " + worst);
        assertTrue(screeOrRock > 10, "scree and shed ground change the weights: " + screeOrRock);
    }

    @Test
    void screeIsSoilAndShedGroundIsRock() {
        TerrainParams r = PresetLoader.load("alpine").params();
        float[] w = new float[4];
        double height = r.get(PresetKey.SEA_LEVEL) + 100;
        GroundLayers.weights(r, height, 0.05, 0, 0, 1, 0, 0, r.get(PresetKey.SCREE_DEPTH), 0, w, 0);
        assertEquals(1, w[GroundLayers.SOIL], 1e-6, "deep scree is soil and stones");
        GroundLayers.weights(r, height, 0.05, 0, 0, 1, 0, 0, -r.get(PresetKey.SHED_DEPTH), 0, w, 0);
        assertEquals(1, w[GroundLayers.ROCK], 1e-6, "where as much ground was shed, rock is bare");
        GroundLayers.weights(r, height, 0.05, 0, 0, 1, 0, 0, 0.2 * r.get(PresetKey.SCREE_DEPTH), 0, w, 0);
        assertEquals(0, w[GroundLayers.SOIL] + w[GroundLayers.ROCK], 1e-6, "a thin dusting leaves grass");
        GroundLayers.weights(r, height, 2 * r.get(PresetKey.ROCK_SLOPE), 0, 0, 1, 0, 0, r.get(PresetKey.SCREE_DEPTH), 0, w, 0);
        assertEquals(1, w[GroundLayers.SOIL], 1e-6, "scree covers steep bedrock");
        GroundLayers.weights(r, height, 2 * r.get(PresetKey.ROCK_SLOPE), 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.ROCK], 1e-6, "bare, it is rock");
    }

    @Test
    void muchRunoffMakesAWetChannelBed() {
        TerrainParams r = PresetLoader.load("default").params().with(PresetKey.WET_RUNOFF, 5);
        float[] w = new float[4];
        double height = r.get(PresetKey.SEA_LEVEL) + 100;
        GroundLayers.weights(r, height, 0.05, 0, 0, 1, 0, 0, 0, 5, w, 0);
        assertEquals(1, w[GroundLayers.SOIL], 1e-6, "as much runoff as wetRunoff makes wet soil and gravel");
        GroundLayers.weights(r, height, 0.05, 0, 0, 1, 0, 0, 0, 2.4, w, 0);
        assertEquals(0, w[GroundLayers.SOIL], 1e-6, "less than half of it leaves grass");
        GroundLayers.weights(r.with(PresetKey.WET_RUNOFF, 0), height, 0.05, 0, 0, 1, 0, 0, 0, 50, w, 0);
        assertEquals(0, w[GroundLayers.SOIL], 1e-6, "wetRunoff 0 is off");
    }

    @Test
    void snowLiesLongerOnShadedSlopesAndInHollows() {
        TerrainParams r = PresetLoader.load("alpine").params();
        float[] w = new float[4];
        double line = r.get(PresetKey.SNOW_LINE), lift = r.get(PresetKey.SNOW_SUN_LIFT), hollows = r.get(PresetKey.SNOW_HOLLOWS);
        assertTrue(lift > r.get(PresetKey.SNOW_BAND) && hollows > r.get(PresetKey.SNOW_BAND), "the alpine world's snow follows sun and hollows");
        // A 27-degree slope on the snow line: bare facing the sun, white facing away.
        double slope = 0.5;
        GroundLayers.weights(r, line, slope, slope, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.SNOW], 0.01, "a slope facing the sun has melted bare");
        GroundLayers.weights(r, line, slope, -slope, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.SNOW], 0.01, "the same slope facing away holds its snow");
        GroundLayers.weights(r, line, slope, 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0.5, w[GroundLayers.SNOW], 0.01, "facing across the sunlight, the line is where the preset puts it");
        // Flat ground below the snow line: a hollow holds snow, even ground and a crest do not.
        double below = line - 0.5 * hollows;
        GroundLayers.weights(r, below, 0.05, 0, -GroundLayers.FULL_HOLLOW, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.SNOW], 0.01, "a hollow below the snow line holds snow");
        GroundLayers.weights(r, below, 0.05, 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.SNOW], 0.01, "even ground there is bare");
        GroundLayers.weights(r, below, 0.05, 0, GroundLayers.FULL_HOLLOW, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.SNOW], 0.01, "and so is a crest");
    }

    @Test
    void aConeHoldsItsSnowOnTheSideAwayFromTheSun() {
        TerrainParams r = PresetLoader.load("alpine").params().with(PresetKey.ALTITUDE_NOISE, 0).with(PresetKey.SLOPE_NOISE, 0);
        TerrainFunction terrain = new TerrainFunction(r, 1);
        // A cone 30 degrees steep whose middle ring lies on the snow line, seen on a 4 m grid.
        int n = 65;
        double spacing = 4, mid = (n - 1) / 2.0, rise = Math.tan(Math.toRadians(30));
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double d = Math.hypot(i - mid, j - mid) * spacing;
                h[i + j * n] = (float) (r.get(PresetKey.SNOW_LINE) + rise * (0.5 * mid * spacing - d));
            }
        }
        float[] w = GroundLayers.compute(terrain, TileData.heightsOnly(new SampleGrid(0, 0, spacing, n), h, null, "java"), 1, 1);
        int side = GroundLayers.computedSide(n, 1, 1);
        // Halfway down, on the sun's side (against the sunlight's way) and on the far side.
        double reach = 0.5 * mid;
        double sunSide = snowAt(w, side, mid - reach * GroundLayers.SUNLIGHT_ACROSS_X, mid - reach * GroundLayers.SUNLIGHT_ACROSS_Z);
        double farSide = snowAt(w, side, mid + reach * GroundLayers.SUNLIGHT_ACROSS_X, mid + reach * GroundLayers.SUNLIGHT_ACROSS_Z);
        assertTrue(sunSide < 0.1 && farSide > 0.9, "snow on the sunny side " + sunSide + ", on the shaded side " + farSide);
    }

    /** The snow weight of the computed sample nearest grid sample (i, j) (a border of 1). */
    private static double snowAt(float[] w, int side, double i, double j) {
        int u = (int) Math.round(i) - 1, v = (int) Math.round(j) - 1;
        return w[GroundLayers.WEIGHTS_PER_SAMPLE * (u + v * side) + GroundLayers.SNOW];
    }

    @Test
    void theSunlightAcrossTheGroundIsTheSkysSunlight() {
        Vector3f sun = Atmosphere.SUN_DIRECTION;
        double across = Math.hypot(sun.x, sun.z);
        assertEquals(sun.x / across, GroundLayers.SUNLIGHT_ACROSS_X, 1e-6);
        assertEquals(sun.z / across, GroundLayers.SUNLIGHT_ACROSS_Z, 1e-6);
    }

    @Test
    void coversStackInOrder() {
        TerrainParams r = PresetLoader.load("default").params();
        float[] w = new float[4];
        GroundLayers.weights(r, r.get(PresetKey.SNOW_LINE) + 500, 0.1, 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.SNOW], 1e-6, "flat ground far above the snow line is all snow");
        GroundLayers.weights(r, r.get(PresetKey.SNOW_LINE) + 500, 5, 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.ROCK], 1e-6, "a cliff above the snow line is bare rock");
        GroundLayers.weights(r, r.get(PresetKey.SEA_LEVEL) - 20, 0.05, 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.SAND], 1e-6, "the seabed is sand");
        GroundLayers.weights(r, r.get(PresetKey.SEA_LEVEL) + 100, 0.05, 0, -1, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[0] + w[1] + w[2] + w[3], 1e-6, "a gentle lowland hollow is grass");
        GroundLayers.weights(r, r.get(PresetKey.SEA_LEVEL) + 100, 0.05, 0, 3 * r.get(PresetKey.CONVEX_SOIL), 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.SOIL], 1e-6, "a sharp crest is soil");
    }

    @Test
    void sharpCrestsAreBareRockWhereConvexRockIsSet() {
        TerrainParams r = PresetLoader.load("alpine").params();
        double crest = r.get(PresetKey.CONVEX_ROCK), height = r.get(PresetKey.SNOW_LINE) - 500;
        assertTrue(crest > r.get(PresetKey.CONVEX_SOIL), "the alpine world's aretes are rock");
        float[] w = new float[4];
        GroundLayers.weights(r, height, 0.3, 0, 1.25 * crest, 1, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.ROCK], 1e-6, "a sharp crest is bare rock");
        GroundLayers.weights(r, height, 0.3, 0, 0.75 * crest, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.ROCK], 1e-6, "a rounder one is not");
        assertEquals(1, w[GroundLayers.SOIL], 1e-6, "but soil and stones");
        GroundLayers.weights(r.with(PresetKey.CONVEX_ROCK, 0), height, 0.3, 0, 3 * crest, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.ROCK], 1e-6, "convexRock 0 is off");
        // On a coarse tile a gentle knob reads as convex as a sharp crest on a fine one: it stays loose ground.
        GroundLayers.weights(r, height, 0.3, 0, 1.25 * crest, 16, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.ROCK], 1e-6, "the same convexity on a 16 m grid");
        GroundLayers.weights(r, height, 0.3, 0, 8 * 1.25 * crest, 16, 0, 0, 0, 0, w, 0);
        assertEquals(1, w[GroundLayers.ROCK], 1e-6, "eight times it there");
        // A flat meadow has no rock, whatever the rules.
        GroundLayers.weights(r, height, 0.02, 0, 0, 1, 0, 0, 0, 0, w, 0);
        assertEquals(0, w[GroundLayers.ROCK], 1e-6, "a flat meadow is not rock");
    }
}
