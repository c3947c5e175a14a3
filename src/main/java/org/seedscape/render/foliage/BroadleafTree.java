package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.seedscape.foliage.Species;

/**
 * A broadleaf tree grown by a small parametric generator: a tapered, slightly wandering trunk;
 * limbs set around it at the golden angle, rising more steeply up the trunk; twigs forking off each
 * limb; gravity bending both down. Each branch reaches a share of the way to a crown ellipsoid, so
 * their tips, and the leaf-cluster cards set along the twigs, fill a rounded crown; the cards take
 * that ellipsoid's normals. Sizes are in metres of an unscaled tree, fitted to the species' height at
 * the end.
 */
final class BroadleafTree {
    private static final Vector3f CROWN_CENTRE = new Vector3f(0, 6.6f, 0);
    private static final Vector3f CROWN_RADII = new Vector3f(3.8f, 4.0f, 3.8f);
    private static final float[] TRUNK_Y = {0, 0.6f, 2.5f, 4.5f, 6.5f, 8.2f, 9.4f};
    private static final float[] TRUNK_RADIUS = {0.38f, 0.27f, 0.23f, 0.18f, 0.12f, 0.07f, 0};
    private static final int LIMBS = 9, TWIGS_PER_LIMB = 4;
    /** Heights on the trunk of the lowest and highest limb. */
    private static final float FIRST_LIMB = 3.6f, LAST_LIMB = 7.8f;
    /** How much a branch's direction drops per segment: limbs are stiffer than twigs. */
    private static final float LIMB_GRAVITY = 0.12f, TWIG_GRAVITY = 0.18f;
    private static final float LIMB_SWAY = 0.4f, TWIG_SWAY = 0.58f;
    private static final float GOLDEN_ANGLE = 2.39996f;

    private final SplittableRandom random;
    private final MeshBuilder near = new MeshBuilder();
    private final UnaryOperator<Vector3f> crownNormal = Card.ellipsoid(CROWN_CENTRE, CROWN_RADII);

    private BroadleafTree(SplittableRandom random) {
        this.random = random;
    }

    static Mesh build(SplittableRandom random) {
        BroadleafTree tree = new BroadleafTree(random);
        tree.grow();
        tree.near.transform((float) Species.BROADLEAF.size() / tree.near.extent().top(), 0);
        return tree.near.build();
    }

    private void grow() {
        Branch trunk = trunk();
        trunk.addTo(near, 6);
        float azimuth = Seeded.range(random, 0, FastMath.TWO_PI);
        for (int i = 0; i < LIMBS; i++) {
            float f = (i + Seeded.range(random, 0.2f, 0.8f)) / LIMBS;
            azimuth += GOLDEN_ANGLE + Seeded.range(random, -0.3f, 0.3f);
            float elevation = 0.35f + 0.65f * f + Seeded.range(random, -0.12f, 0.12f);
            Vector3f direction = new Vector3f(FastMath.cos(azimuth) * FastMath.cos(elevation), FastMath.sin(elevation),
                    FastMath.sin(azimuth) * FastMath.cos(elevation));
            float t = (FIRST_LIMB + (LAST_LIMB - FIRST_LIMB) * f) / trunk.length();
            Vector3f start = trunk.pointAt(t);
            float length = reach(start, direction) * Seeded.range(random, 0.72f, 0.86f);
            float radius = Math.min(0.13f, 0.6f * trunk.radiusAt(t));
            float[] taper = {radius, 0.7f * radius, 0.4f * radius};
            Branch limb = bent(start, direction, length, 3, LIMB_GRAVITY, taper, trunk.swayAt(t), LIMB_SWAY);
            limb.addTo(near, 5);
            leafCard(limb.pointAt(1), limb.directionAt(1));
            for (int k = 0; k < TWIGS_PER_LIMB; k++) {
                twig(limb, k);
            }
        }
    }

    /** The trunk: the fixed taper, wandering a little sideways above the root flare. */
    private Branch trunk() {
        Vector3f[] path = new Vector3f[TRUNK_Y.length];
        float[] sway = new float[TRUNK_Y.length];
        for (int i = 0; i < path.length; i++) {
            float wander = i < 2 ? 0 : 0.08f;
            float x = Seeded.range(random, -wander, wander), z = Seeded.range(random, -wander, wander);
            path[i] = new Vector3f(x, TRUNK_Y[i], z);
            sway[i] = 0.08f * FastMath.sqr(TRUNK_Y[i] / (float) Species.BROADLEAF.size());
        }
        return new Branch(path, TRUNK_RADIUS, sway);
    }

