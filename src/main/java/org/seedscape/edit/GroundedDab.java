package org.seedscape.edit;

import java.util.stream.IntStream;
import org.seedscape.landform.HydraulicErosion;
import org.seedscape.landform.ThermalErosion;
import org.seedscape.stamp.HeightFunction;
import org.seedscape.stamp.Pyramid;
import org.seedscape.stamp.StampBlend;

/**
 * A dab on the ground the dabs before it left: what it does at a point ({@code h' = keep h + add}).
 * Raise, lower and flatten are worked out where they are read; smooth, terrace, warp and clone keep
 * the ground they pull toward (the ground blurred, in steps, pushed, from elsewhere), noise the detail it adds, as a small raster ({@value #PER_RADIUS}
 * samples a radius, over its whole reach) with its Gaussian pyramid, read as stamps are
 * (Catmull-Rom, the level a grid's spacing reads), so every level of tiles sees the same edit
 * prefiltered. Immutable.
 */
final class GroundedDab {
    /** Raster samples per radius of a smooth or terrace dab: smooth's blur is a quarter radius wide, two samples. */
    static final int PER_RADIUS = 8;
    /** The share of a terrace step that rises to the next one; the rest is its flat tread. */
    static final double RISER = 0.25;
    /** Samples from a raster's centre to its edge: the dab's reach, twice its radius. */
    static final int HALF_SAMPLES = 2 * PER_RADIUS;
    /** The blur's standard deviation in raster samples (a quarter of the radius). */
    static final double BLUR_SIGMA = PER_RADIUS / 4.0;
    /** Taps each side of the blur: three standard deviations. */
    static final int BLUR_TAPS = 6;
    /** The noise brush's octaves, from the radius down, each half as wide and half as strong as the one before. */
    static final int NOISE_OCTAVES = 3;
    /** An erode dab's raster margin (samples each side), its thermal and hydraulic steps, and its rain's strength (waterErosion's default). */
    static final int ERODE_MARGIN = 8, TALUS_STEPS = 24, RAIN_STEPS = 32;
    static final double RAIN_STRENGTH = 8, MAX_RAIN_SPACING = 8;
    /** Points on the ring where a clone dab matches its source's height to the ground's. */
    static final int CLONE_RING = 32;

    private final Dab dab;
    /** Smooth, terrace, warp, clone: the pyramid of the ground they pull toward (noise: what it adds), each level square; null for the other brushes. */
    private final float[][] levels;
    private final int[] sizes;
    private final double rasterSpacing;
    /** Metres from the centre beyond which its weight is 0 on every grid ({@link DabShape#reach}). */
    private final double reach;

    private GroundedDab(Dab dab, float[][] levels, int[] sizes) {
        this.dab = dab;
        this.levels = levels;
        this.sizes = sizes;
        this.rasterSpacing = dab.radius() / PER_RADIUS;
        this.reach = DabShape.reach(dab.radius());
    }

    /** A dab on ground of heights {@code below} (the world with every dab before it), with the world's {@code noise}. */
    static GroundedDab on(Dab dab, HeightFunction below, NoiseFields noise) {
        float[] toward = switch (dab.brush()) {
            case SMOOTH -> blurredGround(dab, below);
            case TERRACE -> terracedGround(dab, below);
            case NOISE -> noiseOf(dab, noise);
            case WARP -> warpedGround(dab, below);
            case CLONE -> clonedGround(dab, below);
            case ERODE -> erodedGround(dab, below);
            default -> null;
        };
        if (toward == null) {
            return new GroundedDab(dab, null, null);
        }
        int n = 2 * HALF_SAMPLES + 1;
        int count = 1;
        for (int m = n; m > 3; m = Pyramid.half(m)) {
            count++;
        }
        float[][] levels = new float[count][];
        int[] sizes = new int[count];
        levels[0] = toward;
        sizes[0] = n;
        for (int k = 1; k < count; k++) {
            sizes[k] = Pyramid.half(sizes[k - 1]);
            levels[k] = Pyramid.reduce(levels[k - 1], sizes[k - 1], sizes[k - 1], sizes[k], sizes[k]);
        }
        return new GroundedDab(dab, levels, sizes);
    }

