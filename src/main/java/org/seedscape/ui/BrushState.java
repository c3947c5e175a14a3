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
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.Stroke;
import org.seedscape.player.Controls;
import org.seedscape.render.FloatingOrigin;
import org.seedscape.stream.BrushedStream;
import org.seedscape.world.PresetKey;

/**
 * The brush (B): shapes the ground where the crosshair points. The left button held lays dabs
 * along the way (one each quarter radius moved, or each {@value #HOLD_SECONDS} s held still; warp
 * only as the crosshair moves, pushing the ground the way it went; clone copies from its source,
 * which Alt and a click set, keeping the offset the stroke began with); on
 * release they are one stroke, applied to the world as one undo step ({@link WorldEdits}); from the
 * first dab on, the strokes show laid over the old tiles ({@link BrushedStream#previewEdits}), and
 * the ground they change is remade once the brush pauses ({@value #PAUSE_SECONDS} s without a
 * stroke: {@link BrushedStream#strokesComing}), so that brushing leaves the frame to drawing. Keys change its
 * {@link BrushSettings}; Ctrl turns raise into lower; Z and Y undo and redo. A ring on the ground
 * shows the radius and where the falloff begins; a line at the foot of the screen, between the key
 * help and the minimap, says the settings.
 */
public final class BrushState extends BaseAppState implements ActionListener, AnalogListener {
    private static final Set<Controls> BRUSH = Controls.of(Controls.Scope.BRUSH);
    static final double HOLD_SECONDS = 0.15;
    /** Seconds after a stroke without another before the ground the strokes changed is remade. */
    static final double PAUSE_SECONDS = 0.4;
    /** Metres the crosshair reaches. */
    static final double REACH = 20_000;

    private final WorldEdits edits;
    private final BrushSettings settings;
    private final FloatingOrigin origin;
    private final BrushedStream stream;
    private boolean inverted, painting, sourcing;
    private final List<Dab> stroke = new ArrayList<>();
    private double sinceDab;
    /** Seconds since the last stroke ended (0 while one is laid). */
    private double sinceStroke = Double.POSITIVE_INFINITY;
    /** Where the crosshair was at the last warp dab (or the stroke's start), world x, z; null before. */
    private double[] lastWarp;
    /** A clone stroke's offset from the crosshair to the ground it copies, fixed as it begins. */
    private double[] cloneShift;
    /** The height a flatten stroke pulls toward: the ground's where it began (NaN before it begins). */
    private double flattenTo = Double.NaN;
    /** Where the crosshair meets the ground (world x, y, z), or null. */
    private double[] aim;
    private BrushCircle circle, sourceCircle;
    private BitmapText line;
    private String said;

    /**
     * @param stream shows the dabs of the world it is given at once, before their tiles are made, and
     *               remakes them once no more strokes are coming: told each frame; the ground it
     *               shows so is what the crosshair's ray meets and the ring lies on
     */
    public BrushState(WorldEdits edits, BrushSettings settings, FloatingOrigin origin, BrushedStream stream) {
        this.edits = edits;
        this.settings = settings;
        this.origin = origin;
        this.stream = stream;
    }

    @Override
    protected void initialize(Application app) {
        circle = new BrushCircle(app.getAssetManager());
        sourceCircle = new BrushCircle(app.getAssetManager());
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
        app.getRootNode().attachChild(sourceCircle.node());
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
        sourceCircle.node().removeFromParent();
        line.removeFromParent();
        inverted = false;
        sourcing = false;
        stream.previewEdits(List.of()); // undone off the brush's keys, a stroke must not stay shown
        stream.strokesComing(false);
        sinceStroke = Double.POSITIVE_INFINITY;
    }

