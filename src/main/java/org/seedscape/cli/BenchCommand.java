package org.seedscape.cli;

import com.jme3.app.state.AppState;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.bench.BenchBrushing;
import org.seedscape.bench.BenchFlight;
import org.seedscape.bench.BenchRoute;
import org.seedscape.bench.MixedRoute;
import org.seedscape.bench.StraightRoute;
import org.seedscape.bench.WorldChange;
import org.seedscape.io.AtomicFiles;
import org.seedscape.io.JsonWriter;
import org.seedscape.stream.Ground;
import org.seedscape.stream.TerrainSwitches;
import org.seedscape.ui.BrushSettings;
import org.seedscape.ui.BrushState;
import org.seedscape.ui.HudState;
import org.seedscape.ui.MinimapState;
import org.seedscape.ui.WorldEdits;
import org.seedscape.world.InputException;

/**
 * {@code bench}: the streaming world on a fixed flight (see {@link BenchFlight}) along the
 * {@link StraightRoute} or the {@link MixedRoute}; writes {@code DIR/bench.json}, {@code frames.csv},
 * {@code frames.png} and four screenshots, and prints the JSON as its last line.
 */
public final class BenchCommand {
    /** Options of the straight route alone: the mixed route flies its own speeds, heights and heading. */
    private static final List<String> STRAIGHT_ONLY = List.of("speed", "altitude", "heading");

    private BenchCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.addAll(Set.of("route", "frames", "speed", "altitude", "heading", "x", "z", "out", "change", "edits", "brush",
                "brush-radius", "change-at", "ui"));
        Options o = Options.parse("bench", args, names);
        SeedscapeApp.Config config = AppOptions.config(o, false, "Seedscape bench", err);
        boolean mixed = o.choice("route", StraightRoute.NAME, List.of(StraightRoute.NAME, MixedRoute.NAME))
                .equals(MixedRoute.NAME);
        int frames = (int) o.whole("frames", mixed ? MixedRoute.DEFAULT_FRAMES : StraightRoute.DEFAULT_FRAMES, 1, 10_000_000);
        double x = AppOptions.coordinate(o, "x"), z = AppOptions.coordinate(o, "z");
        boolean ui = o.choice("ui", "off", List.of("on", "off")).equals("on");
        if ((o.given("change") ? 1 : 0) + (o.given("edits") ? 1 : 0) + (o.given("brush") ? 1 : 0) > 1) {
            throw new InputException("bench: --change, --edits and --brush are one change each; give one of them");
        }
        double brushSeconds = o.number("brush", 0, 0.1, 600);
        double brushRadius = o.number("brush-radius", BrushSettings.DEFAULT_RADIUS, BrushSettings.MIN_RADIUS, BrushSettings.MAX_RADIUS);
        int changeAt = (int) o.whole("change-at", frames / 3, 0, frames - 1);
        WorldChange change = o.given("change") ? WorldChange.parse(o.string("change", ""), changeAt)
                : o.given("edits") ? WorldChange.strokes(Path.of(o.string("edits", "")), changeAt) : null;
        Function<Ground, BenchRoute> route = mixed ? mixedRoute(o, x, z) : straightRoute(o, x, z);
        Path dir = Path.of(o.string("out", "out/bench"));
        AtomicFiles.createOutputDir(dir);

        BenchFlight[] state = new BenchFlight[1];
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            WorldEdits.World world = new WorldEdits.World(config.preset().name(), config.preset().params(), config.seed(),
                    config.layers());
            List<AppState> states = new ArrayList<>();
            BenchBrushing brushing = null;
            if (brushSeconds > 0) {
                WorldEdits edits = new WorldEdits(world, WorldEdits.shownBy(new TerrainSwitches(a, streaming)));
                BrushState brush = new BrushState(edits, new BrushSettings(brushRadius), origin, streaming.brushing());
                brushing = new BenchBrushing(brush, streaming, changeAt, brushSeconds);
                states.add(brush);
            }
            state[0] = new BenchFlight(route.apply(streaming.ground()), frames, dir, streaming, origin, change, brushing, ui);
            states.add(0, state[0]); // before the brush: it presses the button, the brush lays the dab in the same frame
            if (ui) {
                states.add(new HudState(streaming::stats, streaming.ground(), state[0].eye(), () -> world));
                states.add(new MinimapState(streaming.ground(), streaming, state[0].eye(), () -> streaming.terrain().stampList()));
            }
            return states;
        }, AppOptions.gl(o));
        if (failure != null) {
            err.println("bench: " + failure);
            return 1;
        }
        JsonWriter json = state[0].json();
        if (json == null) {
            err.println("bench: the app stopped before the flight finished");
            return 1;
        }
        Path file = dir.resolve("bench.json");
        try {
            AtomicFiles.write(file, (json.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
            AtomicFiles.write(dir.resolve("frames.csv"), state[0].framesCsv());
            AtomicFiles.writePng(dir.resolve("frames.png"), state[0].framesPlot());
        } catch (IOException e) {
            throw AtomicFiles.cannotWrite(dir, e);
        }
        err.println("bench: wrote " + file.toAbsolutePath()
                + " and frames.csv, frames.png, shot-start.png, shot-mid.png, shot-mid-next.png, shot-end.png");
        out.println(json.toCompactJson());
        return 0;
    }

    private static Function<Ground, BenchRoute> straightRoute(Options o, double x, double z) {
        double speed = o.number("speed", 100, 0, 100_000), altitude = o.number("altitude", 120, 0, 100_000);
        double heading = o.number("heading", 0, -360, 360);
        return ground -> new StraightRoute(speed, altitude, heading, x, z, ground);
    }

    /** Refuses the straight route's options: silently ignoring them would bench something else than asked. */
    private static Function<Ground, BenchRoute> mixedRoute(Options o, double x, double z) {
        for (String name : STRAIGHT_ONLY) {
            if (o.given(name)) {
                throw new InputException("bench: --" + name + " = " + o.string(name, "") + " is not allowed with --route "
                        + MixedRoute.NAME + ", which flies its own speeds, heights and heading; allowed with --route "
                        + StraightRoute.NAME);
            }
        }
        return ground -> new MixedRoute(x, z, ground);
    }
}
