package org.seedscape.world;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;


/**
 * Finds preset files and parses them strictly. A preset file holds {@code key = value}
 * lines, {@code #} or {@code !} comment lines and blank lines; every key is a
 * {@link PresetKey} or {@code fractal}, and keys left out take their defaults.
 * Every mistake is an {@link InputException} whose one-line message names the file,
 * the line, the key, the value and what is allowed.
 */
public final class PresetLoader {
    /** The key that picks the {@link FractalType}; every other key is a {@link PresetKey}. */
    public static final String FRACTAL_KEY = "fractal";
    /** The fractal of a preset that does not name one. */
    public static final FractalType DEFAULT_FRACTAL = FractalType.BACKES;
    /** The presets shipped in {@code config/}, which the jar also carries under {@code presets/}. */
    static final List<String> BUILT_IN = List.of("alpine", "canyons", "default", "hills", "islands");

    private static final String SUFFIX = ".properties";
    private static final Path CONFIG_DIR = Path.of("config");
    /** Plain decimal or scientific notation; Double.parseDouble alone would also take hex and "1f". */
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern NAN = Pattern.compile("[+-]?NaN");
    private static final Pattern INFINITY = Pattern.compile("[+-]?Infinity");
    /** Longer values and lines are cut in messages, which must stay one readable line. */
    private static final int MAX_SHOWN = 60;

    private PresetLoader() {
    }

    /**
     * Loads a preset given by file path (an existing file, or any argument ending in
     * {@code .properties}) or by name: {@code config/<name>.properties} under the working
     * directory when it exists, else the built-in {@code /presets/<name>.properties}.
     */
    public static Preset load(String nameOrPath) {
        return load(nameOrPath, CONFIG_DIR);
    }

