package org.seedscape.app;

import com.jme3.app.state.AppState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.player.Controls;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.TerrainSwitches;
import org.seedscape.ui.BrushSettings;
import org.seedscape.ui.BrushState;
import org.seedscape.ui.HudState;
import org.seedscape.ui.KeyHelpState;
import org.seedscape.ui.MinimapState;
import org.seedscape.ui.ScreenshotState;
import org.seedscape.ui.Teleport;
import org.seedscape.ui.ToolKeys;
import org.seedscape.ui.UiStyle;
import org.seedscape.ui.WorldEdits;
import org.seedscape.ui.WorldPanelState;
import org.seedscape.world.PresetKey;

/**
 * The demo's panels and tools around a camera, each on its key ({@link Controls.Scope#TOOLS}): the
 * world settings panel, the HUD, the key help, the minimap, screenshots, teleport. The demo binds the keys; the
 * {@code shots --ui} script opens them all for pictures.
 */
public final class DemoTools {
    private final WorldPanelState panel;
    private final HudState hud;
    private final KeyHelpState keyHelp;
    private final MinimapState minimap;
    private boolean minimapUnderPanel;
    /** Whether the HUD showed when the key help opened over its side of the screen. */
    private boolean hudUnderHelp;
    private final ScreenshotState screenshots;
    private final BrushState brush;
    private final ToolKeys keys;
    private final StreamingState streaming;

    public DemoTools(SeedscapeApp app, StreamingState streaming, PlayerState player) {
        this.streaming = streaming;
        UiStyle.install(app); // once, before any state: Lemur adds states and a GUI draw order of its own
        SeedscapeApp.Config config = app.config();
        WorldEdits edits = new WorldEdits(new WorldEdits.World(config.preset().name(), config.preset().params(), config.seed(),
                config.layers()), WorldEdits.shownBy(new TerrainSwitches(app, streaming)));
        Random random = new Random();
        Teleport teleport = new Teleport(player, streaming.ground(), random);
        BrushSettings brushSettings = new BrushSettings();
        panel = new WorldPanelState(edits, brushSettings, streaming, player, teleport, random);
        hud = new HudState(streaming::stats, streaming.ground(), player, edits::applied);
        keyHelp = new KeyHelpState();
        keyHelp.setEnabled(false); // the HUD shows the key that opens it
        screenshots = new ScreenshotState();
        minimap = new MinimapState(streaming.ground(), streaming, player, () -> streaming.terrain().stampList());
        brush = new BrushState(edits, brushSettings, app.origin(), streaming.brushing());
        brush.setEnabled(false);
        keys = new ToolKeys(Map.of(
                Controls.TOGGLE_PANEL, this::togglePanel,
                Controls.TOGGLE_HUD, () -> toggle(hud),
                Controls.KEY_HELP, this::toggleKeyHelp,
                Controls.KEY_HELP_F3, this::toggleKeyHelp,
                Controls.TOGGLE_MINIMAP, () -> toggle(minimap),
                Controls.JUMP_FAR, teleport::farAway,
                Controls.SCREENSHOT, screenshots::take,
                Controls.TOGGLE_BRUSH, this::toggleBrush));
    }

    /** The panel reaches down to the minimap's corner: the map steps aside while the panel is open; the brush stops (the panel has the mouse). */
    private void togglePanel() {
        panel.toggle();
        if (panel.isEnabled()) {
            brush.setEnabled(false);
            minimapUnderPanel = minimap.isEnabled();
            minimap.setEnabled(false);
        } else if (minimapUnderPanel) {
            minimap.setEnabled(true);
        }
    }

    /**
     * The key help takes the HUD's side of the screen while it shows (on a short screen their
     * texts would lie over each other); the HUD comes back as it was.
     */
    private void toggleKeyHelp() {
        toggle(keyHelp);
        if (keyHelp.isEnabled()) {
            hudUnderHelp = hud.isEnabled();
            hud.setEnabled(false);
        } else if (hudUnderHelp) {
            hud.setEnabled(true);
        }
    }

    /** The brush works with the camera's crosshair: not while the panel has the mouse. */
    private void toggleBrush() {
        if (!panel.isEnabled()) {
            toggle(brush);
        }
    }

    private static void toggle(AppState state) {
        state.setEnabled(!state.isEnabled());
    }

    /** The states to attach, the key bindings included or not. */
    public List<AppState> states(boolean withKeys) {
        List<AppState> states = List.of(hud, keyHelp, minimap, screenshots, panel, brush);
        if (!withKeys) {
            return states;
        }
        List<AppState> all = new ArrayList<>(states);
        all.add(keys);
        return all;
    }

    /**
     * Shows the tools for picture {@code index}: in turn the HUD with the world panel (one group
     * open: the brush's where the world has strokes, else the stamps' where it has stamps, else a
     * different group of keys each time), or the minimap with the key help (the panel would cover
     * the minimap's corner, the key help the HUD's), and then the brush too where the world has strokes.
     */
    public void showForPicture(int index) {
        boolean panelTurn = index % 2 == 0;
        hud.setEnabled(panelTurn);
        panel.setEnabled(panelTurn);
        if (panelTurn) {
            PresetKey.Group[] groups = PresetKey.Group.values();
            panel.openGroup(groups[index * 2 % groups.length]);
            panel.openStamps(!streaming.terrain().stampList().isEmpty());
            panel.openBrush(!streaming.terrain().edits().isEmpty());
        }
        minimap.setEnabled(!panelTurn);
        keyHelp.setEnabled(!panelTurn);
        // Where the world has strokes, the brush's ring and settings line show with the minimap.
        brush.setEnabled(!panelTurn && !streaming.terrain().edits().isEmpty());
    }
}
