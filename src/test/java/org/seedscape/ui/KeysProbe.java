package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.input.InputManager;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.app.DemoMode;
import org.seedscape.ProbeScript;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.player.Controls;
import org.seedscape.stream.ViewDistance;
import org.seedscape.world.PresetLoader;

/**
 * The demo as a user starts it, for {@link KeyHelpStateTest}'s running check (child JVM): which
 * rows of the {@link Controls} table, the one the key help prints, are bound in the input manager.
 * Prints {@code KEYS bound=N of M missing=[...]}.
 */
public final class KeysProbe {
    public static void main(String[] args) {
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, 320, 200, false,
                ViewDistance.GROUND, 128L << 20, null, 0, false, "keys probe");
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            List<AppState> states = new ArrayList<>(new DemoMode(0, 0).states(a, streaming, origin));
            states.add(new Check());
            return states;
        }, GlChoice.auto());
        System.exit(failure == null ? 0 : 1);
    }

    private static final class Check extends ProbeScript {
        private int frame;

        @Override
        public void update(float tpf) {
            if (++frame < 3) {
                return;
            }
            InputManager input = getApplication().getInputManager();
            List<String> missing = new ArrayList<>();
            for (Controls c : Controls.values()) {
                if (!input.hasMapping(c.mapping())) {
                    missing.add(c.name());
                }
            }
            System.out.println("KEYS bound=" + (Controls.values().length - missing.size()) + " of " + Controls.values().length
                    + " missing=" + missing);
            getApplication().stop();
        }

        @Override
        protected void initialize(Application app) {
        }
    }
}
