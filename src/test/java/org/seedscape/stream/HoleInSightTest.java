package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * The loading budget is for holes the player can see: the roots that enter at the view square's
 * hazed edge as the camera moves do not count, a missing root near the camera does.
 */
class HoleInSightTest {
    @Test
    void rootsEnteringAtTheHazedEdgeAreNoHoleInSightButAMissingNearRootIs() {
        for (double view : new double[] {8192, 32768}) {
            TileLayout layout = TileLayout.standard(view);
            // The flight starts on a tile corner: the view square's edges lie on root boundaries.
            QuadtreeSelection start = QuadtreeSelection.select(layout, 0, 0, 120, view);
            Set<TileKey> shown = new HashSet<>(start.roots());
            assertFalse(GenerationPace.holeInSight(start, 0, 0, shown::contains), "all shown at " + view);

            QuadtreeSelection moved = QuadtreeSelection.select(layout, 2, 3, 120, view);
            Set<TileKey> entering = new HashSet<>(moved.roots());
            entering.removeAll(shown);
            assertFalse(entering.isEmpty(), "moving 2 m brings new roots into the " + view + " m square");
            assertFalse(GenerationPace.holeInSight(moved, 2, 3, shown::contains),
                    "roots entering at the edge of a " + view + " m view are hazed out");

            TileKey underCamera = moved.roots().stream()
                    .filter(r -> layout.minX(r) <= 2 && 2 < layout.minX(r) + layout.tileSize(r.level())
                            && layout.minZ(r) <= 3 && 3 < layout.minZ(r) + layout.tileSize(r.level()))
                    .findFirst().orElseThrow();
            Set<TileKey> withHole = new HashSet<>(shown);
            withHole.remove(underCamera);
            assertTrue(GenerationPace.holeInSight(moved, 2, 3, withHole::contains), "a missing root under the camera");
        }
    }
}
