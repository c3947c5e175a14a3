package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The examples project ({@code examples/}) built as a game's build would build it, and its game
 * played: the library as it is now installed by its coordinates into a local repository of its own
 * under {@code target/} ({@link LibraryInstall}); Maven, with settings that mirror every remote
 * repository to this build's own local repository (no network: what this build resolved is all the
 * examples need), compiles the examples against it and gives their classpath; the game then runs
 * offscreen (EGL) on its autopilot, which walks 200 m, drops a ball, travels past the floating
 * origin's step and back, and prints what it measured; and its physics bench prints its JSON.
 */
class ExamplesGlTest {
    /** The brief's tolerance for a body on the ground as drawn, and for the beacon's place, metres. */
    private static final double ON_GROUND = 0.05, BEACON = 0.01;

    @Test
    void theWalkingGameBuildsOnTheInstalledLibraryAndPlays() throws Exception {
        Path root = Path.of("").toAbsolutePath(); // surefire runs in the project's folder
        Path target = root.resolve("target");
        Path repository = target.resolve("examples-repository");
        new LibraryInstall(property("seedscape.groupId"), property("seedscape.artifactId"), property("seedscape.version"))
                .into(repository, target.resolve("classes"), root.resolve("pom.xml"));
        Path settings = target.resolve("examples-settings.xml");
        Files.writeString(settings, """
                <settings>
                  <localRepository>%s</localRepository>
                  <mirrors>
                    <mirror>
                      <id>this-build</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(repository, Path.of(property("seedscape.localRepository")).toUri()), StandardCharsets.UTF_8);
        Path classpath = target.resolve("examples-classpath.txt");
        ChildJvm.Result build = ChildJvm.command(Map.of(), List.of(property("seedscape.mvn"), "-B", "-q", "-s", settings.toString(),
                "-f", root.resolve("examples/pom.xml").toString(), "compile",
                // Named in full: a plugin prefix would need group metadata that a local repository does not hold.
                "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath", "-Dmdep.outputFile=" + classpath),
                "the examples' build", 300);
        assertEquals(0, build.exitCode(), build.output());

        String gameClasspath = root.resolve("examples/target/classes") + java.io.File.pathSeparator
                + Files.readString(classpath).strip();
        ChildJvm.Result game = ChildJvm.command(Map.of(), List.of(ChildJvm.java(), "-Xmx2g", "-cp", gameClasspath,
                "org.seedscape.examples.WalkingGame", "--offscreen", "--autopilot"), "WalkingGame", 400);
        String out = game.output();
        assertEquals(0, game.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT"), out);

        // Standing on the ground as drawn: at the start, after the walk, after each move far away.
        assertTrue(number(out, "WALKED path_m") >= 200, out);
        for (String stop : List.of("START", "WALKED", "TRAVELLED", "BACK")) {
            assertEquals(0, number(out, stop + " gap_m"), ON_GROUND, stop + "\n" + out);
        }
        assertEquals(0, number(out, "BALL gap_m"), ON_GROUND, out);
        // The beacon a million metres out, drawn where it was placed in every frame, through the origin's jumps.
        assertEquals(1e6, number(out, "BEACON x"), 0, out);
        assertEquals(1e6, number(out, "BEACON z"), 0, out);
        assertTrue(number(out, "BEACON jumps") >= 2, out);
        assertTrue(number(out, "BEACON off_max_m") <= BEACON, out);
        // The game's own stones, instanced round the beacon: all there, one square's draw call or
        // two, each drawn where it was put through the origin's jumps.
        assertEquals(24, number(out, "CAIRNS stones"), out);
        assertTrue(number(out, "CAIRNS squares") >= 1 && number(out, "CAIRNS squares") <= 4, out);
        assertTrue(number(out, "CAIRNS off_max_m") <= BEACON, out);
        // Every tile shown was hidden once, at the latest as the world went.
        assertTrue(number(out, "TILES shown") > 0, out);
        assertEquals(number(out, "TILES shown"), number(out, "TILES hidden"), out);
        for (String fault : List.of("never_hidden", "hidden_twice", "shown_again", "hidden_unshown")) {
            assertEquals(0, number(out, "TILES " + fault), fault + "\n" + out);
        }
        benchPrintsItsNumbers(gameClasspath);
    }

    /** The game's physics bench walks a few seconds and prints its one line of JSON, with ground bodies made on the way. */
    private static void benchPrintsItsNumbers(String classpath) throws Exception {
        ChildJvm.Result bench = ChildJvm.command(Map.of(), List.of(ChildJvm.java(), "-Xmx2g", "-cp", classpath,
                "org.seedscape.examples.WalkingGame", "--offscreen", "--physics-bench", "--radius", "150", "--seconds", "5"),
                "WalkingGame's bench", 300);
        String out = bench.output();
        assertEquals(0, bench.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE"), out);
        Matcher json = Pattern.compile("(?m)^\\{\"bench\":\"physics\",\"radius_m\":150,.*\"frames\":([0-9]+),.*"
                + "\"physics_ms\":\\{\"median\":[0-9.]+,.*\"ground_bodies_max\":([0-9]+),.*}$").matcher(out);
        assertTrue(json.find(), out);
        assertTrue(Integer.parseInt(json.group(1)) > 0 && Integer.parseInt(json.group(2)) > 0, out);
    }

    /** A system property the pom gives the tests (surefire's systemPropertyVariables). */
    private static String property(String name) {
        String value = System.getProperty(name);
        assertTrue(value != null && !value.isBlank(), name + " is not set: run the tests through Maven (pom.xml sets it)");
        return value;
    }

    /** The number after {@code name=} on the line that starts with the name's label. */
    private static double number(String out, String name) {
        String[] labelAndKey = name.split(" ");
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(labelAndKey[0]) + " .*?\\b" + Pattern.quote(labelAndKey[1])
                + "=(-?[0-9.]+)").matcher(out);
        assertTrue(m.find(), name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
