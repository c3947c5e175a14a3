package org.seedscape.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.seedscape.stamp.StampBlend;

/** The erase brush takes back its own layer's dabs, and nothing else: de Carpentier's eraser of indirect edits. */
class EraseTest {
    private static final double X = BrushesTest.X, Z = BrushesTest.Z;

    /** Dabs laid in order, each grounded on the ground with the ones before it (at 1 m, as the edited heights are read here). */
    private static EditLayer lay(List<Dab> dabs) {
        EditLayer layer = EditLayer.EMPTY;
        for (Dab d : dabs) {
            EditLayer below = layer;
            layer = layer.with(d, (x, z) -> BrushesTest.edited(below, x, z, 1), BrushesTest.NOISE);
        }
        return layer;
    }

    private static final Dab BASE = new Dab(Brush.RAISE, X - 30, Z, 60, 20, 0.5, 0);
    /** The upper layer's work: a mound, the ground under it smoothed, then flattened at one side. */
    private static final List<Dab> UPPER = List.of(new Dab(Brush.RAISE, X, Z, 40, 15, 0.5, 0, 0, 0, 1),
            new Dab(Brush.SMOOTH, X + 10, Z, 40, 0.8, 0.5, 0, 0, 0, 1),
            new Dab(Brush.FLATTEN, X + 20, Z - 10, 30, 0.9, 0.3, 130, 0, 0, 1));

    private static List<Dab> with(List<Dab> a, Dab... more) {
        List<Dab> out = new java.util.ArrayList<>(a);
        out.addAll(List.of(more));
        return out;
    }

    @Test
    void aWholeEraseGivesBackTheGroundItsLayerBeganOnAndNoMore() {
        EditLayer lower = lay(List.of(BASE));
        List<Dab> upper = with(List.of(BASE), UPPER.toArray(Dab[]::new));
        EditLayer erased = lay(with(upper, new Dab(Brush.ERASE, X, Z, 50, 1, 0.2, 0, 0, 0, 1)));
        EditLayer kept = lay(upper);
        int inside = 0, changed = 0;
        for (double x = X - 100; x <= X + 100; x += 3) {
            for (double z = Z - 100; z <= Z + 100; z += 3) {
                double d = Math.hypot(x - X, z - Z);
                double e = BrushesTest.edited(erased, x, z, 1);
                if (d <= 50 * 0.8) {
                    inside++;
                    assertEquals(BrushesTest.edited(lower, x, z, 1), e, 1e-9, "the lower layer's ground at (" + x + ", " + z + ")");
                    changed += Math.abs(BrushesTest.edited(kept, x, z, 1) - e) > 1 ? 1 : 0;
                } else if (d > 100) {
                    assertEquals(BrushesTest.edited(kept, x, z, 1), e, 0, "beyond its reach the upper layer stays");
                }
            }
        }
        assertTrue(changed > inside / 2, "the upper layer had changed most of it: " + changed + " of " + inside);
    }

    @Test
    void aPartEraseTakesThatShareBack() {
        List<Dab> upper = with(List.of(BASE), UPPER.toArray(Dab[]::new));
        EditLayer lower = lay(List.of(BASE)), kept = lay(upper);
        EditLayer erased = lay(with(upper, new Dab(Brush.ERASE, X, Z, 50, 0.25, 0, 0, 0, 0, 1)));
        for (double x = X - 30; x <= X + 30; x += 2.5) {
            double b = BrushesTest.edited(lower, x, Z, 1), k = BrushesTest.edited(kept, x, Z, 1);
            assertEquals(k + 0.25 * (b - k), BrushesTest.edited(erased, x, Z, 1), 1e-9, "a quarter of the way back at x = " + x);
        }
    }

    @Test
    void aFadedLayerErasesWhole() {
        Stroke work = new Stroke(List.of(new Dab(Brush.RAISE, X, Z, 40, 15, 0.5, 0)));
        Stroke eraser = new Stroke(List.of(new Dab(Brush.ERASE, X, Z, 50, 1, 0, 0)));
        StrokeLayer half = StrokeLayer.empty("upper").withStroke(work).withStroke(eraser).withOpacity(0.5);
        List<Dab> dabs = StrokeLayer.dabsOf(List.of(StrokeLayer.empty("lower").withStroke(new Stroke(List.of(BASE))), half));
        assertEquals(List.of(BASE, work.dabs().get(0).withStrength(7.5).inLayer(1), eraser.dabs().get(0).inLayer(1)), dabs,
                "the raise at half strength, the erase whole, both in the second layer");
        EditLayer erased = lay(dabs), lower = lay(List.of(BASE));
        for (double x = X - 30; x <= X + 30; x += 2.5) {
            assertEquals(BrushesTest.edited(lower, x, Z, 1), BrushesTest.edited(erased, x, Z, 1), 1e-9, "x = " + x);
        }
    }

    /** The preview lays dabs beyond the drawn ones over the drawn ground: with an erase among them, the same heights. */
    @Test
    void theLaterDabsOverTheGroundTheFirstLeftGiveTheWhole() {
        List<Dab> all = with(List.of(BASE), UPPER.toArray(Dab[]::new));
        all.add(new Dab(Brush.ERASE, X + 5, Z, 45, 0.8, 0.5, 0, 0, 0, 1));
        all.add(new Dab(Brush.RAISE, X - 5, Z + 5, 20, 4, 0.5, 0, 0, 0, 1));
        EditLayer layer = lay(all);
        for (int first = 1; first < all.size(); first++) {
            for (double x = X - 60; x <= X + 60; x += 4) {
                double drawn = BrushesTest.edited(layer.first(first), x, Z + 3, 1);
                StampBlend later = new StampBlend();
                layer.blendFrom(first, x, Z + 3, 1, later);
                assertEquals(BrushesTest.edited(layer, x, Z + 3, 1), later.over(drawn), 1e-6, "from dab " + first + " at x = " + x);
            }
        }
    }
}
