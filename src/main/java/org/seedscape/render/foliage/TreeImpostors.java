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
 * Far trees as camera-facing impostors: a triangle or two a tree instead of a mesh, which a CPU
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
 * The billboard ({@link #billboard}) covers what any view of the tree covers, and little more: a
 * rectangle, or where it holds the views in less area a triangle ({@link #card}). A CPU
 * rasteriser pays for every pixel of it, alpha-tested or not, and for every triangle: on the
 * straight bench a strip of eight trapezoids made the frame slower (median 32.3 ms against 24.9
 * and 25.7), its vertices costing more than the pixels it saved. Its TexCoord t is the share of
 * the content across and up (a triangle's corners outside [0, 1], where a shader must
 * discard), and a shader finds the texture coordinate as {@link #textureU} and {@link #textureV} do:
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
    private final Map<Species, Mesh> billboards;

    private TreeImpostors(Texture2D albedo, Texture2D normals, Map<Species, Mesh> billboards) {
        this.albedo = albedo;
        this.normals = normals;
        this.billboards = billboards;
    }

    /** Bakes both tree species' impostors from their near meshes and the atlas (level 0, left untouched). */
    public static TreeImpostors bake(FoliageMeshes meshes) {
        Image atlas = meshes.atlas().getImage();
        byte[] texels = new byte[4 * atlas.getWidth() * atlas.getHeight()];
        atlas.getData(0).duplicate().rewind().get(texels); // a duplicate: the atlas' own position stays put
        ImpostorRaster raster = new ImpostorRaster(texels, atlas.getWidth());
        Map<Species, Mesh> billboards = new EnumMap<>(Species.class);
        for (Species s : TREES) {
            raster.drawRow(row(s), meshes.near(s), meshes.radius(s), meshes.bottom(s), meshes.height(s));
            billboards.put(s, card(raster, row(s), meshes.radius(s), meshes.bottom(s), meshes.height(s)));
        }
        ImpostorMipmaps mipmaps = new ImpostorMipmaps(raster);
        return new TreeImpostors(texture(mipmaps.albedo()), texture(mipmaps.normals()), billboards);
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
     * fitted to its views at scale 1: Position, TexCoord (the share of the cell's content, a
     * triangle's corners beyond it), Normal (0, 0, 1), Color (1, 1, 1, 0): white, no sway.
     */
    public Mesh billboard(Species s) {
        Mesh billboard = billboards.get(s);
        if (billboard == null) {
            throw new IllegalArgumentException("no impostor for " + s);
        }
        return billboard;
    }

    /**
     * The billboard: whichever holds every covered texel of every view (a texel wider on each
     * side) in less area, a rectangle within the content, or a triangle on the content's bottom
     * that may reach past its sides and top (the shader cuts that off). A CPU rasteriser pays for
     * each triangle it sets up and for every pixel of it, alpha-tested or not: a conifer's
     * triangle has two fifths fewer pixels than its rectangle and is one triangle instead of two;
     * a broadleaf's round crown would need a triangle of twice the rectangle.
     */
    private static Mesh card(ImpostorRaster raster, int row, float radius, float bottom, float top) {
        int content = CELL - 2 * MARGIN;
        float[] rowLeft = new float[content], rowRight = new float[content];
        Arrays.fill(rowLeft, Float.MAX_VALUE);
        Arrays.fill(rowRight, -Float.MAX_VALUE);
        int highest = 0;
        for (int view = 0; view < VIEWS; view++) {
            for (int y = 0; y < content; y++) {
                int texelRow = (row * CELL + MARGIN + y) * WIDTH + view * CELL + MARGIN;
                for (int x = 0; x < content; x++) {
                    if (raster.alpha[texelRow + x] > 0) {
                        rowLeft[y] = Math.min(rowLeft[y], (x - 1f) / content);
                        rowRight[y] = Math.max(rowRight[y], (x + 2f) / content);
                        highest = Math.max(highest, y);
                    }
                }
            }
        }
        float left = 1, right = 0;
        for (int y = 0; y < content; y++) {
            left = Math.min(left, Math.max(0, rowLeft[y]));
            right = Math.max(right, Math.min(1, rowRight[y]));
        }
        float[] rectangle = {left, 0, right, 0, right, 1, left, 1};
        float[] triangle = triangle(rowLeft, rowRight, highest);
        boolean narrower = (triangle[2] - triangle[0]) * triangle[5] / 2 < right - left;
        float[] texCoord = narrower ? triangle : rectangle;
        short[] index = narrower ? new short[] {0, 1, 2} : new short[] {0, 1, 2, 0, 2, 3};
        int vertices = texCoord.length / 2;
        float[] position = new float[3 * vertices], normal = new float[3 * vertices], colour = new float[4 * vertices];
        for (int v = 0; v < vertices; v++) {
            position[3 * v] = (2 * texCoord[2 * v] - 1) * radius;
            position[3 * v + 1] = bottom + texCoord[2 * v + 1] * (top - bottom);
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

    /**
     * The triangle of least area (texture coordinates of its base's left and right ends and of its
     * apex) with its base on v = 0 and its apex above the middle of the highest covered row that
     * holds every row's extent. Its sides close in toward the apex, so a row binds them at its
     * upper edge. It may reach past the cell's content: the shader cuts off what lies outside.
     */
    private static float[] triangle(float[] rowLeft, float[] rowRight, int highest) {
        int content = rowLeft.length;
        float middle = (rowLeft[highest] + rowRight[highest]) / 2;
        float[] best = null;
        for (int step = 0; step <= APEX_STEPS; step++) {
            float apex = 1 + 2f * step / APEX_STEPS, baseLeft = middle, baseRight = middle;
            for (int y = 0; y < content; y++) {
                if (rowRight[y] < rowLeft[y]) {
                    continue; // no view covers this row
                }
                float keep = 1 - (y + 1f) / content / apex; // the triangle's width here over its base's
                baseLeft = Math.min(baseLeft, middle - Math.max(0, middle - rowLeft[y]) / keep);
                baseRight = Math.max(baseRight, middle + Math.max(0, rowRight[y] - middle) / keep);
            }
            if (best == null || (baseRight - baseLeft) * apex < (best[2] - best[0]) * best[5]) {
                best = new float[] {baseLeft, 0, baseRight, 0, middle, apex};
            }
        }
        return best;
    }

    /** Heights of the apex tried, from the content's top to twice its height over it. */
    private static final int APEX_STEPS = 40;

    private static Texture2D texture(Image image) {
        Texture2D texture = new Texture2D(image);
        texture.setMinFilter(Texture.MinFilter.Trilinear);
        texture.setMagFilter(Texture.MagFilter.Bilinear);
        texture.setWrap(Texture.WrapMode.EdgeClamp);
        return texture;
    }
}
