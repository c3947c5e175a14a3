package org.seedscape.render.foliage;

import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer.Type;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import java.nio.ByteBuffer;
import java.util.Arrays;
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
 * The billboard {@link #quad} covers what any view of the tree covers, no more (a strip of
 * {@link #BANDS} bands up the tree, each as wide as the widest view in it): a CPU rasteriser pays
 * for every pixel of it, alpha-tested or not. One band, a quad: on the straight bench a strip of
 * eight bands made the frame slower (median 32.3 ms against 24.9 and 25.7), its vertices costing
 * more than the pixels it saved. Its TexCoord t is the share of the content across and
 * up, and a shader finds the texture coordinate as {@link #textureU} and {@link #textureV} do:
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
    /** Bands of the billboard up the tree: each a trapezoid as wide as the views are there. */
    public static final int BANDS = 1;

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
            quads.put(s, card(raster, row(s), meshes.radius(s), meshes.bottom(s), meshes.height(s)));
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

    /**
     * A tree species' mean albedo over its views, weighed by coverage (level 0): what its crowns
     * average to where a tree is a pixel or less.
     */
    public Vector3f meanAlbedo(Species s) {
        ByteBuffer texels = albedo.getImage().getData(0).duplicate().rewind();
        double r = 0, g = 0, b = 0, covered = 0;
        for (int y = row(s) * CELL; y < (row(s) + 1) * CELL; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int at = 4 * (x + y * WIDTH);
                double alpha = (texels.get(at + 3) & 0xff) / 255.0;
                r += alpha * (texels.get(at) & 0xff);
                g += alpha * (texels.get(at + 1) & 0xff);
                b += alpha * (texels.get(at + 2) & 0xff);
                covered += alpha;
            }
        }
        double scale = covered > 0 ? 1 / (255 * covered) : 0;
        return new Vector3f((float) (r * scale), (float) (g * scale), (float) (b * scale));
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
     * fitted to its views at scale 1: Position, TexCoord (0..1 over the cell's content), Normal
     * (0, 0, 1), Color (1, 1, 1, 0): white, no sway.
     */
    public Mesh quad(Species s) {
        Mesh quad = quads.get(s);
        if (quad == null) {
            throw new IllegalArgumentException("no impostor for " + s);
        }
        return quad;
    }

    /**
     * A strip up the tree whose width at each of the {@link #BANDS} + 1 band edges holds every
     * covered texel of every view in the bands on either side, a texel wider on each side. Between
     * edges it is straight, so each band is a trapezoid at least as wide as its texels.
     */
    private static Mesh card(ImpostorRaster raster, int row, float radius, float bottom, float top) {
        int content = CELL - 2 * MARGIN;
        float[] left = new float[BANDS], right = new float[BANDS];
        Arrays.fill(left, 0.5f);
        Arrays.fill(right, 0.5f);
        for (int view = 0; view < VIEWS; view++) {
            for (int y = 0; y < content; y++) {
                int band = y * BANDS / content, texelRow = (row * CELL + MARGIN + y) * WIDTH + view * CELL + MARGIN;
                for (int x = 0; x < content; x++) {
                    if (raster.alpha[texelRow + x] > 0) {
                        left[band] = Math.min(left[band], (x - 1f) / content);
                        right[band] = Math.max(right[band], (x + 2f) / content);
                    }
                }
            }
        }
        float[] position = new float[3 * 2 * (BANDS + 1)], texCoord = new float[2 * 2 * (BANDS + 1)];
        for (int k = 0; k <= BANDS; k++) {
            float l = Math.max(0, Math.min(left[Math.max(k - 1, 0)], left[Math.min(k, BANDS - 1)]));
            float r = Math.min(1, Math.max(right[Math.max(k - 1, 0)], right[Math.min(k, BANDS - 1)]));
            float v = (float) k / BANDS, y = bottom + v * (top - bottom);
            System.arraycopy(new float[] {(2 * l - 1) * radius, y, 0, (2 * r - 1) * radius, y, 0}, 0, position, 6 * k, 6);
            System.arraycopy(new float[] {l, v, r, v}, 0, texCoord, 4 * k, 4);
        }
        short[] index = new short[6 * BANDS];
        for (int k = 0; k < BANDS; k++) {
            short a = (short) (2 * k), b = (short) (2 * k + 1), c = (short) (2 * k + 3), d = (short) (2 * k + 2);
            System.arraycopy(new short[] {a, b, c, a, c, d}, 0, index, 6 * k, 6);
        }
        int vertices = 2 * (BANDS + 1);
        float[] normal = new float[3 * vertices], colour = new float[4 * vertices];
        for (int v = 0; v < vertices; v++) {
            normal[3 * v + 2] = 1;
            colour[4 * v] = colour[4 * v + 1] = colour[4 * v + 2] = 1;
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(Type.Position, 3, position);
        mesh.setBuffer(Type.TexCoord, 2, texCoord);
        mesh.setBuffer(Type.Normal, 3, normal);
        mesh.setBuffer(Type.Color, 4, colour);
        mesh.setBuffer(Type.Index, 3, index);
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
