package org.seedscape.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The order in which missing tiles are generated. A tile is eligible once its parent is
 * available (roots always are), so a coarse parent always comes before its fine children and
 * refining never opens a hole. Eligible tiles are ordered in view before out of view, then
 * nearest first (Chebyshev distance to the tile), then coarser first. While parts of the view
 * square are still missing, missing roots come before everything else: the roots alone cover
 * the square, so the first whole picture (coarse, refining from then on) comes soonest.
 */
public final class TileScheduler {
    private TileScheduler() {
    }

    /**
     * @param available tiles generated or on their way (cached, building)
     * @param inView    whether a tile's bounds meet the camera frustum
     * @param rootsFirst whether missing roots go before all other tiles (the view is not yet covered)
     */
    public static List<TileKey> order(QuadtreeSelection selection, double camX, double camZ,
                                      Predicate<TileKey> available, Predicate<TileKey> inView, boolean rootsFirst) {
        TileLayout layout = selection.layout();
        int rootLevel = layout.rootLevel();
        record Candidate(TileKey key, boolean inView, double distance) {
        }
        List<Candidate> candidates = new ArrayList<>();
        for (TileKey key : selection.needed()) {
            if (available.test(key) || (key.level() < rootLevel && !available.test(key.parent()))) {
                continue;
            }
            candidates.add(new Candidate(key, inView.test(key), layout.distance(key, camX, camZ, 0)));
        }
        candidates.sort(Comparator.comparing((Candidate c) -> !(rootsFirst && c.key().level() == rootLevel))
                .thenComparing(c -> !c.inView())
                .thenComparingDouble(Candidate::distance)
                .thenComparing(c -> -c.key().level()));
        List<TileKey> order = new ArrayList<>(candidates.size());
        candidates.forEach(c -> order.add(c.key()));
        return order;
    }
}
