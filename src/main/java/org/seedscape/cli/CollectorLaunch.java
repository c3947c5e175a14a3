package org.seedscape.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.seedscape.bench.BenchFlight;

/**
 * The modes that draw frames run on ZGC. G1, the JVM's default, stops every thread for 50-130 ms
 * when a young collection copies the scene objects of the tiles cached since the last one; ZGC
 * collects concurrently and pauses for well under a millisecond. A collector cannot be chosen
 * from inside a running JVM, so when {@code java -jar} (or {@code java ... Main}) started one
 * without a collector option, the program starts again in a child JVM with {@code -XX:+UseZGC}
 * and the same options, and exits with its code. A collector chosen on the command line is kept,
 * and so is a JVM running an agent or a flight recording (its recording would be of the parent).
 * {@code mvn exec:java} runs in Maven's own JVM, which {@code .mvn/jvm.config} starts on ZGC.
 */
final class CollectorLaunch {
    static final String OPTION = "-XX:+UseZGC";
    private static final Set<String> DRAWING_MODES = Set.of("bench", "shots");
    /** Where JDK 17 has ZGC (and the natives this program ships). */
    private static final Set<String> ZGC_ARCHES = Set.of("amd64", "x86_64", "aarch64");

    private CollectorLaunch() {
    }

    /** Whether a mode draws frames: the demo (no mode, or options alone), bench and shots. */
    static boolean drawsFrames(String[] args) {
        return args.length == 0 || (args[0].startsWith("--") && !args[0].equals("--help")) || DRAWING_MODES.contains(args[0]);
    }

    /**
     * The child JVM's command line, or empty where this JVM should run the program itself.
     *
     * @param jvmOptions    this JVM's options (RuntimeMXBean input arguments)
     * @param javaCommand   this JVM's executable, if known
     * @param launchCommand what the launcher started: the main class or the jar, then the arguments
     * @param classPath     this JVM's class path
     * @param startMillis   when this JVM started (the bench counts its first frame from then)
     */
    static Optional<List<String>> childCommand(String[] args, List<String> jvmOptions, Optional<String> javaCommand,
                                               String launchCommand, String classPath, String arch, long startMillis) {
        String launched = launchCommand.split(" ", 2)[0];
        boolean direct = launched.equals(Main.class.getName()) || launched.endsWith(".jar");
        boolean chosen = jvmOptions.stream().anyMatch(o -> o.startsWith("-XX:+Use") && o.endsWith("GC"));
        boolean observed = jvmOptions.stream().anyMatch(o -> o.startsWith("-XX:StartFlightRecording")
                || o.startsWith("-agentlib:") || o.startsWith("-agentpath:") || o.startsWith("-javaagent:"));
        if (!drawsFrames(args) || !direct || chosen || observed || javaCommand.isEmpty() || !ZGC_ARCHES.contains(arch)) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(javaCommand.get());
        command.add(OPTION);
        command.addAll(jvmOptions);
        command.add("-D" + BenchFlight.LAUNCHED_AT_PROPERTY + "=" + startMillis);
        command.add("-cp");
        command.add(classPath);
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return Optional.of(command);
    }

    /**
     * Runs the program in a child JVM on ZGC where {@link #childCommand} asks for one, and returns
     * its exit code; empty where this JVM should run the program itself (also when the child
     * cannot be started, which is said on {@code err}).
     */
    static Optional<Integer> runInChild(String[] args, PrintStream err) {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        Optional<List<String>> command = childCommand(args, runtime.getInputArguments(),
                ProcessHandle.current().info().command(), System.getProperty("sun.java.command", ""),
                System.getProperty("java.class.path", ""), System.getProperty("os.arch", ""), runtime.getStartTime());
        if (command.isEmpty()) {
            return Optional.empty();
        }
        Process child;
        try {
            child = new ProcessBuilder(command.get()).inheritIO().start();
        } catch (IOException e) {
            err.println("seedscape: could not start a JVM with " + OPTION + " (" + e.getMessage()
                    + "); running on this JVM's collector, which may pause frames");
            return Optional.empty();
        }
        // Ctrl-C reaches both; a kill of this process alone must not leave the window open.
        Thread stopChild = new Thread(child::destroy, "stop-child-jvm");
        Runtime.getRuntime().addShutdownHook(stopChild);
        while (true) {
            try {
                int code = child.waitFor();
                Runtime.getRuntime().removeShutdownHook(stopChild);
                return Optional.of(code);
            } catch (InterruptedException e) {
                child.destroy();
            }
        }
    }
}
