package org.seedscape;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue.Bucket;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.bench.BenchFlight;
import org.seedscape.bench.StraightRoute;
import org.seedscape.player.Controls;
import org.seedscape.player.PlayerState;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.SkyState;
import org.seedscape.render.WaterState;
import org.seedscape.shots.ShotsState;
import org.seedscape.shots.Viewpoint;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.ViewDistance;
import org.seedscape.tile.TileLayout;
import org.seedscape.ui.BrushSettings;
import org.seedscape.ui.HudState;
import org.seedscape.ui.KeyHelpState;
import org.seedscape.ui.MinimapState;
import org.seedscape.ui.ScreenshotState;
import org.seedscape.ui.Teleport;
import org.seedscape.ui.ToolKeys;
import org.seedscape.ui.UiStyle;
import org.seedscape.ui.WorldEdits;
import org.seedscape.ui.WorldPanelState;
import org.seedscape.world.PresetLoader;

/**
 * For {@code AppStateLifecycleTest}, in a child JVM: every app state of the program is disabled and
 * enabled twice, and what it adds to the app (scene nodes, input mappings, the cursor, the scene's
 * and the GUI's viewport processors, the draw order, the clock) must come and go with it: the app
 * with the state disabled looks as it did before the state was attached, and with it enabled as it
 * did when first enabled.
 * Prints one {@code LIFECYCLE <state> ok} or {@code LIFECYCLE <state> FAIL ...} line per state.
 */
