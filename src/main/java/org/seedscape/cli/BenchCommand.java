package org.seedscape.cli;

import com.jme3.app.state.AppState;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.bench.BenchFlight;
import org.seedscape.io.AtomicFiles;
import org.seedscape.io.JsonWriter;

/**
 * {@code bench}: the streaming world on a fixed flight (see {@link BenchFlight}); writes
 * {@code DIR/bench.json}, {@code frames.csv}, {@code frames.png} and three screenshots, and prints
 * the JSON as its last line.
 */
public final class BenchCommand {
    private BenchCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.addAll(Set.of("frames", "speed", "altitude", "heading", "x", "z", "out"));
        Options o = Options.parse("bench", args, names);
        SeedscapeApp.Config config = AppOptions.config(o, false, "Seedscape bench");
        BenchFlight.Route flight = new BenchFlight.Route(
                (int) o.whole("frames", 1500, 1, 10_000_000),
                o.number("speed", 100, 0, 100_000),
                o.number("altitude", 120, 0, 100_000),
                o.number("heading", 0, -360, 360),
                AppOptions.coordinate(o, "x"),
                AppOptions.coordinate(o, "z"),
                Path.of(o.string("out", "out/bench")));
        AtomicFiles.createOutputDir(flight.out());

        BenchFlight[] state = new BenchFlight[1];
        SeedscapeApp app = new SeedscapeApp(config, (a, streaming, origin) -> {
            state[0] = new BenchFlight(flight, streaming, origin);
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
            AtomicFiles.write(flight.out().resolve("frames.csv"), state[0].framesCsv());
            AtomicFiles.writePng(flight.out().resolve("frames.png"), state[0].framesPlot());
        } catch (IOException e) {
            throw AtomicFiles.cannotWrite(flight.out(), e);
        }
        err.println("bench: wrote " + file.toAbsolutePath()
                + " and frames.csv, frames.png, shot-start.png, shot-mid.png, shot-end.png");
        out.println(json.toCompactJson());
        return 0;
    }
}