    /**
     * The ground under a smooth dab blurred by a Gaussian of {@link #BLUR_SIGMA} samples, on its
     * raster: heights at the raster's samples and {@link #BLUR_TAPS} more each side, blurred along
     * each axis.
     */
    private static float[] blurredGround(Dab dab, HeightFunction below) {
        int n = 2 * HALF_SAMPLES + 1, m = n + 2 * BLUR_TAPS;
        double[] ground = sampledAround(dab, below, BLUR_TAPS);
        double[] taps = new double[2 * BLUR_TAPS + 1];
        double sum = 0;
        for (int t = -BLUR_TAPS; t <= BLUR_TAPS; t++) {
            taps[t + BLUR_TAPS] = Math.exp(-t * t / (2 * BLUR_SIGMA * BLUR_SIGMA));
            sum += taps[t + BLUR_TAPS];
        }
        for (int t = 0; t < taps.length; t++) {
            taps[t] /= sum;
        }
        double[] across = new double[n * m];
        for (int j = 0; j < m; j++) {
            for (int i = 0; i < n; i++) {
                double v = 0;
                for (int t = 0; t < taps.length; t++) {
                    v += taps[t] * ground[i + t + j * m];
                }
                across[i + j * n] = v;
            }
        }
        float[] out = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                double v = 0;
                for (int t = 0; t < taps.length; t++) {
                    v += taps[t] * across[i + (j + t) * n];
                }
                out[i + j * n] = (float) v;
            }
        }
        return out;
    }

    /** The ground under a terrace dab in steps of its target's height, on its raster. */
    private static float[] terracedGround(Dab dab, HeightFunction below) {
        return sampled(dab, (x, z) -> stepped(below.at(x, z), dab.target()));
    }

    /** A function of world (x, z) at a dab's raster samples. */
    private static float[] sampled(Dab dab, HeightFunction f) {
        double[] at = sampledAround(dab, f, 0);
        float[] out = new float[at.length];
        for (int k = 0; k < at.length; k++) {
            out[k] = (float) at[k];
        }
        return out;
    }

    /**
     * A function of world (x, z) at a dab's raster samples and {@code margin} more each side, row
     * after row: rows on every core, each sample on its own, so the result does not depend on the threads.
     */
    private static double[] sampledAround(Dab dab, HeightFunction f, int margin) {
        int m = 2 * (HALF_SAMPLES + margin) + 1;
        double s = dab.radius() / PER_RADIUS;
        double x0 = dab.x() - (HALF_SAMPLES + margin) * s, z0 = dab.z() - (HALF_SAMPLES + margin) * s;
        double[] out = new double[m * m];
        IntStream.range(0, m).parallel().forEach(j -> {
            for (int i = 0; i < m; i++) {
                out[i + j * m] = f.at(x0 + i * s, z0 + j * s);
            }
        });
        return out;
    }

    /**
     * The noise a noise dab adds, on its raster: {@link #NOISE_OCTAVES} octaves of the world's
     * noise from the radius down, each half as strong, within about [-1, 1].
     */
    private static float[] noiseOf(Dab dab, NoiseFields noise) {
        HeightFunction[] octaves = new HeightFunction[NOISE_OCTAVES];
        double total = 0;
        for (int k = 0; k < NOISE_OCTAVES; k++) {
            octaves[k] = noise.field(k, Math.scalb(dab.radius(), -k));
            total += Math.scalb(1.0, -k);
        }
        double norm = total;
        return sampled(dab, (x, z) -> {
            double v = 0;
            for (int k = 0; k < NOISE_OCTAVES; k++) {
                v += Math.scalb(octaves[k].at(x, z), -k);
            }
            return v / norm;
        });
    }

    /**
     * The ground under a warp dab pushed by its shift times its weight, on its raster: each sample
     * takes the height from where the push came. The raster's spacing reads
     * the weight, so its edge is the one a grid that fine sees.
     */
    private static float[] warpedGround(Dab dab, HeightFunction below) {
        double s = dab.radius() / PER_RADIUS;
        return sampled(dab, (x, z) -> {
            double w = DabShape.weight(Math.hypot(x - dab.x(), z - dab.z()), dab.radius(), dab.falloff(), s);
            return below.at(x - w * dab.shiftX(), z - w * dab.shiftZ());
        });
    }

    /**
     * The ground a clone dab paints, on its raster: the ground its shift away, raised or lowered so
     * that its ring round the middle of the falloff lies, on average, where the ground under the dab's
     * ring does (a hill cloned onto a plain stands on the plain).
     */
    private static float[] clonedGround(Dab dab, HeightFunction below) {
        double ring = dab.radius() * (1 - dab.falloff() / 2), level = 0;
        for (int k = 0; k < CLONE_RING; k++) {
            double a = 2 * Math.PI * k / CLONE_RING, x = dab.x() + ring * Math.cos(a), z = dab.z() + ring * Math.sin(a);
            level += (below.at(x, z) - below.at(x + dab.shiftX(), z + dab.shiftZ())) / CLONE_RING;
        }
        double lift = level;
        return sampled(dab, (x, z) -> below.at(x + dab.shiftX(), z + dab.shiftZ()) + lift);
    }

    /**
     * The ground under an erode dab after the landform passes on its raster (and
     * {@link #ERODE_MARGIN} samples more each side, which hold the flow coming in and are cropped):
     * {@link #TALUS_STEPS} steps of thermal erosion to its talus angle, then {@link #RAIN_STEPS} of
     * hydraulic erosion at the presets' usual strength where its samples are at most
     * {@link #MAX_RAIN_SPACING} m apart (a radius up to 64 m; the rain's whole-number slopes hold no
     * coarser grid); in whole numbers, as the erosion fields run them.
     */
    private static float[] erodedGround(Dab dab, HeightFunction below) {
        int n = 2 * HALF_SAMPLES + 1, m = n + 2 * ERODE_MARGIN;
        double s = dab.radius() / PER_RADIUS;
        double[] ground = sampledAround(dab, below, ERODE_MARGIN);
        int[] units = new int[m * m];
        for (int k = 0; k < units.length; k++) {
            units[k] = ThermalErosion.toUnits((float) ground[k]);
        }
        int[] shed = ThermalErosion.run(units, m, TALUS_STEPS, ThermalErosion.talusUnits(dab.target(), s), false);
        int[] rained = s > MAX_RAIN_SPACING ? shed : HydraulicErosion.run(shed, m, RAIN_STEPS,
                HydraulicErosion.capacityOf(RAIN_STRENGTH), HydraulicErosion.slopeUnitOf(s), false).heights();
        float[] out = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                out[i + j * n] = ThermalErosion.toMetres(rained[i + ERODE_MARGIN + (j + ERODE_MARGIN) * m]);
            }
        }
        return out;
    }

    /** A height in steps of {@code step} metres: flat treads, each rising to the next over its last {@link #RISER}. */
    static double stepped(double h, double step) {
        double n = Math.floor(h / step), f = h / step - n;
        double t = Math.min(Math.max((f - (1 - RISER)) / RISER, 0), 1);
        return step * (n + t * t * (3 - 2 * t));
    }

    Dab dab() {
        return dab;
    }

    /** The box its weight can be non-zero in: min x, min z, max x, max z. */
    double[] bounds() {
        return new double[] {dab.x() - reach, dab.z() - reach, dab.x() + reach, dab.z() + reach};
    }

    /**
     * Puts this dab on top of {@code out} at a point, for a grid of {@code spacing} metres; an erase
     * dab takes {@code out} back toward {@code layerBelow}, the blend where its layer began.
     */
    void blend(double x, double z, double spacing, StampBlend out, StampBlend layerBelow) {
        double dx = x - dab.x(), dz = z - dab.z();
        if (Math.abs(dx) >= reach || Math.abs(dz) >= reach) {
            return;
        }
        double w = DabShape.weight(Math.sqrt(dx * dx + dz * dz), dab.radius(), dab.falloff(), spacing);
        if (w == 0) {
            return;
        }
        double s = w * dab.strength();
        switch (dab.brush()) {
            case RAISE -> out.then(1, s);
            case LOWER -> out.then(1, -s);
            case FLATTEN -> out.then(1 - s, s * dab.target());
            case SMOOTH, TERRACE, WARP, CLONE, ERODE -> out.then(1 - s, s * rasterAt(dx, dz, spacing));
            case NOISE -> out.then(1, s * rasterAt(dx, dz, spacing));
            case ERASE -> out.toward(layerBelow, s);
        }
    }

    /** The raster's ground at an offset from the centre, from the pyramid level a grid of {@code spacing} reads. */
    private double rasterAt(double dx, double dz, double spacing) {
        int k = 0;
        while (k + 1 < levels.length && Math.scalb(rasterSpacing, k) < spacing) {
            k++;
        }
        double u = dx / rasterSpacing + HALF_SAMPLES, v = dz / rasterSpacing + HALF_SAMPLES;
        return Pyramid.read(levels[k], sizes[k], sizes[k], Math.scalb(u, -k), Math.scalb(v, -k));
    }

    /** Bytes it holds: its rasters, for the memory docs/WORLDS.md states ("Shape the world by hand"). */
    long bytes() {
        long b = 80; // the dab's numbers and this object
        if (levels != null) {
            for (float[] l : levels) {
                b += 4L * l.length;
            }
        }
        return b;
    }
}
