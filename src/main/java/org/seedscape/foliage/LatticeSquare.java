package org.seedscape.foliage;

/**
 * A field's values at the world lattice nodes around a square, worked out once, for the many
 * points a tile asks about: each point's value is interpolated from the four nodes around it.
 * Nodes are world nodes, so any square holding a point gives it the same value.
 */
final class LatticeSquare {
    /** A field's value at world lattice node (i, j). */
    @FunctionalInterface
    interface Nodes {
        double at(long i, long j);
    }

    private final double spacing;
    private final long i0, j0;
    private final int side;
    private final double[] nodes;

    /** The nodes {@code spacing} metres apart that the world square from (x0, z0), {@code size} across, needs. */
    LatticeSquare(double x0, double z0, double size, double spacing, Nodes field) {
        this.spacing = spacing;
        i0 = (long) Math.floor(x0 / spacing);
        j0 = (long) Math.floor(z0 / spacing);
        // the square spans as many nodes along x as along z, give or take one where the spacing
        // does not divide its corner's coordinates
        side = (int) Math.max((long) Math.floor((x0 + size) / spacing) - i0,
                (long) Math.floor((z0 + size) / spacing) - j0) + 2;
        nodes = new double[side * side];
        for (int j = 0; j < side; j++) {
            for (int i = 0; i < side; i++) {
                nodes[i + j * side] = field.at(i0 + i, j0 + j);
            }
        }
    }

    /** Bilinear between the nodes around world (x, z), which must lie in the square. */
    double linear(double x, double z) {
        double u = x / spacing, v = z / spacing;
        long iu = (long) Math.floor(u), jv = (long) Math.floor(v);
        return between(iu, jv, u - iu, v - jv);
    }

    /** As {@link #linear}, with the weights eased by a smoothstep, so the surface has no creases along the lattice. */
    double smooth(double x, double z) {
        double u = x / spacing, v = z / spacing;
        long iu = (long) Math.floor(u), jv = (long) Math.floor(v);
        return between(iu, jv, ease(u - iu), ease(v - jv));
    }

    private double between(long iu, long jv, double fu, double fv) {
        int at = (int) (iu - i0) + (int) (jv - j0) * side;
        double south = nodes[at] + fu * (nodes[at + 1] - nodes[at]);
        double north = nodes[at + side] + fu * (nodes[at + side + 1] - nodes[at + side]);
        return south + fv * (north - south);
    }

    private static double ease(double f) {
        return f * f * (3 - 2 * f);
    }
}
