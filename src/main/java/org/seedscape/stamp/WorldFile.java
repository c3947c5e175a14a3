package org.seedscape.stamp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.seedscape.io.AtomicFiles;
import org.seedscape.world.InputException;
import org.seedscape.stamp.read.RasterOptions;

/**
 * A world file: the heightmaps stamped into the preset's world, in the order they apply, and the
 * brushes' edit file. Lines {@code stamp.NAME.KEY = value}, at most one {@code edits = FILE},
 * {@code #} comments and blank lines; a stamp's lines may come in any order, and stamps apply in
 * the order of their first line. A relative {@code file} (or edit file) is read from the world
 * file's folder. Every mistake is an {@link InputException} naming the file, the
 * line, the key, the value and what is allowed; nothing is loaded until every line is good.
 */
public final class WorldFile {
    private static final Pattern LINE = Pattern.compile("stamp\\.([A-Za-z0-9_-]+)\\.([a-z_]+)\\s*=\\s*(.*)");
    private static final Pattern EDITS = Pattern.compile("edits\\s*=\\s*(.*)");
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    /** Metres a stamp's centre may lie from the world's origin. */
    static final double MAX_COORDINATE = 1e7;
    static final double MAX_BAND = 100_000;

    /** The keys of a stamp, with what each allows, in the order docs/WORLDS.md lists them ("Real places: stamps"). */
    static final Map<String, String> KEYS = new LinkedHashMap<>();

    static {
        KEYS.put("file", "a heightmap: .tif/.tiff, .png, .r16/.raw, .f32, or an export folder");
        KEYS.put("x", "metres [-1e7, 1e7]");
        KEYS.put("z", "metres [-1e7, 1e7]");
        KEYS.put("rotation", "degrees [-360, 360]");
        KEYS.put("scale", "[0.01, 100]");
        KEYS.put("offset", "metres [-10000, 10000]");
        KEYS.put("band", "metres [0, 100000]");
        KEYS.put("fit", "rise or settle");
        KEYS.put("exact", "true or false");
        KEYS.put("detail", "[0, 4]");
        KEYS.put("fill", "true or false");
        KEYS.put("opacity", "[0, 1]");
        KEYS.put("shown", "true or false");
        KEYS.put("metres_per_pixel", "metres (0, 100000]");
        KEYS.put("height_scale", "a non-zero number [-1e4, 1e4]");
        KEYS.put("height_offset", "metres [-12000, 12000]");
        KEYS.put("flip", "true or false");
        KEYS.put("columns", "a whole number [2, 8193]");
        KEYS.put("rows", "a whole number [2, 8193]");
    }

    private WorldFile() {
    }

    /** What a world file says: its stamps' placements, in order, and its edit file (null for none). */
    public record Contents(List<StampPlacement> stamps, Path edits) {
        public Contents {
            stamps = List.copyOf(stamps);
        }
    }

