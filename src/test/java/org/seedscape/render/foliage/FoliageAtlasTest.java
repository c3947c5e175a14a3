package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FoliageAtlasTest {
    /** Level 6 of the 1024 atlas is 16 x 16 texels: the lowest level the coverage must hold at. */
    private static final int LAST_CHECKED_LEVEL = 6;

    private static Texture2D atlas;
    private static Image image;

    @BeforeAll
    static void generate() {
        atlas = FoliageAtlas.generate(7);
        image = atlas.getImage();
    }

    @Test
    void isALinearMipmappedRgba8TextureClampedAndTrilinear() {
        assertEquals(FoliageAtlas.SIZE, image.getWidth());
        assertEquals(FoliageAtlas.SIZE, image.getHeight());
        FoliageTextures.assertLinearMipmappedTrilinearClamped(atlas, Integer.numberOfTrailingZeros(FoliageAtlas.SIZE) + 1);
    }

    @Test
    void cutoutsAreShapesOnTransparencyWithAlphaZeroOrOne() {
        for (FoliageAtlas.Region r : new FoliageAtlas.Region[] {FoliageAtlas.Region.LEAVES, FoliageAtlas.Region.NEEDLES,
            FoliageAtlas.Region.GRASS}) {
            assertTrue(r.cutout);
            int clear = 0, opaque = 0;
            for (int y = r.y; y < r.y + r.h; y++) {
                for (int x = r.x; x < r.x + r.w; x++) {
                    int alpha = texel(0, x, y, 3);
                    assertTrue(alpha == 0 || alpha == 255, r + " alpha " + alpha);
                    clear += alpha == 0 ? 1 : 0;
                    opaque += alpha == 255 ? 1 : 0;
                }
            }
            float share = (float) opaque / (clear + opaque);
            assertTrue(share > 0.15f && share < 0.75f, r + " covers " + share);
        }
    }

    @Test
    void opaqueRegionsStayOpaqueAtEveryLevel() {
        for (FoliageAtlas.Region r : FoliageAtlas.Region.values()) {
            if (r.cutout) {
                continue;
            }
            for (int level = 0; (r.w >> level) > 0 && (r.h >> level) > 0; level++) {
                for (int y = r.y >> level; y < (r.y + r.h) >> level; y++) {
                    for (int x = r.x >> level; x < (r.x + r.w) >> level; x++) {
                        assertEquals(255, texel(level, x, y, 3), r + " level " + level);
                    }
                }
            }
        }
    }

    @Test
    void everyRegionIsDetailAveragingTimesOne() {
        for (FoliageAtlas.Region r : FoliageAtlas.Region.values()) {
            double sum = 0, squares = 0;
            int count = 0;
            for (int y = r.y; y < r.y + r.h; y++) {
                for (int x = r.x; x < r.x + r.w; x++) {
                    if (texel(0, x, y, 3) == 255) {
                        double grey = (texel(0, x, y, 0) + texel(0, x, y, 1) + texel(0, x, y, 2)) / (3 * 255.0);
                        sum += grey;
                        squares += grey * grey;
                        count++;
                    }
                }
            }
            double mean = sum / count, deviation = Math.sqrt(squares / count - mean * mean);
            assertEquals(0.5, mean, 0.02, r + " mean");
            assertTrue(deviation > 0.04, r + " has detail: " + deviation);
        }
    }

    @Test
    void barkStreaksRunAlongTheTrunk() {
        FoliageAtlas.Region bark = FoliageAtlas.Region.BARK;
        double along = 0, across = 0;
        for (int y = bark.y; y + 1 < bark.y + bark.h; y++) {
            for (int x = bark.x; x + 1 < bark.x + bark.w; x++) {
                along += Math.abs(texel(0, x, y + 1, 1) - texel(0, x, y, 1));
                across += Math.abs(texel(0, x + 1, y, 1) - texel(0, x, y, 1));
            }
        }
        assertTrue(along < 0.7 * across, "along " + along + " across " + across);
    }

    @Test
    void mipmapsKeepTheCutoutsAlphaTestCoverage() {
        for (FoliageAtlas.Region r : new FoliageAtlas.Region[] {FoliageAtlas.Region.LEAVES, FoliageAtlas.Region.NEEDLES,
            FoliageAtlas.Region.GRASS}) {
            float base = coverage(r, 0);
            for (int level = 1; level <= LAST_CHECKED_LEVEL; level++) {
                assertEquals(base, coverage(r, level), 0.15 * base, r + " level " + level);
            }
        }
    }

    @Test
    void plainBoxFilteringWouldLoseTheCoverage() {
        // The check above must be able to fail: the thin grass blades' plain box-filtered alpha thins out.
        FoliageAtlas.Region r = FoliageAtlas.Region.GRASS;
        float[] alpha = new float[FoliageAtlas.SIZE * FoliageAtlas.SIZE];
        for (int y = 0; y < FoliageAtlas.SIZE; y++) {
            for (int x = 0; x < FoliageAtlas.SIZE; x++) {
                alpha[y * FoliageAtlas.SIZE + x] = texel(0, x, y, 3) / 255f;
            }
        }
        int n = FoliageAtlas.SIZE;
        for (int level = 1; level <= LAST_CHECKED_LEVEL; level++) {
            float[] half = new float[(n / 2) * (n / 2)];
            for (int y = 0; y < n / 2; y++) {
                for (int x = 0; x < n / 2; x++) {
                    half[y * n / 2 + x] = (alpha[2 * y * n + 2 * x] + alpha[2 * y * n + 2 * x + 1]
                            + alpha[(2 * y + 1) * n + 2 * x] + alpha[(2 * y + 1) * n + 2 * x + 1]) / 4;
                }
            }
            alpha = half;
            n /= 2;
        }
        int l = LAST_CHECKED_LEVEL;
        float plain = CoverageMipmaps.coverage(alpha, n, r.x >> l, r.y >> l, r.w >> l, r.h >> l, 1);
        assertTrue(Math.abs(plain - coverage(r, 0)) > 0.15 * coverage(r, 0), "plain " + plain);
    }

    /** The share of a region's texels at a level whose alpha passes the test at 0.5. */
    private static float coverage(FoliageAtlas.Region r, int level) {
        int passed = 0, all = 0;
        for (int y = r.y >> level; y < (r.y + r.h) >> level; y++) {
            for (int x = r.x >> level; x < (r.x + r.w) >> level; x++) {
                passed += texel(level, x, y, 3) >= 128 ? 1 : 0;
                all++;
            }
        }
        return (float) passed / all;
    }

    private static int texel(int level, int x, int y, int channel) {
        int offset = 0;
        for (int l = 0; l < level; l++) {
            offset += image.getMipMapSizes()[l];
        }
        int n = FoliageAtlas.SIZE >> level;
        ByteBuffer data = image.getData(0);
        return data.get(offset + 4 * (y * n + x) + channel) & 0xFF;
    }
}
