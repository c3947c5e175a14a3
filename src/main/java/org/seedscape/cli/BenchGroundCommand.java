package org.seedscape.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.bench.GroundCost;
import org.seedscape.io.AtomicFiles;
import org.seedscape.io.JsonWriter;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.player.PlayerState;
import org.seedscape.shots.Viewpoint;
import org.seedscape.shots.ViewpointFinder;
import org.seedscape.world.InputException;

/**
 * {@code bench-ground}: the GPU time of our ground pass against jME's AdvancedPBRTerrain with five
 * triplanar layers on the same triangles ({@link GroundCost}), at the viewpoints {@code shots}
 * finds (or those {@code --views} names); writes {@code DIR/ground.json} and the two pictures of
 * each view, and prints the JSON as its last line.
 */
public final class BenchGroundCommand {
    private BenchGroundCommand() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.addAll(Set.of("out", "frames", "views"));
        Options o = Options.parse("bench-ground", args, names);
        SeedscapeApp.Config config = AppOptions.config(o, false, "Seedscape bench-ground", err);
        int frames = (int) o.whole("frames", 60, 1, 100_000);
        List<String> wanted = views(o);
        Path dir = Path.of(o.string("out", "out/bench-ground"));
        AtomicFiles.createOutputDir(dir);

        TerrainFunction terrain = new TerrainFunction(config.preset().params(), config.seed()).withLayers(config.layers());
        List<Viewpoint> viewpoints = new ViewpointFinder(terrain, config.preset().params().seaLevel()).all().stream()
                .filter(v -> wanted.contains(v.name())).toList();
        GroundCost[] state = new GroundCost[1];
        String[] renderer = new String[2]; // its name and the quality tier
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            renderer[0] = a.rendererName();
            renderer[1] = a.quality().word();
            Viewpoint first = viewpoints.get(0);
            PlayerState player = new PlayerState(streaming.ground(), origin, first.x(), first.z(), first.eyeY() - first.groundY());
            player.disableInput();
            state[0] = new GroundCost(viewpoints, frames, dir, streaming, player, err::println);
            return List.of(player, state[0]);
        }, AppOptions.gl(o));
        if (failure != null) {
            err.println("bench-ground: " + failure);
            return 1;
        }
        if (state[0] == null || !state[0].done()) {
            err.println("bench-ground: the app stopped before every view was measured");
            return 1;
        }
        JsonWriter json = state[0].json(new JsonWriter().put("mode", "bench-ground").put("renderer", renderer[0])
                .put("quality", renderer[1]).put("width", config.width()).put("height", config.height()).put("frames_per_batch", frames));
        Path file = dir.resolve("ground.json");
        try {
            AtomicFiles.write(file, json.toJson().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw AtomicFiles.cannotWrite(dir, e);
        }
        err.println("bench-ground: wrote " + file.toAbsolutePath());
        out.println(json.toCompactJson());
        return 0;
    }

    /** The viewpoints asked for by name, comma-separated; every one by default. */
    private static List<String> views(Options o) {
        if (!o.given("views")) {
            return ViewpointFinder.NAMES;
        }
        List<String> wanted = Arrays.asList(o.string("views", "").split(","));
        for (String name : wanted) {
            if (!ViewpointFinder.NAMES.contains(name)) {
                throw new InputException("bench-ground: --views = " + o.string("views", "") + " names '" + name
                        + "'; allowed a comma-separated list of " + String.join(", ", ViewpointFinder.NAMES));
            }
        }
        return wanted;
    }
}