    /** The k-th twig of a limb, forking off at an angle and rolled around it, with three leaf cards along it. */
    private void twig(Branch limb, int k) {
        float t = 0.3f + 0.2f * k + Seeded.range(random, -0.05f, 0.05f);
        Vector3f start = limb.pointAt(t), along = limb.directionAt(t);
        Vector3f side = along.cross(Math.abs(along.y) < 0.95f ? Vector3f.UNIT_Y : Vector3f.UNIT_X).normalizeLocal();
        Vector3f other = along.cross(side);
        float roll = 2.2f * k + Seeded.range(random, -0.5f, 0.5f);
        Vector3f axis = side.mult(FastMath.cos(roll)).addLocal(other.mult(FastMath.sin(roll)));
        Vector3f direction = new Quaternion().fromAngleAxis(Seeded.range(random, 0.6f, 0.9f), axis).mult(along);
        direction.addLocal(0, 0.3f, 0).normalizeLocal();
        float length = Math.max(0.5f, Math.min(reach(start, direction) * Seeded.range(random, 0.8f, 0.95f),
                0.7f * limb.length()));
        float radius = Math.max(0.02f, 0.55f * limb.radiusAt(t));
        Branch twig = bent(start, direction, length, 2, TWIG_GRAVITY, new float[] {radius, 0.5f * radius},
                limb.swayAt(t), TWIG_SWAY);
        twig.addTo(near, 3);
        for (float at : new float[] {0.35f, 0.7f, 1}) {
            leafCard(twig.pointAt(at), twig.directionAt(at));
        }
    }

    /**
     * A leaf-cluster card whose base sits on the branch and which points roughly along it; the outer
     * the card, the more it sways.
     */
    private void leafCard(Vector3f attach, Vector3f along) {
        Vector3f up = along.add(Seeded.direction(random).multLocal(0.5f)).addLocal(0, 0.4f, 0).normalizeLocal();
        Vector3f right = up.cross(Seeded.direction(random)).normalizeLocal();
        float half = Seeded.range(random, 0.7f, 1.0f);
        Vector3f centre = attach.add(up.mult(0.6f * half));
        float outer = Math.min(1, FastMath.sqrt(centre.x * centre.x + centre.z * centre.z) / CROWN_RADII.x);
        Card.flat(near, centre, right.multLocal(half), up.mult(half), 0.6f + 0.3f * outer, 0.7f + 0.3f * outer,
                FoliageAtlas.Region.LEAVES, Albedo.vary(Albedo.BROADLEAF, random, 0.12f), crownNormal);
    }

    /**
     * A branch of equal segments from start, its direction dropping by {@code gravity} each
     * segment, tapering through the given radii to a tip, its sway rising from the parent's.
     */
    private static Branch bent(Vector3f start, Vector3f direction, float length, int segments, float gravity,
            float[] radii, float baseSway, float tipSway) {
        Vector3f[] path = new Vector3f[segments + 1];
        float[] radius = new float[segments + 1], sway = new float[segments + 1];
        path[0] = start;
        Vector3f heading = direction.clone();
        for (int s = 1; s <= segments; s++) {
            heading.addLocal(0, -gravity, 0).normalizeLocal();
            path[s] = path[s - 1].add(heading.mult(length / segments));
        }
        for (int s = 0; s <= segments; s++) {
            radius[s] = s < radii.length ? radii[s] : 0;
            sway[s] = baseSway + (tipSway - baseSway) * s / segments;
        }
        return new Branch(path, radius, sway);
    }

    /** How far a branch from {@code p} along {@code d} may grow before it leaves the crown ellipsoid. */
    private static float reach(Vector3f p, Vector3f d) {
        Vector3f q = p.subtract(CROWN_CENTRE).divideLocal(CROWN_RADII), e = d.divide(CROWN_RADII);
        float a = e.dot(e), b = 2 * q.dot(e), c = q.dot(q) - 1, discriminant = b * b - 4 * a * c;
        return discriminant < 0 ? 0.5f : Math.max(0.5f, (-b + FastMath.sqrt(discriminant)) / (2 * a));
    }
}
