package org.seedscape.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.renderer.Camera;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FloatingOriginTest {
    @Test
    void followersMoveWithTheOriginBeforeTheCameraIsPlacedOnIt() {
        FloatingOrigin origin = new FloatingOrigin();
        Camera camera = new Camera(64, 64);
        List<String> seen = new ArrayList<>();
        // What a follower sees when it runs: the origin, and the camera not yet moved onto it.
        Runnable follower = () -> seen.add(origin.x() + "," + origin.z() + " camera " + camera.getLocation().x);
        origin.addFollower(follower);
        assertEquals(List.of("0.0,0.0 camera 0.0"), seen, "a follower runs once when added");

        origin.place(camera, 1000, 50, -1000);
        assertEquals(1, seen.size(), "no jump within STEP of the origin");
        assertEquals(1000f, camera.getLocation().x);

        origin.place(camera, 1030.25, 50, -1000);
        assertEquals(List.of("0.0,0.0 camera 0.0", "1024.0,-1024.0 camera 1000.0"), seen);
        assertEquals(6.25f, camera.getLocation().x);
        assertEquals(24f, camera.getLocation().z);

        origin.place(camera, 1e7 + 0.375, 2, -1e7 - 0.125);
        assertEquals(3, seen.size());
        assertEquals(1e7 + 0.375 - origin.x(), camera.getLocation().x, 0.0);
        assertEquals(-1e7 - 0.125 - origin.z(), camera.getLocation().z, 0.0);

        origin.removeFollower(follower);
        origin.place(camera, 0, 2, 0);
        assertEquals(3, seen.size(), "a removed follower no longer runs");
    }
}
