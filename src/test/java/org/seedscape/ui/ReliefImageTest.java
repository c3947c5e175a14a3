package org.seedscape.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ReliefImageTest {
    private static final int N = 9, CENTRE = 4 + 4 * N;
    private static final double SPACING = 10, NO_SEA = -10_000;

    /** Heights on a plane through 100 m at the centre, rising by the given metres per metre along x and z. */
    private static float[] plane(double riseX, double riseZ) {
        float[] h = new float[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                h[i + j * N] = (float) (100 + SPACING * (riseX * (i - 4) + riseZ * (j - 4)));
            }
        }
        return h;
    }

    private static ByteBuffer shade(float[] heights, double seaLevel) {
        ReliefImage relief = new ReliefImage(N, N);
        ByteBuffer rgba = ByteBuffer.allocate(N * N * ReliefImage.BYTES_PER_PIXEL);
        relief.fitTint(heights, seaLevel);
        relief.shadeRows(heights, SPACING, seaLevel, 0, N, rgba);
        return rgba;
    }

    private static int channel(ByteBuffer rgba, int sample, int c) {
        return rgba.get(ReliefImage.BYTES_PER_PIXEL * sample + c) & 0xff;
    }

    private static int brightness(ByteBuffer rgba, int sample) {
        return channel(rgba, sample, 0) + channel(rgba, sample, 1) + channel(rgba, sample, 2);
    }

    /** The light comes from +x +z: ground falling that way faces it. Same centre height, same tint range: only the light differs. */
    @Test
    void aSlopeFacingTheLightIsBrighterThanFlatGroundAndFlatGroundThanASlopeFacingAway() {
        int facing = brightness(shade(plane(-0.5, -0.5), NO_SEA), CENTRE);
        int flat = brightness(shade(plane(0, 0), NO_SEA), CENTRE);
        int away = brightness(shade(plane(0.5, 0.5), NO_SEA), CENTRE);
        assertTrue(facing > flat + 30 && flat > away + 30, facing + " > " + flat + " > " + away);
        // Light across the slope: neither side faces the sun more than the other.
        assertEquals(brightness(shade(plane(0.5, -0.5), NO_SEA), CENTRE), brightness(shade(plane(-0.5, 0.5), NO_SEA), CENTRE), 3);
    }

    @Test
    void groundBelowTheSeaIsBlueAndDarkerWhereDeeper() {
        ByteBuffer rgba = shade(plane(0, 2), 200); // 20 to 180 m: all under water, 180 to 20 m deep
        for (int k = 0; k < N * N; k++) {
            assertTrue(channel(rgba, k, 2) > channel(rgba, k, 0) + 60 && channel(rgba, k, 2) > channel(rgba, k, 1), "sample " + k);
        }
        assertTrue(brightness(rgba, 0) < brightness(rgba, N * N - 1) - 30, "the deep end is darker");
    }

    @Test
    void aSampleWithNoHeightTakesTheUnknownColourAndItsNeighboursStillShade() {
        // Falling toward +z, so the unknown first row is the highest and the tint's range stays the same.
        float[] h = plane(0, -0.2);
        Arrays.fill(h, 0, N, Float.NaN);
        ByteBuffer rgba = shade(h, NO_SEA);
        for (int i = 0; i < N; i++) {
            int rgb = channel(rgba, i, 0) << 16 | channel(rgba, i, 1) << 8 | channel(rgba, i, 2);
            assertEquals(ReliefImage.UNKNOWN, rgb);
        }
        // The row beside it takes its slope from its one known neighbour along z: lit as if all were known.
        ByteBuffer known = shade(plane(0, -0.2), NO_SEA);
        for (int c = 0; c < 3; c++) {
            assertEquals(channel(known, 4 + N, c), channel(rgba, 4 + N, c));
        }
    }

    @Test
    void lowLandIsGreenAndTheHighestGroundWhite() {
        ByteBuffer rgba = shade(plane(1.5, 0), NO_SEA); // 40 to 160 m, spread over MIN_RELIEF: low ground
        int low = 4 * N;
        assertTrue(channel(rgba, low, 1) > channel(rgba, low, 0) && channel(rgba, low, 1) > channel(rgba, low, 2), "green");
        ByteBuffer steep = shade(plane(-10, 0), NO_SEA); // 800 m of relief, facing the light: the top is snow
        int top = 4 * N;
        int min = Math.min(channel(steep, top, 0), Math.min(channel(steep, top, 1), channel(steep, top, 2)));
        int max = Math.max(channel(steep, top, 0), Math.max(channel(steep, top, 1), channel(steep, top, 2)));
        assertTrue(min > 150 && max - min < 10, "white: " + min + " to " + max);
    }

    @Test
    void itWritesFourOpaqueBytesPerSampleOfTheRowsAskedForAndNothingElse() {
        float[] h = plane(0.3, 0.2);
        ReliefImage relief = new ReliefImage(N, N);
        ByteBuffer rgba = ByteBuffer.allocate(N * N * ReliefImage.BYTES_PER_PIXEL + 8);
        Arrays.fill(rgba.array(), (byte) 7);
        relief.fitTint(h, NO_SEA);
        relief.shadeRows(h, SPACING, NO_SEA, 2, 5, rgba);
        assertEquals(0, rgba.position(), "absolute puts");
        for (int b = 0; b < rgba.capacity(); b++) {
            int sample = b / ReliefImage.BYTES_PER_PIXEL, row = sample / N;
            if (row >= 2 && row < 5 && b % ReliefImage.BYTES_PER_PIXEL == 3) {
                assertEquals((byte) 255, rgba.get(b), "opaque at byte " + b);
            } else if (row < 2 || row >= 5) {
                assertEquals((byte) 7, rgba.get(b), "untouched byte " + b);
            }
        }
    }
}
