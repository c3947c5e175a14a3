package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.seedscape.foliage.Species;

/**
 * A conifer: a straight tapered trunk to the top, and whorls of drooping branches whose length
 * follows a cone, each branch two crossed bent cards of the atlas' needle spray (one lying along
 * the branch's tier, one standing, so the tree has body from every side), lit as that cone; a
 * crossed pair of cards makes the leader. Sizes are in metres of an unscaled tree, fitted to the
 * species' height at the end.
 */
final class ConiferTree {
    private static final float[] TRUNK_Y = {0, 0.5f, 3, 6, 9, 12, 14.3f};
    private static final float[] TRUNK_RADIUS = {0.36f, 0.27f, 0.23f, 0.17f, 0.11f, 0.05f, 0};
    private static final float CROWN_BASE = 2.0f, TOP = 14.3f, CROWN_RADIUS = 2.9f;
    private static final float FIRST_WHORL = 2.4f, LAST_WHORL = 13.2f, WHORL_SPACING = 0.72f;

    private ConiferTree() {
    }

    static Mesh build(SplittableRandom random) {
        MeshBuilder near = new MeshBuilder();
        float[] trunkSway = new float[TRUNK_Y.length];
        Vector3f[] trunkPath = new Vector3f[TRUNK_Y.length];
        for (int i = 0; i < TRUNK_Y.length; i++) {
            trunkPath[i] = new Vector3f(0, TRUNK_Y[i], 0);
            trunkSway[i] = sway(TRUNK_Y[i]);
        }
        Tube.add(near, trunkPath, TRUNK_RADIUS, trunkSway, 6, Albedo.BARK);
        UnaryOperator<Vector3f> normal = Card.cone(CROWN_RADIUS, TOP - CROWN_BASE);
        float turn = Seeded.range(random, 0, FastMath.TWO_PI);
        for (float y = FIRST_WHORL; y <= LAST_WHORL; y += WHORL_SPACING) {
            int branches = y < 8 ? 5 : y < 11 ? 4 : 3;
            turn += Seeded.range(random, 0.5f, 0.9f);
            for (int i = 0; i < branches; i++) {
                float azimuth = turn + FastMath.TWO_PI * i / branches + Seeded.range(random, -0.25f, 0.25f);
                branch(near, random, y, azimuth, normal);
            }
        }
        Vector3f leaderBase = new Vector3f(0, LAST_WHORL - 0.4f, 0), leaderUp = new Vector3f(0, 0.9f, 0);
        for (int k = 0; k < 2; k++) {
            Vector3f across = k == 0 ? new Vector3f(0.35f, 0, 0) : new Vector3f(0, 0, 0.35f);
            Card.flat(near, leaderBase.add(leaderUp), across, leaderUp, sway(LAST_WHORL), 0.9f,
                    FoliageAtlas.Region.NEEDLES, Albedo.vary(Albedo.CONIFER, random, 0.1f), normal);
        }
        near.transform((float) Species.CONIFER.size() / near.extent().top(), 0);
        return near.build();
    }

    /** One branch of the whorl at height y: out along the azimuth, reaching the crown cone, drooping more low down. */
    private static void branch(MeshBuilder b, SplittableRandom random, float y, float azimuth,
            UnaryOperator<Vector3f> normal) {
        Vector3f out = new Vector3f(FastMath.cos(azimuth), 0, FastMath.sin(azimuth));
        float length = crownRadius(y) * Seeded.range(random, 0.85f, 1.05f);
        float droop = 0.25f + 0.2f * (TOP - y) / (TOP - CROWN_BASE);
        Vector3f start = out.mult(0.8f * trunkRadius(y)).addLocal(0, y, 0);
        Vector3f[] spine = {start, start.add(out.mult(0.5f * length)).addLocal(0, 0.06f * length, 0),
            start.add(out.mult(length)).addLocal(0, -droop * length, 0)};
        float halfWidth = Math.max(0.35f, 0.3f * length), tilt = Seeded.range(random, -0.25f, 0.25f);
        Vector3f across = new Vector3f(-out.z, 0, out.x);
        Vector3f flat = across.mult(FastMath.cos(tilt)).addLocal(0, FastMath.sin(tilt), 0).multLocal(halfWidth);
        Vector3f standing = new Vector3f(0, 0.6f * halfWidth, 0);
        float[] sway = {sway(y) + 0.1f, 0.5f, 0.95f};
        Card.add(b, spine, new Vector3f[] {flat, flat, flat}, sway, FoliageAtlas.Region.NEEDLES,
                Albedo.vary(Albedo.CONIFER, random, 0.1f), normal);
        Card.add(b, spine, new Vector3f[] {standing, standing, standing}, sway, FoliageAtlas.Region.NEEDLES,
                Albedo.vary(Albedo.CONIFER, random, 0.1f), normal);
    }

    private static float crownRadius(float y) {
        return CROWN_RADIUS * (float) Math.pow(Math.max(0, (TOP - y) / (TOP - CROWN_BASE)), 0.95);
    }

    private static float trunkRadius(float y) {
        for (int i = 1; i < TRUNK_Y.length; i++) {
            if (y <= TRUNK_Y[i]) {
                float t = (y - TRUNK_Y[i - 1]) / (TRUNK_Y[i] - TRUNK_Y[i - 1]);
                return TRUNK_RADIUS[i - 1] + t * (TRUNK_RADIUS[i] - TRUNK_RADIUS[i - 1]);
            }
        }
        return 0;
    }

    /** The trunk's sway weight at height y: it barely bends. */
    private static float sway(float y) {
        return 0.05f * FastMath.sqr(y / TOP);
    }
}