public final class LifecycleProbe {
    public static void main(String[] args) {
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, 320, 200, false,
                ViewDistance.GROUND, 256L << 20, null, 0, true, "lifecycle probe");
        Checker[] checker = new Checker[1];
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            // Lemur is started once for the app (as the demo's tools do), before any state that uses it.
            UiStyle.install(a);
            WorldEdits edits = new WorldEdits(new WorldEdits.World("default", config.preset().params(), 1), w -> { });
            checker[0] = new Checker(System.out, List.of(
                    () -> new PlayerState(streaming.ground(), origin, 0, 0, 50),
                    () -> new HudState(streaming::stats, streaming.ground(), new PlayerState(streaming.ground(), origin, 0, 0, 50),
                            edits::applied),
                    () -> {
                        PlayerState player = scriptedPlayer(a, streaming, origin);
                        WorldPanelState panel = new WorldPanelState(edits, new BrushSettings(), streaming, player,
                                new Teleport(player, streaming.ground(), new Random(1)), new Random(1));
                        panel.setEnabled(true);
                        return panel;
                    },
                    () -> new ToolKeys(toolsDoingNothing()),
                    KeyHelpState::new,
                    () -> new ScreenshotState(Path.of("target")),
                    () -> new MinimapState(streaming.ground(), streaming, new PlayerState(streaming.ground(), origin, 0, 0, 50), List::of),
                    () -> new BenchFlight(new StraightRoute(0, 100, 0, 0, 0, streaming.ground()), 1000, Path.of("target"),
                            streaming, origin, null, null, false),
                    () -> new ShotsState(List.of(new Viewpoint("probe", 0, 0, 100, 0, 0, 0, "")), Path.of("target"),
                            streaming::settled, streaming::foliageInView, streaming::arrive, scriptedPlayer(a, streaming, origin),
                            System.out, false)));
            return List.<AppState>of(checker[0]);
        }, GlChoice.auto());
        if (failure != null || checker[0].failed) {
            System.out.println("FAILED " + (failure != null ? failure : "a state's lifecycle"));
            System.exit(1);
        }
        System.exit(0);
    }

    private static Map<Controls, Runnable> toolsDoingNothing() {
        Map<Controls, Runnable> m = new EnumMap<>(Controls.class);
        Controls.of(Controls.Scope.TOOLS).forEach(c -> m.put(c, () -> { }));
        return m;
    }

    /** A player with no input of its own (it adds nothing the checks look at), attached for the shots script to move. */
    private static PlayerState scriptedPlayer(SeedscapeApp app, StreamingState streaming, FloatingOrigin origin) {
        PlayerState player = new PlayerState(streaming.ground(), origin, 0, 0, 50);
        player.disableInput();
        app.getStateManager().attach(player);
        return player;
    }

    /** What an app state can add to the app, compared by identity and name. */
    private record Snapshot(List<String> scene, List<String> mappings, boolean cursorVisible, List<Object> processors,
                            Object opaqueOrder, Object clock) {
        static Snapshot of(SimpleApplication app) {
            List<String> scene = new ArrayList<>();
            for (Node root : List.of(app.getRootNode(), app.getGuiNode())) {
                for (Spatial child : root.getChildren()) {
                    scene.add(root.getName() + "/" + child.getName() + "@" + System.identityHashCode(child));
                }
            }
            Collections.sort(scene); // the order of a node's children does not matter
            InputManager input = app.getInputManager();
            List<String> mappings = new ArrayList<>();
            for (String m : Controls.mappings()) {
                if (input.hasMapping(m)) {
                    mappings.add(m);
                }
            }
            // every main view (the world's, and the render scale's stretch of it) and the GUI's
            List<Object> processors = new ArrayList<>();
            for (ViewPort vp : app.getRenderManager().getMainViews()) {
                processors.addAll(vp.getProcessors());
            }
            processors.addAll(app.getGuiViewPort().getProcessors());
            return new Snapshot(scene, mappings, input.isCursorVisible(), processors,
                    app.getViewPort().getQueue().getGeometryComparator(Bucket.Opaque), app.getTimer());
        }
    }

    /** Runs the checks, one state a frame, after the world's own states have started. */
    private static final class Checker extends ProbeScript {
        private final PrintStream out;
        private final List<Supplier<AppState>> added;
        private int frame, next;
        private Snapshot beforeAttach;
        private AppState pending;
        boolean failed;

        Checker(PrintStream out, List<Supplier<AppState>> added) {
            this.out = out;
            this.added = added;
        }

        @Override
        public void update(float tpf) {
            SimpleApplication app = (SimpleApplication) getApplication();
            if (++frame == 3) {
                for (Class<? extends BaseAppState> c : List.of(StreamingState.class, SkyState.class, WaterState.class)) {
                    BaseAppState s = app.getStateManager().getState(c);
                    // Attached and enabled before this check could look: disabled it must differ, and
                    // every later disable and enable must give the same two pictures.
                    Snapshot enabled = Snapshot.of(app);
                    s.setEnabled(false);
                    Snapshot disabled = Snapshot.of(app);
                    check(s, disabled, enabled);
                }
            } else if (frame > 3 && pending != null) {
                check((BaseAppState) pending, beforeAttach, Snapshot.of(app));
                // Gone by the next frame, so what it does there cannot blur the next state's check.
                app.getStateManager().detach(pending);
                pending = null;
            } else if (frame > 3 && next == added.size()) {
                app.stop();
            } else if (frame > 3) {
                beforeAttach = Snapshot.of(app);
                pending = added.get(next++).get();
                app.getStateManager().attach(pending); // initialised and enabled on the next frame
            }
        }

        private void check(BaseAppState state, Snapshot disabled, Snapshot enabled) {
            String name = state.getClass().getSimpleName();
            List<String> problems = new ArrayList<>();
            if (disabled.equals(enabled)) {
                problems.add("enabling it changes nothing that is checked");
            }
            for (int round = 1; round <= 2; round++) {
                state.setEnabled(false);
                compare(problems, "disabled (round " + round + ")", disabled, Snapshot.of((SimpleApplication) getApplication()));
                state.setEnabled(true);
                compare(problems, "enabled (round " + round + ")", enabled, Snapshot.of((SimpleApplication) getApplication()));
            }
            failed |= !problems.isEmpty();
            out.println("LIFECYCLE " + name + (problems.isEmpty() ? " ok" : " FAIL " + String.join("; ", problems)));
        }

        private static void compare(List<String> problems, String when, Snapshot expected, Snapshot actual) {
            if (!expected.equals(actual)) {
                problems.add(when + ": expected " + expected + " but was " + actual);
            }
        }

        @Override
        protected void initialize(Application app) {
        }
    }
}
