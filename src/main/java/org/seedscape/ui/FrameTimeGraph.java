package org.seedscape.ui;

import com.jme3.asset.AssetManager;
import com.jme3.font.BitmapText;
import com.jme3.material.Material;
import com.jme3.material.RenderState.BlendMode;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.nio.ShortBuffer;

/**
 * The HUD's frame-time graph: one bar per kept frame, the newest at the right, coloured by the
 * frame budget it fits (60 fps, 30 fps, neither), on a scale labelled in whole steps with guide
 * lines at 16.7 and 33.3 ms. Field, bars and guides are one preallocated mesh (one draw call),
 * rewritten in place every frame, so drawing them makes no garbage.
 */
final class FrameTimeGraph {
    static final float WIDTH = 240, HEIGHT = 80;
    /**
     * Scales the graph may take, ms at its top: the smallest that holds {@link #SCALE_SHARE} of the
     * frames kept, so that one hitch (a world loading) does not flatten every other bar; longer
     * frames reach the top (the HUD's text gives the longest).
     */
    private static final float[] SCALES_MS = {50, 100, 250, 500, 1000};
    private static final double SCALE_SHARE = 0.95;
    private static final float[] GUIDES_MS = {1000 / 30f, 1000 / 60f};
    private static final String[] GUIDE_LABELS = {"33.3", "16.7"};
    private static final ColorRGBA FAST = new ColorRGBA(0.45f, 0.82f, 0.45f, 1), SLOW = new ColorRGBA(0.92f, 0.35f, 0.3f, 1);
    private static final ColorRGBA GUIDE = new ColorRGBA(1, 1, 1, 0.35f);
    private static final float LABEL_GAP = 4;
    private static final int VERTICES_PER_QUAD = 4;
    /** The field is quad 0, the bars follow, then the guides. */
    private static final int FIRST_BAR = 1;

    private final FrameTimes times;
    private final Node node = new Node("frame-time graph");
    private final float barWidth;
    private final FloatBuffer positions, colors;
    private final VertexBuffer positionBuffer, colorBuffer;
    private final BitmapText[] guideLabels = new BitmapText[GUIDES_MS.length];
    private final BitmapText scaleLabel;
    private float scaleMs;

