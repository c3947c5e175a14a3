package org.seedscape.render.foliage;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer.Type;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.seedscape.foliage.Species;

/**
 * Far trees as camera-facing impostors: two triangles a tree instead of a mesh, which a CPU
 * rasteriser cannot afford for thousands of far trees. Baked once at start-up by rasterising each
 * tree species' near mesh in plain Java (no GL calls, so the same bytes on every machine, testable
 * without a context; {@link ImpostorRaster}), into two textures of one layout:
 * <ul>
 * <li>{@link #albedo()}: rgb the unlit colour the near shader would light, vertex colour times the
 * atlas' detail times its darkening of the crown's inside; alpha the cutout, 1 where covered;</li>
 * <li>{@link #normals()}: rgb {@code 0.5 + 0.5 n}, n the mesh's normal in the view's frame (x along
 * the viewer's right, y up, z toward the viewer); alpha the same cutout.</li>
 * </ul>
 * Layout: {@link #ROWS} rows of {@link #VIEWS} square cells of {@link #CELL} texels, rows from
 * v = 0, row {@link #row} per species (broadleaf, conifer). Cell c of a row shows the tree from
 * azimuth {@code a = 2 pi c / VIEWS} in the mesh's own frame: seen from the direction
 * {@code (cos a, 0, sin a)} from the trunk, orthographically, the cell's u along the viewer's right
 * {@code (sin a, 0, -cos a)} and v up. The tree's extent (twice {@link FoliageMeshes#radius} wide,
 * {@link FoliageMeshes#bottom} to {@link FoliageMeshes#height} high) fills a cell's content, which
 * keeps {@link #MARGIN} texels clear on every side so small mips do not bleed into the neighbours.
 * So the view for a viewer in mesh-frame direction (x, z) from the trunk is
 * {@code round(atan2(z, x) / (2 pi / VIEWS)) mod VIEWS}.
 * <p>
 * The billboard {@link #quad} spans the content only: its TexCoord t runs 0..1 over the tree's
 * extent, and a shader finds the texture coordinate as {@link #textureU} and {@link #textureV} do:
 * {@code ((view + (MARGIN + t.x * (CELL - 2 MARGIN)) / CELL) / VIEWS,
 * (row + (MARGIN + t.y * (CELL - 2 MARGIN)) / CELL) / ROWS)}.
 * <p>
 * Both textures are linear RGBA8, trilinear, edge-clamped, with mips down to one texel a cell that
 * keep each cell's alpha-tested coverage and dilate colour into the cutout ({@link ImpostorMipmaps}).
 */
public final class TreeImpostors {
    public static final int VIEWS = 8;
    public static final int CELL = 128;
    /** Texels kept clear on every side of a cell's content. */
    public static final int MARGIN = 4;
    /** One row of cells per tree species. */
    public static final int ROWS = 2;
    /** The textures' size in texels. */
    public static final int WIDTH = VIEWS * CELL, HEIGHT = ROWS * CELL;
    /** Mip levels, the last one a texel a cell. */
    public static final int LEVELS = Integer.numberOfTrailingZeros(CELL) + 1;
    private static final List<Species> TREES = List.of(Species.BROADLEAF, Species.CONIFER);

    private final Texture2D albedo, normals;
    private final Map<Species, Mesh> quads;

    private TreeImpostors(Texture2D albedo, Texture2D normals, Map<Species, Mesh> quads) {
        this.albedo = albedo;
        this.normals = normals;
        this.quads = quads;
    }

    /** Bakes both tree species' impostors from their near meshes and the atlas (level 0, left untouched). */
    public static TreeImpostors bake(FoliageMeshes meshes) {
        Image atlas = meshes.atlas().getImage();
        byte[] texels = new byte[4 * atlas.getWidth() * atlas.getHeight()];
        atlas.getData(0).duplicate().rewind().get(texels); // a duplicate: the atlas' own position stays put
        ImpostorRaster raster = new ImpostorRaster(texels, atlas.getWidth());
        Map<Species, Mesh> quads = new EnumMap<>(Species.class);
        for (Species s : TREES) {
            raster.drawRow(row(s), meshes.near(s), meshes.radius(s), meshes.bottom(s), meshes.height(s));
            quads.put(s, billboard(meshes.radius(s), meshes.bottom(s), meshes.height(s)));
        }
        ImpostorMipmaps mipmaps = new ImpostorMipmaps(raster);
        return new TreeImpostors(texture(mipmaps.albedo()), texture(mipmaps.normals()), quads);
    }

    /** The row of a tree species' cells: 0 broadleaf, 1 conifer. */
    public static int row(Species s) {
        int row = TREES.indexOf(s);
        if (row < 0) {
            throw new IllegalArgumentException("no impostor for " + s);
        }
        return row;
    }

    /** The texture u of a point a share u across the content of a row's cell {@code view}. */
    public static float textureU(int view, float u) {
        return (view + (MARGIN + u * (CELL - 2 * MARGIN)) / CELL) / VIEWS;
    }

    /** The texture v of a point a share v up the content of a row's cells. */
    public static float textureV(int row, float v) {
        return (row + (MARGIN + v * (CELL - 2 * MARGIN)) / CELL) / ROWS;
    }

    /** Unlit albedo and cutout of every view. */
    public Texture2D albedo() {
        return albedo;
    }

    /** Normals in each view's frame and the same cutout. */
    public Texture2D normals() {
        return normals;
    }

    /**
     * The billboard of a tree species, standing about the vertical axis in the xy plane, facing +z,
     * over the tree's extent at scale 1: Position, TexCoord (0..1 over the cell's content),
     * Normal (0, 0, 1), Color (1, 1, 1, 0): white, no sway.
     */
    public Mesh quad(Species s) {
        Mesh quad = quads.get(s);
        if (quad == null) {
            throw new IllegalArgumentException("no impostor for " + s);
        }
        return quad;
    }

    private static Mesh billboard(float radius, float bottom, float top) {
        Mesh mesh = new Mesh();
        mesh.setBuffer(Type.Position, 3, new float[] {-radius, bottom, 0, radius, bottom, 0, radius, top, 0, -radius,
            top, 0});
        mesh.setBuffer(Type.TexCoord, 2, new float[] {0, 0, 1, 0, 1, 1, 0, 1});
        mesh.setBuffer(Type.Normal, 3, new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1});
        mesh.setBuffer(Type.Color, 4, new float[] {1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0});
        mesh.setBuffer(Type.Index, 3, new short[] {0, 1, 2, 0, 2, 3});
        mesh.updateBound();
        mesh.setStatic();
        return mesh;
    }

    private static Texture2D texture(Image image) {
        Texture2D texture = new Texture2D(image);
        texture.setMinFilter(Texture.MinFilter.Trilinear);
        texture.setMagFilter(Texture.MagFilter.Bilinear);
        texture.setWrap(Texture.WrapMode.EdgeClamp);
        return texture;
    }
}
