package org.seedscape.stamp;

/** The ground under a stamp: a height in metres at a world point, as the finest tiles draw it. Thread-safe. */
@FunctionalInterface
public interface HeightFunction {
    double at(double x, double z);
}
