package org.seedscape.tools;

import com.jme3.app.state.AppState;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.seedscape.SeedscapeApp;

/**
 * {@code bench}: the streaming world on a fixed flight (see {@link BenchFlightState}); writes
 * {@code DIR/bench.json} and three screenshots, and prints the JSON as its last line.
 */
public final class BenchCommand {
    private BenchCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.addAll(Set.of("frames", "speed", "altitude", "heading", "x", "z", "out"));
        Options o = Options.parse("bench", args, names);
        SeedscapeApp.Config config = AppOptions.config(o, false, "Seedscape bench");
        BenchFlightState.Flight flight = new BenchFlightState.Flight(
                (int) o.whole("frames", 1500, 1, 10_000_000),
                o.number("speed", 100, 0, 100_000),
                o.number("altitude", 120, 0, 100_000),
                o.number("heading", 0, -360, 360),
                o.number("x", 0, -AppOptions.MAX_COORDINATE, AppOptions.MAX_COORDINATE),
                o.number("z", 0, -AppOptions.MAX_COORDINATE, AppOptions.MAX_COORDINATE),
                Path.of(o.string("out", "out/bench")));
        AtomicFiles.createOutputDir(flight.out());

        BenchFlightState[] state = new BenchFlightState[1];
        SeedscapeApp app = new SeedscapeApp(config, (a, streaming, origin) -> {
            state[0] = new BenchFlightState(flight, streaming, origin);
            return List.<AppState>of(state[0]);
        });
        String failure = app.runToEnd();
        if (failure != null) {
            err.println("bench: " + failure);
            return 1;
        }
        JsonWriter json = state[0].json();
        if (json == null) {
            err.println("bench: the app stopped before the flight finished");
            return 1;
        }
        Path file = flight.out().resolve("bench.json");
        try {
            AtomicFiles.write(file, (json.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw AtomicFiles.cannotWrite(flight.out(), e);
        }
        err.println("bench: wrote " + file.toAbsolutePath() + " and shot-start.png, shot-mid.png, shot-end.png");
        out.println(json.toCompactJson());
        return 0;
    }
}