    @Override
    public void update(float tpf) {
        settings.setTalusAngle(edits.applied().params().get(PresetKey.TALUS_ANGLE));
        aim = aimed(getApplication().getCamera());
        circle.node().setCullHint(aim == null ? Spatial.CullHint.Always : Spatial.CullHint.Inherit);
        double[] source = sourceShown();
        sourceCircle.node().setCullHint(source == null ? Spatial.CullHint.Always : Spatial.CullHint.Inherit);
        if (aim != null) {
            Vector3f eye = getApplication().getCamera().getLocation();
            double distance = Math.hypot(Math.hypot(aim[0] - origin.worldX(eye.x), aim[2] - origin.worldZ(eye.z)), aim[1] - eye.y);
            circle.place(stream, origin, aim[0], aim[2], distance, settings.radius(), settings.falloff());
            if (source != null) {
                sourceCircle.place(stream, origin, source[0], source[1], distance, settings.radius(), settings.falloff());
            }
        }
        sinceDab += tpf;
        if (painting && aim != null) {
            layDab();
        }
        List<Dab> shown = new ArrayList<>(edits.applied().layers().dabs());
        shown.addAll(stroke);
        stream.previewEdits(shown);
        sinceStroke = painting ? 0 : sinceStroke + tpf;
        stream.strokesComing(sinceStroke < PAUSE_SECONDS);
        showSettings();
    }

    /** Where the clone brush copies from now (world x, z): its source, or while painting the crosshair plus the stroke's offset. */
    private double[] sourceShown() {
        double[] source = settings.cloneSource();
        if (settings.brush() != Brush.CLONE || source == null) {
            return null;
        }
        return painting && cloneShift != null && aim != null ? new double[] {aim[0] + cloneShift[0], aim[2] + cloneShift[1]} : source;
    }

    /** Lays the next dab if it is due: warp's as the crosshair moves on, the others' as it moves or holds still. */
    private void layDab() {
        if (settings.brush() == Brush.WARP) {
            if (lastWarp == null) {
                lastWarp = new double[] {aim[0], aim[2]};
                return;
            }
            double dx = aim[0] - lastWarp[0], dz = aim[2] - lastWarp[1], moved = Math.hypot(dx, dz);
            if (moved >= settings.radius() / 4) {
                double push = Math.min(moved, settings.radius()) / moved; // a dab pushes at most its radius
                stroke.add(settings.dabAt(aim[0], aim[2], inverted, 0, dx * push, dz * push).inLayer(edits.chosenLayer()));
                lastWarp = new double[] {aim[0], aim[2]};
                splitWhenFull();
            }
            return;
        }
        if (stroke.isEmpty() || sinceDab >= HOLD_SECONDS || movedFromLastDab() >= settings.radius() / 4) {
            if (cloneShift == null && settings.brush() == Brush.CLONE) {
                double[] source = settings.cloneSource();
                cloneShift = new double[] {source[0] - aim[0], source[1] - aim[2]};
            }
            double[] shift = settings.brush() == Brush.CLONE ? cloneShift : new double[2];
            if (Double.isNaN(flattenTo)) {
                flattenTo = aim[1];
            }
            stroke.add(settings.dabAt(aim[0], aim[2], inverted, flattenTo, shift[0], shift[1]).inLayer(edits.chosenLayer()));
            splitWhenFull();
            sinceDab = 0;
        }
    }

    /** Where the crosshair's ray first meets the ground shown, the strokes not made yet on it too (world x, y, z), or null. */
    private double[] aimed(Camera cam) {
        Vector3f eye = cam.getLocation(), dir = cam.getDirection();
        double x = origin.worldX(eye.x), z = origin.worldZ(eye.z);
        double t = stream.firstShownCrossing(x, eye.y, z, dir.x, dir.y, dir.z, REACH);
        return Double.isInfinite(t) ? null : new double[] {x + t * dir.x, eye.y + t * dir.y, z + t * dir.z};
    }

    private double movedFromLastDab() {
        Dab last = stroke.get(stroke.size() - 1);
        return Math.hypot(aim[0] - last.x(), aim[2] - last.z());
    }

