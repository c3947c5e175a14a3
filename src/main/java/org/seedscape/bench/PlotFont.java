package org.seedscape.bench;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Lettering for the bench's plot from jME's own bitmap font ({@code Interface/Fonts/Console}, an
 * AngelCode BMFont), not AWT's: AWT's text needs the system's font libraries (freetype, harfbuzz,
 * fontconfig and some fonts), which a bare GPU machine running the bundle does not have.
 */
final class PlotFont {
    private static final String FONT = "Interface/Fonts/Console";

    /** Where a character's picture lies in the atlas, and how it sits on the line. */
    private record Glyph(int x, int y, int width, int height, int xOffset, int yOffset, int advance) {
    }

    private final BufferedImage atlas;
    private final Map<Integer, Glyph> glyphs = new HashMap<>();
    /** Pixels from the top of a line to its baseline. */
    private final int base;

    private PlotFont(BufferedImage atlas, BufferedReader description) throws IOException {
        this.atlas = atlas;
        int lineBase = 0;
        for (String line = description.readLine(); line != null; line = description.readLine()) {
            Map<String, Integer> values = numbers(line);
            if (line.startsWith("common ")) {
                lineBase = values.get("base");
            } else if (line.startsWith("char ")) {
                glyphs.put(values.get("id"), new Glyph(values.get("x"), values.get("y"), values.get("width"),
                        values.get("height"), values.get("xoffset"), values.get("yoffset"), values.get("xadvance")));
            }
        }
        this.base = lineBase;
    }

    /** jME's console font, read from the classpath (jme3-core carries it). */
    static PlotFont console() {
        try (InputStream png = resource(FONT + ".png"); InputStream fnt = resource(FONT + ".fnt");
             BufferedReader description = new BufferedReader(new InputStreamReader(fnt, StandardCharsets.US_ASCII))) {
            return new PlotFont(ImageIO.read(png), description);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the plot font " + FONT, e);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = PlotFont.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IOException(name + " is not on the classpath");
        }
        return in;
    }

    /** The whole-number {@code key=value} pairs of one line of a BMFont description. */
    private static Map<String, Integer> numbers(String line) {
        Map<String, Integer> values = new HashMap<>();
        for (String token : line.trim().split("\\s+")) {
            int eq = token.indexOf('=');
            if (eq > 0 && token.substring(eq + 1).matches("-?\\d+")) {
                values.put(token.substring(0, eq), Integer.parseInt(token.substring(eq + 1)));
            }
        }
        return values;
    }

    /** Draws {@code text} with its baseline at {@code baseline}, blending the glyphs' coverage in {@code colour}. */
    void draw(BufferedImage image, String text, int x, int baseline, Color colour) {
        int top = baseline - base;
        for (int i = 0; i < text.length(); i++) {
            Glyph glyph = glyph(text.charAt(i));
            for (int gy = 0; gy < glyph.height(); gy++) {
                for (int gx = 0; gx < glyph.width(); gx++) {
                    int px = x + glyph.xOffset() + gx, py = top + glyph.yOffset() + gy;
                    if (px >= 0 && py >= 0 && px < image.getWidth() && py < image.getHeight()) {
                        int coverage = atlas.getRGB(glyph.x() + gx, glyph.y() + gy) >>> 24;
                        image.setRGB(px, py, blend(image.getRGB(px, py), colour.getRGB(), coverage));
                    }
                }
            }
            x += glyph.advance();
        }
    }

    /** The width {@code text} takes, in pixels. */
    int width(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); i++) {
            width += glyph(text.charAt(i)).advance();
        }
        return width;
    }

    /** A character's glyph, or the question mark's where the font lacks it. */
    private Glyph glyph(char c) {
        return glyphs.getOrDefault((int) c, glyphs.get((int) '?'));
    }

    private static int blend(int under, int over, int coverage) {
        int rgb = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            int a = (under >> shift) & 255, b = (over >> shift) & 255;
            rgb |= ((a * (255 - coverage) + b * coverage + 127) / 255) << shift;
        }
        return 0xFF000000 | rgb;
    }
}
