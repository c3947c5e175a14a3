package org.seedscape.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.seedscape.world.InputException;

/**
 * A mode's command-line options ({@code --name value} pairs), checked against the names the mode
 * knows. Every bad value gives an {@link InputException} naming the option, the value and what is allowed.
 */
public final class Options {
    private final String mode;
    private final Map<String, String> values = new HashMap<>();

    private Options(String mode) {
        this.mode = mode;
    }

    /** Parses {@code args} for {@code mode}, allowing only the option names in {@code known}. */
    public static Options parse(String mode, List<String> args, Set<String> known) {
        return parse(mode, args, known, Set.of());
    }

    /**
     * Parses {@code args} for {@code mode}: {@code known} options take a value, {@code flags}
     * stand alone ({@code --fullscreen}) and read back as "true".
     */
    public static Options parse(String mode, List<String> args, Set<String> known, Set<String> flags) {
        Options o = new Options(mode);
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!a.startsWith("--") || a.length() == 2) {
                throw new InputException(mode + ": unexpected argument '" + a + "'; options look like --name value");
            }
            String name = a.substring(2);
            if (flags.contains(name)) {
                if (o.values.put(name, "true") != null) {
                    throw new InputException(mode + ": option --" + name + " is given twice");
                }
                continue;
            }
            if (!known.contains(name)) {
                Set<String> all = new java.util.TreeSet<>(known);
                all.addAll(flags);
                throw new InputException(mode + ": unknown option --" + name + "; allowed: --"
                        + String.join(", --", all));
            }
            if (i + 1 >= args.size()) {
                throw new InputException(mode + ": option --" + name + " needs a value");
            }
            if (o.values.put(name, args.get(++i)) != null) {
                throw new InputException(mode + ": option --" + name + " is given twice");
            }
        }
        return o;
    }

    /** Whether a flag was given. */
    public boolean flag(String name) {
        return given(name);
    }

    /** Whether an option, flag or not, was given. */
    public boolean given(String name) {
        return values.containsKey(name);
    }

    public String string(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    /** A required option. */
    public String required(String name) {
        String v = values.get(name);
        if (v == null) {
            throw new InputException(mode + ": option --" + name + " is required");
        }
        return v;
    }

    /** A finite number within [min, max]. */
    public double number(String name, double fallback, double min, double max) {
        return parsed(name, fallback, Double::parseDouble, "a number", d -> d >= min && d <= max, range(min, max));
    }

    /** A whole number within [min, max]. */
    public long whole(String name, long fallback, long min, long max) {
        return parsed(name, fallback, Long::parseLong, "a whole number", n -> n >= min && n <= max, range(min, max));
    }

    /** The option parsed and checked against its range (NaN fails every range), or the fallback when absent. */
    private <T> T parsed(String name, T fallback, Function<String, T> parse, String kind, Predicate<T> inRange, String allowed) {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        T value;
        try {
            value = parse.apply(v.trim());
        } catch (NumberFormatException e) {
            throw new InputException(mode + ": --" + name + " = '" + v + "' is not " + kind + "; allowed " + allowed);
        }
        if (!inRange.test(value)) {
            throw new InputException(mode + ": --" + name + " = " + v + " is out of range; allowed " + allowed);
        }
        return value;
    }

    /** One of a fixed set of words. */
    public String choice(String name, String fallback, List<String> allowed) {
        String v = values.getOrDefault(name, fallback);
        if (!allowed.contains(v)) {
            throw new InputException(mode + ": --" + name + " = '" + v + "' is not allowed; allowed "
                    + String.join("|", allowed));
        }
        return v;
    }

    /** Whole-number bounds exactly, also those too large for a double to print as integers (--seed). */
    private static String range(long min, long max) {
        return "[" + min + ", " + max + "]";
    }

    private static String range(double min, double max) {
        return "[" + fmt(min) + ", " + fmt(max) + "]";
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e18 ? Long.toString((long) v) : Double.toString(v);
    }
}
