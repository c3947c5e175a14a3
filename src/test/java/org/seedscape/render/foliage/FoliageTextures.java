package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;

/** What every generated foliage texture is: linear RGBA8 with its whole mip chain, trilinear and clamped. */
final class FoliageTextures {
    private FoliageTextures() {
    }

    static void assertLinearMipmappedTrilinearClamped(Texture2D texture, int mipLevels) {
        Image image = texture.getImage();
        assertEquals(Image.Format.RGBA8, image.getFormat());
        assertEquals(ColorSpace.Linear, image.getColorSpace());
        assertEquals(mipLevels, image.getMipMapSizes().length);
        int total = 0;
        for (int size : image.getMipMapSizes()) {
            total += size;
        }
        assertEquals(total, image.getData(0).limit());
        assertEquals(Texture.MinFilter.Trilinear, texture.getMinFilter());
        assertEquals(Texture.MagFilter.Bilinear, texture.getMagFilter());
        assertEquals(Texture.WrapMode.EdgeClamp, texture.getWrap(Texture.WrapAxis.S));
        assertEquals(Texture.WrapMode.EdgeClamp, texture.getWrap(Texture.WrapAxis.T));
    }
}
