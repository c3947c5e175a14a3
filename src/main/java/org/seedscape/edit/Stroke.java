package org.seedscape.edit;

import java.util.List;

/**
 * The dabs of one gesture, from a button press to its release (a gesture of more than
 * {@value #MAX_DABS} dabs goes on as another stroke): what one undo takes back. So a thousand undo
 * steps hold a bounded amount of data, whatever the strokes.
 */
public record Stroke(List<Dab> dabs) {
    /** The most dabs a stroke holds. */
    public static final int MAX_DABS = 1000;

    public Stroke {
        dabs = List.copyOf(dabs);
        if (dabs.isEmpty() || dabs.size() > MAX_DABS) {
            throw new IllegalArgumentException("a stroke has 1 to " + MAX_DABS + " dabs, not " + dabs.size());
        }
    }

    /** Every dab of some strokes, in order. */
    public static List<Dab> dabsOf(List<Stroke> strokes) {
        return strokes.stream().flatMap(s -> s.dabs().stream()).toList();
    }
}
