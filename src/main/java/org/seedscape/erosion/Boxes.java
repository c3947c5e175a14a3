package org.seedscape.erosion;

/** Boxes on the map as four numbers: min x, min z, max x, max z (a point where min equals max). */
final class Boxes {
    private Boxes() {
    }

    /** The smallest box holding both (either may be null: none). */
    static double[] union(double[] a, double[] b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return new double[] {Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])};
    }

    /** Whether {@code box} meets the square {@code [x0, x1] x [z0, z1]}. */
    static boolean meet(double[] box, double x0, double z0, double x1, double z1) {
        return box[0] <= x1 && box[2] >= x0 && box[1] <= z1 && box[3] >= z0;
    }
}
