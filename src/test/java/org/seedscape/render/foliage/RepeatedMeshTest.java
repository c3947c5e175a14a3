package org.seedscape.render.foliage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.Test;

class RepeatedMeshTest {

    private static VertexBuffer perInstance(VertexBuffer.Type type, float[] data) {
        VertexBuffer vb = new VertexBuffer(type);
        vb.setInstanced(true);
        vb.setupData(VertexBuffer.Usage.Static, 4, VertexBuffer.Format.Float, BufferUtils.createFloatBuffer(data));
        return vb;
    }

    /** Each copy is the base mesh, its vertices carry their instance's attributes, and its triangles index its own vertices. */
    @Test
    void eachInstanceGetsACopyOfTheBaseWithItsAttributesOnEveryVertex() {
        Mesh quad = new Mesh();
        quad.setBuffer(VertexBuffer.Type.Position, 3, new float[] {-1, 0, 0, 1, 0, 0, 1, 2, 0, -1, 2, 0});
        quad.setBuffer(VertexBuffer.Type.TexCoord, 2, new float[] {0, 0, 1, 0, 1, 1, 0, 1});
        quad.setBuffer(VertexBuffer.Type.Index, 3, new short[] {0, 1, 2, 0, 2, 3});
        quad.updateCounts();
        int instances = 3;
        float[] where = new float[4 * instances], how = new float[4 * instances];
        for (int i = 0; i < where.length; i++) {
            where[i] = 10 + i;
            how[i] = -i;
        }
        RepeatedMesh mesh = new RepeatedMesh(quad, perInstance(VertexBuffer.Type.TexCoord7, where),
                perInstance(VertexBuffer.Type.TexCoord8, how));

        assertEquals(4 * instances, mesh.getVertexCount());
        assertEquals(2 * instances, mesh.getTriangleCount());
        assertEquals(instances, mesh.drawnInstances());
        FloatBuffer position = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        FloatBuffer at = mesh.getFloatBuffer(VertexBuffer.Type.TexCoord7), turn = mesh.getFloatBuffer(VertexBuffer.Type.TexCoord8);
        FloatBuffer base = quad.getFloatBuffer(VertexBuffer.Type.Position);
        for (int i = 0; i < instances; i++) {
            for (int v = 0; v < 4; v++) {
                int vertex = 4 * i + v;
                for (int c = 0; c < 3; c++) {
                    assertEquals(base.get(3 * v + c), position.get(3 * vertex + c), "position of copy " + i);
                }
                for (int c = 0; c < 4; c++) {
                    assertEquals(where[4 * i + c], at.get(4 * vertex + c), "where of instance " + i + ", vertex " + v);
                    assertEquals(how[4 * i + c], turn.get(4 * vertex + c), "how of instance " + i + ", vertex " + v);
                }
            }
        }
        IndexBuffer index = mesh.getIndexBuffer(), triangles = quad.getIndexBuffer();
        for (int k = 0; k < index.size(); k++) {
            assertEquals(4 * (k / 6) + triangles.get(k % 6), index.get(k), "index " + k);
        }
        assertEquals(4 * (3 + 2 + 4 + 4) * 4 * instances + 6 * instances * index.getFormat().getComponentSize(), mesh.bytes(),
                "position, uv, two attributes, indices");
    }
}
