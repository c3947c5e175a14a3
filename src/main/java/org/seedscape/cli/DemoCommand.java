package org.seedscape.cli;

import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.seedscape.app.DemoMode;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlApi;
import org.seedscape.gl.GlChoice;

/** The interactive demo (the default mode): a window on the world with the first-person camera. */
public final class DemoCommand {
    private DemoCommand() {
    }

    public static int run(List<String> args, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.addAll(Set.of("x", "z"));
        names.remove("gl");
        Options o = Options.parse("seedscape", args, names, Set.of("fullscreen"));
        SeedscapeApp.Config config = AppOptions.config(o, o.flag("fullscreen"), "Seedscape", err);
        DemoMode demo = new DemoMode(AppOptions.coordinate(o, "x"), AppOptions.coordinate(o, "z"));
        // The demo is a window to play in: GLFW only.
        String failure = SeedscapeApp.runToEnd(config, demo, new GlChoice(List.of(GlApi.GLFW)));
        if (failure != null) {
            err.println("seedscape: " + failure);
            return 1;
        }
        return 0;
    }
}
