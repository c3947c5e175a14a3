package org.seedscape.render.foliage;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;

/**
 * An instanced mesh that draws only its first instances. Where a band thins out, a batch's
 * instances are stored farthest-reaching first, so the ones that can still show from where the
 * camera stands are a prefix: the rest would only run the vertex shader to be clipped away (on a
 * CPU rasteriser, most of the far grass's cost).
 */
final class ThinnedMesh extends Mesh implements BatchMesh {
    private int drawn = Integer.MAX_VALUE;

    /** The base mesh's buffers (shared), and the instances' attributes as instanced buffers. */
    ThinnedMesh(Mesh base, VertexBuffer where, VertexBuffer how) {
        for (VertexBuffer vb : base.getBufferList()) {
            setBuffer(vb);
        }
        setBuffer(where);
        setBuffer(how);
        updateCounts();
    }

    /** Draws the first {@code count} instances from now on (all of them where there are fewer). */
    void drawFirst(int count) {
        drawn = count;
    }

    /** The instances drawn: jME's renderer asks this for the instanced draw call's count. */
    @Override
    public int getInstanceCount() {
        return Math.min(drawn, super.getInstanceCount());
    }

    @Override
    public FloatBuffer where() {
        return (FloatBuffer) getBuffer(VertexBuffer.Type.TexCoord7).getData();
    }

    @Override
    public FloatBuffer how() {
        return (FloatBuffer) getBuffer(VertexBuffer.Type.TexCoord8).getData();
    }

    @Override
    public int drawnInstances() {
        return getInstanceCount();
    }
}
