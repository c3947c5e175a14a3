package org.seedscape.ui;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector2f;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.component.IconComponent;
import java.nio.ByteBuffer;

/**
 * A small filled triangle as a Lemur icon: the disclosure mark of a group's header and the arrows
 * of the scroll bar. Drawn into a texture here because Lemur's default font has no triangle glyph.
 */
final class TriangleIcon {
    /** Where the triangle points. */
    enum Pointing { RIGHT, DOWN, UP }

    /** Pixels across; drawn 1:1 so its edges stay crisp. */
    static final int SIZE = 10;
    /** Samples per pixel along each axis, for antialiased edges. */
    private static final int SAMPLES = 4;

    private TriangleIcon() {
    }

    /** A white triangle pointing {@code pointing} (the icon's colour tints it). */
    static Texture2D texture(Pointing pointing) {
        ByteBuffer data = BufferUtils.createByteBuffer(SIZE * SIZE * 4);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int inside = 0;
                for (int sy = 0; sy < SAMPLES; sy++) {
                    for (int sx = 0; sx < SAMPLES; sx++) {
                        float u = (x + (sx + 0.5f) / SAMPLES) / SIZE, v = (y + (sy + 0.5f) / SAMPLES) / SIZE;
                        inside += inside(pointing, u, v) ? 1 : 0;
                    }
                }
                data.put((byte) 255).put((byte) 255).put((byte) 255).put((byte) (255 * inside / (SAMPLES * SAMPLES)));
            }
        }
        data.flip();
        Texture2D t = new Texture2D(new Image(Image.Format.RGBA8, SIZE, SIZE, data, ColorSpace.Linear));
        t.setMagFilter(Texture.MagFilter.Nearest);
        t.setMinFilter(Texture.MinFilter.NearestNoMipMaps);
        return t;
    }

    /**
     * Whether (u, v) in the unit square (v up, as the texture's rows run) is inside the triangle:
     * an isosceles one whose base spans the square's middle 80 % and whose height is 70 % of it.
     */
    private static boolean inside(Pointing pointing, float u, float v) {
        float along = switch (pointing) { // from the base towards the tip
            case RIGHT -> u;
            case DOWN -> 1 - v;
            case UP -> v;
        };
        float across = pointing == Pointing.RIGHT ? v : u;
        float t = (along - 0.15f) / 0.7f;
        return t >= 0 && t <= 1 && Math.abs(across - 0.5f) <= 0.4f * (1 - t);
    }

    /** An icon of {@code texture} tinted {@code color}, left of a label's text with {@code gap} pixels after it. */
    static IconComponent icon(Texture2D texture, ColorRGBA color, float gap) {
        IconComponent icon = new IconComponent(texture, new Vector2f(1, 1), gap / 2, 0, 0.01f, false);
        icon.setColor(color);
        return icon;
    }
}
