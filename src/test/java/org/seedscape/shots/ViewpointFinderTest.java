package org.seedscape.shots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.seedscape.erosion.DrainageFields;
import org.seedscape.foliage.FoliagePlacement;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.PresetLoader;

/** The shots viewpoints found in real presets: each is what its name promises, and the same every time. */
class ViewpointFinderTest {
    private static final Map<String, List<Viewpoint>> FOUND = new ConcurrentHashMap<>();

    private static TerrainFunction terrain(String preset) {
        return new TerrainFunction(PresetLoader.load(preset).params(), 1);
    }

    private static double sea(String preset) {
        return PresetLoader.load(preset).params().seaLevel();
    }

    /** Each preset searched once for all tests (a search takes a second or two). */
    private static List<Viewpoint> found(String preset) {
        return FOUND.computeIfAbsent(preset, p -> new ViewpointFinder(terrain(p), sea(p)).all());
    }

    private static Viewpoint named(String preset, String name) {
        return found(preset).stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    }

    private static double height(TerrainFunction t, double x, double z) {
        TerrainSample s = new TerrainSample();
        t.sample(x, z, s);
        return s.height;
    }

    /** Each preset's drainage (null where it has none), made once. */
    private static final Map<String, Optional<DrainageFields>> DRAINAGE = new ConcurrentHashMap<>();

    /** The ground as the tiles draw it: the terrain's height raised to the plains of filled basins, lowered into cut valleys. */
    private static double ground(String preset, double x, double z) {
        TerrainFunction t = terrain(preset);
        double h = height(t, x, z);
        Optional<DrainageFields> drainage = DRAINAGE.computeIfAbsent(preset,
                p -> Optional.ofNullable(DrainageFields.of(t, TileLayout.standard(ViewpointFinder.SEARCH_RADIUS))));
        return drainage.map(d -> (double) d.liftAt(x, z, (float) h)).orElse(h);
    }

