package org.seedscape.render.foliage;

import static org.seedscape.render.foliage.TreeImpostors.CELL;
import static org.seedscape.render.foliage.TreeImpostors.HEIGHT;
import static org.seedscape.render.foliage.TreeImpostors.VIEWS;
import static org.seedscape.render.foliage.TreeImpostors.WIDTH;

import com.jme3.math.FastMath;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * The level 0 of the tree impostors while they are baked: a software rasteriser that draws a near
 * tree mesh orthographically into the cells of one row of {@link TreeImpostors}' layout, one cell
 * per view, as the GPU would draw it: the atlas sampled at each texel centre (nearest texel of level
 * 0), cut out at the alpha test, the fragment nearest the viewer kept. Each covered texel keeps the
 * unlit albedo the near shader would light and the normal in its view's frame; texels stay
 * uncovered (alpha 0) where no fragment passed. Plain Java, no GL: the same bytes on every machine.
 */
final class ImpostorRaster {
    /** The near shader darkens the crown's inside and bottom down to this share (Foliage.vert). */
    private static final float INSIDE_DARKEST = 0.55f;

    /**
     * Texels in rows from v = 0: albedo (r, g, b), unit normal in the view's frame (along its right,
     * up, toward the viewer), and alpha, 1 where covered and 0 elsewhere.
     */
    final float[][] rgb = new float[3][WIDTH * HEIGHT], normal = new float[3][WIDTH * HEIGHT];
    final float[] alpha = new float[WIDTH * HEIGHT];
    /** The depth toward the viewer of each texel's kept fragment. */
    private final float[] nearest = new float[WIDTH * HEIGHT];
    private final byte[] atlas;
    private final int atlasSize;

    /** @param atlas the atlas' level 0, RGBA8 rows from v = 0, {@code atlasSize} texels square */
    ImpostorRaster(byte[] atlas, int atlasSize) {
        this.atlas = atlas;
        this.atlasSize = atlasSize;
        Arrays.fill(nearest, Float.NEGATIVE_INFINITY);
    }

    /**
     * Draws every view of a mesh into its row, the mesh's extent (metres at scale 1) filling each
     * cell's content: {@code radius} either side of the axis, {@code bottom} to {@code top} upwards.
     * The crown is darkened inside as the near shader does with its height uniform at {@code top}.
     */
    void drawRow(int row, Mesh mesh, float radius, float bottom, float top) {
        float[] position = floats(mesh, VertexBuffer.Type.Position), normals = floats(mesh, VertexBuffer.Type.Normal);
        float[] texCoord = floats(mesh, VertexBuffer.Type.TexCoord), colour = floats(mesh, VertexBuffer.Type.Color);
        IndexBuffer index = mesh.getIndexBuffer();
        int vertices = mesh.getVertexCount();
        for (int view = 0; view < VIEWS; view++) {
            float azimuth = FastMath.TWO_PI * view / VIEWS;
            float cos = FastMath.cos(azimuth), sin = FastMath.sin(azimuth);
            // per vertex: texel x, texel y, depth toward the viewer, normal along right, up, toward the viewer
            float[] seen = new float[6 * vertices];
            for (int v = 0; v < vertices; v++) {
                float x = position[3 * v], y = position[3 * v + 1], z = position[3 * v + 2];
                float ex = normals[3 * v], ey = normals[3 * v + 1], ez = normals[3 * v + 2];
                seen[6 * v] = WIDTH * TreeImpostors.textureU(view, 0.5f + (x * sin - z * cos) / (2 * radius));
                seen[6 * v + 1] = HEIGHT * TreeImpostors.textureV(row, (y - bottom) / (top - bottom));
                seen[6 * v + 2] = x * cos + z * sin;
                seen[6 * v + 3] = ex * sin - ez * cos;
                seen[6 * v + 4] = ey;
                seen[6 * v + 5] = ex * cos + ez * sin;
            }
            int cellX = view * CELL, cellY = row * CELL;
            for (int i = 0; i + 2 < index.size(); i += 3) {
                triangle(index.get(i), index.get(i + 1), index.get(i + 2), seen, position, texCoord, colour, cellX,
                        cellY, top);
            }
        }
    }

