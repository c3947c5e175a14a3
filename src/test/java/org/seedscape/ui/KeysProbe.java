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
 * rows of the {@link Controls} table, the one the key help prints, are bound in the input manager:
 * the camera's and the tools' from the start, the brush's once B has turned it on (and none of them
 * once B has turned it off again). Prints {@code KEYS bound=N of M missing=[...] brush_off_bound=[...]}.
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
        private final List<String> missing = new ArrayList<>();

        @Override
        public void update(float tpf) {
            frame++;
            if (frame == 3) {
                unbound(Controls.Scope.CAMERA, missing);
                unbound(Controls.Scope.TOOLS, missing);
                pressB();
            } else if (frame == 5) {
                unbound(Controls.Scope.BRUSH, missing);
                pressB();
            } else if (frame == 7) {
                List<String> brushOff = new ArrayList<>();
                unbound(Controls.Scope.BRUSH, brushOff);
                List<String> stillBound = Controls.of(Controls.Scope.BRUSH).stream().map(Controls::name)
                        .filter(n -> !brushOff.contains(n)).toList();
                System.out.println("KEYS bound=" + (Controls.values().length - missing.size()) + " of " + Controls.values().length
                        + " missing=" + missing + " brush_off_bound=" + stillBound);
                getApplication().stop();
            }
        }

        /** Adds the bindings of a scope that are not in the input manager to {@code out}. */
        private void unbound(Controls.Scope scope, List<String> out) {
            InputManager input = getApplication().getInputManager();
            for (Controls c : Controls.of(scope)) {
                if (!input.hasMapping(c.mapping())) {
                    out.add(c.name());
                }
            }
        }

        /** B, as the tool keys hear it. */
        private void pressB() {
            getApplication().getStateManager().getState(ToolKeys.class).onAction(Controls.TOGGLE_BRUSH.mapping(), true, 0);
        }

        @Override
        protected void initialize(Application app) {
        }
    }
}
