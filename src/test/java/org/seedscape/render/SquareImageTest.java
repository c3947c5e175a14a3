package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import org.junit.jupiter.api.Test;

/** Images of any size, aspect and kind become the ground textures' square of 8-bit RGBA, rows bottom up. */
class SquareImageTest {
    @Test
    void aWholeMultipleIsAveragedInBlocksAndTurnedBottomUp() {
        BufferedImage img = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
        // top-left block red and black (mean 127.5 -> 128), the rest white
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 4; x++) {
                img.setRGB(x, y, 0xffffff);
            }
        }
        img.setRGB(0, 0, 0xff0000);
        img.setRGB(1, 0, 0xff0000);
        img.setRGB(0, 1, 0x000000);
        img.setRGB(1, 1, 0x000000);
        int[] out = SquareImage.of(img, 2);
        // row 0 of the output is the image's bottom row: white, white
        assertArrayEquals(new int[] {255, 255, 255, 255, 255, 255, 255, 255, 128, 0, 0, 255, 255, 255, 255, 255}, out);
    }

    @Test
    void anyAspectShrinksToTheSquareKeepingColourAndMean() {
        BufferedImage img = new BufferedImage(300, 70, BufferedImage.TYPE_3BYTE_BGR);
        for (int y = 0; y < 70; y++) {
            for (int x = 0; x < 300; x++) {
                img.setRGB(x, y, x < 150 ? 0x204080 : 0xc08040);
            }
        }
        int[] out = SquareImage.of(img, 64);
        assertEquals(4 * 64 * 64, out.length);
        double red = 0;
        for (int p = 0; p < 64 * 64; p++) {
            red += out[4 * p] / (64.0 * 64);
            assertEquals(255, out[4 * p + 3]);
        }
        // the left half stays the left colour, the right the right one, and the mean holds
        assertArrayEquals(new int[] {0x20, 0x40, 0x80, 255}, texel(out, 64, 10, 5));
        assertArrayEquals(new int[] {0xc0, 0x80, 0x40, 255}, texel(out, 64, 50, 60));
        assertEquals((0x20 + 0xc0) / 2.0, red, 0.01);
    }

    @Test
    void aSmallImageGrowsLinearlyWrappingAsTheTextureRepeats() {
        BufferedImage img = new BufferedImage(2, 1, BufferedImage.TYPE_INT_ARGB);
        img.setRGB(0, 0, 0xff000000);
        img.setRGB(1, 0, 0xffffffff);
        int[] out = SquareImage.of(img, 8);
        // texel 0's middle lies 3/8 of a source texel before the first one's: it takes that much of the last (white), wrapped
        assertEquals(Math.round(255 * 0.375), texel(out, 8, 0, 0)[0]);
        assertEquals(Math.round(255 * 0.625), texel(out, 8, 4, 3)[0]);
        for (int y = 1; y < 8; y++) {
            assertArrayEquals(texel(out, 8, 3, 0), texel(out, 8, 3, y), "every row alike");
        }
    }

    @Test
    void greyImagesKeepTheirGreyAndSixteenBitsAreScaled() {
        BufferedImage grey = new BufferedImage(2, 2, BufferedImage.TYPE_BYTE_GRAY);
        grey.getRaster().setSample(0, 0, 0, 100);
        grey.getRaster().setSample(1, 0, 0, 100);
        grey.getRaster().setSample(0, 1, 0, 100);
        grey.getRaster().setSample(1, 1, 0, 100);
        // the raw grey, not brightened as a linear grey's colour model would
        assertArrayEquals(new int[] {100, 100, 100, 255}, texel(SquareImage.of(grey, 1), 1, 0, 0));

        BufferedImage wide = new BufferedImage(1, 1, BufferedImage.TYPE_USHORT_GRAY);
        wide.getRaster().setSample(0, 0, 0, 65535 / 3);
        assertArrayEquals(new int[] {85, 85, 85, 255}, texel(SquareImage.of(wide, 1), 1, 0, 0));
    }

    @Test
    void aPaletteImageGivesItsPalettesColours() {
        IndexColorModel palette = new IndexColorModel(8, 2, new byte[] {(byte) 200, 10}, new byte[] {20, 10},
                new byte[] {30, (byte) 250});
        BufferedImage img = new BufferedImage(2, 1, BufferedImage.TYPE_BYTE_INDEXED, palette);
        WritableRaster raster = img.getRaster();
        raster.setSample(0, 0, 0, 0);
        raster.setSample(1, 0, 0, 1);
        int[] out = SquareImage.of(img, 2);
        assertArrayEquals(new int[] {200, 20, 30, 255}, texel(out, 2, 0, 0));
        assertArrayEquals(new int[] {10, 10, 250, 255}, texel(out, 2, 1, 1));
    }

    /** Texel (x, y) of a square, y counted from the bottom. */
    private static int[] texel(int[] out, int size, int x, int y) {
        int i = 4 * (y * size + x);
        return new int[] {out[i], out[i + 1], out[i + 2], out[i + 3]};
    }
}
