package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapText;
import com.jme3.input.InputManager;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.AnalogListener;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.Stroke;
import org.seedscape.player.Controls;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.DrawnSurface;
import org.seedscape.stream.Ground;

/**
 * The brush (B): shapes the ground where the crosshair points. The left button held lays dabs
 * along the way (one each quarter radius moved, or each {@value #HOLD_SECONDS} s held still); on
 * release they are one stroke, applied to the world as one undo step ({@link WorldEdits}), and the
 * ground it changes is remade, the old tiles shown meanwhile. Keys choose the brush, its radius,
 * strength, falloff and terrace step; Ctrl turns raise into lower; Z and Y undo and redo. A ring on the ground shows the
 * radius and where the falloff begins; a line at the bottom of the screen says the settings.
 */
public final class BrushState extends BaseAppState implements ActionListener, AnalogListener {
    private static final Set<Controls> BRUSH = Controls.of(Controls.Scope.BRUSH);
    static final double HOLD_SECONDS = 0.15;
    /** Metres the crosshair reaches. */
    static final double REACH = 20_000;
    static final double MIN_RADIUS = 2, MAX_RADIUS = 2000, RADIUS_STEP = 1.12;
    static final double STRENGTH_STEP = 1.25, FALLOFF_STEP = 0.1, TERRACE_STEP = 1.25;

    private final WorldEdits edits;
    private final Ground ground;
    private final DrawnSurface surface;
    private final FloatingOrigin origin;
    private Brush brush = Brush.RAISE;
    private double radius = 40, falloff = 0.5;
    /** Metres a terrace step rises. */
    private double terraceStep = 8;
    /** Each brush's strength: metres a dab for raise and lower, a share for the others. */
    private final Map<Brush, Double> strength = new EnumMap<>(Map.of(Brush.RAISE, 2.0, Brush.LOWER, 2.0, Brush.FLATTEN, 0.5,
            Brush.SMOOTH, 0.5, Brush.TERRACE, 0.5));
    private boolean inverted, painting;
    private final List<Dab> stroke = new ArrayList<>();
    private double sinceDab;
    /** Where the crosshair meets the ground (world x, y, z), or null. */
    private double[] aim;
    private BrushCircle circle;
    private BitmapText line;
    private String said;

    /** @param surface the ground as drawn, which the crosshair's ray meets; {@code ground} carries the ring */
    public BrushState(WorldEdits edits, Ground ground, DrawnSurface surface, FloatingOrigin origin) {
        this.edits = edits;
        this.ground = ground;
        this.surface = surface;
        this.origin = origin;
    }

    @Override
    protected void initialize(Application app) {
        circle = new BrushCircle(app.getAssetManager());
        line = UiStyle.text(app.getAssetManager(), UiStyle.ACCENT);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        InputManager input = app.getInputManager();
        for (Controls c : BRUSH) {
            input.addMapping(c.mapping(), c.trigger());
        }
        input.addListener(this, Controls.mappings(BRUSH));
        app.getRootNode().attachChild(circle.node());
        app.getGuiNode().attachChild(line);
        said = null;
    }

    @Override
    protected void onDisable() {
        finishStroke();
        SimpleApplication app = (SimpleApplication) getApplication();
        InputManager input = app.getInputManager();
        input.removeListener(this);
        for (Controls c : BRUSH) {
            input.deleteMapping(c.mapping());
        }
        circle.node().removeFromParent();
        line.removeFromParent();
        inverted = false;
    }

    @Override
    public void update(float tpf) {
        aim = aimed(getApplication().getCamera());
        circle.node().setCullHint(aim == null ? com.jme3.scene.Spatial.CullHint.Always : com.jme3.scene.Spatial.CullHint.Inherit);
        if (aim != null) {
            circle.place(ground, origin, aim[0], aim[2], radius, falloff);
        }
        sinceDab += tpf;
        if (painting && aim != null && (stroke.isEmpty() || sinceDab >= HOLD_SECONDS || movedFromLastDab() >= radius / 4)) {
            stroke.add(dabHere());
            sinceDab = 0;
        }
        showSettings();
    }

    /** Where the crosshair's ray first meets the drawn ground (world x, y, z), or null. */
    private double[] aimed(Camera cam) {
        Vector3f eye = cam.getLocation(), dir = cam.getDirection();
        double x = origin.worldX(eye.x), z = origin.worldZ(eye.z);
        double[] nearest = {Double.POSITIVE_INFINITY};
        surface.crossings(x, eye.y, z, dir.x, dir.y, dir.z, REACH, (t, nx, ny, nz, patch, triangle) -> nearest[0] = Math.min(nearest[0], t));
        double t = nearest[0];
        return Double.isInfinite(t) ? null : new double[] {x + t * dir.x, eye.y + t * dir.y, z + t * dir.z};
    }

