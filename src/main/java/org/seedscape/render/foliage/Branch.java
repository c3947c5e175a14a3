package org.seedscape.render.foliage;

import com.jme3.math.Vector3f;

/**
 * A woody axis of a tree as a tube's path: points with radii (the last one the tip) and sway
 * weights, read at any share of its length, where children grow from it.
 */
record Branch(Vector3f[] path, float[] radius, float[] sway) {

    float length() {
        float length = 0;
        for (int i = 1; i < path.length; i++) {
            length += path[i].distance(path[i - 1]);
        }
        return length;
    }

    Vector3f pointAt(float t) {
        int i = segment(t);
        return path[i].clone().interpolateLocal(path[i + 1], share(t, i));
    }

    Vector3f directionAt(float t) {
        int i = segment(t);
        return path[i + 1].subtract(path[i]).normalizeLocal();
    }

    float radiusAt(float t) {
        int i = segment(t);
        return radius[i] + share(t, i) * (radius[i + 1] - radius[i]);
    }

    float swayAt(float t) {
        int i = segment(t);
        return sway[i] + share(t, i) * (sway[i + 1] - sway[i]);
    }

    void addTo(MeshBuilder b, int sides) {
        Tube.add(b, path, radius, sway, sides, Albedo.BARK);
    }

    /** The segment holding the point a share t of the length along. */
    private int segment(float t) {
        float target = t * length(), walked = 0;
        for (int i = 0; i + 2 < path.length; i++) {
            walked += path[i + 1].distance(path[i]);
            if (walked >= target) {
                return i;
            }
        }
        return path.length - 2;
    }

    /** How far into segment i the point a share t of the length along lies, in [0, 1]. */
    private float share(float t, int i) {
        float start = 0;
        for (int k = 0; k < i; k++) {
            start += path[k + 1].distance(path[k]);
        }
        float span = path[i + 1].distance(path[i]);
        return Math.max(0, Math.min(1, (t * length() - start) / span));
    }
}
