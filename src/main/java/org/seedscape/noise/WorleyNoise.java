package org.seedscape.noise;

/**
 * Worley (cellular) noise F2 - F1 with its analytic gradient: one jittered feature point per
 * lattice cell, searched over the 3x3 cells around the sample. F2 - F1 is zero on the borders
 * between cells and grows toward the feature points.
 */
final class WorleyNoise {
    /** F2 - F1 in cell units, and its derivatives in lattice units. */
    double value, dx, dz;

    void sample(int cellX, int cellZ, double fx, double fz) {
        double best1 = Double.MAX_VALUE, best2 = Double.MAX_VALUE;
        double r1x = 0, r1z = 0, r2x = 0, r2z = 0;
        for (int oz = -1; oz <= 1; oz++) {
            for (int ox = -1; ox <= 1; ox++) {
                long h = LatticeHash.hash(cellX + ox, cellZ + oz);
                double rx = ox + LatticeHash.unit(LatticeHash.first(h)) - fx;
                double rz = oz + LatticeHash.unit(LatticeHash.second(h)) - fz;
                double d2 = rx * rx + rz * rz;
                if (d2 < best1) {
                    best2 = best1; r2x = r1x; r2z = r1z;
                    best1 = d2; r1x = rx; r1z = rz;
                } else if (d2 < best2) {
                    best2 = d2; r2x = rx; r2z = rz;
                }
            }
        }
        double f1 = Math.max(Math.sqrt(best1), 1e-9);
        double f2 = Math.max(Math.sqrt(best2), 1e-9);
        value = f2 - f1;
        // d|r|/d(sample) = -r/|r|, r pointing from the sample to the feature.
        dx = -r2x / f2 + r1x / f1;
        dz = -r2z / f2 + r1z / f1;
    }
}
