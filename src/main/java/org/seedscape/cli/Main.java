package org.seedscape.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import org.seedscape.gl.GlUnavailableException;
import org.seedscape.player.Controls;
import org.seedscape.world.InputException;

/** Entry point: {@code java -jar seedscape.jar <mode> [--option value ...]}. */
public final class Main {
    private static final String USAGE = String.join("\n",
            "usage: java -jar target/seedscape.jar [mode] [options]",
            "modes:",
            "  (none)     [--preset P --seed S --width W --height H --fullscreen --x X --z Z --view-distance M --cache-mb MB",
            "              --quality low|high --foliage on|off]",
            "             the streaming demo: " + Controls.help(),
            "  bench      [--route straight|mixed --preset P --seed S --frames N --speed M_PER_S --altitude M",
            "              --heading DEG --x X --z Z --width W --height H --out DIR --view-distance M --cache-mb MB",
            "              --quality low|high --foliage on|off --ui on|off --change KEY=VALUE|--edits FILE|--brush SECONDS",
            "              --change-at FRAME",
            "              --gl G]",
            "             a fixed flight at 1/50 s per frame, straight (the default) or mixed (low over ridges, climb",
            "             to 2000 m, dive, turn round, walk; --speed, --altitude, --heading are straight's alone);",
            "             writes DIR/bench.json, frames.csv, frames.png and four screenshots",
            "  export     --out DIR [--preset P --seed S --x X --z Z --size METRES --res N --generator gpu|java --gl G]",
            "             writes DIR/height16.png, height.f32, hillshade.png, flow.png and meta.json (and erosion.f32,",
            "             deposit.png where the world has hydraulic or thermal erosion and the spacing is 4 m or finer)",
            "  bench-gen  [--preset P --seed S --seconds T --gl G]",
            "             generation throughput of the GPU pass and the Java reference, as JSON",
            "  bench-ground [--preset P --seed S --views NAME,... --frames N --out DIR --width W --height H --quality low|high",
            "              --view-distance M --gl G]",
            "             GPU time of the ground pass (GL timer queries) against jME's AdvancedPBRTerrain with five triplanar",
            "             layers drawing the same triangles, at the shots' viewpoints; writes DIR/ground.json and pictures",
            "  shots      [--preset P --seed S --out DIR --width W --height H --view-distance M --cache-mb MB",
            "              --quality low|high --foliage on|off --ui --gl G]",
            "             finds a valley, a ridge, a coast, a high view, a forest, a meadow and a gullied slope in the terrain,",
            "             and looks straight down at the slope from 50, 200 and 800 m; writes DIR/<name>.png for each once its",
            "             view has settled at full detail, and prints how strongly the ground's texture repeats looking down",
            "--quality: low on a software rasteriser (llvmpipe), high on a GPU, unless given",
            "--foliage: grass, bushes, trees and rocks (on by default)",
            "--world FILE: heightmap stamps and brush strokes on the preset's world, in every mode (docs/WORLDS.md)",
            "--edits FILE: an edit file's strokes laid on the world at --change-at, as the brush does",
            "--gl auto|egl|glfw: EGL needs no display; auto tries GLFW first with a display, EGL first without",
            "presets: a name from config/ (default, hills, alpine, canyons, islands) or a .properties path");

    private Main() {
    }

    public static void main(String[] args) {
        // AWT only makes pictures here (PNG files, the bench's plot); on a display it would load the X11
        // toolkit and the font libraries, which a bare GPU machine running the bundle does not have.
        System.setProperty("java.awt.headless", "true");
        System.exit(CollectorLaunch.runInChild(args, System.err).orElseGet(() -> run(args, System.out, System.err)));
    }

    /** Runs one mode and returns the exit code: 0 done, 1 failed while running, 2 bad input, 3 no OpenGL context. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help"))) {
            out.println(USAGE);
            return 0;
        }
        List<String> rest = args.length == 0 ? List.of() : Arrays.asList(args).subList(1, args.length);
        try {
            if (args.length == 0 || args[0].startsWith("--")) {
                return DemoCommand.run(Arrays.asList(args), err);
            }
            switch (args[0]) {
                case "bench":
                    return BenchCommand.run(rest, out, err);
                case "export":
                    return ExportCommand.run(rest, out, err);
                case "bench-gen":
                    return BenchGenCommand.run(rest, out, err);
                case "bench-ground":
                    return BenchGroundCommand.run(rest, out, err);
                case "shots":
                    return ShotsCommand.run(rest, out, err);
                default:
                    err.println("seedscape: unknown mode '" + args[0] + "'; allowed bench|export|bench-gen|bench-ground|shots, or none for the demo");
                    err.println(USAGE);
                    return InputException.EXIT_CODE;
            }
        } catch (InputException e) {
            err.println("seedscape: " + e.getMessage());
            return InputException.EXIT_CODE;
        } catch (GlUnavailableException e) {
            err.println("seedscape: " + e.getMessage());
            return GlUnavailableException.EXIT_CODE;
        }
    }
}
