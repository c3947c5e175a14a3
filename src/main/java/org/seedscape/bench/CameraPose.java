package org.seedscape.bench;

/**
 * Where the bench camera is and where it looks: a world position in metres (doubles, the floating
 * origin makes them small), the heading in radians from +x toward +z, the pitch in radians, up
 * positive.
 */
public record CameraPose(double x, double y, double z, double heading, double pitch) {
}
