package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A unit icosphere: the icosahedron with each triangle split in four, that many times, new vertices
 * pushed out to the sphere. Vertices of fewer subdivisions come first in the same order, so a coarser
 * sphere's vertices are a prefix of a finer one's. Triangles wind counter-clockwise seen from outside.
 */
record Icosphere(List<Vector3f> vertices, int[] triangles) {

    static Icosphere of(int subdivisions) {
        float t = (1 + FastMath.sqrt(5)) / 2;
        List<Vector3f> vertices = new ArrayList<>();
        float[][] corners = {{-1, t, 0}, {1, t, 0}, {-1, -t, 0}, {1, -t, 0}, {0, -1, t}, {0, 1, t}, {0, -1, -t},
            {0, 1, -t}, {t, 0, -1}, {t, 0, 1}, {-t, 0, -1}, {-t, 0, 1}};
        for (float[] c : corners) {
            vertices.add(new Vector3f(c[0], c[1], c[2]).normalizeLocal());
        }
        int[] faces = {0, 11, 5, 0, 5, 1, 0, 1, 7, 0, 7, 10, 0, 10, 11, 1, 5, 9, 5, 11, 4, 11, 10, 2, 10, 7, 6, 7, 1, 8,
            3, 9, 4, 3, 4, 2, 3, 2, 6, 3, 6, 8, 3, 8, 9, 4, 9, 5, 2, 4, 11, 6, 2, 10, 8, 6, 7, 9, 8, 1};
        for (int s = 0; s < subdivisions; s++) {
            Map<Long, Integer> midpoints = new HashMap<>();
            int[] finer = new int[faces.length * 4];
            for (int f = 0; f < faces.length; f += 3) {
                int a = faces[f], b = faces[f + 1], c = faces[f + 2];
                int ab = midpoint(vertices, midpoints, a, b), bc = midpoint(vertices, midpoints, b, c);
                int ca = midpoint(vertices, midpoints, c, a);
                System.arraycopy(new int[] {a, ab, ca, b, bc, ab, c, ca, bc, ab, bc, ca}, 0, finer, 4 * f, 12);
            }
            faces = finer;
        }
        return new Icosphere(vertices, faces);
    }

    private static int midpoint(List<Vector3f> vertices, Map<Long, Integer> midpoints, int a, int b) {
        long key = (long) Math.min(a, b) << 32 | Math.max(a, b);
        return midpoints.computeIfAbsent(key, k -> {
            vertices.add(vertices.get(a).add(vertices.get(b)).normalizeLocal());
            return vertices.size() - 1;
        });
    }
}
