package org.seedscape.render.foliage;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;

/**
 * A small base mesh written out once per instance, each copy carrying its instance's attributes
 * on every vertex: one plain draw instead of an instanced one. Mesa's llvmpipe runs an instanced
 * draw instance by instance, vertex fetch to triangle setup, so tree impostors of a triangle or
 * two cost its render thread more in that overhead than in their vertices (on the straight bench's
 * forest, 1.1 ms of 9.8 a frame); a GPU, too, fills its vertex batches better with one long draw
 * than with thousands of four-vertex instances. The shader reads the same attributes either way.
 */
final class RepeatedMesh extends Mesh implements BatchMesh {
    private final VertexBuffer where, how;
    private final int instances;

    /**
     * The base's float buffers repeated per instance, and the instances' attributes {@code where}
     * and {@code how} (4 floats an instance, as instanced buffers hold them; kept for
     * {@link BatchMesh}) repeated per vertex, with the base's triangles indexed in each copy.
     */
    RepeatedMesh(Mesh base, VertexBuffer where, VertexBuffer how) {
        this.where = where;
        this.how = how;
        this.instances = where.getData().limit() / 4;
        int vertices = base.getVertexCount();
        for (VertexBuffer vb : base.getBufferList()) {
            if (vb.getBufferType() != VertexBuffer.Type.Index) {
                FloatBuffer from = (FloatBuffer) vb.getData();
                FloatBuffer to = BufferUtils.createFloatBuffer(from.limit() * instances);
                for (int i = 0; i < instances; i++) {
                    to.put(from.duplicate().rewind());
                }
                setBuffer(vb.getBufferType(), vb.getNumComponents(), to.flip());
            }
        }
        for (VertexBuffer vb : new VertexBuffer[] {where, how}) {
            FloatBuffer from = (FloatBuffer) vb.getData();
            FloatBuffer to = BufferUtils.createFloatBuffer(4 * vertices * instances);
            for (int i = 0; i < instances; i++) {
                for (int v = 0; v < vertices; v++) {
                    to.put(from.get(4 * i)).put(from.get(4 * i + 1)).put(from.get(4 * i + 2)).put(from.get(4 * i + 3));
                }
            }
            setBuffer(vb.getBufferType(), 4, to.flip());
        }
        IndexBuffer triangles = base.getIndexBuffer();
        IndexBuffer index = IndexBuffer.createIndexBuffer(vertices * instances, triangles.size() * instances);
        for (int i = 0, at = 0; i < instances; i++) {
            for (int k = 0; k < triangles.size(); k++, at++) {
                index.put(at, i * vertices + triangles.get(k));
            }
        }
        setBuffer(VertexBuffer.Type.Index, 3, index.getFormat(), index.getBuffer());
        updateCounts();
    }

    /** Bytes of its own buffers (the base's and the attributes' copies). */
    long bytes() {
        long sum = 0;
        for (VertexBuffer vb : getBufferList()) {
            sum += (long) vb.getData().limit() * vb.getFormat().getComponentSize();
        }
        return sum;
    }

    @Override
    public FloatBuffer where() {
        return (FloatBuffer) where.getData();
    }

    @Override
    public FloatBuffer how() {
        return (FloatBuffer) how.getData();
    }

    @Override
    public int drawnInstances() {
        return instances;
    }
}
