package org.seedscape.ui;

import java.util.Random;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.Ground;
import org.seedscape.tile.TileLayout;

/**
 * Moves the camera to a place: given coordinates, or a random place far away. It arrives a little
 * above the ground, keeping its view; the streaming state notices the jump and loads the world
 * there as at the start, for the view distance of the height it lands at.
 */
public final class Teleport {
    /** Metres above the ground where the camera arrives. */
    static final double ARRIVAL_HEIGHT = 60;
    /** A random jump goes at least this far, so the place is new, and at most {@link #FAR_MAX}. */
    static final double FAR_MIN = 100_000, FAR_MAX = 5_000_000;

    private final PlayerState player;
    private final Ground ground;
    private final Random random;

    public Teleport(PlayerState player, Ground ground, Random random) {
        this.player = player;
        this.ground = ground;
        this.random = random;
    }

    /**
     * Jumps to world (x, z).
     * @throws IllegalArgumentException for a coordinate beyond {@link TileLayout#MAX_COORDINATE}
     */
    public void to(double x, double z) {
        for (double c : new double[]{x, z}) {
            if (!(Math.abs(c) <= TileLayout.MAX_COORDINATE)) {
                throw new IllegalArgumentException("coordinate " + c + " is out of range; allowed [-"
                        + (long) TileLayout.MAX_COORDINATE + ", " + (long) TileLayout.MAX_COORDINATE + "] m");
            }
        }
        player.moveTo(x, ground.trueHeight(x, z) + ARRIVAL_HEIGHT, z);
    }

    /** Jumps to a random place between {@link #FAR_MIN} and {@link #FAR_MAX} away; returns it (x, z). */
    public double[] farAway() {
        double[] place = farFrom(player.x(), player.z(), random);
        to(place[0], place[1]);
        return place;
    }

    /** A random place between FAR_MIN and FAR_MAX from (x, z), within the coordinate limit. */
    static double[] farFrom(double x, double z, Random random) {
        while (true) {
            double angle = random.nextDouble() * 2 * Math.PI;
            double d = FAR_MIN + random.nextDouble() * (FAR_MAX - FAR_MIN);
            double nx = Math.rint(x + d * Math.cos(angle)), nz = Math.rint(z + d * Math.sin(angle));
            if (Math.abs(nx) <= TileLayout.MAX_COORDINATE && Math.abs(nz) <= TileLayout.MAX_COORDINATE) {
                return new double[]{nx, nz};
            }
        }
    }
}
