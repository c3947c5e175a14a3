package org.seedscape.io;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds one flat JSON object (string and number values) for tool output files, keys in the
 * order they were put, pretty-printed one key per line. Numbers must be finite, since JSON has
 * no NaN or infinity.
 */
public final class JsonWriter {
    private final Map<String, String> members = new LinkedHashMap<>();

    public JsonWriter put(String key, String value) {
        return member(key, quote(value));
    }

    public JsonWriter put(String key, long value) {
        return member(key, Long.toString(value));
    }

    public JsonWriter put(String key, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(key + " is not a finite number: " + value);
        }
        // Double.toString's forms (1.0, 1.0E-5, -0.0) are all valid JSON numbers.
        return member(key, Double.toString(value));
    }

    /** The object as text, one key per line, ending with a newline. */
    public String toJson() {
        return members.isEmpty() ? "{}\n" : join("{\n  ", ",\n  ", "\n}\n");
    }

    /** The object on one line, for a tool's last line of output. */
    public String toCompactJson() {
        return members.isEmpty() ? "{}" : join("{", ", ", "}");
    }

    private String join(String open, String separator, String close) {
        StringBuilder sb = new StringBuilder(open);
        String sep = "";
        for (Map.Entry<String, String> m : members.entrySet()) {
            sb.append(sep).append(quote(m.getKey())).append(": ").append(m.getValue());
            sep = separator;
        }
        return sb.append(close).toString();
    }

    private JsonWriter member(String key, String json) {
        if (members.putIfAbsent(key, json) != null) {
            throw new IllegalArgumentException("duplicate key: " + key);
        }
        return this;
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
