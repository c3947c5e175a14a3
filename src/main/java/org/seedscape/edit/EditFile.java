package org.seedscape.edit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.seedscape.io.AtomicFiles;
import org.seedscape.world.InputException;

/**
 * An edit file: the brushes' strokes in their layers, the source of truth for a world's edits
 * (never baked heights). Text, a line each: {@code world = PRESET SEED} (the world they were made
 * on), {@code layer = OPACITY shown|hidden NAME} (a new layer begins; strokes before the first
 * go to {@value StrokeLayer#FIRST}), {@code stroke} (a new stroke begins), {@code dab = BRUSH X Z
 * RADIUS STRENGTH FALLOFF TARGET [SHIFT_X SHIFT_Z]},
 * {@code #} comments and blank lines. Numbers are written as Java's shortest exact decimal, so a
 * file reads back as the same bits and the world it makes is the same bit for bit. Every mistake
 * is an {@link InputException} naming the file, the line, the value and what is allowed; nothing
 * is loaded until every line is good.
 */
public final class EditFile {
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    static final String DAB_FIELDS = "BRUSH X Z RADIUS STRENGTH FALLOFF TARGET [SHIFT_X SHIFT_Z]";

    static final String LAYER_FIELDS = "OPACITY shown|hidden NAME";
    /** Layers a file may hold, as the panel shows them. */
    public static final int MAX_LAYERS = 8;

    /** What an edit file holds: the world it was made on (null where it does not say) and its stroke layers. */
    public record Contents(String preset, Long seed, List<StrokeLayer> layers) {
        public Contents {
            layers = List.copyOf(layers);
        }

        /** Every stroke, of every layer, in order. */
        public List<Stroke> strokes() {
            return StrokeLayer.strokesOf(layers);
        }
    }

    private EditFile() {
    }

