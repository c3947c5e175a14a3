package org.seedscape.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Renderer;
import com.jme3.shader.VarType;
import com.jme3.texture.TextureArray;

/**
 * The material every tile draws with (its skirt included) and what it holds: the ground
 * textures and the detail ranges of its quality tier, the sea floor, the haze (also seen by the
 * tiles' LOD, {@link HazeSight}), the sea level and the floating origin's offset. Render thread;
 * built once, shared by every tile.
 */
public final class TerrainMaterials {
    private final Material surface;
    private final GroundTextures textures;
    /** Bound in place of the normal maps until they are decoded; null once they are. */
    private TextureArray flatNormals;
    private final Vector2f originOffset = new Vector2f();
    private final HazeSight haze = new HazeSight();

    /** {@code softwareRasteriser}: whether the GL is one ({@link Quality#softwareRasteriser}). */
    public TerrainMaterials(AssetManager assets, double seaLevel, Quality quality, boolean softwareRasteriser) {
        surface = new Material(assets, "MatDefs/Terrain/Terrain.j3md");
        textures = GroundTextures.load(quality, softwareRasteriser);
        textures.setOn(surface);
        flatNormals = GroundTextures.flatNormals();
        surface.setTexture("Normals", flatNormals);
        quality.setOn(surface);
        SeaFloor.setOnTerrain(surface);
        Atmosphere.apply(surface);
        setSeaLevel(seaLevel);
    }

    public Material surface() {
        return surface;
    }

    /** What the grass layer averages to far away (linear light): grass that ends fades into it. */
    public Vector3f grassColor() {
        return textures.meanColor(0);
    }

    /**
     * The colours of the trees' crowns seen from afar (linear light), broadleaf and conifer, which
     * the woods' canopy gives the ground where single trees shrink out of sight.
     */
    public void setCanopyColors(Vector3f broadleaf, Vector3f conifer) {
        surface.setParam("CanopyColor", VarType.Vector3Array, new Vector3f[] {broadleaf.clone(), conifer.clone()});
    }

    public void setSeaLevel(double seaLevel) {
        surface.setFloat("SeaLevel", (float) seaLevel);
        haze.setSeaLevel(seaLevel);
    }

    /** Once a frame: the haze hides the edge of the world at this distance. */
    public void setViewDistance(double viewDistance) {
        Atmosphere.setViewDistance(surface, viewDistance);
        haze.setFogDistance(viewDistance);
    }

    /** The material's haze, for the tiles' LOD jobs. */
    public HazeSight haze() {
        return haze;
    }

    /** Once a frame: swaps in the normal maps when they are decoded. */
    public void update(Renderer renderer) {
        if (flatNormals != null && textures.normals().isDone()) {
            TextureArray normals = textures.normals().join();
            surface.setTexture("Normals", normals);
            renderer.deleteImage(flatNormals.getImage());
            flatNormals = null;
        }
    }

    /** Follows the floating origin, so texture coordinates run on unbroken when it jumps. */
    public void followOrigin(FloatingOrigin origin) {
        origin.offsetModulo(GroundTextures.ORIGIN_PERIOD, originOffset);
        surface.setVector2("OriginOffset", originOffset);
    }

    /** Whether the normal maps are in (a picture taken before would lack them close up). */
    public boolean complete() {
        return flatNormals == null;
    }
}
