package org.seedscape.edit;

import java.util.ArrayList;
import java.util.List;

/**
 * A layer of brush strokes (Unreal's edit layers, de Carpentier's section 7): strokes go to the
 * layer chosen, and a layer can be hidden, faded, moved among the others or deleted after the
 * fact, its strokes kept. Layers apply in order, each one's dabs in order; a faded layer's dabs
 * act with their strength times its opacity, so every brush fades the same way its strength does
 * (but erase, which takes back the layer's own dabs whatever their opacity).
 *
 * @param name    what the panel and the edit file call it (not blank, on one line)
 * @param opacity how much of its strokes act, [0, 1]
 * @param visible whether they act at all
 * @param strokes its strokes, in order
 */
public record StrokeLayer(String name, double opacity, boolean visible, List<Stroke> strokes) {
    /** The layer strokes go to before any is made. */
    public static final String FIRST = "Layer 1";

    /** @throws IllegalArgumentException naming the value and what is allowed */
    public StrokeLayer {
        if (name == null || name.isBlank() || name.contains("\n") || !name.equals(name.strip())) {
            throw new IllegalArgumentException("layer name '" + name + "' is not allowed; allowed a name on one line, not blank,"
                    + " no spaces at its ends");
        }
        if (!(opacity >= 0 && opacity <= 1)) {
            throw new IllegalArgumentException("opacity = " + opacity + " is out of range; allowed [0, 1]");
        }
        strokes = List.copyOf(strokes);
    }

    /** A new, empty layer, shown whole. */
    public static StrokeLayer empty(String name) {
        return new StrokeLayer(name, 1, true, List.of());
    }

    /**
     * The dabs this layer lays as the {@code place}th layer from the bottom: none hidden or at
     * opacity 0; at opacity 1 its dabs as they are.
     */
    public List<Dab> dabs(int place) {
        if (!visible || opacity == 0) {
            return List.of();
        }
        List<Dab> out = new ArrayList<>();
        for (Dab d : Stroke.dabsOf(strokes)) {
            out.add((opacity == 1 || d.brush() == Brush.ERASE ? d : d.withStrength(d.strength() * opacity)).inLayer(place));
        }
        return out;
    }

    public StrokeLayer withStroke(Stroke stroke) {
        List<Stroke> more = new ArrayList<>(strokes);
        more.add(stroke);
        return new StrokeLayer(name, opacity, visible, more);
    }

    public StrokeLayer withStrokes(List<Stroke> newStrokes) {
        return new StrokeLayer(name, opacity, visible, newStrokes);
    }

    public StrokeLayer withOpacity(double newOpacity) {
        return new StrokeLayer(name, newOpacity, visible, strokes);
    }

    public StrokeLayer withVisible(boolean shown) {
        return new StrokeLayer(name, opacity, shown, strokes);
    }

    /** Every dab of some layers, in order. */
    public static List<Dab> dabsOf(List<StrokeLayer> layers) {
        List<Dab> out = new ArrayList<>();
        for (int place = 0; place < layers.size(); place++) {
            out.addAll(layers.get(place).dabs(place));
        }
        return out;
    }

    /** Every stroke of some layers, in order. */
    public static List<Stroke> strokesOf(List<StrokeLayer> layers) {
        return layers.stream().flatMap(l -> l.strokes().stream()).toList();
    }
}
