package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.instancing.InstancedGeometry;
import com.jme3.scene.instancing.InstancedNode;
import com.jme3.scene.shape.Box;
import org.junit.jupiter.api.Test;
import org.seedscape.render.FloatingOrigin;

/** Copies grouped in squares, each drawn instanced from its own corner, stay at their world positions through the origin's jumps. */
class WorldInstancesTest {
    private final DesktopAssetManager assets = new DesktopAssetManager(true);
    private final FloatingOrigin origin = new FloatingOrigin();
    private final PlacedSpatials placed = new PlacedSpatials(origin);
    private final WorldInstances posts = new WorldInstances(placed, new Box(0.1f, 1, 0.1f),
            new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md"));

    @Test
    void copiesFarOutKeepTheirWorldPositionsToAFloatNearTheCamera() {
        Camera camera = new Camera(64, 64);
        double x = 1e6 + 1023.37, y = 212.25, z = -1e6 + 0.61;
        Geometry post = posts.add(x, y, z, Quaternion.IDENTITY, 1.5f);
        for (int i = 0; i < 50; i++) {
            origin.place(camera, 1e6 + (i % 2 == 0 ? 4000.3 : -6000.7) + i, 100, -1e6 + (i % 3) * 2500.1);
            placed.node().updateGeometricState();
            Vector3f scene = post.getWorldTranslation();
            assertEquals(x, origin.worldX(scene.x), 5e-4, "after jump " + i);
            assertEquals(z, origin.worldZ(scene.z), 5e-4, "after jump " + i);
            assertEquals(y, scene.y, 1e-4);
        }
        assertEquals(1.5f, post.getWorldScale().y);
    }

    @Test
    void eachSquareIsOneBatchOnceUpdated() {
        for (int i = 0; i < 10; i++) {
            posts.add(10 + 3 * i, 0, 20, Quaternion.IDENTITY, 1); // one square
            posts.add(-5 - 3 * i, 0, 20, Quaternion.IDENTITY, 1); // the one west of it
        }
        assertEquals(20, posts.count());
        assertEquals(2, posts.squares());
        placed.node().updateLogicalState(0.016f); // the squares group their copies
        for (Spatial square : placed.node().getChildren()) {
            InstancedNode node = (InstancedNode) square;
            long batches = node.getChildren().stream().filter(c -> c instanceof InstancedGeometry).count();
            assertEquals(1, batches, square.getName());
            InstancedGeometry batch = (InstancedGeometry) node.getChildren().stream().filter(c -> c instanceof InstancedGeometry)
                    .findFirst().orElseThrow();
            assertEquals(10, batch.getNumInstances(), square.getName());
        }
    }

    @Test
    void removedCopiesLeaveTheirBatchAndAnEmptySquareGoes() {
        Geometry a = posts.add(100, 0, 100, Quaternion.IDENTITY, 1);
        Geometry b = posts.add(101, 0, 100, Quaternion.IDENTITY, 1);
        Geometry far = posts.add(5000, 0, 100, Quaternion.IDENTITY, 1);
        placed.node().updateLogicalState(0.016f);
        assertTrue(posts.remove(a));
        assertFalse(posts.remove(a));
        assertFalse(posts.remove(new Geometry("stranger")));
        assertEquals(2, posts.squares());
        assertTrue(posts.remove(far));
        assertEquals(1, posts.squares());
        assertEquals(1, posts.count());
        InstancedNode square = (InstancedNode) placed.node().getChild(0);
        InstancedGeometry batch = (InstancedGeometry) square.getChildren().stream().filter(c -> c instanceof InstancedGeometry)
                .findFirst().orElseThrow();
        assertEquals(1, batch.getNumInstances());
        assertTrue(b.isGrouped());
        posts.clear();
        assertEquals(0, placed.node().getQuantity());
        assertEquals(0, posts.count());
    }

    @Test
    void badCopiesAndMaterialsAreRefused() {
        refused(() -> posts.add(Double.NaN, 0, 0, Quaternion.IDENTITY, 1), "x and z must be within");
        refused(() -> posts.add(0, Double.POSITIVE_INFINITY, 0, Quaternion.IDENTITY, 1), "y must be a finite number of metres");
        refused(() -> posts.add(0, 0, 0, null, 1), "rotation must not be null");
        for (float bad : new float[] {0, -1, Float.NaN, Float.POSITIVE_INFINITY}) {
            refused(() -> posts.add(0, 0, 0, Quaternion.IDENTITY, bad), "scale must be a finite number above 0: " + bad);
        }
        SeedscapeWorld world = SeedscapeWorld.builder().build();
        refused(() -> world.instances(null, new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md")), "mesh and material must not be null");
        refused(() -> world.instances(new Box(1, 1, 1), new Material(assets, "Common/MatDefs/Misc/Particle.j3md")),
                "material Common/MatDefs/Misc/Particle.j3md has no UseInstancing parameter; allowed: ");
        Material lit = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        world.instances(new Box(1, 1, 1), lit);
        assertEquals(Boolean.TRUE, lit.getParamValue("UseInstancing"));
    }

    private static void refused(org.junit.jupiter.api.function.Executable call, String messageStart) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith(messageStart), "message: " + e.getMessage());
    }
}