    /** Fills the texels of the cell at (cellX, cellY) whose centres triangle i0, i1, i2 covers and is nearest at. */
    private void triangle(int i0, int i1, int i2, float[] seen, float[] position, float[] texCoord, float[] colour,
            int cellX, int cellY, float top) {
        float x0 = seen[6 * i0], y0 = seen[6 * i0 + 1], x1 = seen[6 * i1], y1 = seen[6 * i1 + 1];
        float x2 = seen[6 * i2], y2 = seen[6 * i2 + 1];
        float area = edge(x0, y0, x1, y1, x2, y2);
        if (Math.abs(area) < 1e-9f) {
            return;
        }
        int left = Math.max(cellX, (int) Math.ceil(Math.min(x0, Math.min(x1, x2)) - 0.5f));
        int right = Math.min(cellX + CELL - 1, (int) Math.floor(Math.max(x0, Math.max(x1, x2)) - 0.5f));
        int low = Math.max(cellY, (int) Math.ceil(Math.min(y0, Math.min(y1, y2)) - 0.5f));
        int high = Math.min(cellY + CELL - 1, (int) Math.floor(Math.max(y0, Math.max(y1, y2)) - 0.5f));
        for (int y = low; y <= high; y++) {
            for (int x = left; x <= right; x++) {
                float px = x + 0.5f, py = y + 0.5f;
                // barycentric weights; both windings count, as the cards are seen from both sides
                float w0 = edge(x1, y1, x2, y2, px, py) / area, w1 = edge(x2, y2, x0, y0, px, py) / area;
                float w2 = 1 - w0 - w1;
                if (w0 < 0 || w1 < 0 || w2 < 0) {
                    continue;
                }
                int texel = y * WIDTH + x;
                float depth = w0 * seen[6 * i0 + 2] + w1 * seen[6 * i1 + 2] + w2 * seen[6 * i2 + 2];
                if (depth <= nearest[texel]) {
                    continue;
                }
                float u = w0 * texCoord[2 * i0] + w1 * texCoord[2 * i1] + w2 * texCoord[2 * i2];
                float v = w0 * texCoord[2 * i0 + 1] + w1 * texCoord[2 * i1 + 1] + w2 * texCoord[2 * i2 + 1];
                int at = 4 * (atlasTexel(v) * atlasSize + atlasTexel(u));
                if ((atlas[at + 3] & 0xFF) / 255f < CoverageMipmaps.ALPHA_TEST) {
                    continue;
                }
                nearest[texel] = depth;
                float height = w0 * position[3 * i0 + 1] + w1 * position[3 * i1 + 1] + w2 * position[3 * i2 + 1];
                float inside = INSIDE_DARKEST + (1 - INSIDE_DARKEST) * FastMath.saturate(height / top);
                float detail = 2 * inside / 255; // the atlas' detail is stored halved (FoliageAtlas)
                for (int k = 0; k < 3; k++) {
                    float albedo = w0 * colour[4 * i0 + k] + w1 * colour[4 * i1 + k] + w2 * colour[4 * i2 + k];
                    rgb[k][texel] = FastMath.saturate(detail * (atlas[at + k] & 0xFF) * albedo);
                }
                float length = 0;
                for (int k = 0; k < 3; k++) {
                    float n = w0 * seen[6 * i0 + 3 + k] + w1 * seen[6 * i1 + 3 + k] + w2 * seen[6 * i2 + 3 + k];
                    normal[k][texel] = n;
                    length += n * n;
                }
                length = Math.max(1e-6f, (float) Math.sqrt(length));
                for (int k = 0; k < 3; k++) {
                    normal[k][texel] /= length;
                }
                alpha[texel] = 1;
            }
        }
    }

    /** Twice the signed area of the triangle (ax, ay), (bx, by), (px, py). */
    private static float edge(float ax, float ay, float bx, float by, float px, float py) {
        return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    }

    private int atlasTexel(float t) {
        return Math.max(0, Math.min(atlasSize - 1, (int) (t * atlasSize)));
    }

    private static float[] floats(Mesh mesh, VertexBuffer.Type type) {
        FloatBuffer buffer = mesh.getFloatBuffer(type).duplicate();
        float[] values = new float[buffer.limit()];
        buffer.rewind();
        buffer.get(values);
        return values;
    }
}
