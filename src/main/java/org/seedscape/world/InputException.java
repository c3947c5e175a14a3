package org.seedscape.world;

/**
 * Bad input from the user (a command-line value, a preset file, an output folder):
 * the message is one line that names the key, the value and what is allowed, and the
 * program prints it and exits with {@link #EXIT_CODE}, never with a stack trace.
 */
public class InputException extends RuntimeException {
    /** Exit code of the program when the input was bad. */
    public static final int EXIT_CODE = 2;

    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