    /** A stroke of {@link Stroke#MAX_DABS} dabs is applied, and the button still held lays another. */
    private void splitWhenFull() {
        if (stroke.size() == Stroke.MAX_DABS) {
            applyStroke();
        }
    }

    /** The stroke so far, applied as one step; the button let go. */
    private void finishStroke() {
        painting = false;
        lastWarp = null;
        cloneShift = null;
        flattenTo = Double.NaN;
        applyStroke();
    }

    /** The stroke so far, applied as one step (a stroke held on goes on as another, its clone shift and warp kept). */
    private void applyStroke() {
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
                if (pressed && sourcing) {
                    if (aim != null) {
                        settings.setCloneSource(aim[0], aim[2]);
                    }
                } else if (pressed) {
                    // a clone stroke needs its source first: the settings line says how
                    painting = settings.brush() != Brush.CLONE || settings.cloneSource() != null;
                    sinceDab = 0;
                } else {
                    finishStroke();
                }
            }
            case BRUSH_INVERT -> inverted = pressed;
            case BRUSH_SOURCE -> sourcing = pressed;
            case BRUSH_WARP -> change(pressed, () -> settings.choose(Brush.WARP));
            case BRUSH_CLONE -> change(pressed, () -> settings.choose(Brush.CLONE));
            case BRUSH_ERODE -> change(pressed, () -> settings.choose(Brush.ERODE));
            case BRUSH_ERASE -> change(pressed, () -> settings.choose(Brush.ERASE));
            case BRUSH_RAISE -> change(pressed, () -> settings.choose(Brush.RAISE));
            case BRUSH_LOWER -> change(pressed, () -> settings.choose(Brush.LOWER));
            case BRUSH_FLATTEN -> change(pressed, () -> settings.choose(Brush.FLATTEN));
            case BRUSH_SMOOTH -> change(pressed, () -> settings.choose(Brush.SMOOTH));
            case BRUSH_TERRACE -> change(pressed, () -> settings.choose(Brush.TERRACE));
            case BRUSH_NOISE -> change(pressed, () -> settings.choose(Brush.NOISE));
            case BRUSH_LOWER_STEPS -> change(pressed, () -> settings.scaleTerraceStep(1 / BrushSettings.TERRACE_STEP));
            case BRUSH_HIGHER_STEPS -> change(pressed, () -> settings.scaleTerraceStep(BrushSettings.TERRACE_STEP));
            case BRUSH_WEAKER -> change(pressed, () -> settings.scaleStrength(1 / BrushSettings.STRENGTH_STEP));
            case BRUSH_STRONGER -> change(pressed, () -> settings.scaleStrength(BrushSettings.STRENGTH_STEP));
            case BRUSH_HARDER -> change(pressed, () -> settings.addFalloff(-BrushSettings.FALLOFF_STEP));
            case BRUSH_SOFTER -> change(pressed, () -> settings.addFalloff(BrushSettings.FALLOFF_STEP));
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
            settings.scaleRadius(Math.pow(BrushSettings.RADIUS_STEP, c == Controls.BRUSH_BIGGER ? 1 : -1));
        }
    }

    /** A key's change of the settings, on its press and not while a stroke is laid (its dabs keep the settings they began with). */
    private void change(boolean pressed, Runnable what) {
        if (pressed && !painting) {
            what.run();
        }
    }

    /** The settings line at the bottom of the screen, set only when it changes. */
    private void showSettings() {
        String state = painting ? "   painting: " + stroke.size() + " dabs" : aim == null ? "   aim at the ground" : "";
        String text = "Brush: " + settings.describe(inverted) + state + "   (H: its keys)";
        if (!text.equals(said)) {
            said = text;
            line.setText(text);
            Camera gui = getApplication().getGuiViewPort().getCamera();
            line.setLocalTranslation(Math.round((gui.getWidth() - line.getLineWidth()) / 2), Math.round(line.getLineHeight() + 8), 0);
        }
    }
}
