package org.seedscape.render.foliage;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import org.seedscape.foliage.Species;
import org.seedscape.render.Atmosphere;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.Quality;

/**
 * The materials foliage draws with: one per species and band (near, far), each with its band's
 * fades, sharing the atlas (the impostors' textures for far trees), the sun, the haze and the
 * wind. Render thread; the tiles' builders only hand them to new geometries.
 */
public final class FoliageMaterials {
    /** Metres the wind's waves repeat over: the shader's wave numbers are whole multiples of 2 pi over it. */
    private static final double WIND_PERIOD = 1024;
    /** Metres a vertex of sway 1 moves in the wind, per unit of the instance's scale. */
    private static final Map<Species, Float> WIND = Map.of(Species.GRASS, 0.12f, Species.BUSH, 0.1f,
            Species.BROADLEAF, 0.35f, Species.CONIFER, 0.25f, Species.ROCK, 0f);

    private final Map<Species, Material> near = new EnumMap<>(Species.class), far = new EnumMap<>(Species.class);
    private final Vector2f originOffset = new Vector2f();

    public FoliageMaterials(AssetManager assets, FoliageMeshes meshes, TreeImpostors impostors, FoliageBands bands,
                            Quality quality, double seaLevel) {
        for (Species s : Species.values()) {
            near.put(s, material(assets, meshes, s, bands.near(s)));
            Material m = material(assets, meshes, s, bands.far(s));
            if (s.isTree()) {
                impostor(m, impostors, s);
                // a CPU rasteriser pays per pixel for the normals' read and the light
                m.setBoolean("VertexLight", quality == Quality.LOW);
            }
            far.put(s, m);
        }
        setSeaLevel(seaLevel);
    }

    /** Turns a far tree's material to its impostor: the baked views and where the species' row lies. */
    private static void impostor(Material m, TreeImpostors impostors, Species s) {
        m.setBoolean("Impostor", true);
        m.setTexture("ImpostorAlbedo", impostors.albedo());
        m.setTexture("ImpostorNormals", impostors.normals());
        m.setFloat("ImpostorRow", TreeImpostors.row(s));
        m.setFloat("ImpostorViews", TreeImpostors.VIEWS);
        m.setFloat("ImpostorRows", TreeImpostors.ROWS);
        m.setFloat("ImpostorInset", (float) TreeImpostors.MARGIN / TreeImpostors.CELL);
    }

    private static Material material(AssetManager assets, FoliageMeshes meshes, Species s, FoliageBands.Band band) {
        Material m = new Material(assets, "MatDefs/Foliage/Foliage.j3md");
        m.setTexture("Atlas", meshes.atlas());
        m.setVector2("FadeIn", new Vector2f(band.inStart(), band.inEnd()));
        m.setVector2("FadeOut", new Vector2f(band.outStart(), band.outEnd()));
        m.setFloat("ThinFrom", band.thinFrom());
        m.setFloat("InFrom", band.inFrom());
        m.setFloat("Height", meshes.height(s));
        m.setFloat("Wind", WIND.get(s));
        Atmosphere.apply(m);
        return m;
    }

    public Material near(Species s) {
        return near.get(s);
    }

    /** The far shape's material (an impostor's for trees). */
    public Material far(Species s) {
        return far.get(s);
    }

    public void setSeaLevel(double seaLevel) {
        forEach(m -> m.setFloat("SeaLevel", (float) seaLevel));
    }

    /** Once a frame: the haze hides the edge of the world at this distance, as on the terrain. */
    public void setViewDistance(double viewDistance) {
        forEach(m -> Atmosphere.setViewDistance(m, viewDistance));
    }

    /** Follows the floating origin, so the wind's waves run on unbroken when it jumps. */
    public void followOrigin(FloatingOrigin origin) {
        origin.offsetModulo(WIND_PERIOD, originOffset);
        forEach(m -> m.setVector2("OriginOffset", originOffset));
    }

    void forEach(Consumer<Material> action) {
        near.values().forEach(action);
        far.values().forEach(action);
    }
}