    public static Contents read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(file + ": cannot read edit file: " + AtomicFiles.why(e), e);
        }
        String preset = null;
        Long seed = null;
        List<StrokeLayer> layers = new ArrayList<>();
        StrokeLayer layer = null;
        List<Stroke> strokes = new ArrayList<>();
        List<Dab> stroke = null;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            String where = file + ":" + (n + 1) + ": ";
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.equals("stroke") || line.startsWith("layer")) {
                if (stroke != null && stroke.isEmpty()) {
                    throw new InputException(where + "a stroke with no dab; every 'stroke' line is followed by 'dab = ...' lines");
                }
                if (stroke != null) {
                    strokes.add(new Stroke(stroke));
                }
                stroke = line.equals("stroke") ? new ArrayList<>() : null;
            }
            if (line.equals("stroke")) {
                continue;
            }
            if (line.startsWith("layer")) {
                if (layer != null || !strokes.isEmpty()) {
                    layers.add((layer == null ? StrokeLayer.empty(StrokeLayer.FIRST) : layer).withStrokes(strokes));
                    strokes = new ArrayList<>();
                }
                layer = layer(value(line, "layer", where), where);
                if (layers.size() == MAX_LAYERS) {
                    throw new InputException(where + "a layer more than the " + MAX_LAYERS + " allowed");
                }
            } else if (line.startsWith("world")) {
                String[] w = value(line, "world", where).split("\\s+");
                if (w.length != 2 || !w[1].matches("[+-]?\\d{1,19}")) {
                    throw new InputException(where + "'" + shown(line) + "' is not 'world = PRESET SEED' (SEED a whole number)");
                }
                preset = w[0];
                seed = parseSeed(w[1], where);
            } else if (line.startsWith("dab")) {
                if (stroke == null) {
                    throw new InputException(where + "a dab before the first 'stroke' line");
                }
                if (stroke.size() == Stroke.MAX_DABS) {
                    throw new InputException(where + "a dab more than the " + Stroke.MAX_DABS
                            + " a stroke holds; begin another with a 'stroke' line");
                }
                stroke.add(dab(value(line, "dab", where), where));
            } else {
                throw new InputException(where + "'" + shown(line) + "' is not a line 'world = PRESET SEED', 'layer = "
                        + LAYER_FIELDS + "', 'stroke' or 'dab = " + DAB_FIELDS + "'");
            }
        }
        if (stroke != null) {
            if (stroke.isEmpty()) {
                throw new InputException(file + ": the last stroke has no dab");
            }
            strokes.add(new Stroke(stroke));
        }
        if (layer != null || !strokes.isEmpty()) {
            layers.add((layer == null ? StrokeLayer.empty(StrokeLayer.FIRST) : layer).withStrokes(strokes));
        }
        return new Contents(preset, seed, layers);
    }

    /** A layer line's value: its opacity, shown or hidden, and its name (the rest of the line). */
    private static StrokeLayer layer(String text, String where) {
        String[] f = text.split("\\s+", 3);
        if (f.length != 3 || !NUMBER.matcher(f[0]).matches() || !(f[1].equals("shown") || f[1].equals("hidden"))) {
            throw new InputException(where + "'layer = " + shown(text) + "' is not 'layer = " + LAYER_FIELDS + "'");
        }
        try {
            return new StrokeLayer(f[2], Double.parseDouble(f[0]), f[1].equals("shown"), List.of());
        } catch (IllegalArgumentException e) {
            throw new InputException(where + e.getMessage());
        }
    }

    private static long parseSeed(String text, String where) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new InputException(where + "seed " + text + " is not a 64-bit whole number");
        }
    }

    private static String value(String line, String key, String where) {
        String rest = line.substring(key.length()).strip();
        if (!rest.startsWith("=")) {
            throw new InputException(where + "'" + shown(line) + "' has no '=' after " + key);
        }
        return rest.substring(1).strip();
    }

    private static Dab dab(String text, String where) {
        String[] f = text.split("\\s+");
        if (f.length != 7 && f.length != 9) {
            throw new InputException(where + "'dab = " + shown(text) + "' has " + f.length + " fields; allowed 7 or 9: "
                    + DAB_FIELDS);
        }
        Brush brush = Brush.of(f[0]);
        if (brush == null) {
            List<String> names = new ArrayList<>();
            for (Brush b : Brush.values()) {
                names.add(b.key());
            }
            throw new InputException(where + "brush " + shown(f[0]) + " is unknown; allowed: " + String.join(", ", names));
        }
        double[] v = new double[8];
        String[] names = {"x", "z", "radius", "strength", "falloff", "target", "shift x", "shift z"};
        for (int i = 0; i < f.length - 1; i++) {
            if (!NUMBER.matcher(f[i + 1]).matches()) {
                throw new InputException(where + names[i] + " = " + shown(f[i + 1]) + " is not a number");
            }
            v[i] = Double.parseDouble(f[i + 1]);
        }
        try {
            return new Dab(brush, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
        } catch (IllegalArgumentException e) {
            throw new InputException(where + e.getMessage());
        }
    }

    /** The file's text for stroke layers made on a world. */
    static String text(String preset, long seed, List<StrokeLayer> layers) {
        StringBuilder b = new StringBuilder("# Seedscape edits: brush strokes in the order they apply (docs/WORLDS.md: \"Shape the world by hand\")\n");
        b.append("# layer = ").append(LAYER_FIELDS).append('\n');
        b.append("# dab = ").append(DAB_FIELDS).append('\n');
        b.append("world = ").append(preset).append(' ').append(seed).append('\n');
        for (StrokeLayer layer : layers) {
            b.append("layer = ").append(layer.opacity()).append(layer.visible() ? " shown " : " hidden ").append(layer.name()).append('\n');
            strokesText(layer.strokes(), b);
        }
        return b.toString();
    }

    private static void strokesText(List<Stroke> strokes, StringBuilder b) {
        for (Stroke s : strokes) {
            b.append("stroke\n");
            for (Dab d : s.dabs()) {
                b.append("dab = ").append(d.brush().key());
                for (double v : new double[] {d.x(), d.z(), d.radius(), d.strength(), d.falloff(), d.target()}) {
                    b.append(' ').append(v);
                }
                if (d.brush().shifts()) {
                    b.append(' ').append(d.shiftX()).append(' ').append(d.shiftZ());
                }
                b.append('\n');
            }
        }
    }

    /** Writes stroke layers made on a world, replacing {@code file} whole (atomically): never half-written. */
    public static void write(Path file, String preset, long seed, List<StrokeLayer> layers) throws IOException {
        AtomicFiles.write(file, text(preset, seed, layers).getBytes(StandardCharsets.UTF_8));
    }

    private static String shown(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
