package org.seedscape.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.jme3.bullet.BulletAppState;
import com.jme3.system.NativeLibraryLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.seedscape.api.SeedscapeWorld;

/** WorldPhysics' options: a bad value names the option, the value and what is allowed. */
class WorldPhysicsTest {
    private final SeedscapeWorld world = SeedscapeWorld.builder().build();

    /** A running application loads Bullet's library as it starts; this test starts none. */
    @BeforeAll
    static void loadBullet() {
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
    }

    @Test
    void badArgumentsSayWhatIsAllowed() {
        BulletAppState bullet = new BulletAppState();
        assertEquals("world and bullet must not be null: null, " + bullet,
                assertThrows(IllegalArgumentException.class, () -> new WorldPhysics(null, bullet)).getMessage());
        WorldPhysics physics = new WorldPhysics(world, bullet);
        for (double bad : new double[] {0.5, 1025, -3, Double.NaN, Double.POSITIVE_INFINITY}) {
            assertEquals("radius must be between 1 and 1024 metres: " + bad,
                    assertThrows(IllegalArgumentException.class, () -> physics.setRadius(bad)).getMessage());
        }
        assertEquals(WorldPhysics.DEFAULT_RADIUS, physics.radius());
        assertEquals(1024, physics.setRadius(1024).radius());
        assertEquals("anchor must be a collision object, not null",
                assertThrows(IllegalArgumentException.class, () -> physics.addAnchor(null)).getMessage());
    }

    @Test
    void aSpaceSteppedOnItsOwnThreadIsRefused() {
        BulletAppState parallel = new BulletAppState();
        parallel.setThreadingType(BulletAppState.ThreadingType.PARALLEL);
        assertEquals("bullet's threadingType must be SEQUENTIAL (the ground's bodies change before each step, on the render"
                        + " thread): PARALLEL",
                assertThrows(IllegalArgumentException.class, () -> new WorldPhysics(world, parallel)).getMessage());
    }
}
