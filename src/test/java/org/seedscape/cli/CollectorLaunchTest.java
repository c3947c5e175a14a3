package org.seedscape.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CollectorLaunchTest {
    private static final Optional<String> JAVA = Optional.of("/jdk/bin/java");
    private static final String JAR = "target/seedscape.jar";

    private static Optional<List<String>> child(List<String> options, String launched, String... args) {
        return CollectorLaunch.childCommand(args, options, JAVA, launched, JAR, "amd64", 1234);
    }

    @Test
    void aJarStartedWithoutACollectorRunsTheDrawingModesInAChildOnZgc() {
        List<String> cmd = child(List.of("-Xmx3g", "-Dx=y"), JAR + " bench --frames 10", "bench", "--frames", "10").orElseThrow();
        assertEquals(List.of("/jdk/bin/java", "-XX:+UseZGC", "-Xmx3g", "-Dx=y", "-Dseedscape.launchedAt=1234",
                "-cp", JAR, Main.class.getName(), "bench", "--frames", "10"), cmd);
        assertTrue(child(List.of(), JAR).isPresent(), "the demo, no arguments");
        assertTrue(child(List.of(), JAR + " --seed 3", "--seed", "3").isPresent(), "the demo with options");
        assertTrue(child(List.of(), Main.class.getName() + " shots", "shots").isPresent(), "started by class name");
    }

    @Test
    void modesThatDrawNoFramesRunWhereTheyStarted() {
        assertTrue(child(List.of(), JAR, "export", "--out", "x").isEmpty());
        assertTrue(child(List.of(), JAR, "bench-gen").isEmpty());
        assertTrue(child(List.of(), JAR, "--help").isEmpty());
    }

    @Test
    void aChosenCollectorAnObservedJvmAndMavensJvmAreKept() {
        assertTrue(child(List.of("-XX:+UseG1GC"), JAR, "bench").isEmpty());
        assertTrue(child(List.of("-XX:+UseShenandoahGC"), JAR, "bench").isEmpty());
        assertTrue(child(List.of("-XX:StartFlightRecording=filename=r.jfr"), JAR, "bench").isEmpty());
        assertTrue(child(List.of("-javaagent:a.jar"), JAR, "bench").isEmpty());
        assertTrue(child(List.of(), "org.codehaus.plexus.classworlds.launcher.Launcher -q exec:java").isEmpty());
    }

    @Test
    void noChildWhereZgcOrTheExecutableIsMissing() {
        assertTrue(CollectorLaunch.childCommand(new String[] {"bench"}, List.of(), JAVA, JAR, JAR, "x86", 0).isEmpty());
        assertTrue(CollectorLaunch.childCommand(new String[] {"bench"}, List.of(), Optional.empty(), JAR, JAR, "amd64", 0).isEmpty());
    }
}
