package org.seedscape.render.foliage;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.texture.Texture2D;
import java.nio.FloatBuffer;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.seedscape.foliage.Species;

/**
 * The base meshes of the foliage, one for close range per species and one for far range for grass,
 * bushes and rocks, and the atlas they sample; the instanced drawing adds each instance's scale,
 * turn and tint on top. Trees go far as impostors baked from their near mesh ({@link TreeImpostors}).
 * Built once at start-up from a fixed seed (not the world's), so every run and every world shows
 * the same plants. Each mesh stands on y = 0 about the vertical axis at an
 * instance scale of 1, its height (a rock's width) the species' size, and carries Position, Normal,
 * TexCoord (in the atlas) and Color (linear albedo; alpha = sway weight, 0 where rigid up to 1 at
 * leaf and blade tips), indexed triangles. Leaf, needle and grass cards are single-sided: draw with
 * face culling off and an alpha test at 0.5; the atlas' rgb is a detail multiplier stored halved
 * ({@link FoliageAtlas}).
 */
public final class FoliageMeshes {
    /** Metres: what a walker's body spans above the ground. */
    private static final float BODY_HEIGHT = 1.8f;
    /** The foliage's own seed: the plants' look, independent of the world seed. */
    private static final long SEED = 0x5EED5CA9EF01L;

    private final Map<Species, MeshPair> meshes;
    private final Map<Species, MeshExtent> extents = new EnumMap<>(Species.class);
    private final Map<Species, Float> obstacles = new EnumMap<>(Species.class);
    private final Texture2D atlas;

    private FoliageMeshes(Map<Species, MeshPair> meshes, Texture2D atlas) {
        this.meshes = meshes;
        this.atlas = atlas;
        for (Map.Entry<Species, MeshPair> e : meshes.entrySet()) {
            Species s = e.getKey();
            MeshPair pair = e.getValue();
            MeshExtent extent = extent(pair.near());
            if (pair.far() != null) {
                MeshExtent far = extent(pair.far());
                extent = new MeshExtent(Math.max(extent.radius(), far.radius()),
                        Math.min(extent.bottom(), far.bottom()), Math.max(extent.top(), far.top()),
                        Math.max(extent.width(), far.width()));
            }
            extents.put(s, extent);
            obstacles.put(s, s.isTree() || s == Species.ROCK ? rigidReach(pair.near()) : 0);
        }
    }

    /** Builds every species' meshes and the atlas (about a second; no GL calls). */
    public static FoliageMeshes build() {
        Map<Species, MeshPair> meshes = new EnumMap<>(Species.class);
        for (Species s : Species.values()) {
            SplittableRandom random = new SplittableRandom(SEED + 31L * s.ordinal());
            meshes.put(s, switch (s) {
                case GRASS -> GrassTuft.build(random);
                case BUSH -> Bush.build(random);
                case BROADLEAF -> new MeshPair(BroadleafTree.build(random), null);
                case CONIFER -> new MeshPair(ConiferTree.build(random), null);
                case ROCK -> Rock.build(random.nextLong());
            });
        }
        return new FoliageMeshes(meshes, FoliageAtlas.generate(SEED));
    }

    /** The full mesh for close range. */
    public Mesh near(Species s) {
        return meshes.get(s).near();
    }

    /**
     * The few-triangle mesh for far range, of the near mesh's size, outline and colours: three
     * straight cards for a grass tuft, fewer and larger cards for the bush, a once-subdivided rock.
     * Trees have none: they go far as impostors ({@link TreeImpostors}).
     *
     * @throws IllegalArgumentException for a tree
     */
    public Mesh far(Species s) {
        Mesh far = meshes.get(s).far();
        if (far == null) {
            throw new IllegalArgumentException(s + " has no far mesh");
        }
        return far;
    }

    /** The texture atlas every foliage mesh samples: linear RGBA8, mipmapped, trilinear, edge-clamped. */
    public Texture2D atlas() {
        return atlas;
    }

    /**
     * Metres at instance scale 1: how far the species' meshes reach from the vertical axis (the
     * larger reach of near and far where a far mesh exists, else the near mesh's).
     */
    public float radius(Species s) {
        return extents.get(s).radius();
    }

    /** Metres at instance scale 1: the highest point of the near mesh, and of the far one where it exists. */
    public float height(Species s) {
        return extents.get(s).top();
    }

    /**
     * Metres at instance scale 1: the lowest point of the near mesh, and of the far one where it
     * exists; 0 for plants, below 0 for a rock.
     */
    public float bottom(Species s) {
        return extents.get(s).bottom();
    }

    /**
     * Metres at instance scale 1 that a walker keeps clear of the axis: how far a trunk or a rock
     * reaches at body height; 0 for what a walker goes through (grass, bushes).
     */
    public float obstacleRadius(Species s) {
        return obstacles.get(s);
    }

    /** The farthest rigid vertex (sway under 0.1: trunk, rock) from the axis up to a walker's height. */
    private static float rigidReach(Mesh mesh) {
        FloatBuffer position = mesh.getFloatBuffer(VertexBuffer.Type.Position).duplicate();
        FloatBuffer color = mesh.getFloatBuffer(VertexBuffer.Type.Color).duplicate();
        float reach = 0;
        for (int v = 0; v < mesh.getVertexCount(); v++) {
            float x = position.get(3 * v), y = position.get(3 * v + 1), z = position.get(3 * v + 2);
            if (y <= BODY_HEIGHT && color.get(4 * v + 3) < 0.1f) {
                reach = Math.max(reach, (float) Math.hypot(x, z));
            }
        }
        return reach;
    }

    private static MeshExtent extent(Mesh mesh) {
        float[] position = new float[mesh.getVertexCount() * 3];
        mesh.getFloatBuffer(VertexBuffer.Type.Position).duplicate().rewind().get(position);
        return MeshExtent.of(position, mesh.getVertexCount());
    }
}
