package org.seedscape.gl;

import java.util.List;
import java.util.stream.Collectors;

/**
 * No OpenGL 4.5 context could be opened. The message names every way tried (EGL, GLFW), what each
 * answered, and how to get a context.
 */
public final class GlUnavailableException extends RuntimeException {
    /** Exit code of the program when it needed GL and had none. */
    public static final int EXIT_CODE = 3;

    /** One way of getting a context and why it gave none. */
    public record Attempt(GlApi api, String reason) {
        @Override
        public String toString() {
            return api.word().toUpperCase(java.util.Locale.ROOT) + api.conditions() + ": " + reason;
        }
    }

    private final List<Attempt> attempts;

    public GlUnavailableException(GlApi api, String reason) {
        this(List.of(new Attempt(api, reason)));
    }

    public GlUnavailableException(List<Attempt> attempts) {
        super("cannot open an OpenGL 4.5 context (tried " + attempts.stream().map(Attempt::toString).collect(Collectors.joining("; "))
                + "). Give it a GPU driver with EGL, or Mesa's EGL (apt-get install libegl1 libegl-mesa0 libgl1-mesa-dri), "
                + "or a display (e.g. `xvfb-run -a java -jar target/seedscape.jar ...`); export also runs without GL "
                + "(--generator java)");
        this.attempts = List.copyOf(attempts);
    }

    public List<Attempt> attempts() {
        return attempts;
    }
}
