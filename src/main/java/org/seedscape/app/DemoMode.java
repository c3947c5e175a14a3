package org.seedscape.app;

import com.jme3.app.state.AppState;
import java.util.List;
import org.seedscape.player.PlayerState;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.StreamingState;
import org.seedscape.ui.HudState;

/** The interactive demo's states: the first-person camera and the HUD, starting above world (x, z). */
public record DemoMode(double x, double z) implements SeedscapeApp.Mode {
    /** Metres above the ground where the demo starts. */
    private static final double START_HEIGHT = 60;

    @Override
    public List<AppState> states(SeedscapeApp app, StreamingState streaming, FloatingOrigin origin) {
        PlayerState player = new PlayerState(streaming.ground(), origin, x, z, START_HEIGHT);
        return List.of(player, new HudState(streaming::stats, streaming.ground(), player));
    }
}
