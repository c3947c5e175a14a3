package org.seedscape.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.seedscape.tile.TileKey;

class TileBuildsTest {
    @Test
    void aBuildFinishedForAnOldVersionIsDroppedNeverShown() throws Exception {
        try (TileBuilds<String> builds = new TileBuilds<>(2)) {
            CountDownLatch release = new CountDownLatch(1);
            TileKey old = new TileKey(0, 1, 1), current = new TileKey(0, 2, 2);
            builds.submit(old, () -> {
                release.await();
                return "old world";
            });
            builds.newVersion(); // the preset changed while the build ran
            assertFalse(builds.isBuilding(old));
            builds.submit(current, () -> "new world");
            release.countDown();

            List<String> fresh = new ArrayList<>(), stale = new ArrayList<>();
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (fresh.size() + stale.size() < 2 && System.nanoTime() < deadline) {
                builds.drain((k, t) -> fresh.add(t), stale::add);
                Thread.sleep(5);
            }
            assertEquals(List.of("new world"), fresh);
            assertEquals(List.of("old world"), stale);
            assertEquals(0, builds.inFlight());
        }
    }

    @Test
    void aFailedBuildIsReportedOnTheRenderThread() throws Exception {
        try (TileBuilds<String> builds = new TileBuilds<>(1)) {
            builds.submit(new TileKey(0, 0, 0), () -> {
                throw new IllegalArgumentException("boom");
            });
            assertTrue(builds.isBuilding(new TileKey(0, 0, 0)));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
                for (int i = 0; i < 500; i++) {
                    builds.drain((k, t) -> { }, t -> { });
                    Thread.sleep(5);
                }
            });
            assertTrue(e.getCause().getMessage().contains("boom"));
        }
    }

    @Test
    void halfTheCoresBuildAtLeastOne() {
        assertEquals(1, TileBuilds.threadsFor(1));
        assertEquals(1, TileBuilds.threadsFor(2));
        assertEquals(2, TileBuilds.threadsFor(5));
        assertEquals(8, TileBuilds.threadsFor(16));
    }
}
