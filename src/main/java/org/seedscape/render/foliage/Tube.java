package org.seedscape.render.foliage;

import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;

/**
 * A tapered bark tube (trunk, branch or stem) along a path of points: a ring of vertices at each
 * point but the last, which is the tip the last ring closes to. The rings' frame is carried along
 * the path (parallel transport), so a bent branch does not twist; the bark region wraps once around
 * and runs once along the whole tube, which suits its lengthwise streaks.
 */
final class Tube {
    private Tube() {
    }

    /**
     * @param path    ring centres, the last one the tip
     * @param radius  the ring radii, one per point (the tip's is not used)
     * @param sway    the sway weight at each point
     */
    static void add(MeshBuilder b, Vector3f[] path, float[] radius, float[] sway, int sides, ColorRGBA bark) {
        int rings = path.length - 1;
        float[] along = new float[path.length];
        for (int i = 1; i < path.length; i++) {
            along[i] = along[i - 1] + path[i].distance(path[i - 1]);
        }
        float length = along[rings];
        Vector3f tangent = path[1].subtract(path[0]).normalizeLocal();
        Vector3f axis = Math.abs(tangent.y) < 0.9f ? Vector3f.UNIT_Y : Vector3f.UNIT_X;
        Vector3f reference = axis.subtract(tangent.mult(tangent.dot(axis))).normalizeLocal();
        int[] first = new int[rings];
        for (int i = 0; i < rings; i++) {
            tangent = path[i + 1].subtract(path[i == 0 ? 0 : i - 1]).normalizeLocal();
            reference = reference.subtract(tangent.mult(tangent.dot(reference))).normalizeLocal();
            Vector3f binormal = tangent.cross(reference);
            first[i] = b.vertexCount();
            for (int k = 0; k <= sides; k++) {
                float angle = FastMath.TWO_PI * k / sides;
                Vector3f out = reference.mult(FastMath.cos(angle)).addLocal(binormal.mult(FastMath.sin(angle)));
                b.vertex(path[i].add(out.mult(radius[i])), out, FoliageAtlas.Region.BARK.u((float) k / sides),
                        FoliageAtlas.Region.BARK.v(along[i] / length), bark, sway[i]);
            }
        }
        for (int i = 0; i + 1 < rings; i++) {
            for (int k = 0; k < sides; k++) {
                int a = first[i] + k, c = first[i + 1] + k;
                b.quad(a, a + 1, c + 1, c);
            }
        }
        Vector3f tipDirection = path[rings].subtract(path[rings - 1]).normalizeLocal();
        int tip = b.vertex(path[rings], tipDirection, FoliageAtlas.Region.BARK.u(0.5f), FoliageAtlas.Region.BARK.v(1),
                bark, sway[rings]);
        for (int k = 0; k < sides; k++) {
            b.triangle(first[rings - 1] + k, first[rings - 1] + k + 1, tip);
        }
    }
}
