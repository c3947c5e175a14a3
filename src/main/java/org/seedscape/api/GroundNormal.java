package org.seedscape.api;

import com.jme3.math.Vector3f;
import java.util.function.DoubleBinaryOperator;

/** The normal of a height field from central differences. */
final class GroundNormal {
    /**
     * Metres each side of the point: the differences span 1 m, the finest tiles' sample spacing,
     * so the normal is the ground's at the scale the nearest mesh draws it.
     */
    static final double STEP = 0.5;

    private GroundNormal() {
    }

    /** The unit normal, pointing up, of {@code height(x, z)} at (x, z), from four heights {@link #STEP} away. */
    static Vector3f at(DoubleBinaryOperator height, double x, double z) {
        double dx = (height.applyAsDouble(x + STEP, z) - height.applyAsDouble(x - STEP, z)) / (2 * STEP);
        double dz = (height.applyAsDouble(x, z + STEP) - height.applyAsDouble(x, z - STEP)) / (2 * STEP);
        double length = Math.sqrt(dx * dx + 1 + dz * dz);
        return new Vector3f((float) (-dx / length), (float) (1 / length), (float) (-dz / length));
    }
}
