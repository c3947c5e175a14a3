package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.shader.VarType;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.SharedGl;

/**
 * How the terrain's pixels draw woods from afar (MatDefs/Terrain/Canopy.glsllib), in a real GL
 * context: level ground seen from straight above under a canopy whose cover runs linearly across the
 * picture, a given number of metres a pixel (MatDefs/Test/Canopy.j3md). The high tier's: the low tier
 * colours the ground with the crowns' mean per vertex.
 */
class CanopyGlTest {
    private static final int SIZE = 256;
    /** Impostor-like crown albedos (linear light): broadleaf, conifer. */
    private static final Vector3f BROADLEAF = new Vector3f(0.05f, 0.09f, 0.03f), CONIFER = new Vector3f(0.03f, 0.06f, 0.035f);

    /**
     * Close up (half a metre a pixel) a wood is a speckle of crowns, each lit on the side toward the
     * sun and shaded on the other, not a flat colour; conifers' cones light up and shade more
     * sharply than broadleaf domes: their crowns vary more.
     */
    @Test
    void crownsAreLitOnTheSunSideAndShadedOnTheOther() {
        double[] spread = new double[2];
        for (int conifers = 0; conifers <= 1; conifers++) {
            float[] p = draw(1, 1, conifers, 300, -700, 0.5f, 0.5f);
            double[] lum = channel(p, 0);
            assertTrue(std(lum) > 0.25 * mean(lum), "crown-scale variation: std " + std(lum) + ", mean " + mean(lum));
            double sunSide = 0, shadeSide = 0, sum = 0, squares = 0;
            int sunCount = 0, shadeCount = 0, crown = 0;
            for (int i = 0; i < SIZE * SIZE; i++) {
                if (p[4 * i + 2] < 0.99f) {
                    continue;
                }
                crown++;
                sum += lum[i];
                squares += lum[i] * lum[i];
                if (p[4 * i + 1] > 0.4f) {
                    sunSide += lum[i];
                    sunCount++;
                } else if (p[4 * i + 1] < -0.4f) {
                    shadeSide += lum[i];
                    shadeCount++;
                }
            }
            assertTrue(sunCount > SIZE * SIZE / 20 && shadeCount > SIZE * SIZE / 20, sunCount + " / " + shadeCount + " crown pixels");
            double contrast = (sunSide / sunCount) / (shadeSide / shadeCount);
            assertTrue(contrast > 1.5, "sun side over shade side " + contrast);
            double m = sum / crown;
            spread[conifers] = Math.sqrt(squares / crown - m * m) / m;
        }
        assertTrue(spread[1] > 1.2 * spread[0], "crowns' variation: conifers " + spread[1] + ", broadleaf " + spread[0]);
    }

    /**
     * Farther away a pixel spans more ground; drawn point by point (a footprint of a few
     * centimetres) the crowns would stay as speckled as close up and shimmer as the view moves.
     * They fade into their mean as a mip level would: the variation falls with the footprint, and
     * the mean colour is that of the crowns point by point over the same ground.
     */
    @Test
    void farWoodsFadeIntoTheirMeanInsteadOfAliasing() {
        for (float cover : new float[] {1, 0.4f}) {
            double lastShare = 1.2;
            for (float m : new float[] {0.5f, 2.1f, 4.3f, 8.7f, 17.3f, 47.9f}) {
                double[] seen = channel(draw(cover, cover, 0.3f, 1000, 2000, m, m), 0);
                double[] points = channel(draw(cover, cover, 0.3f, 1000, 2000, m, 0.05f), 0);
                double share = std(seen) / std(points);
                System.out.printf("cover %.1f m %.1f mean %.5f points %.5f std %.5f points %.5f%n",
                        cover, m, mean(seen), mean(points), std(seen), std(points));
                assertEquals(mean(points), mean(seen), 0.05 * mean(points), "mean at " + m + " m a pixel, cover " + cover);
                assertTrue(share < lastShare + 0.02, "variation kept at " + m + " m a pixel " + share + ", before " + lastShare);
                lastShare = share;
            }
            assertTrue(lastShare < 0.1, "variation kept far away " + lastShare);
        }
    }

    /**
     * Where the cover runs out, the crowns thin out irregularly, in lobes and lone crowns, not
     * along the straight line the cover's interpolation draws across a triangle.
     */
    @Test
    void theWoodsEdgeIsRagged() {
        float[] p = draw(0, 1, 0.3f, -5000, 800, 1, 1);
        int first = SIZE, last = -1;
        double left = 0, right = 0;
        for (int row = 0; row < SIZE; row++) {
            int edge = 0;
            while (edge < SIZE - 16 && covered(p, row, edge) < 8) {
                edge++;
            }
            first = Math.min(first, edge);
            last = Math.max(last, edge);
            for (int col = 0; col < SIZE / 4; col++) {
                left += p[4 * (row * SIZE + col) + 2];
                right += p[4 * (row * SIZE + SIZE - 1 - col) + 2];
            }
        }
        assertTrue(right > 4 * left, "crowns on the right quarter " + right + ", left " + left);
        assertTrue(last - first >= 30, "the wood's edge spans columns " + first + " to " + last);
    }

