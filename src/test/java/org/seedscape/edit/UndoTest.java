package org.seedscape.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.seedscape.stamp.HeightFunction;
import org.seedscape.stamp.StampBlend;

/** A layer of fewer dabs is the world before the later ones; dabs grounded again give the same bits. */
class UndoTest {
    private static final HeightFunction GROUND = BrushesTest.GROUND;

    @Test
    void aThousandStrokesUndoneAndRedoneGiveTheSameBits() {
        Random random = new Random(7);
        EditLayer layer = EditLayer.EMPTY;
        for (int s = 0; s < 1000; s++) {
            Brush brush = s % 100 == 99 ? Brush.SMOOTH : Brush.values()[random.nextInt(3)];
            double strength = brush == Brush.RAISE || brush == Brush.LOWER ? 0.5 + random.nextDouble() * 4 : 0.2 + random.nextDouble() * 0.8;
            Dab dab = new Dab(brush, random.nextDouble() * 600 - 300, random.nextDouble() * 600 - 300, 5 + random.nextDouble() * 60,
                    strength, random.nextDouble(), 90 + random.nextDouble() * 40);
            EditLayer below = layer;
            layer = layer.with(dab, (x, z) -> over(below, x, z), BrushesTest.NOISE);
        }
        double[] points = new Random(3).doubles(400, -320, 320).toArray();
        float[] all = heights(layer, points);
        assertTrue(layer.bytes() < 4 << 20, "a thousand strokes hold " + layer.bytes() + " bytes");

        EditLayer half = layer.first(500);
        float[] undone = heights(half, points);
        // Redo: the later dabs grounded again on the undone world.
        EditLayer redone = half;
        List<Dab> later = layer.dabs().subList(500, 1000);
        for (Dab dab : later) {
            EditLayer below = redone;
            redone = redone.with(dab, (x, z) -> over(below, x, z), BrushesTest.NOISE);
        }
        assertArrayEquals(all, heights(redone, points), "redone = as before the undo, bit for bit");
        assertEquals(layer.dabs(), redone.dabs());

        EditLayer rebuilt = EditLayer.EMPTY;
        for (Dab dab : layer.dabs().subList(0, 500)) {
            EditLayer below = rebuilt;
            rebuilt = rebuilt.with(dab, (x, z) -> over(below, x, z), BrushesTest.NOISE);
        }
        assertArrayEquals(undone, heights(rebuilt, points), "undone = the world made with the first strokes alone");
        int differ = 0;
        for (int k = 0; k < all.length; k++) {
            differ += all[k] != undone[k] ? 1 : 0;
        }
        assertTrue(differ > 20, "the later strokes change the ground: " + differ + " of " + all.length);
    }

    private static double over(EditLayer layer, double x, double z) {
        StampBlend b = new StampBlend();
        layer.blend(x, z, 1, b);
        return b.over(GROUND.at(x, z));
    }

    private static float[] heights(EditLayer layer, double[] coordinates) {
        float[] out = new float[coordinates.length / 2];
        for (int k = 0; k < out.length; k++) {
            out[k] = (float) over(layer, coordinates[2 * k], coordinates[2 * k + 1]);
        }
        return out;
    }
}
