package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.TextField;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.style.ElementId;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.StreamingState;
import org.seedscape.world.FractalType;
import org.seedscape.world.InputException;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * The world settings panel (F1), on the right of the screen: preset, fractal, seed, a control for
 * every preset key grouped as in the preset files (one group open at a time), the stamps, the
 * brush ({@link BrushRows}), undo, "save as" ({@link WorldSaving}), and teleport. While it is open
 * it has the mouse and keyboard (cursor shown, camera frozen). A change is applied when the hand
 * rests ({@link #SETTLE_SECONDS} after the last one): the streaming state then makes the new world
 * behind the old picture and swaps it in whole.
 */
public final class WorldPanelState extends BaseAppState {
    /** Seconds without a further change before changes are applied (a slider drag is one change). */
    static final float SETTLE_SECONDS = 0.35f;
    private static final float MARGIN = 10, DESCRIPTION_WIDTH = 440;
    /** Lines kept for the description of the key under the pointer, so the list below keeps its height as it changes. */
    private static final int DESCRIPTION_LINES = 4;
    private static final String STAMPS = "stamps", BRUSH = "brush";

    private final WorldEdits edits;
    private final StreamingState streaming;
    private final PlayerState player;
    private final Teleport teleport;
    private final Random random;
    private final List<KeyControl> controls = new ArrayList<>();
    private PanelGroups groups;
    private PanelScroll scroll;
    /** The groups' openings and closings the scroll has been told of. */
    private int groupChangesShown;
    private Container panel;
    private Label presetName, status, description;
    private Button fractal, undoButton;
    private TextField seedField, saveName, goX, goZ;
    private StampRows stamps;
    private final BrushSettings brushSettings;
    private BrushRows brush;
    private float sinceChange;
    private final WorldSaving saving = new WorldSaving(Path.of("config"));

    public WorldPanelState(WorldEdits edits, BrushSettings brushSettings, StreamingState streaming, PlayerState player,
                           Teleport teleport, Random random) {
        this.edits = edits;
        this.brushSettings = brushSettings;
        this.streaming = streaming;
        this.player = player;
        this.teleport = teleport;
        this.random = random;
        setEnabled(false);
    }

    /** Opens or closes the panel. */
    public void toggle() {
        setEnabled(!isEnabled());
    }

    @Override
    protected void initialize(Application app) {
        UiStyle.install(app);
        panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even));
        Label title = panel.addChild(new Label("World settings", new ElementId("title")));
        title.setFontSize(UiStyle.FONT_SIZE + 3);
        panel.addChild(hint("F1 closes. Changes apply when you let go; the new world replaces the old one whole."));
        panel.addChild(presetRow());
        panel.addChild(seedRow());
        panel.addChild(editRow());
        panel.addChild(teleportRow());
        status = panel.addChild(new Label(" "));
        status.setColor(UiStyle.ACCENT);
        status.setMaxWidth(DESCRIPTION_WIDTH);
        Map<PresetKey.Group, List<Panel>> rows = new EnumMap<>(PresetKey.Group.class);
        for (PresetKey key : PresetKey.values()) {
            KeyControl c = new KeyControl(key, edits.edited().params().get(key), this::describe, this::say);
            controls.add(c);
            rows.computeIfAbsent(key.group(), g -> new ArrayList<>()).add(c.row());
        }
        KeyControl.alignColumns(controls);
        groups = new PanelGroups();
        rows.forEach((group, r) -> groups.add(group.name(), group.title(), () -> r));
        stamps = new StampRows(edits, player, this::say);
        groups.add(STAMPS, "Stamps: heightmaps in the world", stamps::rows);
        brush = new BrushRows(edits, brushSettings, this::say, this::undo, this::redo);
        groups.add(BRUSH, "Brush: shape the ground (B)", brush::rows);
        groups.open(PresetKey.Group.values()[0].name());
        scroll = new PanelScroll(() -> panel);
        panel.addChild(scroll.view());
        description = panel.addChild(new Label("Point at a key's row to see what it does."));
        description.setColor(UiStyle.DIM_TEXT);
        description.setMaxWidth(DESCRIPTION_WIDTH);
        description.setPreferredSize(new Vector3f(DESCRIPTION_WIDTH, DESCRIPTION_LINES * description.getPreferredSize().y, 0));
        showWorld();
    }

    private Label hint(String text) {
        Label l = new Label(text);
        l.setColor(UiStyle.DIM_TEXT);
        l.setMaxWidth(DESCRIPTION_WIDTH);
        return l;
    }

    private Container presetRow() {
        Container row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        row.addChild(new Label("Preset "));
        row.addChild(new Button(" < ")).addClickCommands(b -> stepPreset(-1));
        presetName = row.addChild(new Label(""));
        presetName.setPreferredSize(new Vector3f(110, 0, 0));
        row.addChild(new Button(" > ")).addClickCommands(b -> stepPreset(1));
        row.addChild(new Label("   Fractal "));
        fractal = row.addChild(new Button(""));
        fractal.addClickCommands(b -> {
            FractalType[] all = FractalType.values();
            edits.setFractal(all[(edits.edited().params().fractal().ordinal() + 1) % all.length]);
            changed();
            showWorld();
        });
        return row;
    }

    private Container seedRow() {
        Container row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        row.addChild(new Label("Seed "));
        seedField = row.addChild(new TextField(""));
        seedField.setPreferredWidth(170);
        KeyControl.onEnter(seedField, this::seedTyped);
        row.addChild(new Button("Random seed")).addClickCommands(b -> {
            edits.setSeed(random.nextInt(Integer.MAX_VALUE));
            edits.apply();
            showWorld();
        });
        return row;
    }

    private Container editRow() {
        Container row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        undoButton = row.addChild(new Button("Undo"));
        undoButton.addClickCommands(b -> undo());
        row.addChild(new Button("Redo")).addClickCommands(b -> redo());
        row.addChild(new Label("   Save as "));
        saveName = row.addChild(new TextField(""));
        saveName.setPreferredWidth(140);
        KeyControl.onEnter(saveName, this::save);
        row.addChild(new Button("Save")).addClickCommands(b -> save());
        return row;
    }

    private Container teleportRow() {
        Container row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        row.addChild(new Label("Go to x "));
        goX = row.addChild(new TextField(""));
        goX.setPreferredWidth(90);
        row.addChild(new Label(" z "));
        goZ = row.addChild(new TextField(""));
        goZ.setPreferredWidth(90);
        KeyControl.onEnter(goX, this::goTyped);
        KeyControl.onEnter(goZ, this::goTyped);
        row.addChild(new Button("Go")).addClickCommands(b -> goTyped());
        row.addChild(new Button("Far away")).addClickCommands(b -> {
            double[] at = teleport.farAway();
            say(String.format(Locale.ROOT, "Jumped to x %.0f, z %.0f", at[0], at[1]));
        });
        return row;
    }

    /** Takes back the pending changes or the last applied step, and shows the world it leaves. */
    void undo() {
        say(edits.undo() ? "Undone" : "Nothing to undo");
        showWorld();
    }

    /** Applies again the step undo took back last, and shows the world it leaves. */
    void redo() {
        say(edits.redo() ? "Redone" : "Nothing to redo");
        showWorld();
    }

    private void stepPreset(int step) {
        List<String> names = PresetLoader.available();
        int at = names.indexOf(edits.edited().preset());
        String name = names.get(Math.floorMod(at + step, names.size()));
        try {
            Preset p = PresetLoader.load(name);
            edits.setPreset(p.name(), p.params());
            edits.apply();
            say("Preset " + p.name());
        } catch (InputException e) {
            say(e.getMessage());
        }
        showWorld();
    }

    private void seedTyped() {
        String t = seedField.getText().strip();
        try {
            edits.setSeed(Long.parseLong(t));
            edits.apply();
        } catch (NumberFormatException e) {
            say("seed = '" + t + "' is not a whole number; allowed " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
        }
        showWorld();
    }

    private void goTyped() {
        String tx = goX.getText().strip(), tz = goZ.getText().strip();
        try {
            teleport.to(Double.parseDouble(tx), Double.parseDouble(tz));
            say("Jumped to x " + tx + ", z " + tz);
        } catch (NumberFormatException e) {
            say("x and z must be numbers in metres: '" + tx + "', '" + tz + "'");
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
        }
    }

    private void save() {
        say(saving.save(saveName.getText().strip(), edits.edited()));
    }

    /** The pointer is over a key's row: say what it does. */
    private void describe(PresetKey key) {
        description.setText(KeyControl.label(key) + ": " + key.doc() + ". Allowed " + key.rangeText() + ".");
    }

    private void say(String message) {
        if (!message.equals(status.getText())) {
            status.setText(message);
        }
    }

    private void changed() {
        sinceChange = 0;
    }

    /** Shows the edited world in every control (after a preset, an undo, a seed). */
    private void showWorld() {
        WorldEdits.World w = edits.edited();
        presetName.setText(w.preset());
        fractal.setText(w.params().fractal().key());
        seedField.setText(Long.toString(w.seed()));
        stamps.show(w.stamps());
        brush.show();
        for (KeyControl c : controls) {
            double v = w.params().get(c.key());
            if (v != c.value()) {
                c.show(v);
            }
        }
    }

    @Override
    public void update(float tpf) {
        for (KeyControl c : controls) {
            double v = c.takeChange();
            if (!Double.isNaN(v)) {
                edits.set(c.key(), v);
                changed();
            }
        }
        sinceChange += tpf;
        if (edits.pending() && sinceChange >= SETTLE_SECONDS) {
            edits.apply();
        }
        showGroups();
        placeAtRight();
        undoButton.setEnabled(edits.canUndo());
        if (streaming.refreshing()) {
            say("Making the new world...");
        } else if ("Making the new world...".equals(status.getText())) {
            say("Done");
        }
    }

    /** Opens the stamps' group (closing the one open), or closes it. */
    public void openStamps(boolean open) {
        openOrClose(STAMPS, open);
    }

    /** Opens the brush group (closing the one open), or closes it (for pictures of the panel). */
    public void openBrush(boolean open) {
        openOrClose(BRUSH, open);
    }

    /** Opens one group of keys (closing the one open). */
    public void openGroup(PresetKey.Group group) {
        groups.open(group.name());
    }

    private void openOrClose(String id, boolean open) {
        if (open) {
            groups.open(id);
        } else if (groups.isOpen(id)) {
            groups.close();
        }
    }

    /**
     * Lists the headers and the open group's rows in the height the screen leaves below the
     * panel's fixed rows, and scrolls a group just opened into view.
     */
    private void showGroups() {
        float fixed = panel.getPreferredSize().y - scroll.view().getPreferredSize().y;
        float room = getApplication().getGuiViewPort().getCamera().getHeight() - 2 * MARGIN - fixed;
        scroll.show(groups.items(), Math.max(0, room));
        if (groups.changes() != groupChangesShown) {
            groupChangesShown = groups.changes();
            String open = groups.openId();
            if (open != null) {
                List<? extends Panel> rows = groups.rows(open);
                scroll.reveal(groups.header(open), rows.isEmpty() ? groups.header(open) : rows.get(rows.size() - 1));
            }
        }
    }

    /** Top right, however wide the open group makes the panel. */
    private void placeAtRight() {
        Vector3f size = panel.getPreferredSize();
        float x = getApplication().getGuiViewPort().getCamera().getWidth() - size.x - MARGIN,
                y = getApplication().getGuiViewPort().getCamera().getHeight() - MARGIN;
        if (panel.getLocalTranslation().x != x || panel.getLocalTranslation().y != y) {
            panel.setLocalTranslation(x, y, 0);
        }
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getGuiNode().attachChild(panel);
        showWorld(); // the brush's keys and strokes may have changed while it was closed
        placeAtRight();
        scroll.listen(app.getInputManager());
        player.setFrozen(true);
        GuiGlobals.getInstance().requestCursorEnabled(this);
    }

    @Override
    protected void onDisable() {
        panel.removeFromParent();
        scroll.stopListening(getApplication().getInputManager());
        GuiGlobals.getInstance().releaseCursorEnabled(this);
        player.setFrozen(false);
    }

    /** The panel's groups (for tests). */
    PanelGroups groups() {
        return groups;
    }

    /** The panel's scrolling list of headers and rows (for tests). */
    PanelScroll scroll() {
        return scroll;
    }

    /** The panel's controls by key (for tests). */
    Map<PresetKey, KeyControl> controlsByKey() {
        Map<PresetKey, KeyControl> m = new EnumMap<>(PresetKey.class);
        controls.forEach(c -> m.put(c.key(), c));
        return m;
    }
}
