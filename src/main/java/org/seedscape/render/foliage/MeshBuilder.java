package org.seedscape.render.foliage;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer.Type;
import java.util.Arrays;

/**
 * Collects the vertices and triangles of one foliage mesh in the layout the foliage shader reads
 * (Position, unit Normal, atlas TexCoord, Color = linear albedo with the sway weight in alpha) and
 * makes the static, indexed jME mesh.
 */
final class MeshBuilder {
    private float[] position = new float[3 * 256];
    private float[] normal = new float[3 * 256];
    private float[] texCoord = new float[2 * 256];
    private float[] colour = new float[4 * 256];
    private int vertices;
    private int[] index = new int[3 * 256];
    private int indices;

    /** Adds a vertex and returns its index; the normal is normalised here and the sway clamped to [0, 1]. */
    int vertex(Vector3f p, Vector3f n, float u, float v, ColorRGBA albedo, float sway) {
        if (vertices * 4 == colour.length) {
            position = Arrays.copyOf(position, position.length * 2);
            normal = Arrays.copyOf(normal, normal.length * 2);
            texCoord = Arrays.copyOf(texCoord, texCoord.length * 2);
            colour = Arrays.copyOf(colour, colour.length * 2);
        }
        Vector3f unit = n.normalize();
        position[3 * vertices] = p.x;
        position[3 * vertices + 1] = p.y;
        position[3 * vertices + 2] = p.z;
        normal[3 * vertices] = unit.x;
        normal[3 * vertices + 1] = unit.y;
        normal[3 * vertices + 2] = unit.z;
        texCoord[2 * vertices] = u;
        texCoord[2 * vertices + 1] = v;
        colour[4 * vertices] = albedo.r;
        colour[4 * vertices + 1] = albedo.g;
        colour[4 * vertices + 2] = albedo.b;
        colour[4 * vertices + 3] = Math.max(0, Math.min(1, sway));
        return vertices++;
    }

    void triangle(int a, int b, int c) {
        if (indices + 3 > index.length) {
            index = Arrays.copyOf(index, index.length * 2);
        }
        index[indices++] = a;
        index[indices++] = b;
        index[indices++] = c;
    }

    /** Two triangles, a-b-c and a-c-d: counter-clockwise corners give a counter-clockwise quad. */
    void quad(int a, int b, int c, int d) {
        triangle(a, b, c);
        triangle(a, c, d);
    }

    int vertexCount() {
        return vertices;
    }

    MeshExtent extent() {
        return MeshExtent.of(position, vertices);
    }

    /** Scales every position about the origin, then lifts it by {@code dy}: fits a mesh to its species' size. */
    void transform(float scale, float dy) {
        for (int i = 0; i < 3 * vertices; i++) {
            position[i] *= scale;
        }
        for (int i = 0; i < vertices; i++) {
            position[3 * i + 1] += dy;
        }
    }

    Mesh build() {
        Mesh mesh = new Mesh();
        mesh.setMode(Mesh.Mode.Triangles);
        mesh.setBuffer(Type.Position, 3, Arrays.copyOf(position, 3 * vertices));
        mesh.setBuffer(Type.Normal, 3, Arrays.copyOf(normal, 3 * vertices));
        mesh.setBuffer(Type.TexCoord, 2, Arrays.copyOf(texCoord, 2 * vertices));
        mesh.setBuffer(Type.Color, 4, Arrays.copyOf(colour, 4 * vertices));
        if (vertices <= 1 << 16) {
            short[] shorts = new short[indices];
            for (int i = 0; i < indices; i++) {
                shorts[i] = (short) index[i];
            }
            mesh.setBuffer(Type.Index, 3, shorts);
        } else {
            mesh.setBuffer(Type.Index, 3, Arrays.copyOf(index, indices));
        }
        mesh.updateBound();
        mesh.setStatic();
        return mesh;
    }
}
