package org.seedscape.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.math.Vector4f;
import com.jme3.renderer.Renderer;
import com.jme3.shader.VarType;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.TextureArray;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The material every tile draws with (its skirt included) and what it holds: the ground
 * textures and the detail ranges of its quality tier, the sea floor, the haze (also seen by the
 * tiles' LOD, {@link HazeSight}), the sea level, the floating origin's offset and the brush
 * strokes the tiles do not carry yet ({@link #showEditPreview}). Render thread; built once, shared
 * by every tile.
 */
public final class TerrainMaterials {
    /** Texels a side of the edit preview's map. */
    public static final int EDIT_PREVIEW_TEXELS = 256;
    private final Material surface;
    private final GroundTextures textures;
    /** Bound in place of the normal maps until they are decoded; null once they are. */
    private TextureArray flatNormals;
    private final Vector2f originOffset = new Vector2f();
    private final HazeSight haze = new HazeSight();
    /** The edit preview's map (keep, add per texel): one texture, its texels written again for each preview. */
    private final Texture2D editPreview;
    /** Materials of what stands on the ground (the foliage's), which lay the edit preview under them too. */
    private final List<Material> onGround = new ArrayList<>();
    /** World x, z of the edit preview's corner and its side, metres (0: none shown). */
    private double previewX, previewZ, previewSide;
    private double originX, originZ;

    /**
     * {@code softwareRasteriser}: whether the GL is one ({@link Quality#softwareRasteriser});
     * {@code ground}: the layers' textures ({@link GroundTextures#load}, whose exceptions these are).
     */
    public TerrainMaterials(AssetManager assets, double seaLevel, Quality quality, boolean softwareRasteriser,
                            List<GroundLayerTexture> ground) {
        surface = new Material(assets, "MatDefs/Terrain/Terrain.j3md");
        textures = GroundTextures.load(quality, softwareRasteriser, ground, assets);
        textures.setOn(surface);
        flatNormals = GroundTextures.flatNormals();
        surface.setTexture("Normals", flatNormals);
        quality.setOn(surface);
        SeaFloor.setOnTerrain(surface);
        Atmosphere.apply(surface);
        setSeaLevel(seaLevel);
        editPreview = new Texture2D(new Image(Image.Format.RG32F, EDIT_PREVIEW_TEXELS, EDIT_PREVIEW_TEXELS,
                BufferUtils.createByteBuffer(EDIT_PREVIEW_TEXELS * EDIT_PREVIEW_TEXELS * 8), ColorSpace.Linear));
        editPreview.setMagFilter(Texture.MagFilter.Bilinear);
        editPreview.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
        editPreview.setWrap(Texture.WrapMode.EdgeClamp);
        surface.setTexture("EditPreview", editPreview);
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
            TextureArray normals = textures.decodedNormals();
            surface.setTexture("Normals", normals);
            renderer.deleteImage(flatNormals.getImage());
            flatNormals = null;
        }
    }

    /** Follows the floating origin, so texture coordinates run on unbroken when it jumps. */
    public void followOrigin(FloatingOrigin origin) {
        origin.offsetModulo(GroundTextures.ORIGIN_PERIOD, originOffset);
        surface.setVector2("OriginOffset", originOffset);
        originX = origin.x();
        originZ = origin.z();
        placeEditPreview();
    }

    /**
     * Lays brush strokes the tiles do not carry yet over the drawn ground (EditPreview.glsllib):
     * {@code keepAdd} holds {@link #EDIT_PREVIEW_TEXELS} squared pairs (keep, add), row by row from
     * the corner at world ({@code cornerX}, {@code cornerZ}) east, then north, over a square
     * {@code side} metres across, each texel's value at its middle.
     */
    public void showEditPreview(float[] keepAdd, double cornerX, double cornerZ, double side) {
        FloatBuffer texels = editPreview.getImage().getData(0).asFloatBuffer();
        texels.clear();
        texels.put(keepAdd);
        editPreview.getImage().setUpdateNeeded();
        previewX = cornerX;
        previewZ = cornerZ;
        previewSide = side;
        placeEditPreview();
    }

    /** Takes the edit preview away: the tiles carry its strokes now (or they were undone). */
    public void hideEditPreview() {
        previewSide = 0;
        placeEditPreview();
    }

    /**
     * Lays the edit preview under {@code material}'s too, which draws what stands on the ground
     * (Foliage.j3md's {@code EditPreview} and {@code EditPreviewBox}): it stands on the strokes as
     * the terrain draws them.
     */
    public void showEditPreviewUnder(Material material) {
        material.setTexture("EditPreview", editPreview);
        onGround.add(material);
        placeEditPreview();
    }

    /** Whether an edit preview is shown. */
    public boolean showsEditPreview() {
        return previewSide > 0;
    }

    private void placeEditPreview() {
        Vector4f box = new Vector4f((float) (previewX - originX), (float) (previewZ - originZ), (float) previewSide, (float) previewSide);
        surface.setVector4("EditPreviewBox", box);
        onGround.forEach(m -> m.setVector4("EditPreviewBox", box));
    }

    /** Whether the normal maps are in (a picture taken before would lack them close up). */
    public boolean complete() {
        return flatNormals == null;
    }
}