    /**
     * A wood's edge is darker on the side away from the sun: its trees' shadows fall on the ground
     * beyond it. The same wood (its cover falling from 1 at column 96 to 0 at column 128), the sun
     * standing toward -x or, mirrored, toward +x: where the crowns thin out the ground is darker when
     * the wood lies between it and the sun.
     */
    @Test
    void aWoodShadesTheGroundAlongItsEdgeAwayFromTheSun() {
        Vector3f sun = Atmosphere.SUN_DIRECTION, mirrored = new Vector3f(-sun.x, sun.y, sun.z);
        double away = columns(channel(draw(4, -4, 0.3f, 2000, 100, 1, 1, sun), 0), 104, 128);
        double toward = columns(channel(draw(4, -4, 0.3f, 2000, 100, 1, 1, mirrored), 0), 104, 128);
        double meadowAway = columns(channel(draw(4, -4, 0.3f, 2000, 100, 1, 1, sun), 0), 200, 250);
        double meadowToward = columns(channel(draw(4, -4, 0.3f, 2000, 100, 1, 1, mirrored), 0), 200, 250);
        assertEquals(meadowToward, meadowAway, 1e-3 * meadowAway, "open ground either way");
        assertTrue(away < 0.95 * toward, "the wood's edge away from the sun " + away + ", toward it " + toward);
    }

    /** The mean over columns {@code from} to {@code to} (exclusive) of every row. */
    private static double columns(double[] v, int from, int to) {
        double s = 0;
        for (int row = 0; row < SIZE; row++) {
            for (int col = from; col < to; col++) {
                s += v[row * SIZE + col];
            }
        }
        return s / (SIZE * (to - from));
    }

    /** The crowns are fixed to the ground: the same after the floating origin's offset wraps. */
    @Test
    void theCrownsLieTheSameAcrossTheOriginPeriod() {
        float period = (float) GroundTextures.ORIGIN_PERIOD;
        double[] before = channel(draw(1, 0.3f, 0.5f, 512, 256, 0.5f, 0.5f), 0);
        double[] after = channel(draw(1, 0.3f, 0.5f, 512 + period, 256 - 2 * period, 0.5f, 0.5f), 0);
        // the ground coordinate loses a few bits past the period, which moves an edge by a hair
        int differ = 0;
        for (int i = 0; i < before.length; i++) {
            differ += Math.abs(before[i] - after[i]) > 0.02 * before[i] ? 1 : 0;
        }
        assertTrue(differ < before.length / 200, differ + " pixels differ");
    }

    /** How many of the 16 pixels from {@code col} on in {@code row} lie under a crown. */
    private static int covered(float[] p, int row, int col) {
        int n = 0;
        for (int c = col; c < col + 16; c++) {
            n += p[4 * (row * SIZE + c) + 2] > 0.5f ? 1 : 0;
        }
        return n;
    }

    private static double[] channel(float[] rgba, int c) {
        double[] v = new double[rgba.length / 4];
        for (int i = 0; i < v.length; i++) {
            v[i] = rgba[4 * i + c];
        }
        return v;
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    private static double std(double[] v) {
        double m = mean(v), s = 0;
        for (double x : v) {
            s += (x - m) * (x - m);
        }
        return Math.sqrt(s / v.length);
    }

    /**
     * The picture, RGBA per pixel, rows bottom up: cover from {@code left} to {@code right} with
     * {@code conifers} of it conifers, ground at (x, z) at the lower left, {@code metres} a pixel,
     * each taken to span {@code footprint} metres.
     */
    private static float[] draw(float left, float right, float conifers, float x, float z, float metres, float footprint) {
        return draw(left, right, conifers, x, z, metres, footprint, Atmosphere.SUN_DIRECTION);
    }

    /** The same, the sun's light travelling along {@code sun}. */
    private static float[] draw(float left, float right, float conifers, float x, float z, float metres, float footprint,
                                Vector3f sun) {
        return SharedGl.get().call((rm, assets) -> {
            Material m = new Material(assets, "MatDefs/Test/Canopy.j3md");
            m.setVector3("Cover", new Vector3f(left, right, conifers));
            m.setVector3("Ground", new Vector3f(x, z, metres));
            m.setFloat("Footprint", footprint);
            m.setFloat("Width", SIZE);
            m.setParam("CanopyColor", VarType.Vector3Array, new Vector3f[] {BROADLEAF, CONIFER});
            Atmosphere.apply(m);
            m.setVector3("SunDirection", sun);
            return RedTarget.drawRgba(rm, m, SIZE);
        });
    }
}