    FrameTimeGraph(FrameTimes times, AssetManager assets) {
        this.times = times;
        int bars = times.capacity();
        int quads = 1 + bars + GUIDES_MS.length;
        if (quads * VERTICES_PER_QUAD > Short.MAX_VALUE) {
            throw new IllegalArgumentException("too many bars for short indices: " + bars);
        }
        barWidth = WIDTH / bars;
        positions = BufferUtils.createFloatBuffer(quads * VERTICES_PER_QUAD * 3);
        colors = BufferUtils.createFloatBuffer(quads * VERTICES_PER_QUAD * 4);
        ShortBuffer indices = BufferUtils.createShortBuffer(quads * 6);
        // One mesh, drawn in index order: a darker field showing the graph's extent, the bars over
        // it, the guides over them. Bars and guides start at full height, so the bound computed
        // once below holds them wherever they go.
        putQuad(0, 0, WIDTH, HEIGHT, UiStyle.PANEL);
        for (int i = 0; i < bars; i++) {
            putQuad(FIRST_BAR + i, i * barWidth, (i + 1) * barWidth, HEIGHT, FAST);
        }
        for (int g = 0; g < GUIDES_MS.length; g++) {
            putQuad(FIRST_BAR + bars + g, 0, WIDTH, HEIGHT, GUIDE);
        }
        for (int q = 0; q < quads; q++) {
            int v = q * VERTICES_PER_QUAD;
            indices.put((short) v).put((short) (v + 1)).put((short) (v + 2))
                    .put((short) v).put((short) (v + 2)).put((short) (v + 3));
        }
        indices.flip();
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Color, 4, colors);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, indices);
        mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        mesh.getBuffer(VertexBuffer.Type.Color).setUsage(VertexBuffer.Usage.Stream);
        mesh.updateBound();
        positionBuffer = mesh.getBuffer(VertexBuffer.Type.Position);
        colorBuffer = mesh.getBuffer(VertexBuffer.Type.Color);
        Material material = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        material.setBoolean("VertexColor", true);
        material.getAdditionalRenderState().setBlendMode(BlendMode.Alpha);
        Geometry graph = new Geometry("frame-time graph", mesh);
        graph.setMaterial(material);
        node.attachChild(graph);
        for (int g = 0; g < GUIDES_MS.length; g++) {
            guideLabels[g] = UiStyle.text(assets, UiStyle.DIM_TEXT);
            guideLabels[g].setText(GUIDE_LABELS[g]);
            node.attachChild(guideLabels[g]);
        }
        scaleLabel = UiStyle.text(assets, UiStyle.DIM_TEXT);
        node.attachChild(scaleLabel);
        rescale();
        update();
    }

    /** Writes quad {@code q}: x from x0 to x1, y from 0 to top, all in one colour. */
    private void putQuad(int q, float x0, float x1, float top, ColorRGBA c) {
        int v = q * VERTICES_PER_QUAD;
        float[] xy = {x0, 0, x1, 0, x1, top, x0, top};
        for (int k = 0; k < VERTICES_PER_QUAD; k++) {
            positions.put((v + k) * 3, xy[2 * k]).put((v + k) * 3 + 1, xy[2 * k + 1]).put((v + k) * 3 + 2, 0);
            int at = (v + k) * 4;
            colors.put(at, c.r).put(at + 1, c.g).put(at + 2, c.b).put(at + 3, c.a);
        }
    }

    Node node() {
        return node;
    }

    /** Width with the labels to the right of the bars. */
    float totalWidth() {
        return WIDTH + LABEL_GAP + scaleLabel.getLineWidth();
    }

    /**
     * Picks the scale for the frames kept and moves the guides and labels to it (a few times a
     * second: a scale that changed every frame would be hard to read).
     */
    void rescale() {
        float held = times.percentile(SCALE_SHARE);
        float scale = SCALES_MS[SCALES_MS.length - 1];
        for (float s : SCALES_MS) {
            if (s >= held) {
                scale = s;
                break;
            }
        }
        if (scale == scaleMs) {
            return;
        }
        scaleMs = scale;
        scaleLabel.setText(String.format("%.0f ms", scale));
        float lineHeight = scaleLabel.getLineHeight();
        scaleLabel.setLocalTranslation(WIDTH + LABEL_GAP, HEIGHT, 1);
        // A guide's label shows where it clears the label above it and the graph's foot.
        float lastShown = HEIGHT - lineHeight / 2;
        for (int g = 0; g < GUIDES_MS.length; g++) {
            float y = GUIDES_MS[g] / scale * HEIGHT;
            int v = (FIRST_BAR + times.capacity() + g) * VERTICES_PER_QUAD;
            positions.put(v * 3 + 1, y).put((v + 1) * 3 + 1, y).put((v + 2) * 3 + 1, y + 1).put((v + 3) * 3 + 1, y + 1);
            guideLabels[g].setLocalTranslation(WIDTH + LABEL_GAP, y + lineHeight / 2, 1);
            boolean fits = lastShown - y >= 0.7f * lineHeight && y >= 0.35f * lineHeight;
            guideLabels[g].setCullHint(fits ? Node.CullHint.Inherit : Node.CullHint.Always);
            if (fits) {
                lastShown = y;
            }
        }
    }

    /** Redraws the bars from the frame times kept; every frame, allocation-free. */
    void update() {
        int bars = times.capacity(), empty = bars - times.size();
        for (int i = 0; i < bars; i++) {
            float ms = i < empty ? 0 : times.get(i - empty);
            float top = Math.min(ms / scaleMs, 1) * HEIGHT;
            int v = (FIRST_BAR + i) * VERTICES_PER_QUAD;
            positions.put((v + 2) * 3 + 1, top).put((v + 3) * 3 + 1, top);
            ColorRGBA c = ms <= GUIDES_MS[1] ? FAST : ms <= GUIDES_MS[0] ? UiStyle.ACCENT : SLOW;
            for (int k = 0; k < VERTICES_PER_QUAD; k++) {
                int at = (v + k) * 4;
                colors.put(at, c.r).put(at + 1, c.g).put(at + 2, c.b).put(at + 3, c.a);
            }
        }
        positionBuffer.setUpdateNeeded();
        colorBuffer.setUpdateNeeded();
    }
}