    /** {@link #load(String)} with the folder that stands for {@code config/}. */
    static Preset load(String nameOrPath, Path configDir) {
        Path asPath;
        try {
            asPath = Path.of(nameOrPath);
        } catch (InvalidPathException e) {
            throw new InputException(nameOrPath + ": cannot read preset: " + e.getReason(), e);
        }
        if (nameOrPath.endsWith(SUFFIX) || Files.isRegularFile(asPath)) {
            return parse(nameOrPath, readFile(nameOrPath, asPath));
        }
        Path inConfig = configDir.resolve(nameOrPath + SUFFIX);
        if (Files.isRegularFile(inConfig)) {
            return parse(inConfig.toString(), readFile(inConfig.toString(), inConfig));
        }
        String resource = "/presets/" + nameOrPath + SUFFIX;
        try (InputStream in = PresetLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new InputException("unknown preset '" + shown(nameOrPath) + "'; available: "
                        + String.join(", ", available(configDir)) + " (or give the path of a " + SUFFIX + " file)");
            }
            return parse("classpath:" + resource, decode(in.readAllBytes()));
        } catch (IOException e) {
            throw new InputException("classpath:" + resource + ": cannot read preset: " + reason(e), e);
        }
    }

    /** The preset names that {@link #load(String)} accepts: those in {@code config/} and the built-in ones. */
    public static List<String> available() {
        return available(CONFIG_DIR);
    }

    /** {@link #available()} with the folder that stands for {@code config/}. */
    static List<String> available(Path configDir) {
        TreeSet<String> names = new TreeSet<>(BUILT_IN);
        if (Files.isDirectory(configDir)) {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(configDir, "*" + SUFFIX)) {
                for (Path f : files) {
                    if (Files.isRegularFile(f)) {
                        names.add(nameOf(f.getFileName().toString()));
                    }
                }
            } catch (IOException e) {
                // An unreadable config/ only shortens the list shown in an error message.
            }
        }
        return List.copyOf(names);
    }

    /**
     * Parses the text of a preset file. {@code sourceName} is how messages name the file,
     * and its last path element without {@code .properties} becomes the preset's name.
     */
    public static Preset parse(String sourceName, String text) {
        Map<PresetKey, Double> values = new EnumMap<>(PresetKey.class);
        Map<String, Integer> firstLine = new HashMap<>();
        FractalType fractal = DEFAULT_FRACTAL;
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = lines.get(i).strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip(); // byte order mark left by some editors
            }
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw error(sourceName, lineNo, "line has no '=': '" + shown(line)
                        + "'; write key = value (only '=' separates a key from its value)");
            }
            String key = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (key.isEmpty()) {
                throw error(sourceName, lineNo, "line has no key before '=': '" + shown(line) + "'");
            }
            PresetKey presetKey = PresetKey.fromKey(key);
            if (presetKey == null && !key.equals(FRACTAL_KEY)) {
                throw error(sourceName, lineNo, unknownKey(key));
            }
            Integer earlier = firstLine.putIfAbsent(key, lineNo);
            if (earlier != null) {
                throw error(sourceName, lineNo, "duplicate key '" + key + "' (first set on line " + earlier + ")");
            }
            if (presetKey == null) {
                fractal = FractalType.fromKey(value);
                if (fractal == null) {
                    throw error(sourceName, lineNo, FRACTAL_KEY + " = '" + shown(value)
                            + "' is not a fractal type; allowed " + FractalType.allowedKeys());
                }
            } else {
                values.put(presetKey, number(sourceName, lineNo, presetKey, value));
            }
        }
        return new Preset(nameOf(sourceName), TerrainParams.of(fractal, values));
    }

    /** The value of a numeric key on a line of a file, checked as {@link #value} checks it. */
    private static double number(String source, int lineNo, PresetKey key, String value) {
        try {
            return value(key, value);
        } catch (InputException e) {
            throw error(source, lineNo, e.getMessage());
        }
    }

    /**
     * A value of {@code key} written as text (as in a preset file, a settings field or an option):
     * plain decimal or scientific notation, within the key's range, whole where the key must be.
     *
     * @throws InputException "key = text is ...; allowed [min, max]", naming what is wrong
     */
    public static double value(PresetKey key, String text) {
        String allowed = "; allowed " + key.rangeText();
        double x;
        if (NUMBER.matcher(text).matches() || INFINITY.matcher(text).matches()) {
            x = Double.parseDouble(text);
        } else if (NAN.matcher(text).matches()) {
            throw new InputException(key.key() + " = " + text + " is not a number" + allowed);
        } else {
            throw new InputException(key.key() + " = '" + shown(text) + "' is not a number" + allowed);
        }
        if (!(x >= key.min() && x <= key.max())) {
            throw new InputException(key.key() + " = " + shown(text) + " is out of range" + allowed);
        }
        if (key.integer() && x != Math.rint(x)) {
            throw new InputException(key.key() + " = " + shown(text) + " must be a whole number" + allowed);
        }
        return x;
    }

    /** "unknown key", with the nearest real key when the name looks like a typo of it. */
    private static String unknownKey(String key) {
        String best = FRACTAL_KEY;
        int bestDistance = editDistance(key, best);
        for (PresetKey k : PresetKey.values()) {
            int d = editDistance(key, k.key());
            if (d < bestDistance) {
                best = k.key();
                bestDistance = d;
            }
        }
        int close = Math.min(3, Math.max(1, key.length() / 3));
        return "unknown key '" + shown(key) + "'" + (bestDistance <= close
                ? " (did you mean '" + best + "'?)"
                : "; config/default.properties lists every key");
    }

    /** Levenshtein distance, ignoring case so that "SeaLevel" still finds "seaLevel". */
    static int editDistance(String a, String b) {
        String s = a.toLowerCase(Locale.ROOT);
        String t = b.toLowerCase(Locale.ROOT);
        int[] previous = new int[t.length() + 1];
        int[] current = new int[t.length() + 1];
        for (int j = 0; j <= t.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= s.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= t.length(); j++) {
                int substitute = previous[j - 1] + (s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[t.length()];
    }

    private static String readFile(String sourceName, Path file) {
        try {
            return decode(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new InputException(sourceName + ": cannot read preset: " + reason(e), e);
        }
    }

    /** Strict UTF-8: a file in another encoding is refused rather than misread. */
    private static String decode(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    }

    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof CharacterCodingException) {
            return "not UTF-8 text";
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message.replaceAll("\\s+", " ");
    }

    private static String nameOf(String source) {
        String file = source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
        return file.endsWith(SUFFIX) ? file.substring(0, file.length() - SUFFIX.length()) : file;
    }

    private static String shown(String text) {
        return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN - 3) + "...";
    }

    private static InputException error(String source, int lineNo, String detail) {
        return new InputException(source + ":" + lineNo + ": " + detail);
    }
}
