package org.seedscape.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.style.ElementId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.seedscape.edit.Brush;
import org.seedscape.edit.EditFile;
import org.seedscape.edit.StrokeLayer;
import org.seedscape.edit.StrokeLayers;

/**
 * The world panel's brush: a button for each brush (the chosen one marked), the radius, strength,
 * falloff and terrace step with buttons to step them (the same settings B's keys change), the
 * strokes laid with Undo, Redo and Clear (one step, which Undo takes back), and the stroke layers:
 * each one chosen (strokes go to it), shown or hidden, faded, moved up or down, deleted; a new one
 * added. Every change to the layers is one step.
 */
final class BrushRows {
    private final WorldEdits edits;
    private final BrushSettings settings;
    private final Consumer<String> say;
    private final List<Panel> rows = new ArrayList<>();
    private final Map<Brush, Button> brushes = new EnumMap<>(Brush.class);
    /** A row per layer the world may have, filled by {@link #show} for the layers it has. */
    private final List<Container> layerRows = new ArrayList<>();
    /** The opacity a button steps by. */
    static final double OPACITY_STEP = 0.25;
    private final Label radius = new Label(""), strength = new Label(""), falloff = new Label(""), step = new Label(""), strokes = new Label("");

    /** @param say shows a line in the panel's status; {@code undo} and {@code redo} are the panel's (they show the world they leave) */
    BrushRows(WorldEdits edits, BrushSettings settings, Consumer<String> say, Runnable undo, Runnable redo) {
        this.edits = edits;
        this.settings = settings;
        this.say = say;
        row().addChild(hint("B turns the brush on: the left button paints where the crosshair points; Alt+click sets clone's source."));
        Container choice = null;
        for (Brush b : Brush.values()) {
            if (b.ordinal() % 4 == 0) {
                choice = row(); // four brushes a row, so the panel keeps its width
            }
            Button button = choice.addChild(new Button(b.key()));
            button.addClickCommands(x -> {
                settings.choose(b);
                show();
            });
            brushes.put(b, button);
        }
        stepper("Radius", radius, () -> settings.scaleRadius(1 / BrushSettings.RADIUS_STEP), () -> settings.scaleRadius(BrushSettings.RADIUS_STEP));
        stepper("Strength", strength, () -> settings.scaleStrength(1 / BrushSettings.STRENGTH_STEP),
                () -> settings.scaleStrength(BrushSettings.STRENGTH_STEP));
        stepper("Falloff", falloff, () -> settings.addFalloff(-BrushSettings.FALLOFF_STEP), () -> settings.addFalloff(BrushSettings.FALLOFF_STEP));
        stepper("Terrace step", step, () -> settings.scaleTerraceStep(1 / BrushSettings.TERRACE_STEP),
                () -> settings.scaleTerraceStep(BrushSettings.TERRACE_STEP));
        Container laid = row();
        laid.addChild(strokes);
        laid.addChild(new Button("Undo")).addClickCommands(x -> undo.run());
        laid.addChild(new Button("Redo")).addClickCommands(x -> redo.run());
        laid.addChild(new Button("Clear strokes")).addClickCommands(x -> clear());
        row().addChild(hint("Layers: strokes go to the chosen one; each lies on those above it in the list."));
        for (int i = 0; i < EditFile.MAX_LAYERS; i++) {
            layerRows.add(row());
        }
        row().addChild(new Button("New layer")).addClickCommands(x -> newLayer());
        show();
    }

    /** Fills layer {@code i}'s row: its name (chosen: in brackets), Hide or Show, its opacity with - and +, Up, Down, Delete. */
    private void showLayer(Container r, int i, StrokeLayer layer) {
        r.clearChildren();
        Button name = r.addChild(new Button(i == edits.chosenLayer() ? "[" + layer.name() + "]" : layer.name()));
        name.setPreferredSize(new Vector3f(110, 0, 0));
        name.addClickCommands(x -> {
            edits.chooseLayer(i);
            show();
        });
        r.addChild(new Button(layer.visible() ? "Hide" : "Show")).addClickCommands(x ->
                changeLayers(StrokeLayers.changed(layers(), i, l -> l.withVisible(!l.visible())), layer.name()
                        + (layer.visible() ? " hidden" : " shown")));
        UnaryOperator<Double> clamp = o -> Math.min(Math.max(o, 0), 1);
        r.addChild(new Button(" - ")).addClickCommands(x -> changeLayers(StrokeLayers.changed(layers(), i,
                l -> l.withOpacity(clamp.apply(l.opacity() - OPACITY_STEP))), layer.name() + " faded"));
        r.addChild(new Label(String.format(Locale.ROOT, "%3.0f %%", 100 * layer.opacity())));
        r.addChild(new Button(" + ")).addClickCommands(x -> changeLayers(StrokeLayers.changed(layers(), i,
                l -> l.withOpacity(clamp.apply(l.opacity() + OPACITY_STEP))), layer.name() + " strengthened"));
        r.addChild(new Button("Up")).addClickCommands(x -> move(i, -1));
        r.addChild(new Button("Down")).addClickCommands(x -> move(i, 1));
        r.addChild(new Button("Delete")).addClickCommands(x -> changeLayers(StrokeLayers.without(layers(), i),
                layer.name() + " deleted (Undo brings it back)"));
    }

