package org.seedscape.render.foliage;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import java.util.function.UnaryOperator;

/**
 * A single-sided textured card (leaf cluster, needle spray, grass clump): a strip of quads along a
 * spine, so it can bend (a drooping branch, a curving blade). Its normals are not the card's own
 * but those of the plant's overall shape at each vertex (the usual soft-foliage trick): cards lit
 * as one rounded mass, not as flat facets that flip from light to dark as they turn.
 */
final class Card {
    private Card() {
    }

    /**
     * @param spine      points along the card's middle, from its base (texture v = 0) to its tip
     * @param halfWidth  for each spine point, the vector from the middle to the card's right edge
     * @param sway       the sway weight of each spine point's row
     * @param normal     the shape's outward normal at a position
     */
    static void add(MeshBuilder b, Vector3f[] spine, Vector3f[] halfWidth, float[] sway, FoliageAtlas.Region region,
            ColorRGBA albedo, UnaryOperator<Vector3f> normal) {
        int first = b.vertexCount();
        for (int i = 0; i < spine.length; i++) {
            float v = region.v((float) i / (spine.length - 1));
            Vector3f left = spine[i].subtract(halfWidth[i]), right = spine[i].add(halfWidth[i]);
            b.vertex(left, normal.apply(left), region.u(0), v, albedo, sway[i]);
            b.vertex(right, normal.apply(right), region.u(1), v, albedo, sway[i]);
        }
        for (int i = 0; i + 1 < spine.length; i++) {
            int a = first + 2 * i;
            b.quad(a, a + 1, a + 3, a + 2);
        }
    }

    /**
     * A flat quad card: its centre, the half vectors to its right and top edges, one sway at the
     * base and one at the top.
     */
    static void flat(MeshBuilder b, Vector3f centre, Vector3f right, Vector3f up, float baseSway, float topSway,
            FoliageAtlas.Region region, ColorRGBA albedo, UnaryOperator<Vector3f> normal) {
        add(b, new Vector3f[] {centre.subtract(up), centre.add(up)}, new Vector3f[] {right, right},
                new float[] {baseSway, topSway}, region, albedo, normal);
    }

    /** The outward normal of an ellipsoid (centre, radii) at a point: what leaf cards of a rounded crown take. */
    static UnaryOperator<Vector3f> ellipsoid(Vector3f centre, Vector3f radii) {
        return p -> {
            Vector3f n = p.subtract(centre).divideLocal(radii.mult(radii));
            return n.lengthSquared() < 1e-12f ? Vector3f.UNIT_Y.clone() : n.normalizeLocal();
        };
    }

    /** The outward normal of an upright cone of base radius r and height h about the y axis: a conifer's crown. */
    static UnaryOperator<Vector3f> cone(float r, float h) {
        return p -> {
            float d = (float) Math.sqrt(p.x * p.x + p.z * p.z);
            return d < 1e-6f ? Vector3f.UNIT_Y.clone() : new Vector3f(p.x / d * h, r, p.z / d * h).normalizeLocal();
        };
    }
}
