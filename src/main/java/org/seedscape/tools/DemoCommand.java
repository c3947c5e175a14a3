package org.seedscape.tools;

import com.jme3.app.state.AppState;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.seedscape.SeedscapeApp;
import org.seedscape.player.PlayerState;
import org.seedscape.ui.HudState;

/**
 * The interactive demo (the default mode): a window on the world with the first-person camera,
 * starting at the origin 60 m above the ground.
 */
public final class DemoCommand {
    private static final double START_HEIGHT = 60;

    private DemoCommand() {
    }

    public static int run(List<String> args, PrintStream err) {
        Set<String> names = new HashSet<>(AppOptions.NAMES);
        names.addAll(Set.of("x", "z"));
        Options o = Options.parse("seedscape", args, names, Set.of("fullscreen"));
        SeedscapeApp.Config config = AppOptions.config(o, o.flag("fullscreen"), "Seedscape");
        double x = o.number("x", 0, -AppOptions.MAX_COORDINATE, AppOptions.MAX_COORDINATE);
        double z = o.number("z", 0, -AppOptions.MAX_COORDINATE, AppOptions.MAX_COORDINATE);
        SeedscapeApp app = new SeedscapeApp(config, (a, streaming, origin) -> {
            PlayerState player = new PlayerState(streaming, origin, x, z, START_HEIGHT);
            return List.<AppState>of(player, new HudState(streaming, player));
        });
        String failure = app.runToEnd();
        if (failure != null) {
            err.println("seedscape: " + failure);
            return 1;
        }
        return 0;
    }
}
