package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapText;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.seedscape.player.Controls;

/**
 * The key help: while enabled, a box in the lower-left corner (clear of the view's centre) titled
 * "Keys" that lists every row of {@link Controls#helpRows()}, inputs and action in two columns.
 * The HUD shows the {@link #hint()} that opens it.
 */
public final class KeyHelpState extends BaseAppState {
    static final String TITLE = "Keys";
    private static final float MARGIN = 10, PADDING = 8, GAP = 4, COLUMN_GAP = 16;

    /** One line of the help: what to press, and what it does. */
    record Row(String inputs, String action) {
    }

    private final Node box = new Node("key help");

    /** The help's rows, in the table's order. */
    static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, String> e : Controls.helpRows().entrySet()) {
            rows.add(new Row(e.getKey(), e.getValue()));
        }
        return rows;
    }

    /** One line per row: its inputs. */
    static String inputsColumn(List<Row> rows) {
        return String.join("\n", rows.stream().map(Row::inputs).toList());
    }

    /** One line per row: its action. */
    static String actionsColumn(List<Row> rows) {
        return String.join("\n", rows.stream().map(Row::action).toList());
    }

    /** How to open the help, from the same table: "H/F3: key help". */
    static String hint() {
        for (Row row : rows()) {
            if (row.action().equals(Controls.KEY_HELP.action())) {
                return row.inputs() + ": " + row.action();
            }
        }
        throw new IllegalStateException("no help row for " + Controls.KEY_HELP);
    }

    @Override
    protected void initialize(Application app) {
        List<Row> rows = rows();
        BitmapText title = UiStyle.text(app.getAssetManager(), UiStyle.ACCENT);
        title.setText(TITLE);
        BitmapText inputs = UiStyle.text(app.getAssetManager(), UiStyle.ACCENT);
        inputs.setText(inputsColumn(rows));
        BitmapText actions = UiStyle.text(app.getAssetManager(), UiStyle.TEXT);
        actions.setText(actionsColumn(rows));
        float lineHeight = title.getLineHeight();
        float height = Math.round(PADDING + lineHeight + GAP + rows.size() * lineHeight + PADDING);
        float width = Math.round(PADDING + Math.max(title.getLineWidth(),
                inputs.getLineWidth() + COLUMN_GAP + actions.getLineWidth()) + PADDING);
        // The box's origin is its lower-left corner; text hangs down from its top.
        title.setLocalTranslation(PADDING, height - PADDING, 1);
        float columnsTop = Math.round(height - PADDING - lineHeight - GAP);
        inputs.setLocalTranslation(PADDING, columnsTop, 1);
        actions.setLocalTranslation(Math.round(PADDING + inputs.getLineWidth() + COLUMN_GAP), columnsTop, 1);
        Geometry backdrop = UiStyle.backdrop(app.getAssetManager(), "key help backdrop");
        backdrop.setLocalScale(width, height, 1);
        box.attachChild(backdrop);
        box.attachChild(title);
        box.attachChild(inputs);
        box.attachChild(actions);
        box.setLocalTranslation(MARGIN, MARGIN, 0);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(box);
    }

    @Override
    protected void onDisable() {
        box.removeFromParent();
    }
}
