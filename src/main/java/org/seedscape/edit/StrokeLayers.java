package org.seedscape.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** Changes to a world's list of stroke layers, each giving a new list (the lists are kept for undo). */
public final class StrokeLayers {
    private StrokeLayers() {
    }

    /** The list with {@code stroke} added to layer {@code at} (a first layer made if there is none). */
    public static List<StrokeLayer> withStroke(List<StrokeLayer> layers, int at, Stroke stroke) {
        if (layers.isEmpty()) {
            return List.of(StrokeLayer.empty(StrokeLayer.FIRST).withStroke(stroke));
        }
        return changed(layers, at, l -> l.withStroke(stroke));
    }

    /** The list with an empty layer added on top, named after the first "Layer N" not taken. */
    public static List<StrokeLayer> withNewLayer(List<StrokeLayer> layers) {
        if (layers.size() >= EditFile.MAX_LAYERS) {
            throw new IllegalArgumentException("a world has at most " + EditFile.MAX_LAYERS + " layers");
        }
        int n = 1;
        while (named(layers, "Layer " + n)) {
            n++;
        }
        List<StrokeLayer> out = new ArrayList<>(layers);
        out.add(StrokeLayer.empty("Layer " + n));
        return out;
    }

    /** The list with layer {@code at} changed by {@code change}. */
    public static List<StrokeLayer> changed(List<StrokeLayer> layers, int at, UnaryOperator<StrokeLayer> change) {
        List<StrokeLayer> out = new ArrayList<>(layers);
        out.set(at, change.apply(layers.get(at)));
        return out;
    }

    /** The list with layer {@code at} moved {@code by} places (positive: later, on top), within the list. */
    public static List<StrokeLayer> moved(List<StrokeLayer> layers, int at, int by) {
        List<StrokeLayer> out = new ArrayList<>(layers);
        StrokeLayer l = out.remove(at);
        out.add(Math.max(0, Math.min(out.size(), at + by)), l);
        return out;
    }

    /** The list without layer {@code at}. */
    public static List<StrokeLayer> without(List<StrokeLayer> layers, int at) {
        List<StrokeLayer> out = new ArrayList<>(layers);
        out.remove(at);
        return out;
    }

    /** The list with every layer's strokes taken out, the layers kept. */
    public static List<StrokeLayer> cleared(List<StrokeLayer> layers) {
        return layers.stream().map(l -> l.withStrokes(List.of())).toList();
    }

    private static boolean named(List<StrokeLayer> layers, String name) {
        return layers.stream().anyMatch(l -> l.name().equals(name));
    }
}
