package org.seedscape.render.foliage;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.seedscape.foliage.FoliagePlacement;
import org.seedscape.foliage.Species;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.render.MeshHeights;
import org.seedscape.render.Quality;
import org.seedscape.render.TerrainMaterials;
import org.seedscape.render.TileSurface;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * Puts foliage on tiles: where it stands ({@link FoliagePlacement}, for the world now shown), the
 * meshes and materials it draws with and the bands it shows in. {@link #dress} runs on the tiles'
 * builders; the rest on the render thread.
 */
public final class FoliageDresser {
    private final FoliageMaterials materials;
    private final Map<Species, SpeciesLook> looks = new EnumMap<>(Species.class);
    private volatile FoliagePlacement placement;
    private final Vector3f broadleafCrowns, coniferCrowns;
    private final AtomicLong buildNanos = new AtomicLong();

    /** {@code groundGrass}: the terrain's grass layer colour far away, which far grass fades into. */
    public FoliageDresser(AssetManager assets, Quality quality, TerrainFunction terrain, Vector3f groundGrass) {
        FoliageMeshes meshes = FoliageMeshes.build();
        TreeImpostors impostors = TreeImpostors.bake(meshes);
        broadleafCrowns = impostors.meanAlbedo(Species.BROADLEAF);
        coniferCrowns = impostors.meanAlbedo(Species.CONIFER);
        FoliageBands bands = FoliageBands.of(quality);
        // the terrain's filtering economy in the low tier: the nearest texel of the nearest level
        meshes.atlas().setMinFilter(quality.minFilter());
        impostors.albedo().setMinFilter(quality.minFilter());
        materials = new FoliageMaterials(assets, meshes, impostors, bands, quality, terrain.params().seaLevel());
        materials.far(Species.GRASS).setVector3("FarColor", groundGrass);
        for (Species s : Species.values()) {
            Mesh far = s.isTree() ? impostors.billboard(s) : meshes.far(s);
            looks.put(s, new SpeciesLook(meshes.near(s), materials.near(s), bands.near(s), far, materials.far(s),
                    bands.far(s), meshes.obstacleRadius(s)));
        }
        setTerrain(terrain);
    }

    /** A new world: tiles dressed from now on follow its preset and seed. Render thread. */
    public void setTerrain(TerrainFunction terrain) {
        placement = new FoliagePlacement(terrain.params(), terrain.seed());
        materials.setSeaLevel(terrain.params().seaLevel());
    }

    /** Gives the terrain the colours of the trees' crowns, which its woods show from afar. Render thread. */
    public void colourCanopy(TerrainMaterials terrain) {
        terrain.setCanopyColors(broadleafCrowns, coniferCrowns);
    }

    /** Covers a tile's surface with the canopy of the trees it will carry, before its mesh is made. Any thread. */
    public void plantCanopy(TileSurface surface) {
        surface.plantCanopy(placement);
    }

    /** What stands on a tile whose builder has {@code surface}, and whose mesh shows {@code heights}. Any thread. */
    public TileFoliageDrawing dress(TileKey key, TileLayout layout, TileSurface surface, MeshHeights heights) {
        long t0 = System.nanoTime();
        TileFoliageDrawing d = TileFoliageBuilder.build(key.name(), placement.place(key, layout, surface), heights,
                surface.samples(), surface.spacing(), looks);
        buildNanos.addAndGet(System.nanoTime() - t0);
        return d;
    }

    /** Once a frame: the haze's distance, as on the terrain. */
    public void setViewDistance(double viewDistance) {
        materials.setViewDistance(viewDistance);
    }

    public void followOrigin(FloatingOrigin origin) {
        materials.followOrigin(origin);
    }

    /** Applies {@code action} to every material the plants are drawn with (near meshes and far shapes). */
    public void forEachMaterial(Consumer<Material> action) {
        materials.forEach(action);
    }

    /** Milliseconds the builders have spent placing and building foliage since the start. */
    public double buildMs() {
        return buildNanos.get() * 1e-6;
    }
}
