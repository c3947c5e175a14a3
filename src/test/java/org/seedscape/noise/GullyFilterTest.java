package org.seedscape.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;
import org.seedscape.world.TerrainParams;

/** The gully filter on planes (where its shape is known) and in the default world. */
class GullyFilterTest {
    private static final TerrainParams DEFAULT = PresetLoader.load("default").params();
    private static final long SEED = 3;

    /** The filter alone on planes through height 0, for one world. */
    private static final class Plane {
        private final GullyFilter filter;
        private final FixedLattice[] lattices = new FixedLattice[TerrainFunction.LATTICES];
        private final long[] cx = new long[lattices.length], cz = new long[lattices.length];

        Plane(TerrainParams p) {
            filter = new GullyFilter(p);
            TerrainFunction terrain = new TerrainFunction(p, SEED);
            for (int s = 0; s < lattices.length; s++) {
                lattices[s] = terrain.lattice(s);
            }
        }

        /** The plane of gradient (gx, gz), carved, at (x, z) on a grid of {@code spacing}. */
        TerrainSample at(double gx, double gz, double x, double z, double spacing) {
            for (int s = 0; s < lattices.length; s++) {
                cx[s] = lattices[s].at(x);
                cz[s] = lattices[s].at(z);
            }
            TerrainSample t = new TerrainSample();
            t.height = gx * x + gz * z;
            t.gradX = gx;
            t.gradZ = gz;
            filter.apply(cx, cz, lattices, TerrainFunction.GULLY, spacing, gx, gz, t);
            return t;
        }
    }

    @Test
    void flatGroundKeepsItsHeight() {
        Plane plane = new Plane(DEFAULT);
        for (double x = -500; x < 500; x += 37) {
            TerrainSample t = plane.at(0, 0, x, 0.5 * x, 1);
            assertEquals(0, t.height, 0, "at " + x);
            assertEquals(0, t.gradX, 0);
        }
    }

    /** Gullies only cut: never above the ground, never deeper than the octaves' depths summed. */
    @Test
    void gulliesCutNoDeeperThanTheirDepth() {
        double strength = DEFAULT.get(PresetKey.GULLY_STRENGTH), detail = DEFAULT.get(PresetKey.GULLY_DETAIL);
        double deepest = 0, wavelength = DEFAULT.get(PresetKey.GULLY_SPACING), scale = strength;
        for (int k = 0; k < (int) DEFAULT.get(PresetKey.GULLY_OCTAVES); k++, wavelength /= 2, scale *= detail) {
            deepest += scale * wavelength * 1.01; // the lattice's quantised wavelength is within a hair of it
        }
        Plane plane = new Plane(DEFAULT);
        double slope = 0.6, cut = 0;
        for (double z = 0; z < 600; z += 3) {
            for (double x = 0; x < 600; x += 7) {
                double carve = plane.at(slope, 0, x, z, 1).height - slope * x;
                assertTrue(carve <= 0 && carve >= -deepest, "carve " + carve + " at " + x + ", " + z);
                cut = Math.min(cut, carve);
            }
        }
        assertTrue(cut < -0.3 * deepest, "the deepest cut " + cut + " of at most " + deepest);
    }

    /**
     * On a plane falling along x, the gullies run along x: the carved height changes far less
     * downhill than across the slope.
     */
    @Test
    void gulliesRunDownTheSlope() {
        Plane plane = new Plane(DEFAULT.with(PresetKey.GULLY_BRANCHING, 0));
        double slope = 0.5, step = 4, along = 0, across = 0;
        for (double z = 0; z < 1200; z += step) {
            for (double x = 0; x < 1200; x += step) {
                double c = plane.at(slope, 0, x, z, 1).height - slope * x;
                double downhill = plane.at(slope, 0, x + step, z, 1).height - slope * (x + step);
                double aside = plane.at(slope, 0, x, z + step, 1).height - slope * x;
                along += Math.abs(downhill - c);
                across += Math.abs(aside - c);
            }
        }
        System.out.printf("gullies on a plane: carve changes %.3f m across the slope for every metre downhill%n",
                across / along);
        assertTrue(across > 3 * along, "across " + across + ", along " + along);
    }

