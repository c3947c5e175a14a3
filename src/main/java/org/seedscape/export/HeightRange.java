package org.seedscape.export;

/** The lowest and highest of a set of heights. */
record HeightRange(double min, double max) {
    static HeightRange of(float[] heights) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (float h : heights) {
            min = Math.min(min, h);
            max = Math.max(max, h);
        }
        return new HeightRange(min, max);
    }
}
