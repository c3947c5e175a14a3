package org.seedscape.world;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the text of a documented preset file, laid out as the shipped {@code config/*.properties}
 * are: a header naming the preset and how to use it, then the fractal, then every group of keys
 * under its heading, each key under the two comment lines that give its meaning, range and default.
 * {@link PresetLoader} reads the text back to the same {@link TerrainParams}, bit for bit.
 */
public final class PresetText {
    /** Header notes are wrapped to keep lines about as long as the shipped files' prose. */
    private static final int WRAP = 96;

    private PresetText() {
    }

    /**
     * The full file text for {@code params}, named {@code name} in the header.
     *
     * @param headerNote what the preset is or where it came from, wrapped into comment lines
     *                   (its line breaks are kept); blank for none
     * @throws IllegalArgumentException if {@code name} is blank or spans lines, which would
     *                                  break the header comment
     */
    public static String format(TerrainParams params, String name, String headerNote) {
        if (name.isBlank() || name.lines().count() != 1) {
            throw new IllegalArgumentException("preset name must be one line: '" + name + "'");
        }
        List<String> out = new ArrayList<>();
        out.add("# Seedscape preset '" + name + "'");
        out.add("#");
        if (!headerNote.isBlank()) {
            for (String line : wrap(headerNote)) {
                out.add(line.isEmpty() ? "#" : "# " + line);
            }
            out.add("#");
        }
        out.add("# Use it with: --preset " + name + "   (or --preset config/" + name + ".properties)");
        out.add("# For a preset of your own, copy this file to config/<yourname>.properties, edit it,");
        out.add("# and use --preset <yourname>.");
        out.add("#");
        out.add("# Format: one 'key = value' per line ('=' only); lines starting with '#' or '!' are comments.");
        out.add("# Every key is listed here; a key left out of a preset takes the default named in its comment.");
        out.add("# Values outside the allowed range are refused with a message naming the line.");
        out.add("");
        out.addAll(body(params));
        return String.join("\n", out) + "\n";
    }

    /** Everything after the header: the fractal and every group of keys with their documentation. */
    private static List<String> body(TerrainParams params) {
        List<String> out = new ArrayList<>();
        out.add("# " + PresetLoader.FRACTAL_KEY + ": " + FractalType.KEY_DOC + ":");
        FractalType[] types = FractalType.values();
        for (int i = 0; i < types.length; i++) {
            out.add("#   " + types[i].key() + " = " + types[i].doc() + (i < types.length - 1 ? "," : ""));
        }
        out.add("# allowed " + FractalType.allowedKeys() + ", default " + PresetLoader.DEFAULT_FRACTAL.key());
        out.add(PresetLoader.FRACTAL_KEY + " = " + params.fractal().key());
        for (PresetKey.Group group : PresetKey.Group.values()) {
            out.add("");
            out.add("# ---- " + group.heading() + " ----");
            for (String line : group.introLines()) {
                out.add("# " + line);
            }
            for (PresetKey key : group.keys()) {
                out.add("");
                out.add("# " + key.key() + ": " + key.doc());
                out.add("# allowed " + key.rangeText() + ", default " + PresetKey.format(key.defaultValue()));
                out.add(key.key() + " = " + PresetKey.format(params.get(key)));
            }
        }
        return out;
    }

    /** The note's lines, each paragraph broken at spaces so that no line runs past {@link #WRAP}. */
    private static List<String> wrap(String note) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : note.strip().split("\\R", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.strip().split("\\s+")) {
                if (line.length() > 0 && line.length() + 1 + word.length() > WRAP) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                line.append(line.length() > 0 ? " " : "").append(word);
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
