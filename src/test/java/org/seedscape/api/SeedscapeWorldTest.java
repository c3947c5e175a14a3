package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.collision.CollisionResults;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.render.Atmosphere;

/** What a world answers before it is attached, and the arguments it refuses. */
class SeedscapeWorldTest {
    private final SeedscapeWorld world = SeedscapeWorld.builder().build();

    @Test
    void beforeTheFirstUpdateTheOriginIsTheWorldsZero() {
        assertEquals(new Vector3f(12.5f, 3, -7.25f), world.toScene(12.5, 3, -7.25));
        assertEquals(new WorldPosition(12.5, 3, -7.25), world.toWorld(new Vector3f(12.5f, 3, -7.25f)));
        Node box = new Node("box");
        world.place(box, 1e6 + 0.5, 20, 2.25);
        assertEquals(new Vector3f(1000000.5f, 20, 2.25f), box.getLocalTranslation());
        assertEquals(new WorldPosition(1e6 + 0.5, 20, 2.25), world.worldPosition(box));
        assertTrue(world.shownTiles().isEmpty());
    }

    @Test
    void itsLightsAreTheSunAndSkyItsMaterialsAreDrawnWith() {
        assertEquals(Atmosphere.SUN_DIRECTION, world.sun().getDirection());
        assertEquals(Atmosphere.SUN_COLOR, world.sun().getColor());
        assertEquals(Atmosphere.SKY_FILL, world.ambient().getColor());
        assertSame(world.sun(), world.sun());
        assertNotSame(world.sun(), SeedscapeWorld.builder().build().sun(), "each world its own lights");
    }

    @Test
    void queriesNeedTheWorldStarted() {
        for (Executable query : new Executable[] {() -> world.heightAt(0, 0), () -> world.normalAt(0, 0), () -> world.prepare(0, 0),
                world::cameraPosition, () -> world.moveCamera(0, 100, 0), () -> world.drawnHeightAt(0, 0),
                () -> world.collide(new Ray(new Vector3f(), Vector3f.UNIT_Y.negate()), new CollisionResults()),
                () -> world.groundHit(0, 100, 0, 0, -1, 0), () -> world.groundLayersAt(0, 0), () -> world.obstaclesNear(0, 0, 10),
                () -> world.editor().edit(List.of(new Dab(Brush.RAISE, 0, 0, 10, 1, 0.5, 0))), () -> world.editor().undo(),
                () -> world.editor().redo(), () -> world.groundMesh(0, 0, 4, 4, 1), () -> world.editor().cutHole(0, 0, 5, 5),
                () -> world.editor().fillHole(1)}) {
            IllegalStateException e = assertThrows(IllegalStateException.class, query);
            assertTrue(e.getMessage().contains("attach it to a SimpleApplication first"), e.getMessage());
        }
    }

    @Test
    void noGroundIsInAHoleBeforeTheWorldStarts() {
        assertFalse(world.editor().inHole(0, 0));
        assertFalse(world.editor().holeMeets(-10, -10, 10, 10));
    }

    @Test
    void anEditNeedsDabs() {
        refused(() -> world.editor().edit(null), "dabs must be a list of 1 to 1000 dabs, without nulls: null");
        refused(() -> world.editor().edit(List.of()), "dabs must be a list of 1 to 1000 dabs, without nulls: 0 dabs");
        refused(() -> world.editor().edit(Arrays.asList(new Dab(Brush.RAISE, 0, 0, 10, 1, 0.5, 0), null)),
                "dabs must be a list of 1 to 1000 dabs, without nulls: 2 dabs");
        refused(() -> world.editor().edit(java.util.Collections.nCopies(1001, new Dab(Brush.RAISE, 0, 0, 10, 1, 0.5, 0))),
                "dabs must be a list of 1 to 1000 dabs, without nulls: 1001 dabs");
        refused(() -> world.editor().addListener(null), "listener must not be null");
    }

    @Test
    void aGroundMeshNeedsAGridWithinTheWorld() {
        for (int bad : new int[] {0, -1, 1025}) {
            refused(() -> world.groundMesh(0, 0, bad, 4, 1), "cellsX and cellsZ must be 1 to 1024: " + bad + ", 4");
            refused(() -> world.groundMesh(0, 0, 4, bad, 1), "cellsX and cellsZ must be 1 to 1024: 4, " + bad);
        }
        for (double bad : new double[] {Double.NaN, 0.2, 1025, Double.POSITIVE_INFINITY}) {
            refused(() -> world.groundMesh(0, 0, 4, 4, bad), "spacing must be 0.25 to 1024.0 metres: " + bad);
        }
        refused(() -> world.groundMesh(1e9 - 10, 0, 10, 4, 1), "x and z must be within");
        refused(() -> world.groundMesh(0, -1e9, 4, 4, 1), "x and z must be within");
    }

    @Test
    void coordinatesMustBeNumbersWithinTheWorld() {
        for (double bad : new double[] {Double.NaN, 1e9 + 1, -1e9 - 1, Double.NEGATIVE_INFINITY}) {
            refused(() -> world.heightAt(bad, 0), "x and z must be within [-1000000000, 1000000000] metres: " + bad + ", 0.0");
            refused(() -> world.normalAt(0, bad), "x and z must be within [-1000000000, 1000000000] metres: 0.0, " + bad);
            refused(() -> world.place(new Node("n"), bad, 0, 0), "x and z must be within");
            refused(() -> world.drawnHeightAt(bad, 0), "x and z must be within");
            refused(() -> world.groundHit(0, 100, bad, 0, -1, 0), "x and z must be within");
            refused(() -> world.groundLayersAt(0, bad), "x and z must be within");
            refused(() -> world.obstaclesNear(bad, 0, 10), "x and z must be within");
        }
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY}) {
            refused(() -> world.groundHit(0, 100, 0, bad, -1, 0), "the direction must be a finite vector, not zero: " + bad);
            refused(() -> world.obstaclesNear(0, 0, bad), "radius must be a finite number of metres, at least 0: " + bad);
        }
        refused(() -> world.groundHit(0, 100, 0, 0, 0, 0), "the direction must be a finite vector, not zero: 0.0, 0.0, 0.0");
        refused(() -> world.obstaclesNear(0, 0, -1), "radius must be a finite number of metres, at least 0: -1.0");
        refused(() -> world.place(new Node("n"), 0, Double.NaN, 0), "y must be a finite number of metres: NaN");
        refused(() -> world.place(null, 0, 0, 0), "spatial must not be null");
        refused(() -> world.addTileListener(null), "listener must not be null");
    }

    private static void refused(Executable call, String messageStart) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith(messageStart), "message: " + e.getMessage());
    }
}
