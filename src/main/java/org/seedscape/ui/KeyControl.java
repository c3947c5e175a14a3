package org.seedscape.ui;

import com.jme3.input.KeyInput;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.DefaultRangedValueModel;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Slider;
import com.simsilica.lemur.TextField;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.core.VersionedReference;
import com.simsilica.lemur.event.DefaultMouseListener;
import com.simsilica.lemur.event.KeyAction;
import com.simsilica.lemur.style.ElementId;
import com.jme3.input.event.MouseMotionEvent;
import com.jme3.scene.Spatial;
import java.util.List;
import java.util.function.Consumer;
import org.seedscape.world.InputException;
import org.seedscape.world.PresetKey;
import org.seedscape.world.PresetLoader;

/**
 * One preset key in the settings panel: its plain-language name, a slider over its range, a field
 * for an exact value (Enter sets it) and its unit and paper symbol. The control holds the exact
 * value: the slider shows it, and only a move of the slider itself replaces it by the slider's
 * reading.
 */
final class KeyControl {
    private static final float SLIDER_WIDTH = 170, FIELD_WIDTH = 78, COLUMN_GAP = 8;

    private final PresetKey key;
    private final SliderScale scale;
    private final DefaultRangedValueModel position = new DefaultRangedValueModel(0, 1, 0);
    private final VersionedReference<Double> moved;
    private final Container row;
    private final Label name, unit;
    private final TextField field;
    private final Consumer<String> onError;
    private double value;
    /** A value the user set that the panel has not taken yet (NaN: none). */
    private double changed = Double.NaN;

    /**
     * A row of four columns: name, slider, field, unit ({@link #alignColumns} lines them up across rows).
     *
     * @param onHover shows the key's description while the pointer is over its row
     * @param onError shows a one-line message for text that is not a value of the key
     */
    KeyControl(PresetKey key, double value, Consumer<PresetKey> onHover, Consumer<String> onError) {
        this.key = key;
        this.scale = new SliderScale(key);
        this.onError = onError;
        row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None), new ElementId(UiStyle.ROW), UiStyle.STYLE);
        name = row.addChild(new Label(label(key)));
        Slider slider = row.addChild(UiStyle.slider(position, Axis.X, SLIDER_WIDTH));
        slider.setDelta(0.01);
        field = row.addChild(new TextField(""));
        field.setPreferredWidth(FIELD_WIDTH);
        onEnter(field, this::typed);
        unit = row.addChild(new Label(secondary(key)));
        unit.setColor(UiStyle.DIM_TEXT);
        DefaultMouseListener hover = new DefaultMouseListener() {
            @Override
            public void mouseEntered(MouseMotionEvent event, Spatial target, Spatial capture) {
                onHover.accept(key);
            }
        };
        for (Label l : new Label[]{name, unit}) {
            l.addMouseListener(hover);
        }
        slider.addMouseListener(hover);
        moved = position.createReference();
        show(value);
    }

    PresetKey key() {
        return key;
    }

    /** The control's row. */
    Container row() {
        return row;
    }

    /** Gives every control's name and unit the widest one's width, so the columns line up from group to group. */
    static void alignColumns(List<KeyControl> controls) {
        float names = 0, units = 0;
        for (KeyControl c : controls) {
            names = Math.max(names, c.name.getPreferredSize().x);
            units = Math.max(units, c.unit.getPreferredSize().x);
        }
        for (KeyControl c : controls) {
            c.name.setPreferredSize(new Vector3f(names + COLUMN_GAP, c.name.getPreferredSize().y, 0));
            c.unit.setPreferredSize(new Vector3f(units + COLUMN_GAP, c.unit.getPreferredSize().y, 0));
        }
    }

    /** Runs {@code action} when Enter (either one) is pressed in {@code field}: the panel's fields all take it so. */
    static void onEnter(TextField field, Runnable action) {
        field.getActionMap().put(new KeyAction(KeyInput.KEY_RETURN), (source, key) -> action.run());
        field.getActionMap().put(new KeyAction(KeyInput.KEY_NUMPADENTER), (source, key) -> action.run());
    }

    /** The field, where an exact value is typed. */
    TextField field() {
        return field;
    }

    /** The slider's position model (0 to 1). */
    DefaultRangedValueModel slider() {
        return position;
    }

    SliderScale scale() {
        return scale;
    }

    /** The exact value shown. */
    double value() {
        return value;
    }

    /** Shows a value (from the model: a preset, an undo) without reporting it as a change. */
    void show(double v) {
        value = v;
        field.setText(text(v));
        position.setValue(scale.position(v));
        moved.update();
        changed = Double.NaN;
    }

    /** The value the user set since the last call, or NaN. Called every frame. */
    double takeChange() {
        if (moved.update()) {
            double v = scale.value(position.getValue());
            if (v != value) {
                value = v;
                field.setText(text(v));
                changed = v;
            }
        }
        double c = changed;
        changed = Double.NaN;
        return c;
    }

    /** Enter in the field: the exact value typed, or a message saying what is allowed (as a preset file would get). */
    void typed() {
        try {
            show(PresetLoader.value(key, field.getText().strip()) + 0.0);
        } catch (InputException e) {
            onError.accept(e.getMessage());
            return;
        }
        changed = value;
    }

    /** A value as the field shows it: as a preset file writes it, exactly. */
    static String text(double v) {
        return PresetKey.format(v);
    }

    /** "baseWavelength" reads "Base wavelength". */
    static String label(PresetKey key) {
        String words = key.key().replaceAll("([A-Z])", " $1").toLowerCase();
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** The unit and the paper's symbol: "m", "(g)", "m (Sh)". */
    static String secondary(PresetKey key) {
        String unit = key.unit(), symbol = key.symbol().isEmpty() ? "" : "(" + key.symbol() + ")";
        return unit.isEmpty() ? symbol : symbol.isEmpty() ? unit : unit + " " + symbol;
    }
}
