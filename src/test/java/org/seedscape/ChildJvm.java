package org.seedscape;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a main class in a fresh JVM with the test classpath and GL error checking on (or any other
 * command, {@link #command}). Apps that open their own window run there, so they cannot disturb the
 * shared GL context of this JVM.
 */
public final class ChildJvm {
    public record Result(int exitCode, String output) {
    }

    private ChildJvm() {
    }

    public static Result run(Class<?> main, long timeoutSeconds, String... args) throws IOException, InterruptedException {
        return run(Map.of(), main, timeoutSeconds, args);
    }

    /**
     * As {@link #run(Class, long, String...)}, with the environment changed: each entry sets a
     * variable, or removes it where its value is empty (to take away a display or a driver).
     */
    public static Result run(Map<String, String> env, Class<?> main, long timeoutSeconds, String... args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(java(), "-Xmx2g", "-Dseedscape.glcheck=true", "-cp",
                System.getProperty("java.class.path"), main.getName()));
        cmd.addAll(List.of(args));
        return command(env, cmd, main.getSimpleName(), timeoutSeconds);
    }

    /** This JVM's java launcher. */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * Runs any command, its error output into its output, with the environment changed as
     * {@link #run(Map, Class, long, String...)} changes it; past the timeout it is killed and the
     * test fails with what it printed, under {@code name}.
     */
    public static Result command(Map<String, String> env, List<String> cmd, String name, long timeoutSeconds)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("ALSOFT_DRIVERS", "null");
        env.forEach((variable, value) -> {
            if (value.isEmpty()) {
                pb.environment().remove(variable);
            } else {
                pb.environment().put(variable, value);
            }
        });
        Process p = pb.start();
        byte[][] out = new byte[1][];
        Thread reader = new Thread(() -> {
            try {
                out[0] = p.getInputStream().readAllBytes();
            } catch (IOException e) {
                out[0] = ("reading output failed: " + e).getBytes(StandardCharsets.UTF_8);
            }
        });
        reader.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly); // a JVM it started for itself
            p.destroyForcibly();
            reader.join();
            throw new AssertionError(name + " ran past " + timeoutSeconds + " s:\n"
                    + new String(out[0], StandardCharsets.UTF_8));
        }
        reader.join();
        return new Result(p.exitValue(), new String(out[0], StandardCharsets.UTF_8));
    }
}