    private List<StrokeLayer> layers() {
        return edits.edited().layers().strokeLayers();
    }

    /** Applies a change of the layers as one step and says what it did. */
    private void changeLayers(List<StrokeLayer> changed, String message) {
        edits.setStrokeLayers(changed);
        edits.apply();
        say.accept(message);
        show();
    }

    /** Moves layer {@code i} up (-1) or down (+1) the list; the chosen layer moves with it. */
    private void move(int i, int by) {
        int to = Math.max(0, Math.min(layers().size() - 1, i + by));
        if (to == i) {
            return;
        }
        boolean chosen = edits.chosenLayer() == i;
        changeLayers(StrokeLayers.moved(layers(), i, by), layers().get(i).name() + " moved " + (by < 0 ? "up" : "down"));
        if (chosen) {
            edits.chooseLayer(to);
            show();
        }
    }

    private void newLayer() {
        if (layers().size() >= EditFile.MAX_LAYERS) {
            say.accept("A world has at most " + EditFile.MAX_LAYERS + " layers");
            return;
        }
        List<StrokeLayer> more = layers().isEmpty() ? List.of(StrokeLayer.empty(StrokeLayer.FIRST)) : StrokeLayers.withNewLayer(layers());
        edits.setStrokeLayers(more);
        edits.apply();
        edits.chooseLayer(more.size() - 1);
        say.accept(more.get(more.size() - 1).name() + " added: strokes go to it");
        show();
    }

    List<Panel> rows() {
        return List.copyOf(rows);
    }

    /** A new row after the others. */
    private Container row() {
        Container row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None), new ElementId(UiStyle.ROW), UiStyle.STYLE);
        rows.add(row);
        return row;
    }

    private static Label hint(String text) {
        Label l = new Label(text);
        l.setColor(UiStyle.DIM_TEXT);
        return l;
    }

    /** A row: the setting's name, a button down, its value, a button up. */
    private void stepper(String name, Label value, Runnable down, Runnable up) {
        Container r = row();
        Label title = r.addChild(new Label(name));
        title.setPreferredSize(new Vector3f(110, 0, 0));
        r.addChild(new Button(" - ")).addClickCommands(x -> {
            down.run();
            show();
        });
        value.setPreferredSize(new Vector3f(120, 0, 0));
        r.addChild(value);
        r.addChild(new Button(" + ")).addClickCommands(x -> {
            up.run();
            show();
        });
    }

    /** Takes every stroke out, as one step. */
    private void clear() {
        if (edits.edited().strokes().isEmpty()) {
            say.accept("No strokes to clear");
            return;
        }
        edits.setStrokeLayers(StrokeLayers.cleared(edits.edited().layers().strokeLayers()));
        edits.apply();
        say.accept("Strokes cleared (Undo brings them back)");
        show();
    }

    /** Shows the settings and the strokes laid as they are now. */
    void show() {
        brushes.forEach((b, button) -> button.setText(b == settings.brush() ? "[" + b.key() + "]" : b.key()));
        radius.setText(String.format(Locale.ROOT, "%.0f m", settings.radius()));
        Brush b = settings.brush();
        strength.setText(b.maxStrength() > 1 ? String.format(Locale.ROOT, "%.2f m a dab", settings.strength())
                : String.format(Locale.ROOT, "%.2f", settings.strength()));
        falloff.setText(String.format(Locale.ROOT, "%.1f", settings.falloff()));
        step.setText(String.format(Locale.ROOT, "%.1f m", settings.terraceStep()));
        int n = edits.applied().strokes().size();
        strokes.setText(n + (n == 1 ? " stroke   " : " strokes   "));
        List<StrokeLayer> layers = layers();
        for (int i = 0; i < layerRows.size(); i++) {
            if (i < layers.size()) {
                showLayer(layerRows.get(i), i, layers.get(i));
            } else {
                layerRows.get(i).clearChildren();
            }
        }
    }
}
