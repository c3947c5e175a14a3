package org.seedscape.gl;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Which ways of getting a context to try, in order: {@code --gl egl} or {@code glfw} alone, or
 * {@code auto}: GLFW first where there is a display (what it draws can be watched), EGL first
 * where there is none, each falling back to the other.
 */
public record GlChoice(List<GlApi> order) {
    /** The words {@code --gl} takes. */
    public static final List<String> WORDS = List.of("auto", GlApi.EGL.word(), GlApi.GLFW.word());

    public GlChoice {
        order = List.copyOf(order);
    }

    /** A word of {@link #WORDS}, with the {@code DISPLAY} environment variable (null when unset) deciding auto's order. */
    public static GlChoice of(String word, String display) {
        for (GlApi api : GlApi.values()) {
            if (api.word().equals(word)) {
                return new GlChoice(List.of(api));
            }
        }
        if (!word.equals("auto")) {
            throw new IllegalArgumentException("--gl " + word + "; allowed " + String.join("|", WORDS));
        }
        boolean hasDisplay = display != null && !display.isBlank();
        return new GlChoice(hasDisplay ? List.of(GlApi.GLFW, GlApi.EGL) : List.of(GlApi.EGL, GlApi.GLFW));
    }

    /** auto for this process's environment. */
    public static GlChoice auto() {
        return of("auto", System.getenv("DISPLAY"));
    }

    /**
     * Runs {@code attempt} with each API in order until one opens a context; what it returns is
     * returned. Failures other than a missing context are not caught: they are not the API's fault.
     * @throws GlUnavailableException naming every attempt when none opened a context
     */
    public <T> T open(Function<GlApi, T> attempt) {
        List<GlUnavailableException.Attempt> failed = new ArrayList<>();
        for (GlApi api : order) {
            try {
                return attempt.apply(api);
            } catch (GlUnavailableException e) {
                failed.addAll(e.attempts());
            }
        }
        throw new GlUnavailableException(failed);
    }
}
