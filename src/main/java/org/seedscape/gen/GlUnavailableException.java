package org.seedscape.gen;

/** No OpenGL 4.5 context could be opened: the message says why and how to get one. */
public final class GlUnavailableException extends RuntimeException {
    /** Exit code of the program when it needed GL and had none. */
    public static final int EXIT_CODE = 3;

    public GlUnavailableException(String reason) {
        super("cannot open an OpenGL 4.5 context (" + reason + "); run under a display, e.g. `xvfb-run -a java -jar "
                + "target/seedscape.jar ...`, or pass --generator java");
    }
}