    /** What a world file describes. */
    public static Contents read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(file + ": cannot read world file: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()), e);
        }
        Path folder = file.toAbsolutePath().getParent();
        Map<String, Map<String, String>> stamps = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        Path edits = null;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Matcher m = LINE.matcher(line);
            String where = file + ":" + (n + 1) + ": ";
            Matcher e = EDITS.matcher(line);
            if (e.matches()) {
                if (edits != null) {
                    throw new InputException(where + "edits is given twice; a world has one edit file");
                }
                if (e.group(1).isBlank()) {
                    throw new InputException(where + "edits = (nothing); allowed: an edit file's path");
                }
                edits = folder.resolve(e.group(1).strip());
                continue;
            }
            if (!m.matches()) {
                throw new InputException(where + "'" + shown(line) + "' is not a line 'stamp.NAME.KEY = value' or 'edits = FILE'");
            }
            String name = m.group(1), key = m.group(2), value = m.group(3).strip();
            if (!KEYS.containsKey(key)) {
                throw new InputException(where + "unknown key '" + key + "' of stamp " + name + "; allowed: "
                        + String.join(", ", KEYS.keySet()));
            }
            Map<String, String> keys = stamps.computeIfAbsent(name, k -> new LinkedHashMap<>());
            if (keys.put(key, value) != null) {
                throw new InputException(where + "stamp." + name + "." + key + " is given twice");
            }
            lineOf.put(name + "." + key, n + 1);
        }
        List<StampPlacement> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> e : stamps.entrySet()) {
            out.add(placement(file, folder, e.getKey(), e.getValue(), lineOf));
        }
        return new Contents(out, edits);
    }

    /**
     * Writes a world file that reads back as {@code contents} ({@link #read}), a new file only: an
     * existing one is never replaced.
     *
     * @throws java.nio.file.FileAlreadyExistsException if the file exists
     */
    public static void saveNew(Path file, Contents contents) throws IOException {
        byte[] bytes = text(file, contents).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.writeNew(file, out -> out.write(bytes));
    }

    /** Writes a world file, replacing {@code file} whole (atomically) if it exists. */
    public static void overwrite(Path file, Contents contents) throws IOException {
        AtomicFiles.write(file, text(file, contents).getBytes(StandardCharsets.UTF_8));
    }

    /** The world file's text, heightmaps and the edit file named relative to its folder where they can be. */
    static String text(Path file, Contents contents) {
        Path folder = file.toAbsolutePath().getParent();
        StringBuilder b = new StringBuilder("# Seedscape world: heightmaps stamped into the preset's world, in order (docs/WORLDS.md: \"Real places: stamps\"),\n"
                + "# and the brushes' edit file (docs/WORLDS.md: \"Shape the world by hand\")\n");
        if (contents.edits() != null) {
            b.append("\nedits = ").append(relative(folder, contents.edits())).append('\n');
        }
        for (StampPlacement p : contents.stamps()) {
            String k = "stamp." + p.name() + ".";
            b.append('\n').append(k).append("file = ").append(relative(folder, p.file())).append('\n');
            line(b, k + "x", p.centreX());
            line(b, k + "z", p.centreZ());
            line(b, k + "rotation", p.rotation());
            line(b, k + "scale", p.scale());
            line(b, k + "offset", p.offset());
            line(b, k + "band", p.band());
            b.append(k).append("fit = ").append(p.fit().name().toLowerCase(Locale.ROOT)).append('\n');
            b.append(k).append("exact = ").append(p.exact()).append('\n');
            line(b, k + "detail", p.detail());
            b.append(k).append("fill = ").append(p.fill()).append('\n');
            line(b, k + "opacity", p.opacity());
            b.append(k).append("shown = ").append(p.shown()).append('\n');
            RasterOptions r = p.reading();
            if (r.metresPerPixel() != null) {
                line(b, k + "metres_per_pixel", r.metresPerPixel());
            }
            line(b, k + "height_scale", r.heightScale());
            line(b, k + "height_offset", r.heightOffset());
            b.append(k).append("flip = ").append(r.flip()).append('\n');
            if (r.columns() != null) {
                b.append(k).append("columns = ").append(r.columns()).append('\n');
            }
            if (r.rows() != null) {
                b.append(k).append("rows = ").append(r.rows()).append('\n');
            }
        }
        return b.toString();
    }

    /** A path as the world file names it: relative to its folder where both lie on one root. */
    private static String relative(Path folder, Path file) {
        Path abs = file.toAbsolutePath().normalize();
        return abs.getRoot() != null && folder.getRoot() != null && abs.getRoot().equals(folder.getRoot())
                ? folder.relativize(abs).toString().replace('\\', '/') : abs.toString();
    }

    /** A number as the reader reads it back exactly; NaN (where the file says) is left out. */
    private static void line(StringBuilder b, String key, double value) {
        if (!Double.isNaN(value)) {
            b.append(key).append(" = ").append(value == Math.rint(value) && Math.abs(value) < 1e15
                    ? Long.toString((long) value) : Double.toString(value)).append('\n');
        }
    }

    private static StampPlacement placement(Path file, Path folder, String name, Map<String, String> keys,
                                            Map<String, Integer> lineOf) {
        Values v = new Values(file, name, keys, lineOf);
        if (!keys.containsKey("file")) {
            throw new InputException(file + ": stamp " + name + " has no file; add stamp." + name + ".file = PATH");
        }
        Path heightmap = folder.resolve(keys.get("file"));
        boolean exact = v.bool("exact", false);
        Integer columns = keys.containsKey("columns") ? (int) v.whole("columns", 2, 8193) : null;
        Integer rows = keys.containsKey("rows") ? (int) v.whole("rows", 2, 8193) : null;
        double heightScale = v.number("height_scale", 1, -1e4, 1e4);
        if (heightScale == 0) {
            throw v.error("height_scale", "must not be 0");
        }
        RasterOptions reading = new RasterOptions(
                keys.containsKey("metres_per_pixel") ? v.positive("metres_per_pixel", 1e5) : null,
                heightScale, v.number("height_offset", 0, -12000, 12000), v.bool("flip", false), columns, rows);
        String fit = v.word("fit", exact ? "rise" : "settle", List.of("rise", "settle"));
        return new StampPlacement(name, heightmap, reading,
                v.number("x", Double.NaN, -MAX_COORDINATE, MAX_COORDINATE),
                v.number("z", Double.NaN, -MAX_COORDINATE, MAX_COORDINATE),
                v.number("rotation", 0, -360, 360), v.number("scale", 1, 0.01, 100), v.number("offset", 0, -10000, 10000),
                v.number("band", Double.NaN, 0, MAX_BAND), StampPlacement.Fit.valueOf(fit.toUpperCase(Locale.ROOT)),
                exact, v.number("detail", 1, 0, 4), v.bool("fill", false), v.number("opacity", 1, 0, 1), v.bool("shown", true));
    }

    /** A stamp's values, each checked as it is read. */
    private record Values(Path file, String name, Map<String, String> keys, Map<String, Integer> lineOf) {
        double number(String key, double otherwise, double min, double max) {
            String text = keys.get(key);
            if (text == null) {
                return otherwise;
            }
            if (!NUMBER.matcher(text).matches()) {
                throw error(key, "is not a number; allowed " + KEYS.get(key));
            }
            double x = Double.parseDouble(text);
            if (!(x >= min && x <= max)) {
                throw error(key, "is out of range; allowed " + KEYS.get(key));
            }
            return x;
        }

        double positive(String key, double max) {
            double x = number(key, 1, 0, max);
            if (!(x > 0)) {
                throw error(key, "must be above 0; allowed " + KEYS.get(key));
            }
            return x;
        }

        long whole(String key, long min, long max) {
            double x = number(key, min, min, max);
            if (x != Math.rint(x)) {
                throw error(key, "must be a whole number; allowed " + KEYS.get(key));
            }
            return (long) x;
        }

        boolean bool(String key, boolean otherwise) {
            return word(key, otherwise ? "true" : "false", List.of("true", "false")).equals("true");
        }

        String word(String key, String otherwise, List<String> allowed) {
            String text = keys.get(key);
            if (text == null) {
                return otherwise;
            }
            if (!allowed.contains(text)) {
                throw error(key, "is not allowed; allowed " + KEYS.get(key));
            }
            return text;
        }

        InputException error(String key, String what) {
            return new InputException(file + ":" + lineOf.get(name + "." + key) + ": stamp." + name + "." + key + " = "
                    + shown(keys.get(key)) + " " + what);
        }
    }

    private static String shown(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
