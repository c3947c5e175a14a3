package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.asset.AssetManager;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.material.Material;
import com.jme3.material.RenderState.BlendMode;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.shape.Quad;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.RangedValueModel;
import com.simsilica.lemur.Slider;
import com.simsilica.lemur.component.DynamicInsetsComponent;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.style.Attributes;
import com.simsilica.lemur.style.ElementId;
import com.simsilica.lemur.style.Styles;

/**
 * Starts Lemur once per app and defines the one look of every panel: dark translucent boxes with
 * light text, built in Java (Lemur's own Groovy styles need a script engine that costs seconds at
 * start-up). The overlays that need no widgets (HUD, key help, notices) take the same look from
 * {@link #text} and {@link #backdrop} without Lemur, whose start changes the app for good (input
 * states, the cursor, the viewport's draw order).
 */
public final class UiStyle {
    public static final String STYLE = "seedscape";
    public static final ColorRGBA TEXT = new ColorRGBA(0.92f, 0.94f, 0.96f, 1);
    /** Secondary text: units, ranges, paper symbols. */
    public static final ColorRGBA DIM_TEXT = new ColorRGBA(0.62f, 0.68f, 0.74f, 1);
    public static final ColorRGBA ACCENT = new ColorRGBA(0.98f, 0.82f, 0.45f, 1);
    static final ColorRGBA PANEL = new ColorRGBA(0.05f, 0.07f, 0.09f, 0.78f);
    private static final ColorRGBA CONTROL = new ColorRGBA(0.22f, 0.28f, 0.34f, 0.9f);
    private static final ColorRGBA TITLE = new ColorRGBA(0.16f, 0.24f, 0.30f, 0.95f);
    private static final ColorRGBA TRACK = new ColorRGBA(0.42f, 0.50f, 0.58f, 0.9f);
    private static final ColorRGBA THUMB = new ColorRGBA(0.80f, 0.84f, 0.88f, 1);
    /** A group's header bar, closed and open (the open one lighter, its text and triangle in the accent). */
    static final ButtonShades HEADER_SHADES = ButtonShades.of(new ColorRGBA(0.13f, 0.19f, 0.24f, 0.95f)),
            OPEN_HEADER_SHADES = ButtonShades.of(new ColorRGBA(0.24f, 0.33f, 0.41f, 1));
    /** Element ids: a group's header bar, a row of a group (indented under its header), the panel's scroll bar. */
    static final String HEADER = "header", ROW = "row", SCROLL_BAR = "scrollbar";
    private static final float ROW_INDENT = 12, THUMB_THICKNESS = 10, THUMB_LENGTH = 18, TRACK_THICKNESS = 4;
    private static final ColorRGBA FIELD = new ColorRGBA(0.01f, 0.02f, 0.03f, 0.9f);
    public static final float FONT_SIZE = 15;
    /** Lemur's default font, so plain text matches the widgets. */
    private static final String FONT = "Interface/Fonts/Default.fnt";

    private UiStyle() {
    }

    /** A line (or lines) of text in the panels' font and size. */
    public static BitmapText text(AssetManager assets, ColorRGBA color) {
        BitmapFont font = assets.loadFont(FONT);
        BitmapText text = new BitmapText(font);
        text.setSize(FONT_SIZE);
        text.setColor(color);
        return text;
    }

