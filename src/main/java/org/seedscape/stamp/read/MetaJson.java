package org.seedscape.stamp.read;

import java.util.HashMap;
import java.util.Map;

/**
 * The numbers of a flat JSON object such as our export's {@code meta.json} (written by
 * io.JsonWriter): enough JSON to read it without a JSON library. Strings, true/false/null and
 * nested values are stepped over; anything that is not a JSON object is an error.
 */
final class MetaJson {
    private final String text;
    private int pos;

    private MetaJson(String text) {
        this.text = text;
    }

    /**
     * The top-level numeric members of {@code text}.
     *
     * @throws IllegalArgumentException with a short reason if the text is not a JSON object
     */
    static Map<String, Double> numbers(String text) {
        return new MetaJson(text).object();
    }

    private Map<String, Double> object() {
        Map<String, Double> numbers = new HashMap<>();
        expect('{');
        if (peek() == '}') {
            pos++;
        } else {
            while (true) {
                String key = string();
                expect(':');
                char c = peek();
                if (c == '-' || (c >= '0' && c <= '9')) {
                    numbers.put(key, number());
                } else {
                    skipValue();
                }
                char next = peek();
                pos++;
                if (next == '}') {
                    break;
                }
                if (next != ',') {
                    throw error("expected ',' or '}'");
                }
            }
        }
        if (peek() != 0) {
            throw error("text after the object");
        }
        return numbers;
    }

    private void skipValue() {
        char c = peek();
        if (c == '"') {
            string();
        } else if (c == '{' || c == '[') {
            int depth = 0;
            do {
                char d = peek();
                if (d == '"') {
                    string();
                    continue;
                }
                if (d == 0) {
                    throw error("unclosed " + c);
                }
                depth += d == '{' || d == '[' ? 1 : d == '}' || d == ']' ? -1 : 0;
                pos++;
            } while (depth > 0);
        } else if (text.startsWith("true", pos) || text.startsWith("null", pos)) {
            pos += 4;
        } else if (text.startsWith("false", pos)) {
            pos += 5;
        } else {
            throw error("expected a value");
        }
    }

    private double number() {
        int start = pos;
        while (pos < text.length() && "+-.eE0123456789".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        try {
            return Double.parseDouble(text.substring(start, pos));
        } catch (NumberFormatException e) {
            throw error("bad number '" + text.substring(start, pos) + "'");
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unclosed string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c == '\\' && pos < text.length()) {
                char e = text.charAt(pos++);
                if (e == 'u' && pos + 4 <= text.length()) {
                    sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    pos += 4;
                } else {
                    sb.append(switch (e) {
                        case 'n' -> '\n';
                        case 't' -> '\t';
                        case 'r' -> '\r';
                        case 'b' -> '\b';
                        case 'f' -> '\f';
                        default -> e;
                    });
                }
            } else {
                sb.append(c);
            }
        }
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    /** The next character after white space, or 0 at the end. */
    private char peek() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("not a JSON object: " + what + " at character " + pos);
    }
}
