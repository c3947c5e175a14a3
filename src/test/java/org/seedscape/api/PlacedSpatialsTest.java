package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Node;
import org.junit.jupiter.api.Test;
import org.seedscape.render.FloatingOrigin;

/** Spatials placed at world positions stay there, to the float of (world - origin), however often the origin jumps. */
class PlacedSpatialsTest {
    private final FloatingOrigin origin = new FloatingOrigin();
    private final PlacedSpatials placed = new PlacedSpatials(origin);
    private final Camera camera = new Camera(64, 64);

    @Test
    void aPlacedSpatialIsWorkedOutFromItsDoublesAtEveryJump() {
        origin.place(camera, 1e6 + 3, 100, -1e6);
        Node box = new Node("box");
        double x = 1e6 + 10.1, y = 57.3, z = -1e6 + 0.7;
        placed.place(box, x, y, z);
        assertSame(placed.node(), box.getParent());
        assertEquals(expected(x, y, z), box.getLocalTranslation());
        // Back and forth over the world: a translation shifted by each jump instead would gather
        // the float's rounding at every step.
        for (int i = 0; i < 200; i++) {
            double cameraX = 1e6 + (i % 2 == 0 ? 5003.3 : -7001.9) + i, cameraZ = -1e6 + (i % 3) * 3000.7;
            double before = origin.x() + 1e9 * origin.z();
            origin.place(camera, cameraX, 100, cameraZ);
            assertTrue(origin.x() + 1e9 * origin.z() != before, "the origin should jump at step " + i);
            assertEquals(expected(x, y, z), box.getLocalTranslation(), "after jump " + i);
        }
        assertEquals(new WorldPosition(x, y, z), placed.worldPosition(box));
    }

    @Test
    void placingAgainMovesTheSpatial() {
        Node box = new Node("box");
        placed.place(box, 10, 1, 20);
        placed.place(box, -30, 2, 40);
        assertEquals(1, placed.node().getQuantity());
        assertEquals(new Vector3f(-30, 2, 40), box.getLocalTranslation());
        assertEquals(new WorldPosition(-30, 2, 40), placed.worldPosition(box));
    }

    @Test
    void aSpatialMovedInTheSceneKeepsWhereItWasMovedTo() {
        Node box = new Node("box");
        placed.place(box, 500.25, 10, -200.5);
        box.move(3, 1, -2); // as a control or physics would
        assertEquals(new WorldPosition(503.25, 11, -202.5), placed.worldPosition(box));
        origin.place(camera, 4000, 50, 0);
        assertEquals(new Vector3f((float) (503.25 - origin.x()), 11, -202.5f), box.getLocalTranslation());
        assertEquals(new WorldPosition(503.25, 11, -202.5), placed.worldPosition(box));
    }

    @Test
    void aSpatialDetachedOrRemovedIsForgotten() {
        Node kept = new Node("kept"), detached = new Node("detached"), removed = new Node("removed");
        placed.place(kept, 100, 0, 100);
        placed.place(detached, 200, 0, 200);
        placed.place(removed, 300, 0, 300);
        detached.removeFromParent();
        assertTrue(placed.remove(removed));
        assertNull(removed.getParent());
        assertFalse(placed.remove(removed));
        origin.place(camera, 3000, 0, 0);
        assertNull(placed.worldPosition(detached));
        assertEquals(new Vector3f(200, 0, 200), detached.getLocalTranslation(), "not ours to move any more");
        assertNull(placed.worldPosition(removed));
        assertEquals(new Vector3f((float) (100 - origin.x()), 0, 100), kept.getLocalTranslation());
        assertEquals(1, placed.node().getQuantity());
    }

    private Vector3f expected(double x, double y, double z) {
        return new Vector3f((float) (x - origin.x()), (float) y, (float) (z - origin.z()));
    }
}