    /**
     * A panel's background: a 1 x 1 quad from its lower-left corner, to be sized by its local scale
     * (which costs nothing where a new quad would allocate).
     */
    public static Geometry backdrop(AssetManager assets, String name) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", PANEL);
        m.getAdditionalRenderState().setBlendMode(BlendMode.Alpha);
        Geometry backdrop = new Geometry(name, new Quad(1, 1));
        backdrop.setMaterial(m);
        return backdrop;
    }

    /** Initialises Lemur for {@code app} (once) and makes our style the default. Render thread. */
    public static void install(Application app) {
        if (GuiGlobals.getInstance() != null) {
            return;
        }
        GuiGlobals.initialize(app);
        Styles styles = GuiGlobals.getInstance().getStyles();
        Attributes all = styles.getSelector(STYLE);
        all.set("fontSize", FONT_SIZE);
        all.set("color", TEXT);
        styles.getSelector("container", STYLE).set("background", new QuadBackgroundComponent(PANEL));
        for (String id : new String[]{"button", "tab.button", "slider.left.button", "slider.right.button"}) {
            control(styles.getSelector(id, STYLE), ButtonShades.of(CONTROL));
        }
        styles.getSelector("slider.left.button", STYLE).set("text", " - ");
        styles.getSelector("slider.right.button", STYLE).set("text", " + ");
        thumb(styles.getSelector("slider.thumb.button", STYLE), new Vector3f(THUMB_THICKNESS, THUMB_LENGTH, 0));
        track(styles.getSelector("slider.range", STYLE), new DynamicInsetsComponent(0.5f, 0, 0.5f, 0));
        scrollBar(styles);
        styles.getSelector("textField", STYLE).set("background", new QuadBackgroundComponent(FIELD));
        styles.getSelector("title", STYLE).set("color", ACCENT);
        styles.getSelector("title", STYLE).set("background", new QuadBackgroundComponent(TITLE));
        Attributes header = styles.getSelector(HEADER, STYLE);
        header.set("background", new QuadBackgroundComponent(HEADER_SHADES.rest(), 6, 3));
        header.set("insets", new Insets3f(1, 0, 1, 0)); // a seam between bars
        header.set("textHAlignment", HAlignment.Left);
        styles.getSelector(ROW, STYLE).set("insets", new Insets3f(0, ROW_INDENT, 0, 0));
        styles.setDefaultStyle(STYLE);
    }

    /** A filled control with a seam around it that answers the pointer. */
    private static void control(Attributes a, ButtonShades shades) {
        a.set("background", new QuadBackgroundComponent(shades.rest(), 3, 1));
        a.set("insets", new Insets3f(1, 2, 1, 2));
        a.set("buttonCommands", shades.commands());
    }

    /** A slider's thumb: a plain light block of {@code size}, the accent while dragged. */
    private static void thumb(Attributes a, Vector3f size) {
        ButtonShades shades = ButtonShades.of(THUMB, ACCENT);
        a.set("text", "");
        a.set("background", new QuadBackgroundComponent(shades.rest()));
        a.set("insets", new Insets3f(0, 0, 0, 0));
        a.set("preferredSize", size);
        a.set("buttonCommands", shades.commands());
    }

    /** A slider's track: a thin bar centred in the slider (the insets share out the room the track does not take). */
    private static void track(Attributes a, DynamicInsetsComponent centred) {
        a.set("background", new QuadBackgroundComponent(TRACK));
        a.set("insetsComponent", centred);
    }

    /** The panel's scroll bar: arrow buttons with triangles, a thin track and a thumb to drag. */
    private static void scrollBar(Styles styles) {
        track(styles.getSelector(SCROLL_BAR + ".range", STYLE), new DynamicInsetsComponent(0, 0.5f, 0, 0.5f));
        thumb(styles.getSelector(SCROLL_BAR + ".thumb.button", STYLE), new Vector3f(THUMB_THICKNESS, 3 * THUMB_LENGTH, 0));
        for (TriangleIcon.Pointing p : new TriangleIcon.Pointing[]{TriangleIcon.Pointing.UP, TriangleIcon.Pointing.DOWN}) {
            Attributes a = styles.getSelector(SCROLL_BAR + (p == TriangleIcon.Pointing.UP ? ".up.button" : ".down.button"), STYLE);
            control(a, ButtonShades.of(CONTROL));
            a.set("text", "");
            a.set("icon", TriangleIcon.icon(TriangleIcon.texture(p), TEXT, 4));
        }
    }

    /**
     * A slider over {@code model} whose track is {@link #TRACK_THICKNESS} thick; {@code length}
     * is its length with the step buttons, along {@code axis}, or 0 for Lemur's.
     */
    static Slider slider(RangedValueModel model, Axis axis, float length) {
        Slider s = axis == Axis.X ? new Slider(model, STYLE) : new Slider(model, Axis.Y, new ElementId(SCROLL_BAR), STYLE);
        s.getRangePanel().setPreferredSize(axis == Axis.X ? new Vector3f(50, TRACK_THICKNESS, 0) : new Vector3f(TRACK_THICKNESS, 50, 0));
        if (length > 0) {
            Vector3f size = s.getPreferredSize().clone();
            if (axis == Axis.X) {
                size.x = length;
            } else {
                size.y = length;
            }
            s.setPreferredSize(size);
        }
        return s;
    }
}
