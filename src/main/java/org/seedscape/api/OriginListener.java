package org.seedscape.api;

/**
 * Hears of the floating origin's jumps ({@link SeedscapeWorld}, "Coordinates"): for whatever keeps
 * scene positions of its own that the world does not move, a physics space's bodies say. Called
 * on the render thread inside the jump, before the camera is put on the new origin, so whatever
 * moves here is on the new origin in the same frame as the ground.
 */
public interface OriginListener {
    /**
     * The origin moved {@code dx} and {@code dz} metres in the world (whole multiples of the step):
     * a scene position that is to keep its world position moves by {@code (-dx, 0, -dz)}.
     */
    void originMoved(double dx, double dz);
}
