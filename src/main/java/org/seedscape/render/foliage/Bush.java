package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.seedscape.foliage.Species;

/**
 * A bush: a few woody stems fanning out from the ground, inside a dome of leaf-cluster cards
 * scattered over the outer part of an ellipsoid and lit as that ellipsoid. Far range draws the same
 * dome with fewer, larger cards and two stems, fitted to the same height.
 */
final class Bush {
    private static final Vector3f CENTRE = new Vector3f(0, 0.7f, 0);
    private static final Vector3f RADII = new Vector3f(0.8f, 0.6f, 0.8f);
    private static final float MIN_LEAF_HEIGHT = 0.05f;

    private Bush() {
    }

    static MeshPair build(SplittableRandom random) {
        MeshBuilder near = shrub(random, 4, 44, 0.26f);
        MeshBuilder far = shrub(random, 2, 14, 0.42f);
        near.transform((float) Species.BUSH.size() / near.extent().top(), 0);
        far.transform((float) Species.BUSH.size() / far.extent().top(), 0);
        return new MeshPair(near.build(), far.build());
    }

    private static MeshBuilder shrub(SplittableRandom random, int stems, int cards, float halfSize) {
        MeshBuilder b = new MeshBuilder();
        float turn = Seeded.range(random, 0, FastMath.TWO_PI);
        for (int i = 0; i < stems; i++) {
            float azimuth = turn + FastMath.TWO_PI * i / stems;
            Vector3f out = new Vector3f(FastMath.cos(azimuth), 0, FastMath.sin(azimuth));
            Vector3f root = out.mult(0.03f);
            Vector3f[] path = {root, root.add(0, 0.12f, 0), out.mult(0.25f).addLocal(0, 0.45f, 0),
                out.mult(0.5f).addLocal(0, 0.85f, 0)}; // upright at first, so the root ring lies flat on the ground
            float[] radius = {0.035f, 0.03f, 0.02f, 0}, sway = {0, 0.05f, 0.15f, 0.3f};
            Tube.add(b, path, radius, sway, 3, Albedo.BARK);
        }
        UnaryOperator<Vector3f> normal = Card.ellipsoid(CENTRE, RADII);
        for (int i = 0; i < cards; i++) {
            Vector3f direction = Seeded.direction(random);
            direction.y = Math.max(direction.y, -0.3f);
            direction.normalizeLocal();
            float depth = Seeded.range(random, 0.55f, 0.95f);
            Vector3f centre = CENTRE.add(direction.mult(RADII).multLocal(depth));
            Vector3f up = direction.add(0, 0.6f, 0).addLocal(Seeded.direction(random).multLocal(0.4f)).normalizeLocal();
            Vector3f right = up.cross(Seeded.direction(random)).normalizeLocal();
            float size = halfSize * Seeded.range(random, 0.85f, 1.15f);
            float lowest = centre.y - size * (Math.abs(up.y) + Math.abs(right.y));
            centre.y += Math.max(0, MIN_LEAF_HEIGHT - lowest); // no card dips into the ground
            float sway = 0.3f + 0.55f * centre.y / (CENTRE.y + RADII.y);
            Card.flat(b, centre, right.multLocal(size), up.mult(size), sway, sway + 0.15f, FoliageAtlas.Region.LEAVES,
                    Albedo.vary(Albedo.BUSH, random, 0.12f), normal);
        }
        return b;
    }
}
