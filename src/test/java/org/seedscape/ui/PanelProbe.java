package org.seedscape.ui;

import com.jme3.app.Application;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.seedscape.ProbeScript;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.ViewDistance;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * The settings panel in a running app, for {@link WorldPanelTest} (child JVM): every preset key has
 * a control; a value typed in each control reaches the applied world exactly, a slider move reaches
 * it as the slider reads it, and the streaming state is given that world; undo brings every
 * control back. Prints one PANEL line.
 */
public final class PanelProbe {
    public static void main(String[] args) {
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, 640, 360, false,
                ViewDistance.GROUND, 256L << 20, null, 0, false, "probe");
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            PlayerState player = new PlayerState(streaming.ground(), origin, 0, 0, 50);
            player.disableInput();
            WorldEdits edits = new WorldEdits(new WorldEdits.World("default", config.preset().params(), 1),
                    w -> streaming.setTerrain(new TerrainFunction(w.params(), w.seed())));
            WorldPanelState panel = new WorldPanelState(edits, new BrushSettings(), streaming, player,
                    new Teleport(player, streaming.ground(), new Random(1)), new Random(1));
            return List.of(player, panel, new Script(panel, edits, streaming));
        }, GlChoice.auto());
        System.exit(failure == null ? 0 : 1);
    }

    private static final class Script extends ProbeScript {
        private final WorldPanelState panel;
        private final WorldEdits edits;
        private final StreamingState streaming;
        private final Map<PresetKey, Double> expected = new EnumMap<>(PresetKey.class);
        private int frame;
        private int roundTripFailures, undoFailures;
        private float waited;

        Script(WorldPanelState panel, WorldEdits edits, StreamingState streaming) {
            this.panel = panel;
            this.edits = edits;
            this.streaming = streaming;
        }

        @Override
        public void update(float tpf) {
            frame++;
            if (frame == 3) {
                panel.setEnabled(true);
            } else if (frame == 5) {
                Map<PresetKey, KeyControl> controls = panel.controlsByKey();
                for (PresetKey key : PresetKey.values()) {
                    KeyControl c = controls.get(key);
                    if (c == null) {
                        continue;
                    }
                    if (key.ordinal() % 2 == 0) { // typed: an exact value a third into the range
                        double v = key.min() + (key.max() - key.min()) / 3;
                        v = key.integer() ? Math.rint(v) : v;
                        c.field().setText(KeyControl.text(v));
                        c.typed();
                        expected.put(key, v);
                    } else { // dragged: the slider's reading at two thirds
                        c.slider().setValue(2 / 3.0);
                        expected.put(key, c.scale().value(2 / 3.0));
                    }
                }
                System.out.println("PANEL_CONTROLS " + controls.size() + " of " + PresetKey.values().length);
            } else if (frame > 5 && waited < WorldPanelState.SETTLE_SECONDS + 0.5f) {
                waited += tpf;
            } else if (frame > 5 && expected.size() > 0 && !edits.canUndo()) {
                finish("nothing was applied");
            } else if (frame > 5 && expected.size() > 0) {
                for (Map.Entry<PresetKey, Double> e : expected.entrySet()) {
                    double got = edits.applied().params().get(e.getKey());
                    if (Double.doubleToLongBits(got) != Double.doubleToLongBits(e.getValue() + 0.0)) {
                        roundTripFailures++;
                        System.out.println("PANEL_MISMATCH " + e.getKey().key() + " expected " + e.getValue() + " got " + got);
                    }
                }
                // the streaming state was handed the edited world
                boolean rebuilt = streaming.terrain().params().equals(edits.applied().params())
                        && streaming.terrain().seed() == edits.applied().seed();
                panel.undo();
                Map<PresetKey, KeyControl> controls = panel.controlsByKey();
                for (PresetKey key : PresetKey.values()) {
                    double start = edits.applied().params().get(key);
                    if (controls.get(key).value() != start) {
                        undoFailures++;
                    }
                }
                finish(rebuilt ? "ok" : "the world was not rebuilt");
            }
        }

        private void finish(String state) {
            System.out.printf(Locale.ROOT, "PANEL keys=%d controls=%d roundtrip_failures=%d undo_failures=%d state=%s%n",
                    PresetKey.values().length, panel.controlsByKey().size(), roundTripFailures, undoFailures, state);
            getApplication().stop();
            expected.clear();
        }

        @Override
        protected void initialize(Application app) {
        }
    }
}
