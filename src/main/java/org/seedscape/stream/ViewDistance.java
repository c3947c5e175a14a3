package org.seedscape.stream;

/**
 * How far the view reaches: fixed ({@code --view-distance}), or by default growing with the
 * camera's height above the ground, as a real horizon does: {@link #GROUND} up to
 * {@link #CLIMB_FROM} metres, {@link #HIGH} from {@link #HIGH_FROM} metres, geometrically in
 * between (the quadtree's cost grows with the logarithm of the distance, so each metre climbed
 * costs alike). It grows at once and shrinks over a few seconds, so flying low over ridges does
 * not load and drop the edge of the world with every crest.
 */
public final class ViewDistance {
    public static final double GROUND = 8192, HIGH = 32768;
    public static final double CLIMB_FROM = 250, HIGH_FROM = 1000;
    /** Time constant of the shrinking, in seconds. */
    static final double SHRINK_SECONDS = 3;

    private final double fixed;
    private double current;

    private ViewDistance(double fixed, double start) {
        this.fixed = fixed;
        this.current = start;
    }

    /** The default: by height above the ground. */
    public static ViewDistance byHeight() {
        return new ViewDistance(Double.NaN, GROUND);
    }

    public static ViewDistance fixed(double metres) {
        if (!(metres > 0)) {
            throw new IllegalArgumentException("view distance must be positive: " + metres);
        }
        return new ViewDistance(metres, metres);
    }

    /** The rule: the view distance for a camera this many metres above the ground. */
    public static double forHeight(double heightAboveGround) {
        double t = Math.min(Math.max((heightAboveGround - CLIMB_FROM) / (HIGH_FROM - CLIMB_FROM), 0), 1);
        return GROUND * Math.pow(HIGH / GROUND, t * t * (3 - 2 * t));
    }

    /** The farthest it ever reaches: the streaming layout's view distance. */
    public double max() {
        return isFixed() ? fixed : HIGH;
    }

    public boolean isFixed() {
        return !Double.isNaN(fixed);
    }

    /** Follows the camera's height for a frame of {@code seconds}; returns the distance now. */
    public double update(double heightAboveGround, double seconds) {
        if (!isFixed()) {
            double target = forHeight(heightAboveGround);
            double eased = target + (current - target) * Math.exp(-seconds / SHRINK_SECONDS);
            current = target >= current || eased - target < 1 ? target : eased;
        }
        return current;
    }

    /**
     * The camera has been put at a new place: the distance is the rule's for its height at once,
     * as if it had always been there (a shot's viewpoint must not show the edge of the last one's
     * world still shrinking). Returns the distance now.
     */
    public double arrive(double heightAboveGround) {
        if (!isFixed()) {
            current = forHeight(heightAboveGround);
        }
        return current;
    }

    public double current() {
        return current;
    }
}
