package org.seedscape.render.foliage;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.foliage.Species;

/**
 * A rock: a subdivided icosahedron pushed in and out by smooth noise, squashed and stretched into
 * a boulder, scaled to the species' width and sunk a quarter of its height into the ground. Near
 * range takes two subdivisions (320 triangles), far range one (80): the far mesh's vertices are a
 * subset of the near one's, placed by the same noise and fit, so the two are the same rock. Smooth
 * normals; the rock region is projected on from a slanted direction, which leaves no seam.
 */
final class Rock {
    private static final int NEAR_SUBDIVISIONS = 2, FAR_SUBDIVISIONS = 1;
    private static final Vector3f SQUASH = new Vector3f(1.15f, 0.62f, 0.95f);
    private static final float SUNK = 0.25f;

    private final LatticeNoise noise;

    private Rock(long seed) {
        this.noise = new LatticeNoise(seed);
    }

    static MeshPair build(long seed) {
        Rock rock = new Rock(seed);
        List<Vector3f> near = rock.shape(NEAR_SUBDIVISIONS), far = rock.shape(FAR_SUBDIVISIONS);
        float minX = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, minY = Float.MAX_VALUE, maxY = -Float.MAX_VALUE;
        float minZ = Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (Vector3f p : near) {
            minX = Math.min(minX, p.x);
            maxX = Math.max(maxX, p.x);
            minY = Math.min(minY, p.y);
            maxY = Math.max(maxY, p.y);
            minZ = Math.min(minZ, p.z);
            maxZ = Math.max(maxZ, p.z);
        }
        float scale = (float) Species.ROCK.size() / ((maxX - minX + maxZ - minZ) / 2);
        float lift = -scale * (minY + SUNK * (maxY - minY));
        return new MeshPair(rock.mesh(NEAR_SUBDIVISIONS, near, scale, lift),
                rock.mesh(FAR_SUBDIVISIONS, far, scale, lift));
    }

    /** The displaced, squashed vertices of the icosphere of that many subdivisions, in {@link Icosphere} order. */
    private List<Vector3f> shape(int subdivisions) {
        List<Vector3f> out = new ArrayList<>();
        for (Vector3f d : Icosphere.of(subdivisions).vertices()) {
            float r = 1 + 0.22f * noise.fractal(1.6f * d.x, 1.6f * d.y, 1.6f * d.z, 2)
                    + 0.06f * noise.fractal(5 * d.x + 20, 5 * d.y, 5 * d.z, 2);
            out.add(d.mult(r).multLocal(SQUASH));
        }
        return out;
    }

    private Mesh mesh(int subdivisions, List<Vector3f> shape, float scale, float lift) {
        Icosphere sphere = Icosphere.of(subdivisions);
        List<Vector3f> position = new ArrayList<>();
        for (Vector3f p : shape) {
            position.add(p.mult(scale).addLocal(0, lift, 0));
        }
        Vector3f[] normal = new Vector3f[position.size()];
        for (int i = 0; i < normal.length; i++) {
            normal[i] = new Vector3f();
        }
        int[] triangles = sphere.triangles();
        for (int t = 0; t < triangles.length; t += 3) {
            Vector3f a = position.get(triangles[t]), b = position.get(triangles[t + 1]);
            Vector3f c = position.get(triangles[t + 2]);
            Vector3f face = b.subtract(a).crossLocal(c.subtract(a)); // length is twice the area: area-weighted
            for (int k = 0; k < 3; k++) {
                normal[triangles[t + k]].addLocal(face);
            }
        }
        MeshBuilder b = new MeshBuilder();
        float width = (float) Species.ROCK.size();
        for (int i = 0; i < position.size(); i++) {
            Vector3f p = position.get(i);
            float u = 0.5f + (0.8f * p.x + 0.6f * p.z) / (1.6f * width);
            float v = 0.5f + (p.y + 0.5f * (0.6f * p.x - 0.8f * p.z)) / (1.6f * width);
            float grain = 1 + 0.08f * noise.at(4 * p.x, 4 * p.y + 40, 4 * p.z);
            b.vertex(p, normal[i], FoliageAtlas.Region.ROCK.u(FastMath.saturate(u)),
                    FoliageAtlas.Region.ROCK.v(FastMath.saturate(v)), Albedo.ROCK.mult(grain), 0);
        }
        for (int t = 0; t < triangles.length; t += 3) {
            b.triangle(triangles[t], triangles[t + 1], triangles[t + 2]);
        }
        return b.build();
    }
}
