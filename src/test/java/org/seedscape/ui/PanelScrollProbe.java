package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.math.Vector3f;
import com.jme3.system.lwjgl.LwjglWindow;
import com.simsilica.lemur.Panel;
import java.awt.AWTException;
import java.awt.Robot;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.seedscape.ProbeScript;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlApi;
import org.seedscape.gl.GlChoice;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.ViewDistance;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * The settings panel in a window shorter than its groups, for {@link WorldPanelTest} (child JVM,
 * through GLFW so that the mouse wheel can be turned for real, by AWT's robot on the display).
 * Each group is opened by a click on its header: then its header alone is marked open and shown,
 * and scrolling down brings its last row inside the window; a second click closes it. With the brush group open and
 * the brush on, the wheel over the panel scrolls the list a notch at a time and leaves the
 * brush's radius alone; the wheel beside the panel changes the radius and scrolls nothing.
 * Prints one SCROLL line.
 */
public final class PanelScrollProbe {
    static final int WIDTH = 800, HEIGHT = 450;

    public static void main(String[] args) {
        SeedscapeApp.Config config = new SeedscapeApp.Config(PresetLoader.load("default"), 1, WIDTH, HEIGHT, false,
                ViewDistance.GROUND, 256L << 20, null, 0, false, "panel scroll probe");
        String failure = SeedscapeApp.runToEnd(config, (a, streaming, origin) -> {
            PlayerState player = new PlayerState(streaming.ground(), origin, 0, 0, 50);
            player.disableInput();
            WorldEdits edits = new WorldEdits(new WorldEdits.World("default", config.preset().params(), 1),
                    w -> streaming.setTerrain(new TerrainFunction(w.params(), w.seed())));
            BrushSettings brushSettings = new BrushSettings();
            WorldPanelState panel = new WorldPanelState(edits, brushSettings, streaming, player,
                    new Teleport(player, streaming.ground(), new Random(1)), new Random(1));
            BrushState brush = new BrushState(edits, brushSettings, origin, streaming.brushing());
            brush.setEnabled(false);
            return List.of(player, panel, brush, new Script(panel, brush, brushSettings));
        }, new GlChoice(List.of(GlApi.GLFW)));
        System.exit(failure == null ? 0 : 1);
    }

    private static final class Script extends ProbeScript {
        /** Frames for a click or a wheel turn to be drawn, or to come back through the display. */
        private static final int SETTLE_FRAMES = 4;
        private final WorldPanelState panel;
        private final BrushState brush;
        private final BrushSettings brushSettings;
        private final List<String> ids = new ArrayList<>();
        private final List<String> failures = new ArrayList<>();
        private Robot robot;
        private int frame, wait, group, notches, tallGroups;
        private int firstBefore;
        private double radiusBefore, radiusAfterPanel;
        private Step step = Step.OPEN;

        private enum Step {
            OPEN, CHECK_OPEN, CHECK_LAST_ROW, CHECK_CLOSED, OPEN_BRUSH, TO_TOP, WHEEL_DOWN, CHECK_WHEEL_DOWN, WHEEL_BESIDE, CHECK_BESIDE
        }

        Script(WorldPanelState panel, BrushState brush, BrushSettings brushSettings) {
            this.panel = panel;
            this.brush = brush;
            this.brushSettings = brushSettings;
        }

        @Override
        protected void initialize(Application app) {
            try {
                robot = new Robot();
            } catch (AWTException e) {
                throw new IllegalStateException("no robot on this display", e);
            }
        }

        @Override
        public void update(float tpf) {
            frame++;
            if (frame < 3) {
                return;
            }
            if (frame == 3) {
                panel.setEnabled(true);
                brush.setEnabled(true); // the demo turns it off with the panel open; on here, it would hear a wheel that leaked
                for (PresetKey.Group g : PresetKey.Group.values()) {
                    ids.add(g.name());
                }
                ids.add("stamps");
                ids.add("brush");
                panel.groups().close(); // the first group starts open: each is opened by its header below
                wait = SETTLE_FRAMES;
                return;
            }
            if (--wait > 0) {
                return;
            }
            wait = SETTLE_FRAMES;
            PanelGroups groups = panel.groups();
            PanelScroll scroll = panel.scroll();
            switch (step) {
                case OPEN -> {
                    groups.header(ids.get(group)).click();
                    step = Step.CHECK_OPEN;
                }
                case CHECK_OPEN -> {
                    String id = ids.get(group);
                    for (String other : ids) {
                        if (groups.markedOpen(other) != other.equals(id)) {
                            failures.add(other + (other.equals(id) ? " opened but not marked" : " marked while " + id + " is open"));
                        }
                    }
                    if (!scroll.shows(groups.header(id)) || !onScreen(groups.header(id))) {
                        failures.add(id + ": its header is not in the window once opened");
                    }
                    List<? extends Panel> rows = groups.rows(id);
                    if (!scroll.shows(rows.get(rows.size() - 1))) {
                        tallGroups++;
                    }
                    scroll.scrollBy(rows.size()); // as far down as the group reaches
                    step = Step.CHECK_LAST_ROW;
                }
                case CHECK_LAST_ROW -> {
                    String id = ids.get(group);
                    List<? extends Panel> rows = groups.rows(id);
                    Panel last = rows.get(rows.size() - 1);
                    if (!scroll.shows(last) || !onScreen(last)) {
                        failures.add(id + ": its last row cannot be scrolled into the window");
                    }
                    groups.header(id).click();
                    step = Step.CHECK_CLOSED;
                }
                case CHECK_CLOSED -> {
                    for (String any : ids) {
                        if (groups.markedOpen(any)) {
                            failures.add(any + " still marked after its header closed it");
                        }
                    }
                    group++;
                    step = group < ids.size() ? Step.OPEN : Step.OPEN_BRUSH;
                }
                case OPEN_BRUSH -> {
                    panel.openBrush(true); // scrolls to show the group, the frame after
                    step = Step.TO_TOP;
                }
                case TO_TOP -> {
                    radiusBefore = brushSettings.radius();
                    pointAt(overPanel());
                    robot.mouseWheel(-100); // towards the top, more than the list has
                    step = Step.WHEEL_DOWN;
                }
                case WHEEL_DOWN -> {
                    if (scroll.first() != 0) {
                        failures.add("the wheel up over the panel left it at row " + scroll.first());
                    }
                    firstBefore = scroll.first();
                    robot.mouseWheel(1);
                    notches++;
                    step = Step.CHECK_WHEEL_DOWN;
                }
                case CHECK_WHEEL_DOWN -> {
                    int expected = Math.min(firstBefore + PanelScroll.ROWS_PER_NOTCH, scroll.lastFirst());
                    if (scroll.first() != expected) {
                        failures.add("a notch down over the panel scrolled from row " + firstBefore + " to " + scroll.first()
                                + ", not " + expected);
                    }
                    List<? extends Panel> rows = groups.rows("brush");
                    if (!scroll.shows(rows.get(rows.size() - 1))) {
                        firstBefore = scroll.first();
                        robot.mouseWheel(1);
                        notches++;
                    } else {
                        step = Step.WHEEL_BESIDE;
                    }
                }
                case WHEEL_BESIDE -> {
                    radiusAfterPanel = brushSettings.radius();
                    firstBefore = scroll.first();
                    pointAt(new Vector3f(20, HEIGHT / 2f, 0)); // left of the panel, on the ground
                    robot.mouseWheel(1);
                    step = Step.CHECK_BESIDE;
                }
                case CHECK_BESIDE -> finish();
            }
        }

        /** Whether a row lies inside the window. */
        private boolean onScreen(Panel row) {
            Vector3f top = row.getWorldTranslation(), size = row.getSize();
            return top.y <= HEIGHT && top.y - size.y >= 0 && top.x >= 0 && top.x + size.x <= WIDTH;
        }

        /** The middle of the panel's list, in GUI pixels (y up). */
        private Vector3f overPanel() {
            Panel view = panel.scroll().view();
            Vector3f top = view.getWorldTranslation(), size = view.getSize();
            return new Vector3f(top.x + size.x / 2, top.y - size.y / 2, 0);
        }

        /** Puts the display's pointer on a GUI pixel of the window (the display's y runs down). */
        private void pointAt(Vector3f gui) {
            LwjglWindow window = (LwjglWindow) getApplication().getContext();
            robot.mouseMove(window.getWindowXPosition() + Math.round(gui.x), window.getWindowYPosition() + HEIGHT - Math.round(gui.y));
        }

        private void finish() {
            boolean besideScrolled = panel.scroll().first() != firstBefore;
            System.out.printf(Locale.ROOT, "SCROLL groups=%d tall=%d notches=%d radius_before=%.1f radius_after_panel=%.1f "
                            + "radius_after_beside=%.1f beside_scrolled=%b failures=%d %s%n", ids.size(), tallGroups, notches,
                    radiusBefore, radiusAfterPanel, brushSettings.radius(), besideScrolled, failures.size(), failures);
            getApplication().stop();
        }
    }
}
