package org.seedscape.gl;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Which ways of getting a context to try, in order: {@code --gl egl} or {@code glfw} alone, or
 * {@code auto}: GLFW first where there is a display (what it draws can be watched), EGL first
 * where there is none, each falling back to the other. GLFW is not started where there is no
 * window system at all: it could only fail, after printing its own complaints.
 *
 * @param windowSystem whether a display is named ({@code DISPLAY} or {@code WAYLAND_DISPLAY})
 */
public record GlChoice(List<GlApi> order, boolean windowSystem) {
    /** The words {@code --gl} takes. */
    public static final List<String> WORDS = List.of("auto", GlApi.EGL.word(), GlApi.GLFW.word());

    public GlChoice {
        order = List.copyOf(order);
    }

    /** The given APIs in order, with this process's display. */
    public GlChoice(List<GlApi> order) {
        this(order, named(display()));
    }

    /** A word of {@link #WORDS}, with the display (null or blank: none) deciding auto's order. */
    public static GlChoice of(String word, String display) {
        boolean windowSystem = named(display);
        for (GlApi api : GlApi.values()) {
            if (api.word().equals(word)) {
                return new GlChoice(List.of(api), windowSystem);
            }
        }
        if (!word.equals("auto")) {
            throw new IllegalArgumentException("--gl " + word + "; allowed " + String.join("|", WORDS));
        }
        return new GlChoice(windowSystem ? List.of(GlApi.GLFW, GlApi.EGL) : List.of(GlApi.EGL, GlApi.GLFW), windowSystem);
    }

    /** The display this process may open windows on ({@code DISPLAY}, else {@code WAYLAND_DISPLAY}), or null. */
    public static String display() {
        String variable = displayVariable();
        return variable == null ? null : System.getenv(variable);
    }

    /** The environment variable that names {@link #display}, or null where none does. */
    static String displayVariable() {
        return named(System.getenv("DISPLAY")) ? "DISPLAY" : named(System.getenv("WAYLAND_DISPLAY")) ? "WAYLAND_DISPLAY" : null;
    }

    /** auto for this process's environment. */
    public static GlChoice auto() {
        return of("auto", display());
    }

    /**
     * Runs {@code attempt} with each API in order until one opens a context; what it returns is
     * returned. Failures other than a missing context are not caught: they are not the API's fault.
     * @throws GlUnavailableException naming every attempt when none opened a context
     */
    public <T> T open(Function<GlApi, T> attempt) {
        List<GlUnavailableException.Attempt> failed = new ArrayList<>();
        for (GlApi api : order) {
            if (api == GlApi.GLFW && !windowSystem) {
                failed.add(new GlUnavailableException.Attempt(api, "no display to open a window on"));
                continue;
            }
            try {
                return attempt.apply(api);
            } catch (GlUnavailableException e) {
                failed.addAll(e.attempts());
            }
        }
        throw new GlUnavailableException(failed);
    }

    private static boolean named(String display) {
        return display != null && !display.isBlank();
    }
}
