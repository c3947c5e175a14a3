package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector4f;
import com.jme3.renderer.Camera;
import org.junit.jupiter.api.Test;

/** Holes as squares in world metres: which points they hold, their bounds, and the scene squares a material is given. */
class GroundHolesTest {
    private final GroundHoles holes = new GroundHoles();

    @Test
    void aHoleHoldsItsMinEdgesNotItsMaxOnes() {
        int id = holes.add(10, 20, 14, 26);
        assertTrue(holes.contains(10, 20));
        assertTrue(holes.contains(13.99, 25.99));
        assertFalse(holes.contains(14, 22));
        assertFalse(holes.contains(12, 26));
        assertTrue(holes.meet(0, 0, 11, 21));
        assertFalse(holes.meet(14, 0, 30, 30));
        assertArrayEquals(new double[] {10, 20, 14, 26}, holes.remove(id));
        assertNull(holes.remove(id));
        assertTrue(holes.isEmpty());
        assertFalse(holes.contains(12, 22));
    }

    @Test
    void sidesAndCountAreBounded() {
        for (double[] bad : new double[][] {{0, 0, 0.4, 5}, {0, 0, 5, 0.4}, {0, 0, 4097, 5}, {0, 0, Double.NaN, 5}, {5, 5, 0, 0}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> holes.add(bad[0], bad[1], bad[2], bad[3]));
            assertTrue(e.getMessage().startsWith("a hole's sides (max - min) must be 0.5 to 4096.0 metres: "), e.getMessage());
        }
        for (int i = 0; i < GroundHoles.MAX; i++) {
            holes.add(i * 10, 0, i * 10 + 5, 5);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> holes.add(500, 0, 505, 5));
        assertEquals("there are 16 holes already, the most there can be: remove one first", e.getMessage());
    }

    @Test
    void aMaterialGetsTheSquaresOnTheOriginAndLosesThemWithTheLastHole() {
        Material m = new Material(new DesktopAssetManager(true), "MatDefs/Terrain/Terrain.j3md");
        holes.cutIn(m);
        assertNull(m.getParam("Holes"));
        FloatingOrigin origin = new FloatingOrigin();
        origin.place(new Camera(8, 8), 1e6 + 3000, 10, -2e6);
        holes.followOrigin(origin);
        int id = holes.add(1e6 + 2990, -2e6 + 5, 1e6 + 3000, -2e6 + 15);
        assertEquals(Boolean.TRUE, m.getParamValue("Holes"));
        assertEquals(1, (int) m.getParamValue("HoleCount"));
        Vector4f square = ((Vector4f[]) m.getParamValue("HoleSquares"))[0];
        assertEquals(new Vector4f((float) (1e6 + 2990 - origin.x()), (float) (-2e6 + 5 - origin.z()),
                (float) (1e6 + 3000 - origin.x()), (float) (-2e6 + 15 - origin.z())), square);
        holes.remove(id);
        assertNull(m.getParam("Holes"));
        assertNull(m.getParam("HoleCount"));
    }
}