    private double movedFromLastDab() {
        Dab last = stroke.get(stroke.size() - 1);
        return Math.hypot(aim[0] - last.x(), aim[2] - last.z());
    }

    /** A dab at the aim; a flatten stroke pulls to the height where it began, a terrace stroke to steps of the step height. */
    private Dab dabHere() {
        Brush b = inverted ? brush.inverted() : brush;
        double target = switch (b) {
            case FLATTEN -> stroke.isEmpty() ? aim[1] : stroke.get(0).target();
            case TERRACE -> terraceStep;
            default -> 0;
        };
        return new Dab(b, aim[0], aim[2], radius, strength.get(brush), falloff, target);
    }

    /** The stroke so far, applied as one step. */
    private void finishStroke() {
        painting = false;
        if (!stroke.isEmpty()) {
            edits.addStroke(new Stroke(stroke));
            edits.apply();
            stroke.clear();
        }
    }

    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        Controls c = Controls.ofMapping(name);
        if (c == null) {
            return;
        }
        switch (c) {
            case BRUSH_PAINT -> {
                if (pressed) {
                    painting = true;
                    sinceDab = 0;
                } else {
                    finishStroke();
                }
            }
            case BRUSH_INVERT -> inverted = pressed;
            case BRUSH_RAISE -> choose(pressed, Brush.RAISE);
            case BRUSH_LOWER -> choose(pressed, Brush.LOWER);
            case BRUSH_FLATTEN -> choose(pressed, Brush.FLATTEN);
            case BRUSH_SMOOTH -> choose(pressed, Brush.SMOOTH);
            case BRUSH_TERRACE -> choose(pressed, Brush.TERRACE);
            case BRUSH_LOWER_STEPS -> scaleTerraceStep(pressed, 1 / TERRACE_STEP);
            case BRUSH_HIGHER_STEPS -> scaleTerraceStep(pressed, TERRACE_STEP);
            case BRUSH_WEAKER -> scaleStrength(pressed, 1 / STRENGTH_STEP);
            case BRUSH_STRONGER -> scaleStrength(pressed, STRENGTH_STEP);
            case BRUSH_HARDER -> setFalloff(pressed, falloff - FALLOFF_STEP);
            case BRUSH_SOFTER -> setFalloff(pressed, falloff + FALLOFF_STEP);
            case UNDO -> {
                if (pressed && !painting) {
                    edits.undo();
                }
            }
            case REDO -> {
                if (pressed && !painting) {
                    edits.redo();
                }
            }
            default -> {
            }
        }
    }

    @Override
    public void onAnalog(String name, float value, float tpf) {
        Controls c = Controls.ofMapping(name);
        if (c == Controls.BRUSH_BIGGER || c == Controls.BRUSH_SMALLER) {
            double factor = Math.pow(RADIUS_STEP, c == Controls.BRUSH_BIGGER ? 1 : -1);
            radius = Math.min(Math.max(radius * factor, MIN_RADIUS), MAX_RADIUS);
        }
    }

    private void choose(boolean pressed, Brush b) {
        if (pressed && !painting) {
            brush = b;
        }
    }

    private void scaleStrength(boolean pressed, double factor) {
        if (pressed) {
            double s = strength.get(brush) * factor;
            strength.put(brush, Math.min(Math.max(s, brush.maxStrength() / 1000), brush.maxStrength()));
        }
    }

    private void scaleTerraceStep(boolean pressed, double factor) {
        if (pressed && !painting) {
            terraceStep = Math.min(Math.max(terraceStep * factor, Dab.MIN_STEP), Dab.MAX_STEP);
        }
    }

    private void setFalloff(boolean pressed, double value) {
        if (pressed) {
            falloff = Math.rint(Math.min(Math.max(value, 0), 1) * 10) / 10;
        }
    }

    /** The settings line at the bottom of the screen, set only when it changes. */
    private void showSettings() {
        Brush b = inverted ? brush.inverted() : brush;
        double s = strength.get(brush);
        String text = String.format("Brush: %s   radius %.0f m   %s   falloff %.1f%s%s   (1-5 brush, wheel radius, [ ] strength, "
                        + ", . falloff, - = step, Ctrl inverts, Z undo, Y redo, B off)", b.key(), radius,
                b == Brush.RAISE || b == Brush.LOWER ? String.format("%.2f m a dab", s) : String.format("strength %.2f", s),
                falloff, b == Brush.TERRACE ? String.format("   steps %.1f m", terraceStep) : "", painting ? "   painting: " + stroke.size() + " dabs" : aim == null ? "   aim at the ground" : "");
        if (!text.equals(said)) {
            said = text;
            line.setText(text);
            Camera gui = getApplication().getGuiViewPort().getCamera();
            line.setLocalTranslation(Math.round((gui.getWidth() - line.getLineWidth()) / 2), Math.round(line.getLineHeight() + 8), 0);
        }
    }
}
