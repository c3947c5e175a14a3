package org.seedscape.player;

/**
 * Where the camera is, in world metres, and where it looks: what the HUD and the minimap show,
 * whoever moves the camera (the player, or a scripted flight).
 */
public interface Eye {
    double x();

    double y();

    double z();

    /** The horizontal view direction in radians from +x toward +z. */
    double heading();

    /** Whether the eye walks on the ground (else it flies). */
    boolean walking();
}
