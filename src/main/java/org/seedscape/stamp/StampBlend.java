package org.seedscape.stamp;

/**
 * What stamps do to the ground below them at one point and spacing: {@code h' = keep * h + add}.
 * Outside every stamp {@code keep} is 1 and {@code add} 0. Mutable, reused by callers.
 */
public final class StampBlend {
    public double keep = 1;
    public double add;

    public void clear() {
        keep = 1;
        add = 0;
    }

    /** Applies another stamp's blend {@code (k, a)} on top of this one. */
    public void then(double k, double a) {
        keep *= k;
        add = k * add + a;
    }

    /**
     * Moves this blend a share {@code t} of the way to {@code other}: the heights it gives move
     * that share of the way to {@code other}'s, whatever the ground.
     */
    public void toward(StampBlend other, double t) {
        keep += t * (other.keep - keep);
        add += t * (other.add - add);
    }

    /** Sets this blend to {@code other}'s. */
    public void set(StampBlend other) {
        keep = other.keep;
        add = other.add;
    }

    /** The blended height over ground of height {@code h}. */
    public double over(double h) {
        return keep * h + add;
    }
}
