package org.seedscape.edit;

import java.util.List;

/** The dabs of one gesture, from a button press to its release: what one undo takes back. */
public record Stroke(List<Dab> dabs) {
    public Stroke {
        dabs = List.copyOf(dabs);
        if (dabs.isEmpty()) {
            throw new IllegalArgumentException("a stroke has at least one dab");
        }
    }

    /** Every dab of some strokes, in order. */
    public static List<Dab> dabsOf(List<Stroke> strokes) {
        return strokes.stream().flatMap(s -> s.dabs().stream()).toList();
    }
}
