package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import org.junit.jupiter.api.Test;
import org.seedscape.gen.SharedGl;

/**
 * Where the terrain's pixels show one ground layer's detail and where the next one's
 * (MatDefs/Terrain/Layers.glsllib), drawn in a real GL context: rock and soil weights that run
 * linearly across the picture, as across one triangle of the mesh (MatDefs/Test/LayerEdge.j3md).
 */
class LayerEdgeGlTest {
    private static final int SIZE = 256;
    /** Layers.glsllib's LAYER_EDGE: the lead in weight from which the runner-up shows nowhere. */
    private static final float LAYER_EDGE = 0.4f;
    private static final float ROCK_LEFT = 0.2f, ROCK_RIGHT = 0.8f;
    /** A quarter metre a pixel: the half-metre cells are two pixels wide, 128 of them up a column. */
    private static final float METRES_PER_PIXEL = 0.25f;

    /**
     * Rock's share of the pixels grows in proportion to its lead from none, where soil leads by
     * LAYER_EDGE, to all, where rock does: no step at the border, where a patch of rock would look
     * stuck on.
     */
    @Test
    void rockTakesOverTheDetailInProportionToItsLead() {
        float[] rock = draw(300, -700);
        int band = 8;
        for (int first = 0; first < SIZE; first += band) {
            double shown = 0, expected = 0;
            for (int col = first; col < first + band; col++) {
                double weight = ROCK_LEFT + (ROCK_RIGHT - ROCK_LEFT) * col / (SIZE - 1.0);
                expected += 0.5 + 0.5 * Math.max(-1, Math.min(1, (2 * weight - 1) / LAYER_EDGE));
                for (int row = 0; row < SIZE; row++) {
                    shown += rock[row * SIZE + col];
                }
            }
            assertEquals(expected / band, shown / (band * SIZE), 0.08,
                    "rock's share of columns " + first + " to " + (first + band - 1));
        }
        for (int row = 0; row < SIZE; row++) {
            assertEquals(0, rock[row * SIZE], "soil alone where it leads by more than the edge, row " + row);
            assertEquals(1, rock[row * SIZE + SIZE - 1], "rock alone where it leads by more than the edge, row " + row);
        }
    }

    /**
     * The ground coordinate is the scene position plus the floating origin modulo a period, so it
     * jumps by the period where the origin's offset wraps: the border's stones must lie the same.
     */
    @Test
    void theBorderLiesTheSameAcrossTheOriginPeriod() {
        float period = (float) GroundTextures.ORIGIN_PERIOD;
        assertArrayEquals(draw(512, 256), draw(512 - period, 256 + 3 * period),
                "picks before and after the origin's offset wraps");
    }

    /** 1 where a pixel shows rock's detail, 0 where soil's, rows bottom up, ground at (x, z) at the lower left. */
    private static float[] draw(float x, float z) {
        return SharedGl.get().call((rm, assets) -> {
            Material m = new Material(assets, "MatDefs/Test/LayerEdge.j3md");
            m.setVector2("Rock", new Vector2f(ROCK_LEFT, ROCK_RIGHT));
            m.setVector3("Ground", new Vector3f(x, z, METRES_PER_PIXEL));
            m.setFloat("Width", SIZE);
            return RedTarget.draw(rm, m, SIZE);
        });
    }
}
