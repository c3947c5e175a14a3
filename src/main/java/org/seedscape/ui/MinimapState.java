package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.renderer.Camera;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.seedscape.player.Eye;
import org.seedscape.render.ShownTerrain;
import org.seedscape.stamp.Stamp;
import org.seedscape.stream.Ground;

/**
 * The minimap: shaded relief ({@link ReliefImage}) of the ground around the camera in the
 * lower-right corner, +z (north) up, seen from above, so +x is to the left; the camera is an arrow
 * at its centre pointing along the view, with a thin frame and a scale bar above it. Enabled it
 * shows, disabled it hides.
 *
 * <p>Heights are the shown tiles' ({@link Ground#drawnHeights}): no generation pass, no terrain
 * function. The map is redrawn every {@link #REFRESH_SECONDS} at most, spread over frames:
 * {@link #BAND} rows of heights a frame, then {@link #BAND} rows of shading, then one upload of its
 * one texture. Between refreshes the texture, which reaches {@link #GRID} - {@link #MAP_PIXELS}
 * samples past the visible map, slides under the arrow, so the arrow stays at the centre. Nothing
 * is allocated per frame.
 */
public final class MinimapState extends BaseAppState {
    /** Samples across the visible map, drawn one texel a pixel on a large screen. */
    static final int MAP_PIXELS = 220;
    /** Samples across the texture: the visible map and a margin to slide over until the next refresh. */
    static final int GRID = 256;
    /**
     * Rows of the grid a frame, first of heights, then of shading: about 0.15 ms of the render
     * thread a frame on two cores and a software rasteriser (about 5 us a row of either), 16
     * frames a refresh.
     */
    static final int BAND = 32;
    private static final float REFRESH_SECONDS = 0.5f;
    /** Pixels between the map and the screen's edges; the frame's width. */
    private static final float MARGIN = 16, FRAME = 2;
    private static final ColorRGBA FRAME_COLOR = new ColorRGBA(0.85f, 0.87f, 0.9f, 1);

    private final Ground ground;
    private final ShownTerrain terrain;
    private final Eye eye;
    private final Supplier<List<Stamp>> stamps;
    private final ReliefImage relief = new ReliefImage(GRID, GRID);
    private final float[] heights = new float[GRID * GRID];
    private final float[] band = new float[GRID * BAND];
    private final Quaternion turn = new Quaternion();
    private final Node map = new Node("minimap");
    private final Node marker = new Node("minimap marker");
    private ByteBuffer pixels;
    private Image image;
    private FloatBuffer mapTexCoords;
    private VertexBuffer mapTexCoordBuffer;
    private BitmapText scaleLabel;
    private float side;
    /** The next refresh: the grid row it is at (heights below GRID, shading above; -1 when idle), its origin and spacing. */
    private int row = -1;
    private double nextX, nextZ, nextStep, nextSeaLevel;
    /** What the texture shows: its sample (0, 0) and their spacing (0 until the first refresh). */
    private double shownX, shownZ, shownStep;
    private float sinceRefresh = REFRESH_SECONDS;

    /**
     * The map of {@code ground} around {@code eye}; {@code terrain} gives the sea level and the view
     * distance, {@code stamps} the stamps whose outlines it draws (the world's now).
     */
    public MinimapState(Ground ground, ShownTerrain terrain, Eye eye, Supplier<List<Stamp>> stamps) {
        this.ground = ground;
        this.terrain = terrain;
        this.eye = eye;
        this.stamps = stamps;
    }

    /**
     * Metres across the map for a view distance: the largest power of two kilometres within half of
     * it (4 km on the ground, 16 km from 1000 m up), at least 1 km. A shown leaf tile's samples are
     * 1/128 to 1/64 of its distance apart: 16 to 31 m at a 4 km map's edge, against its 18 m
     * pixels, so the map shows about the detail the view has, and it reaches farther as the view
     * does. Powers of two keep the scale bar a round number.
     */
    static double spanFor(double viewDistance) {
        return 1000 * Math.max(1, Math.scalb(1.0, Math.getExponent(viewDistance / 2000)));
    }

    /** The scale bar's label for a map {@code span} metres across: a quarter of it. */
    static String scaleText(double span) {
        double quarter = span / 4;
        return quarter >= 1000 ? String.format(Locale.ROOT, "%.0f km", quarter / 1000)
                : String.format(Locale.ROOT, "%.0f m", quarter);
    }

