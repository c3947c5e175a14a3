package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.seedscape.foliage.Species;

/**
 * A tuft of grass: close up, six cards of the atlas' blade clump, rooted around the centre and leaning
 * well outwards (a tuft spans about 0.8 m, so a meadow's tufts cover the ground between them), each
 * bent once so the wind curves it. Normals point up and out from below the tuft, so it shades like a
 * soft mound.
 */
final class GrassTuft {
    private static final int CARDS = 6;

    private GrassTuft() {
    }

    /**
     * The tuft close up, and for farther out two crossed cards of its size: 4 triangles instead of
     * 24, and 8 vertices, which a CPU rasteriser shades in one pass of its eight-wide vertex shader
     * (a third card cost the mixed route's low flight 1.7 ms a frame and did not show from 12 m).
     */
    static MeshPair build(SplittableRandom random) {
        return new MeshPair(near(random), far(random));
    }

    private static Mesh near(SplittableRandom random) {
        MeshBuilder b = new MeshBuilder();
        UnaryOperator<Vector3f> normal = p -> p.subtract(0, -0.6f, 0);
        float turn = Seeded.range(random, 0, FastMath.TWO_PI);
        for (int i = 0; i < CARDS; i++) {
            float azimuth = turn + FastMath.TWO_PI * (i + Seeded.range(random, 0, 0.3f)) / CARDS;
            Vector3f out = new Vector3f(FastMath.cos(azimuth), 0, FastMath.sin(azimuth));
            Vector3f across = new Vector3f(-out.z, 0, out.x);
            float height = Seeded.range(random, 0.85f, 1.0f);
            // wide and leaning out, so neighbouring tufts (0.4 m apart at 6 a square metre) meet
            float lean = Seeded.range(random, 0.25f, 0.45f), halfWidth = Seeded.range(random, 0.16f, 0.22f);
            Vector3f root = out.mult(Seeded.range(random, 0.04f, 0.12f));
            Vector3f[] spine = new Vector3f[3];
            Vector3f[] half = new Vector3f[3];
            float[] sway = new float[3];
            for (int k = 0; k < 3; k++) {
                float t = k / 2f;
                spine[k] = root.add(out.mult(lean * t * t)).addLocal(0, height * t, 0);
                half[k] = across.mult(halfWidth * (1 + 0.3f * t));
                sway[k] = t * t;
            }
            Card.add(b, spine, half, sway, FoliageAtlas.Region.GRASS, Albedo.vary(Albedo.GRASS, random, 0.12f), normal);
        }
        b.transform((float) Species.GRASS.size() / b.extent().top(), 0);
        return b.build();
    }

    /** Two crossed cards as wide as the tuft's spread, swaying at the top. */
    private static Mesh far(SplittableRandom random) {
        MeshBuilder b = new MeshBuilder();
        UnaryOperator<Vector3f> normal = p -> p.subtract(0, -0.6f, 0);
        float turn = Seeded.range(random, 0, FastMath.TWO_PI);
        for (int i = 0; i < 2; i++) {
            float azimuth = turn + FastMath.PI * i / 2;
            Vector3f across = new Vector3f(FastMath.cos(azimuth), 0, FastMath.sin(azimuth)).multLocal(0.4f);
            Card.flat(b, new Vector3f(0, 0.5f, 0), across, new Vector3f(0, 0.5f, 0), 0, 1, FoliageAtlas.Region.GRASS,
                    Albedo.vary(Albedo.GRASS, random, 0.12f), normal);
        }
        b.transform((float) Species.GRASS.size() / b.extent().top(), 0);
        return b.build();
    }
}
