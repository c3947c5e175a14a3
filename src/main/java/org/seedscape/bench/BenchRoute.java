package org.seedscape.bench;

import com.jme3.math.FastMath;
import java.util.List;

/**
 * A scripted camera path for the bench. The pose at frame k is a pure function of k, the route's
 * start and the ground's heights, stepped by the fixed {@link BenchFlight#STEP_SECONDS}, so every
 * run flies the same path.
 */
public interface BenchRoute {
    /** The bench camera's usual pitch: 10 degrees down, the horizon in view and the ground below it. */
    float PITCH_DOWN = 10 * FastMath.DEG_TO_RAD;

    /** The name given to {@code --route} and written to bench.json. */
    String name();

    /** The camera at frame {@code frame} (0 or more). */
    CameraPose pose(int frame);

    /** Horizontal metres flown between frame 0 and frame {@code frame}. */
    double distance(int frame);

    /** A stretch of the route with a name of its own, from {@code firstFrame} to the next phase's. */
    record Phase(String name, int firstFrame) {
    }

    /**
     * The route's phases in order, the first from frame 0, so that bench.json can give each its
     * own frame times (a slow stretch of a long route barely moves its median); none for a route
     * that flies one way throughout.
     */
    default List<Phase> phases() {
        return List.of();
    }
}
