package org.seedscape.render;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import java.nio.FloatBuffer;

/** Bounds that hold a tile mesh's vertices at both ends of the morph, their own heights and their parent's. */
final class MorphBounds {
    private MorphBounds() {
    }

    /** The bound of vertices {@code [from, to)} at their own heights and at their parent's (the morph's two ends). */
    static BoundingBox of(FloatBuffer positions, MorphVertexLayout attributes, int from, int to) {
        Vector3f min = new Vector3f(Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE);
        Vector3f max = new Vector3f(-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE);
        Vector3f v = new Vector3f();
        for (int i = from; i < to; i++) {
            v.set(positions.get(3 * i), positions.get(3 * i + 1), positions.get(3 * i + 2));
            min.minLocal(v);
            max.maxLocal(v);
            v.y = attributes.parentHeight(i);
            min.minLocal(v);
            max.maxLocal(v);
        }
        BoundingBox box = new BoundingBox(min, max);
        // The centre and extents are rounded to floats, which can leave the farthest vertex an ulp
        // outside (a vertex 2e-6 m above its patch's bound): widen them by two ulps.
        Vector3f c = box.getCenter();
        box.setXExtent(widened(max.x - c.x, c.x - min.x));
        box.setYExtent(widened(max.y - c.y, c.y - min.y));
        box.setZExtent(widened(max.z - c.z, c.z - min.z));
        return box;
    }

    private static float widened(float up, float down) {
        return Math.nextUp(Math.nextUp(Math.max(up, down)));
    }
}
