package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import java.util.SplittableRandom;

/**
 * The foliage's one texture, painted by code: bark, a broadleaf leaf cluster, a conifer needle
 * spray, a clump of grass blades and rock (the 256 x 512 texels right of the rock stay unused). The
 * mesh's vertex colour carries each part's hue, so the atlas' rgb is only detail: a linear-light
 * multiplier stored halved, {@code albedo = Color.rgb * 2 * atlas.rgb}, each region scaled so its
 * opaque texels average 0.5 (times one): from afar, where the mips average the detail away, every
 * part shows exactly its vertex colour. Alpha is the cutout (0 or 1 at level 0) of the leaves,
 * needles and grass, to be alpha-tested at 0.5; the mips keep that test's coverage
 * ({@link CoverageMipmaps}). Cards take their region's texture upright: v = 0 at a leaf cluster's
 * or grass clump's base, at the needle spray's trunk end.
 */
final class FoliageAtlas {
    static final int SIZE = 1024;
    private static final float[] GREY = {1, 1, 1};
    /** Bark and twigs lean a little warm of the grey the other regions keep. */
    private static final float[] WARM = {1.04f, 1, 0.95f};

    /** The atlas' regions, in texels, rows from v = 0; all on 256-texel boundaries (see {@link CoverageMipmaps}). */
    enum Region {
        LEAVES(0, 0, 512, 512, true),
        NEEDLES(512, 0, 512, 512, true),
        GRASS(0, 512, 256, 512, true),
        BARK(256, 512, 256, 512, false),
        ROCK(512, 512, 256, 512, false);

        /** Texels kept clear at an opaque region's edge, so bilinear filtering does not reach the neighbour. */
        private static final int INSET = 2;

        final int x, y, w, h;
        final boolean cutout;

        Region(int x, int y, int w, int h, boolean cutout) {
            this.x = x;
            this.y = y;
            this.w = w;
            this.h = h;
            this.cutout = cutout;
        }

        /** The atlas u of a point a share s in [0, 1] across the region. */
        float u(float s) {
            return (x + INSET + s * (w - 2 * INSET)) / SIZE;
        }

        /** The atlas v of a point a share t in [0, 1] up the region. */
        float v(float t) {
            return (y + INSET + t * (h - 2 * INSET)) / SIZE;
        }
    }

    private final AtlasCanvas canvas = new AtlasCanvas(SIZE);
    private final SplittableRandom random;
    private final LatticeNoise noise;

    private FoliageAtlas(long seed) {
        this.random = new SplittableRandom(seed);
        this.noise = new LatticeNoise(seed);
    }

    /** Paints the atlas and makes its texture: linear RGBA8 with its mips, trilinear, clamped to the edge. */
    static Texture2D generate(long seed) {
        FoliageAtlas atlas = new FoliageAtlas(seed);
        atlas.leaves();
        atlas.needles();
        atlas.grass();
        atlas.bark();
        atlas.rock();
        for (Region region : Region.values()) {
            atlas.canvas.normalise(region);
        }
        Texture2D texture = new Texture2D(CoverageMipmaps.image(atlas.canvas));
        texture.setMinFilter(Texture.MinFilter.Trilinear);
        texture.setMagFilter(Texture.MagFilter.Bilinear);
        texture.setWrap(Texture.WrapMode.EdgeClamp);
        return texture;
    }

    /** A cluster: five twigs from the base centre, each with three alternate leaves and one at its tip. */
    private void leaves() {
        float[][] twigs = {{256, 6, 256, 300}, {256, 110, 140, 262}, {256, 160, 372, 300}, {256, 230, 184, 384},
            {256, 262, 326, 400}};
        for (float[] t : twigs) {
            canvas.stroke(Region.LEAVES, t[0], t[1], t[2], t[3], 4, 2, 0.35f, WARM);
        }
        for (float[] t : twigs) {
            float direction = FastMath.atan2(t[3] - t[1], t[2] - t[0]);
            for (int k = 0; k < 4; k++) {
                float along = k < 3 ? 0.3f + 0.25f * k : 1;
                float side = k == 3 ? 0 : (k % 2 == 0 ? 1 : -1) * (0.7f + 0.5f * (float) random.nextDouble());
                float angle = direction + side + 0.2f * (float) (random.nextDouble() - 0.5);
                float bx = t[0] + along * (t[2] - t[0]), by = t[1] + along * (t[3] - t[1]);
                float length = fit(Region.LEAVES, bx, by, angle, 105 + 45 * (float) random.nextDouble(), 14);
                float warm = 0.92f + 0.2f * (float) random.nextDouble();
                float blue = 0.9f + 0.1f * (float) random.nextDouble();
                float halfWidth = length * (0.24f + 0.06f * (float) random.nextDouble());
                float value = 0.5f + 0.2f * (float) random.nextDouble();
                canvas.leaf(Region.LEAVES, bx, by, angle, length, halfWidth, value, new float[] {warm, 1, blue});
            }
        }
    }

