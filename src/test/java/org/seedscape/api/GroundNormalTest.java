package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.math.Vector3f;
import org.junit.jupiter.api.Test;

/** The ground normal from central differences: exact on planes and parabolas, whatever the slope's direction. */
class GroundNormalTest {
    @Test
    void flatGroundFacesStraightUp() {
        assertNormal(new Vector3f(0, 1, 0), GroundNormal.at((x, z) -> 412.5, 1e6, -3e5));
    }

    @Test
    void aSlopeLeansAgainstItsGradient() {
        // Rising 0.5 m a metre eastward (+x), falling 0.25 northward (+z).
        assertNormal(new Vector3f(-0.5f, 1, 0.25f).normalizeLocal(), GroundNormal.at((x, z) -> 0.5 * x - 0.25 * z + 7, 30, -40));
    }

    @Test
    void onACurvedSlopeItIsTheTangentPlanes() {
        // h = x^2 / 2: the slope at x = 3 is 3, which central differences give exactly.
        assertNormal(new Vector3f(-3, 1, 0).normalizeLocal(), GroundNormal.at((x, z) -> x * x / 2, 3, 8));
    }

    private static void assertNormal(Vector3f expected, Vector3f actual) {
        assertEquals(1, actual.length(), 1e-6);
        assertEquals(expected.x, actual.x, 1e-6, "x of " + actual);
        assertEquals(expected.y, actual.y, 1e-6, "y of " + actual);
        assertEquals(expected.z, actual.z, 1e-6, "z of " + actual);
    }
}
