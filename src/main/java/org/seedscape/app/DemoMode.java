package org.seedscape.app;

import com.jme3.app.state.AppState;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.player.PlayerState;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.StreamingState;

/** The interactive demo's states: the first-person camera starting above world (x, z), and the {@link DemoTools}. */
public record DemoMode(double x, double z) implements SeedscapeApp.Mode {
    /** Metres above the ground where the demo starts. */
    private static final double START_HEIGHT = 60;

    @Override
    public List<AppState> states(SeedscapeApp app, StreamingState streaming, FloatingOrigin origin) {
        PlayerState player = new PlayerState(streaming.ground(), origin, x, z, START_HEIGHT);
        List<AppState> states = new ArrayList<>(List.of(player));
        states.addAll(new DemoTools(app, streaming, player).states(true));
        return states;
    }
}