    @Override
    protected void initialize(Application app) {
        Camera gui = app.getGuiViewPort().getCamera();
        int w = gui.getWidth(), h = gui.getHeight();
        // Within the screen's lower-right quarter, so it never covers the centre.
        side = Math.min(MAP_PIXELS, Math.min(w, h) / 2f - 2 * MARGIN);
        map.setLocalTranslation(w - MARGIN - side, MARGIN, 0);

        pixels = BufferUtils.createByteBuffer(GRID * GRID * ReliefImage.BYTES_PER_PIXEL);
        image = new Image(Image.Format.RGBA8, GRID, GRID, pixels, ColorSpace.sRGB);
        Texture2D texture = new Texture2D(image);
        texture.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
        texture.setMagFilter(Texture.MagFilter.Bilinear);
        texture.setWrap(Texture.WrapMode.EdgeClamp);
        Quad quad = new Quad(side, side);
        mapTexCoordBuffer = quad.getBuffer(VertexBuffer.Type.TexCoord);
        mapTexCoordBuffer.setUsage(VertexBuffer.Usage.Dynamic);
        mapTexCoords = (FloatBuffer) mapTexCoordBuffer.getData();
        Geometry relief = new Geometry("minimap relief", quad);
        Material m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", texture);
        relief.setMaterial(m);
        relief.setLocalTranslation(0, 0, 1);
        map.attachChild(relief);

        Geometry marking = new Geometry("minimap marker", markerMesh());
        Material vertexColours = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        vertexColours.setBoolean("VertexColor", true);
        marking.setMaterial(vertexColours);
        marker.attachChild(marking);
        marker.setLocalTranslation(side / 2, side / 2, 2);
        map.attachChild(marker);

        // The frame's four sides (not a square under the map: a software rasteriser pays for every
        // pixel drawn over) and, above it, the scale bar: a quarter of the map.
        Geometry lines = new Geometry("minimap frame", rectangles(-FRAME, -FRAME, side + 2 * FRAME, FRAME,
                -FRAME, side, side + 2 * FRAME, FRAME, -FRAME, 0, FRAME, side, side, 0, FRAME, side,
                0, side + FRAME + 8, side / 4, 3));
        Material frameColour = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        frameColour.setColor("Color", FRAME_COLOR);
        lines.setMaterial(frameColour);
        map.attachChild(lines);
        BitmapFont font = app.getAssetManager().loadFont("Interface/Fonts/Default.fnt");
        scaleLabel = new BitmapText(font);
        scaleLabel.setColor(UiStyle.TEXT);
        scaleLabel.setLocalTranslation(side / 4 + 6, side + FRAME + 9.5f + scaleLabel.getLineHeight() / 2, 0);
        map.attachChild(scaleLabel);
    }

