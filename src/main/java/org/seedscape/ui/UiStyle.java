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
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.style.Attributes;
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
    private static final ColorRGBA TRACK = new ColorRGBA(0.36f, 0.44f, 0.52f, 0.55f);
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
        for (String id : new String[]{"button", "tab.button", "slider.thumb.button", "slider.left.button",
                "slider.right.button"}) {
            Attributes a = styles.getSelector(id, STYLE);
            a.set("background", new QuadBackgroundComponent(CONTROL));
            a.set("insets", new Insets3f(1, 2, 1, 2));
        }
        styles.getSelector("slider.left.button", STYLE).set("text", " - ");
        styles.getSelector("slider.right.button", STYLE).set("text", " + ");
        styles.getSelector("slider.thumb.button", STYLE).set("text", "||");
        styles.getSelector("slider.range", STYLE).set("background", new QuadBackgroundComponent(TRACK));
        styles.getSelector("textField", STYLE).set("background", new QuadBackgroundComponent(FIELD));
        styles.getSelector("rollup.title", STYLE).set("background", new QuadBackgroundComponent(TITLE));
        styles.getSelector("title", STYLE).set("color", ACCENT);
        styles.getSelector("title", STYLE).set("background", new QuadBackgroundComponent(TITLE));
        styles.setDefaultStyle(STYLE);
    }
}