    /**
     * A feathered branchlet along v: a stem, side twigs widest a little past the middle, and short
     * needles angled forward along both.
     */
    private void needles() {
        float stemX = 256;
        canvas.stroke(Region.NEEDLES, stemX, 4, stemX + 10, 500, 4, 1.5f, 0.3f, GREY);
        needlesAlong(stemX, 10, stemX + 10, 496, 26);
        for (float y = 30; y < 470; y += 34) {
            float t = y / 500;
            for (int side = -1; side <= 1; side += 2) {
                float reach = 200 * (float) Math.pow(FastMath.sin(FastMath.PI * (0.12f + 0.8f * t)), 0.8);
                float angle = FastMath.HALF_PI - side * (0.85f + 0.15f * (float) random.nextDouble());
                float bx = stemX + 10 * t, by = y + 8 * side;
                float length = fit(Region.NEEDLES, bx, by, angle, reach, 26);
                float ex = bx + length * FastMath.cos(angle), ey = by + length * FastMath.sin(angle);
                canvas.stroke(Region.NEEDLES, bx, by, ex, ey, 2, 1, 0.32f, GREY);
                needlesAlong(bx, by, ex, ey, 20);
            }
        }
    }

    /** Needles on both sides of a twig from (x0, y0) to (x1, y1), pointing forward along it. */
    private void needlesAlong(float x0, float y0, float x1, float y1, float length) {
        float direction = FastMath.atan2(y1 - y0, x1 - x0), span = FastMath.sqrt(sq(x1 - x0) + sq(y1 - y0));
        for (float s = 4; s < span; s += 5) {
            for (int side = -1; side <= 1; side += 2) {
                float angle = direction + side * (0.8f + 0.35f * (float) random.nextDouble());
                float x = x0 + (x1 - x0) * s / span, y = y0 + (y1 - y0) * s / span;
                float l = length * (0.75f + 0.4f * (float) random.nextDouble()) * (1 - 0.4f * s / span);
                float tx = FastMath.clamp(x + l * FastMath.cos(angle), 6, Region.NEEDLES.w - 6);
                float ty = FastMath.clamp(y + l * FastMath.sin(angle), 6, Region.NEEDLES.h - 6);
                float value = 0.45f + 0.2f * (float) random.nextDouble();
                canvas.stroke(Region.NEEDLES, x, y, tx, ty, 1.4f, 0.6f, value, GREY);
            }
        }
    }

    /** Twelve tapering, curving blades rooted along the bottom, darker at the root. */
    private void grass() {
        int blades = 12;
        for (int i = 0; i < blades; i++) {
            float baseX = 24 + i * 208f / (blades - 1) + 6 * (float) (random.nextDouble() - 0.5);
            float height = 300 + 200 * (float) random.nextDouble();
            float swing = 70 * (float) (2 * random.nextDouble() - 1);
            float lean = FastMath.clamp(baseX + swing, 8, Region.GRASS.w - 8) - baseX;
            float width = 7 + 3 * (float) random.nextDouble(), value = 0.9f + 0.2f * (float) random.nextDouble();
            int steps = 16;
            for (int s = 0; s < steps; s++) {
                float t0 = (float) s / steps, t1 = (float) (s + 1) / steps;
                canvas.stroke(Region.GRASS, baseX + lean * t0 * t0, 2 + height * t0, baseX + lean * t1 * t1,
                        2 + height * t1, width * (1 - 0.9f * t0), width * (1 - 0.9f * t1), value * (0.35f + 0.3f * t0),
                        GREY);
            }
        }
    }

    /**
     * Lengthwise streaks cut by dark fissures, from noise on a cylinder so the texture wraps around
     * a trunk without a seam.
     */
    private void bark() {
        Region region = Region.BARK;
        float turns = region.w / 12f / FastMath.TWO_PI;
        for (int y = 0; y < region.h; y++) {
            for (int x = 0; x < region.w; x++) {
                float angle = FastMath.TWO_PI * x / region.w;
                float cx = turns * FastMath.cos(angle), cz = turns * FastMath.sin(angle);
                float value = 0.5f + 0.18f * noise.fractal(cx, y / 80f, cz, 3)
                        + 0.1f * noise.fractal(4 * cx, y / 18f, 4 * cz + 50, 2);
                float fissure = Math.abs(noise.fractal(0.8f * cx + 100, y / 140f, 0.8f * cz, 2));
                if (fissure < 0.12f) {
                    value *= 0.45f + 0.55f * fissure / 0.12f;
                }
                canvas.paint(region.x + x, region.y + y, value, WARM);
            }
        }
    }

    /** Blotches of lighter and darker stone with fine grain and speckle. */
    private void rock() {
        Region region = Region.ROCK;
        for (int y = 0; y < region.h; y++) {
            for (int x = 0; x < region.w; x++) {
                float value = 0.5f + 0.2f * noise.fractal(x / 48f, y / 48f, 200, 4)
                        + 0.07f * noise.fractal(x / 5f, y / 5f, 300, 2) + 0.05f * noise.cell(x, y, 400);
                canvas.paint(region.x + x, region.y + y, value, GREY);
            }
        }
    }

    /**
     * The length, at most {@code length}, that keeps a shape from (x, y) along {@code angle} a
     * {@code margin} inside the region, so cutouts never touch its edge.
     */
    private static float fit(Region region, float x, float y, float angle, float length, float margin) {
        float cos = FastMath.cos(angle), sin = FastMath.sin(angle);
        float limit = length;
        if (cos > 1e-4f) {
            limit = Math.min(limit, (region.w - margin - x) / cos);
        } else if (cos < -1e-4f) {
            limit = Math.min(limit, (margin - x) / cos);
        }
        if (sin > 1e-4f) {
            limit = Math.min(limit, (region.h - margin - y) / sin);
        } else if (sin < -1e-4f) {
            limit = Math.min(limit, (margin - y) / sin);
        }
        return Math.max(limit, 0);
    }

    private static float sq(float v) {
        return v * v;
    }
}