    /** Rectangles given as (x, y, width, height) each, in one mesh: one draw call. */
    private static Mesh rectangles(float... xywh) {
        int n = xywh.length / 4;
        float[] position = new float[12 * n];
        short[] index = new short[6 * n];
        for (int r = 0; r < n; r++) {
            float x0 = xywh[4 * r], y0 = xywh[4 * r + 1], x1 = x0 + xywh[4 * r + 2], y1 = y0 + xywh[4 * r + 3];
            System.arraycopy(new float[] {x0, y0, 0, x1, y0, 0, x1, y1, 0, x0, y1, 0}, 0, position, 12 * r, 12);
            short v = (short) (4 * r);
            System.arraycopy(new short[] {v, (short) (v + 1), (short) (v + 2), v, (short) (v + 2), (short) (v + 3)}, 0, index, 6 * r, 6);
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, position);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, index);
        mesh.updateBound();
        mesh.setStatic();
        return mesh;
    }

    /**
     * The camera's arrow, pointing up (+y) from the camera at (0, 0): a white dart over a dark one
     * 1.5 pixels wider all round (its edges moved out, corners mitred), so it shows on snow and on
     * forest. One mesh, one draw call; counter-clockwise (front) faces, the white drawn last.
     */
    private static Mesh markerMesh() {
        // tip, left wing, notch, right wing: the outline, then the dart
        float[] corners = {0, 16.7f, -9.9f, -12.9f, 0, -5.9f, 9.9f, -12.9f, 0, 12, -7, -9, 0, -4, 7, -9};
        float[] position = new float[24];
        float[] colour = new float[32];
        for (int v = 0; v < 8; v++) {
            float shade = v < 4 ? 0.05f : 1;
            position[3 * v] = corners[2 * v];
            position[3 * v + 1] = corners[2 * v + 1];
            colour[4 * v] = colour[4 * v + 1] = colour[4 * v + 2] = shade;
            colour[4 * v + 3] = 1;
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, position);
        mesh.setBuffer(VertexBuffer.Type.Color, 4, colour);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, new short[] {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7});
        mesh.updateBound();
        mesh.setStatic();
        return mesh;
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(map);
        sinceRefresh = REFRESH_SECONDS; // what it shows may be old: start a refresh now
    }

    @Override
    protected void onDisable() {
        map.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        sinceRefresh += tpf;
        if (row < 0 && sinceRefresh >= REFRESH_SECONDS) {
            sinceRefresh = 0;
            nextStep = spanFor(terrain.viewDistance()) / MAP_PIXELS;
            // On the spacing's grid, so a still camera gets the same picture and a moving one no shimmer.
            nextX = (Math.round(eye.x() / nextStep) - GRID / 2) * nextStep;
            nextZ = (Math.round(eye.z() / nextStep) - GRID / 2) * nextStep;
            nextSeaLevel = terrain.seaLevel();
            row = 0;
        }
        if (row >= 0) {
            refreshBand();
        }
        if (shownStep > 0) {
            follow();
        }
    }

    /** One band of the refresh: heights, or once the grid is complete, shading; the last one uploads. */
    private void refreshBand() {
        if (row < GRID) {
            int n = Math.min(BAND, GRID - row);
            ground.drawnHeights(nextX, nextZ + row * nextStep, nextStep, GRID, n, band);
            System.arraycopy(band, 0, heights, row * GRID, n * GRID);
            row += n;
            if (row == GRID) {
                relief.fitTint(heights, nextSeaLevel);
            }
            return;
        }
        int from = row - GRID, to = Math.min(from + BAND, GRID);
        relief.shadeRows(heights, nextStep, nextSeaLevel, from, to, pixels);
        row = GRID + to;
        if (to == GRID) {
            StampOutlines.draw(stamps.get(), nextX, nextZ, nextStep, GRID, pixels);
            image.setUpdateNeeded();
            if (nextStep != shownStep) {
                scaleLabel.setText(scaleText(nextStep * MAP_PIXELS));
            }
            shownX = nextX;
            shownZ = nextZ;
            shownStep = nextStep;
            row = -1;
        }
    }

    /**
     * Slides the texture so the camera is at the map's centre, and turns the arrow to the view.
     * Past the texture's margin (a jump, or a refresh slower than the flight) the map stops at its
     * edge and the arrow leaves the centre, up to the map's edge.
     */
    private void follow() {
        float half = MAP_PIXELS / 2f;
        // The camera in texels of the texture, and the visible window's centre, kept inside it.
        double camU = (eye.x() - shownX) / shownStep + 0.5, camV = (eye.z() - shownZ) / shownStep + 0.5;
        float u = (float) Math.min(Math.max(camU, half), GRID - half);
        float v = (float) Math.min(Math.max(camV, half), GRID - half);
        float uLo = (u - half) / GRID, uHi = (u + half) / GRID, vLo = (v - half) / GRID, vHi = (v + half) / GRID;
        // Quad corners: bottom left, bottom right, top right, top left; +x shows to the left.
        mapTexCoords.put(0, uHi).put(1, vLo).put(2, uLo).put(3, vLo).put(4, uLo).put(5, vHi).put(6, uHi).put(7, vHi);
        mapTexCoordBuffer.setUpdateNeeded();
        float scale = side / MAP_PIXELS, reach = side / 2;
        float dx = (float) -(camU - u) * scale, dy = (float) (camV - v) * scale;
        marker.setLocalTranslation(reach + Math.min(Math.max(dx, -reach), reach), reach + Math.min(Math.max(dy, -reach), reach), 2);
        // Heading h looks along world (cos h, sin h) in (x, z), on screen (-cos h, sin h): the arrow
        // (up at 0) turns counter-clockwise by pi/2 - h.
        marker.setLocalRotation(turn.fromAngles(0, 0, (float) (FastMath.HALF_PI - eye.heading())));
    }
}
