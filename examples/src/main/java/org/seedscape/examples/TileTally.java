package org.seedscape.examples;

import java.util.IdentityHashMap;
import java.util.Map;
import org.seedscape.api.TileListener;
import org.seedscape.api.WorldTile;

/**
 * Keeps count of the tiles a world tells shown and hidden, each by its own object: every tile
 * shown should be hidden once (at the latest when the world is detached), none twice, none
 * without having been shown.
 */
final class TileTally implements TileListener {
    /** Each tile told shown, and how often it was told hidden since. */
    private final Map<WorldTile, Integer> hides = new IdentityHashMap<>();
    private int shown, hidden, shownAgain, hiddenUnshown;

    @Override
    public void tileShown(WorldTile tile) {
        shown++;
        if (hides.put(tile, 0) != null) {
            shownAgain++;
        }
    }

    @Override
    public void tileHidden(WorldTile tile) {
        hidden++;
        Integer before = hides.computeIfPresent(tile, (t, n) -> n + 1);
        if (before == null) {
            hiddenUnshown++;
        }
    }

    /** One line: the counts, and the tiles still shown, hidden more than once, shown twice or hidden unshown. */
    String report() {
        long neverHidden = hides.values().stream().filter(n -> n == 0).count();
        long hiddenTwice = hides.values().stream().filter(n -> n > 1).count();
        return "shown=" + shown + " hidden=" + hidden + " never_hidden=" + neverHidden + " hidden_twice=" + hiddenTwice
                + " shown_again=" + shownAgain + " hidden_unshown=" + hiddenUnshown;
    }
}