    /** With a fixed direction (a plane, no branching) the gradient is the filter's exact slope. */
    @Test
    void theGradientOnAPlaneIsExact() {
        Plane plane = new Plane(DEFAULT.with(PresetKey.GULLY_BRANCHING, 0));
        double h = FixedLattice.UNIT, gx = 0.3, gz = -0.4; // positions on the lattice's exact grid
        for (double x = 11; x < 900; x += 53) {
            double z = 0.5 * x - 200;
            TerrainSample t = plane.at(gx, gz, x, z, 1);
            double fx = (plane.at(gx, gz, x + h, z, 1).height - plane.at(gx, gz, x - h, z, 1).height) / (2 * h);
            double fz = (plane.at(gx, gz, x, z + h, 1).height - plane.at(gx, gz, x, z - h, 1).height) / (2 * h);
            assertEquals(fx, t.gradX, 1e-4, "dh/dx at " + x);
            assertEquals(fz, t.gradZ, 1e-4, "dh/dz at " + x);
        }
    }

    /**
     * In the world (the guide turns, finer octaves turn down the wider ones' walls) the gradient
     * leaves out the turning: it still points the way the ground falls.
     */
    @Test
    void theGradientInTheWorldFollowsTheGround() {
        TerrainFunction terrain = new TerrainFunction(DEFAULT, SEED);
        TerrainSample t = new TerrainSample(), a = new TerrainSample(), b = new TerrainSample();
        double h = 0.01, dot = 0, norms = 0;
        int agree = 0, n = 0;
        for (double x = -3000; x < 3000; x += 61) {
            double z = 0.37 * x + 1000;
            terrain.sample(x, z, t);
            terrain.sample(x + h, z, a);
            terrain.sample(x - h, z, b);
            double fx = (a.height - b.height) / (2 * h);
            terrain.sample(x, z + h, a);
            terrain.sample(x, z - h, b);
            double fz = (a.height - b.height) / (2 * h);
            double d = fx * t.gradX + fz * t.gradZ;
            dot += d;
            norms += Math.hypot(fx, fz) * Math.hypot(t.gradX, t.gradZ);
            agree += d > 0 ? 1 : 0;
            n++;
        }
        System.out.printf("gully gradient against finite differences: mean cosine %.3f, same way at %d of %d%n",
                dot / norms, agree, n);
        assertTrue(dot / norms > 0.9, "mean cosine " + dot / norms);
    }

    /**
     * A grid's parent heights are the heights a grid of twice the spacing has at the same points,
     * exactly: the fades differ, the octaves summed are the same.
     */
    @Test
    void theParentHeightIsTheHeightAtTwiceTheSpacing() {
        TerrainFunction terrain = new TerrainFunction(DEFAULT, SEED);
        TerrainSample fine = new TerrainSample(), coarse = new TerrainSample();
        int differing = 0;
        for (double spacing = 1; spacing <= 256; spacing *= 2) {
            SampleGrid own = new SampleGrid(-64 * spacing + 1e6, 3e5, spacing, 65);
            SampleGrid parent = new SampleGrid(own.originX(), own.originZ(), 2 * spacing, 33);
            for (int j = 0; j < 65; j += 2) {
                for (int i = 0; i < 65; i += 2) {
                    terrain.sampleGrid(own, i, j, fine);
                    terrain.sampleGrid(parent, i / 2, j / 2, coarse);
                    assertEquals(coarse.height, fine.parentHeight, 0, "spacing " + spacing + " sample " + i + ", " + j);
                    differing += fine.height != fine.parentHeight ? 1 : 0;
                }
            }
        }
        assertTrue(differing > 0, "some level shows an octave its parent fades");
    }

    /** Octaves of a sample or less are not computed; the shown share grows with the wavelength. */
    @Test
    void fineOctavesFadeOnCoarseGrids() {
        TerrainFunction terrain = new TerrainFunction(DEFAULT, SEED);
        int octaves = (int) DEFAULT.get(PresetKey.GULLY_OCTAVES);
        assertEquals(octaves, terrain.gullyOctavesAt(1));
        assertEquals(0, terrain.gullyOctavesAt(DEFAULT.get(PresetKey.GULLY_SPACING) + 1));
        for (double spacing = 1; spacing <= 128; spacing *= 2) {
            int used = terrain.gullyOctavesAt(spacing);
            for (int k = 0; k < octaves; k++) {
                double fade = terrain.gullyFade(k, spacing);
                assertEquals(k < used, fade > 0, "octave " + k + " at " + spacing + " m");
                assertTrue(k == 0 || fade <= terrain.gullyFade(k - 1, spacing), "finer octaves fade first");
            }
        }
        assertEquals(0, new TerrainFunction(DEFAULT.with(PresetKey.GULLY_STRENGTH, 0), SEED).gullyOctavesAt(1));
    }
}
