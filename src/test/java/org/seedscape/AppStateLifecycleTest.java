package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every app state attaches and registers what it needs in onEnable and undoes exactly that in
 * onDisable, as jME's BaseAppState is built for ({@link LifecycleProbe} does the disabling and
 * enabling in a real app).
 */
class AppStateLifecycleTest {
    @Test
    void everyStateCanBeDisabledAndEnabledTwice() throws Exception {
        ChildJvm.Result r = ChildJvm.run(LifecycleProbe.class, 180);
        for (String state : List.of("StreamingState", "SkyState", "WaterState", "PlayerState", "HudState", "WorldPanelState",
                "ToolKeys", "KeyHelpState", "ScreenshotState", "MinimapState", "BenchFlight", "ShotsState")) {
            assertTrue(r.output().contains("LIFECYCLE " + state + " ok"), state + ":\n" + r.output());
        }
        assertEquals(0, r.exitCode(), r.output());
    }
}
