package org.seedscape.ui;

import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.TextField;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.style.ElementId;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.seedscape.player.Eye;
import org.seedscape.stamp.Stamp;
import org.seedscape.stamp.StampPlacement;
import org.seedscape.stamp.Stamps;
import org.seedscape.world.InputException;

/**
 * The world panel's stamps, each a layer of the world as the brushes' layers are: two rows for each
 * (its name, Hide or Show, its opacity with - and +, Up, Down, Remove; its middle as x and z to
 * type, Move, Here: to the camera) and a row to add a heightmap file at the camera. Each change is
 * one step of the panel's world, so Undo takes it back; the minimap draws their outlines.
 */
final class StampRows {
    private final WorldEdits edits;
    private final Eye eye;
    private final Consumer<String> say;
    private final List<Panel> rows = new ArrayList<>();
    private final TextField file = new TextField("");
    /** The stamps the rows show now. */
    private List<Stamp> shown;

    /** @param say shows a line in the panel's status */
    StampRows(WorldEdits edits, Eye eye, Consumer<String> say) {
        this.edits = edits;
        this.eye = eye;
        this.say = say;
        file.setPreferredWidth(260);
        KeyControl.onEnter(file, this::add);
    }

    /** The rows as shown now (rebuilt when the stamps change). */
    List<Panel> rows() {
        return List.copyOf(rows);
    }

    /** Shows {@code stamps} (rebuilding the rows when they changed). */
    void show(List<Stamp> stamps) {
        if (stamps.equals(shown)) {
            return;
        }
        shown = stamps;
        rows.clear();
        for (int s = 0; s < stamps.size(); s++) {
            rows.add(layerRow(s, stamps.get(s)));
            rows.add(placeRow(s, stamps.get(s)));
        }
        Container add = row();
        add.addChild(new Label("File "));
        add.addChild(file);
        add.addChild(new Button("Add here")).addClickCommands(b -> add());
        rows.add(add);
    }

    private static Container row() {
        return new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None), new ElementId(UiStyle.ROW), UiStyle.STYLE);
    }

    /** A stamp as a layer: its name, Hide or Show, its opacity with - and +, Up, Down, Remove. */
    private Container layerRow(int index, Stamp stamp) {
        Container row = row();
        StampPlacement p = stamp.placement();
        row.addChild(new Label(p.name() + (p.exact() ? " (exact)  " : "  ")));
        row.addChild(new Button(p.shown() ? "Hide" : "Show")).addClickCommands(b ->
                layer(index, p.opacity(), !p.shown(), p.name() + (p.shown() ? " hidden" : " shown")));
        row.addChild(new Button(" - ")).addClickCommands(b ->
                layer(index, Math.max(0, p.opacity() - BrushRows.OPACITY_STEP), p.shown(), p.name() + " faded"));
        row.addChild(new Label(String.format(Locale.ROOT, "%3.0f %%", 100 * p.opacity())));
        row.addChild(new Button(" + ")).addClickCommands(b ->
                layer(index, Math.min(1, p.opacity() + BrushRows.OPACITY_STEP), p.shown(), p.name() + " strengthened"));
        row.addChild(new Button("Up")).addClickCommands(b -> moveInList(index, -1));
        row.addChild(new Button("Down")).addClickCommands(b -> moveInList(index, 1));
        row.addChild(new Button("Remove")).addClickCommands(b -> remove(index));
        return row;
    }

    /** Where a stamp lies: its middle as x and z to type, Move, Here. */
    private Container placeRow(int index, Stamp stamp) {
        Container row = row();
        row.addChild(new Label("    x "));
        TextField x = row.addChild(new TextField(String.format(Locale.ROOT, "%.0f", stamp.centreX())));
        x.setPreferredWidth(80);
        row.addChild(new Label(" z "));
        TextField z = row.addChild(new TextField(String.format(Locale.ROOT, "%.0f", stamp.centreZ())));
        z.setPreferredWidth(80);
        Runnable typed = () -> moveTyped(index, x.getText(), z.getText());
        KeyControl.onEnter(x, typed);
        KeyControl.onEnter(z, typed);
        row.addChild(new Button("Move")).addClickCommands(b -> typed.run());
        row.addChild(new Button("Here")).addClickCommands(b -> move(index, eye.x(), eye.z()));
        return row;
    }

    private void layer(int index, double opacity, boolean shown, String message) {
        List<Stamp> stamps = new ArrayList<>(edits.edited().stamps());
        stamps.set(index, stamps.get(index).asLayer(opacity, shown));
        change(stamps, message);
    }

    /** Moves stamp {@code index} {@code by} places in the list (it lies on those before it), within the list. */
    private void moveInList(int index, int by) {
        List<Stamp> stamps = new ArrayList<>(edits.edited().stamps());
        int to = Math.max(0, Math.min(stamps.size() - 1, index + by));
        if (to == index) {
            return;
        }
        Stamp moved = stamps.remove(index);
        stamps.add(to, moved);
        change(stamps, moved.placement().name() + (by < 0 ? " moved up" : " moved down"));
    }

    private void moveTyped(int index, String x, String z) {
        try {
            move(index, Double.parseDouble(x.strip()), Double.parseDouble(z.strip()));
        } catch (NumberFormatException e) {
            say.accept("x and z must be numbers in metres: '" + x.strip() + "', '" + z.strip() + "'");
        }
    }

    private void move(int index, double x, double z) {
        List<Stamp> stamps = new ArrayList<>(edits.edited().stamps());
        Stamp moved = stamps.get(index).placedAt(x, z);
        stamps.set(index, moved);
        change(stamps, String.format(Locale.ROOT, "Moved %s to x %.0f, z %.0f", moved.placement().name(), x, z));
    }

    private void remove(int index) {
        List<Stamp> stamps = new ArrayList<>(edits.edited().stamps());
        Stamp gone = stamps.remove(index);
        change(stamps, "Removed " + gone.placement().name());
    }

    /** Reads the typed file (relative to the working folder) and stamps it at the camera. */
    private void add() {
        String text = file.getText().strip();
        try {
            Stamp added = Stamps.loadAt(Path.of(text), eye.x(), eye.z());
            List<Stamp> stamps = new ArrayList<>(edits.edited().stamps());
            stamps.add(added);
            change(stamps, String.format(Locale.ROOT, "Added %s at x %.0f, z %.0f", added.placement().name(), eye.x(), eye.z()));
        } catch (InputException e) {
            say.accept(e.getMessage());
        } catch (InvalidPathException e) {
            say.accept("file = '" + text + "' is not a path: " + e.getReason());
        }
    }

    private void change(List<Stamp> stamps, String message) {
        edits.setStamps(stamps);
        edits.apply();
        say.accept(message);
        show(edits.edited().stamps());
    }
}