    private static double ringMean(String preset, double x, double z, double r) {
        double sum = 0;
        for (int k = 0; k < 32; k++) {
            double a = 2 * Math.PI * k / 32;
            sum += ground(preset, x + Math.cos(a) * r, z + Math.sin(a) * r);
        }
        return sum / 32;
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "islands", "alpine"})
    void everyViewpointExistsInOrderAboveTheExactGround(String preset) {
        List<Viewpoint> all = found(preset);
        assertEquals(ViewpointFinder.NAMES, all.stream().map(Viewpoint::name).toList());
        for (Viewpoint v : all) {
            double ground = ground(preset, v.x(), v.z());
            assertEquals(ground, v.groundY(), 1e-9, v.name());
            assertTrue(v.eyeY() >= ground + ViewpointFinder.CLEARANCE, v.name() + ": " + v.describe());
            assertTrue(v.heading() >= 0 && v.heading() < 2 * Math.PI, v.name() + ": " + v.describe());
            boolean overhead = v.name().startsWith("above-");
            assertTrue(overhead ? v.pitch() == ViewpointFinder.OVERHEAD_PITCH : v.pitch() < 0 && v.pitch() > Math.toRadians(-30),
                    v.name() + ": " + v.describe());
            assertTrue(Math.hypot(v.x(), v.z()) <= 4 * ViewpointFinder.SEARCH_RADIUS * Math.sqrt(2), v.describe());
        }
    }

    /** The pictures looking down stand over the slope the gullies picture looks at, as many metres up as they say. */
    @ParameterizedTest
    @ValueSource(strings = {"default", "alpine"})
    void theOverheadViewsLookDownAtTheGulliesSlope(String preset) {
        Viewpoint gullies = named(preset, "gullies");
        double tx = gullies.x() + Math.cos(gullies.heading()) * GullySearch.DISTANCE;
        double tz = gullies.z() + Math.sin(gullies.heading()) * GullySearch.DISTANCE;
        for (int metres : ViewpointFinder.OVERHEAD_HEIGHTS) {
            Viewpoint v = named(preset, "above-" + metres);
            assertEquals(tx, v.x(), 1e-9, v.describe());
            assertEquals(tz, v.z(), 1e-9, v.describe());
            assertEquals(metres, v.eyeY() - v.groundY(), 1e-9, v.describe());
            assertTrue(v.pitch() < Math.toRadians(-88), v.describe());
        }
    }

    /**
     * The gullies picture looks at a slope the gully filter carved into gullies and ridges, from
     * above it across the valley.
     */
    @ParameterizedTest
    @ValueSource(strings = {"default", "alpine"})
    void theGulliesViewLooksAtCarvedGround(String preset) {
        Viewpoint v = named(preset, "gullies");
        TerrainFunction carved = terrain(preset);
        TerrainFunction plain = new TerrainFunction(PresetLoader.load(preset).params().withoutGullies(), 1);
        double tx = v.x() + Math.cos(v.heading()) * GullySearch.DISTANCE;
        double tz = v.z() + Math.sin(v.heading()) * GullySearch.DISTANCE;
        double sum = 0, sumSquares = 0;
        int n = 0;
        for (double dz = -64; dz <= 64; dz += 16) {
            for (double dx = -64; dx <= 64; dx += 16) {
                double c = height(carved, tx + dx, tz + dz) - height(plain, tx + dx, tz + dz);
                sum += c;
                sumSquares += c * c;
                n++;
            }
        }
        double spread = Math.sqrt(sumSquares / n - (sum / n) * (sum / n));
        assertTrue(spread > 3, v.describe() + ": the carving there varies by " + spread + " m");
        assertTrue(v.eyeY() >= ground(preset, tx, tz) + GullySearch.ABOVE - 1e-9, v.describe());
    }

    /** The forest stands deep in a wood, the meadow in open country, both at eye height over dry ground. */
    @ParameterizedTest
    @ValueSource(strings = {"default", "islands", "alpine"})
    void forestIsInAWoodAndMeadowInTheOpenAtEyeHeight(String preset) {
        FoliagePlacement woods = new FoliagePlacement(PresetLoader.load(preset).params(), 1);
        Viewpoint forest = named(preset, "forest"), meadow = named(preset, "meadow");
        assertEquals("", forest.note(), forest.describe());
        assertEquals("", meadow.note(), meadow.describe());
        assertTrue(woods.woods(forest.x(), forest.z()) > 0.98, forest.describe());
        assertTrue(woods.woods(meadow.x(), meadow.z()) < 0.02, meadow.describe());
        for (Viewpoint v : List.of(forest, meadow)) {
            assertEquals(v.groundY() + ViewpointFinder.CLEARANCE, v.eyeY(), 1e-9, v.describe());
            assertTrue(v.groundY() > sea(preset) + 5, v.describe());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "islands", "alpine"})
    void theSameWorldGivesTheSameViewpoints(String preset) {
        assertEquals(found(preset), new ViewpointFinder(terrain(preset), sea(preset)).all());
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "islands", "alpine"})
    void valleyIsDryLowGroundWithTheEyeTwentyToFortyMetresUp(String preset) {
        Viewpoint v = named(preset, "valley");
        assertTrue(v.groundY() > sea(preset), v.describe());
        assertTrue(ringMean(preset, v.x(), v.z(), 500) > v.groundY(), "not lower than its surroundings: " + v.describe());
        assertTrue(ringMean(preset, v.x(), v.z(), 1000) > v.groundY(), "not lower than its surroundings: " + v.describe());
        double above = v.eyeY() - v.groundY();
        assertTrue(above >= 20 && above <= 40, v.describe());
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "islands", "alpine"})
    void ridgeStandsHighAboveSteepSides(String preset) {
        Viewpoint v = named(preset, "ridge");
        assertTrue(v.groundY() > ringMean(preset, v.x(), v.z(), 400) + 50, "no big drop around: " + v.describe());
        assertTrue(v.groundY() > ringMean(preset, v.x(), v.z(), 1000) + 100, "no big drop around: " + v.describe());
        double above = v.eyeY() - v.groundY();
        assertTrue(above >= 3 && above <= 10, v.describe());
        // Looking down: the ground 1-3 km ahead lies below the eye.
        for (double d = 1000; d <= 3000; d += 500) {
            double g = ground(preset, v.x() + Math.cos(v.heading()) * d, v.z() + Math.sin(v.heading()) * d);
            assertTrue(g < v.eyeY(), "ground " + d + " m ahead is above the eye: " + v.describe());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "islands"})
    void coastIsOffshoreFacingLandNearby(String preset) {
        Viewpoint v = named(preset, "coast");
        double sea = sea(preset);
        assertTrue(v.note().isEmpty(), v.describe());
        assertTrue(v.groundY() < sea, "not over water: " + v.describe());
        assertTrue(v.eyeY() - sea >= 30 && v.eyeY() - sea <= 60, v.describe());
        double shore = Double.NaN;
        for (double d = 10; d <= 1000 && Double.isNaN(shore); d += 10) {
            if (ground(preset, v.x() + Math.cos(v.heading()) * d, v.z() + Math.sin(v.heading()) * d) >= sea) {
                shore = d;
            }
        }
        assertTrue(shore >= 100, "no land within 1 km ahead, or the camera is not offshore: " + v.describe());
    }

    @Test
    void coastWithoutSeaFallsBackToTheLowestGroundAndSaysSo() {
        Viewpoint v = named("alpine", "coast");
        assertTrue(v.note().contains("no shore"), v.describe());
        assertTrue(v.describe().endsWith(v.note()), v.describe());
        assertEquals(ViewpointFinder.COAST_HEIGHT, v.eyeY() - v.groundY(), 1e-9, v.describe());
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "islands", "alpine"})
    void horizonIsHighOverTheStartPitchedDownEightDegrees(String preset) {
        Viewpoint v = named(preset, "horizon");
        assertEquals(0, v.x());
        assertEquals(0, v.z());
        double above = v.eyeY() - v.groundY();
        assertTrue(above >= 1500 && above <= 2500, v.describe());
        assertEquals(-8, Math.toDegrees(v.pitch()), 1e-9);
    }
}
