package org.seedscape.edit;

/**
 * A dab's weight over the ground: 1 inside, falling by a smoothstep (C1, so no crease) across the
 * falloff's share of the radius. A grid reads it prefiltered for its spacing: the edge at least
 * as wide as the spacing (never reaching past twice the radius), and a dab narrower than the
 * spacing fades by the share of a sample's area it covers, so a far tile does not catch a small
 * dab whole on one sample or miss it between two.
 */
final class DabShape {
    private DabShape() {
    }

    /** The weight at distance {@code d} from a dab's centre, for a grid of {@code spacing} metres. */
    static double weight(double d, double radius, double falloff, double spacing) {
        double inner = radius * (1 - falloff);
        double middle = 0.5 * (inner + radius);
        double half = Math.max(0.5 * (radius - inner), Math.min(spacing, middle));
        double t = Math.min(Math.max((middle + half - d) / (2 * half), 0), 1);
        double fine = Math.min(1, radius * radius / (spacing * spacing));
        return fine * t * t * (3 - 2 * t);
    }

    /** Metres from a dab's centre beyond which its weight is 0 on every grid. */
    static double reach(double radius) {
        return 2 * radius;
    }
}
