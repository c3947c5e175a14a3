package org.seedscape.ui;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import org.seedscape.edit.Stroke;
import org.seedscape.edit.StrokeLayer;
import org.seedscape.edit.StrokeLayers;
import org.seedscape.edit.WorldLayers;
import org.seedscape.stamp.Stamp;
import org.seedscape.stream.TerrainSwitches;
import org.seedscape.world.FractalType;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * The world the settings panel and the brushes edit: preset name, parameters, seed, stamps and strokes, with the changes not yet
 * applied and an undo history of applied ones. Slider drags arrive as many small changes; the
 * panel {@link #apply applies} them together once the hand rests, so the world is rebuilt once per
 * gesture and one undo step takes back one gesture.
 */
public final class WorldEdits {
    /** One whole world setting; {@code layers} the heightmaps stamped into it and the brushes' strokes, in order. */
    public record World(String preset, TerrainParams params, long seed, WorldLayers layers) {
        /** A world without stamps or strokes. */
        public World(String preset, TerrainParams params, long seed) {
            this(preset, params, seed, WorldLayers.NONE);
        }

        public List<Stamp> stamps() {
            return layers.stamps();
        }

        public List<Stroke> strokes() {
            return layers.strokes();
        }
    }

    /**
     * Undo steps kept; older ones are forgotten. A step is a world setting, its strokes as data
     * (about 90 bytes a dab, at most {@link org.seedscape.edit.Stroke#MAX_DABS} a stroke, the lists shared
     * between steps), so a thousand steps hold under 100 MB of strokes.
     */
    static final int UNDO_DEPTH = 1000;

    private final Consumer<World> applier;
    private final Deque<World> undo = new ArrayDeque<>();
    /** Steps undone, newest first; a new step forgets them. */
    private final Deque<World> redo = new ArrayDeque<>();
    private World applied;
    private World edited;
    private int chosenLayer;

    /** What applies a world through {@code switches}: its terrain rebuilt from the last one made, then shown. */
    public static Consumer<World> shownBy(TerrainSwitches switches) {
        return world -> switches.apply(last -> last.rebuiltFor(world.params(), world.seed(), world.layers()),
                world.preset() + ", seed " + world.seed());
    }

    /** @param applier makes a world the shown one (the streaming state's new terrain; {@link #shownBy}) */
    public WorldEdits(World start, Consumer<World> applier) {
        this.applier = applier;
        this.applied = start;
        this.edited = start;
    }

    /** The world with the pending changes. */
    public World edited() {
        return edited;
    }

    /** The world shown (or being made) now. */
    public World applied() {
        return applied;
    }

    /** Whether there are changes not applied yet. */
    public boolean pending() {
        return !edited.equals(applied);
    }

    /**
     * Sets one parameter (not applied yet). Whole-number keys are rounded, and values beyond the
     * key's range are refused.
     *
     * @throws IllegalArgumentException naming the key, the value and the range
     */
    public void set(PresetKey key, double value) {
        double v = key.integer() ? Math.rint(value) : value;
        if (!(v >= key.min() && v <= key.max())) {
            throw new IllegalArgumentException(key.key() + " = " + value + " is out of range; allowed " + key.rangeText());
        }
        edited = new World(edited.preset(), edited.params().with(key, v), edited.seed(), edited.layers());
    }

    /** Sets the fractal type (not applied yet). */
    public void setFractal(FractalType fractal) {
        edited = new World(edited.preset(), TerrainParams.of(fractal, edited.params().values()), edited.seed(), edited.layers());
    }

    /** Sets the seed (not applied yet). */
    public void setSeed(long seed) {
        edited = new World(edited.preset(), edited.params(), seed, edited.layers());
    }

    /** Replaces the parameters by a loaded preset's, keeping the seed, the stamps and the strokes (not applied yet). */
    public void setPreset(String name, TerrainParams params) {
        edited = new World(name, params, edited.seed(), edited.layers());
    }

    /** Replaces the stamps (not applied yet). */
    public void setStamps(List<Stamp> stamps) {
        edited = new World(edited.preset(), edited.params(), edited.seed(), edited.layers().withStamps(stamps));
    }

    /** Replaces the brush strokes' layers (not applied yet); the chosen layer stays within them. */
    public void setStrokeLayers(List<StrokeLayer> layers) {
        edited = new World(edited.preset(), edited.params(), edited.seed(), edited.layers().withStrokeLayers(layers));
        chosenLayer = Math.max(0, Math.min(chosenLayer, layers.size() - 1));
    }

    /** Adds a brush stroke on top of the chosen layer's (not applied yet). */
    public void addStroke(Stroke stroke) {
        setStrokeLayers(StrokeLayers.withStroke(edited.layers().strokeLayers(), chosenLayer, stroke));
    }

    /** The layer strokes go to: an index into the edited world's stroke layers. */
    public int chosenLayer() {
        return chosenLayer;
    }

    public void chooseLayer(int index) {
        chosenLayer = Math.max(0, Math.min(index, edited.layers().strokeLayers().size() - 1));
    }

    /** Applies the pending changes as one undo step; nothing happens without changes. */
    public void apply() {
        if (!pending()) {
            return;
        }
        undo.push(applied);
        while (undo.size() > UNDO_DEPTH) {
            undo.removeLast();
        }
        redo.clear();
        applied = edited;
        applier.accept(applied);
    }

    /** Whether {@link #undo} has a step to take back. */
    public boolean canUndo() {
        return !undo.isEmpty() || pending();
    }

    /**
     * Takes back the pending changes, or else the last applied step, and shows that world.
     * @return whether anything was undone
     */
    public boolean undo() {
        if (pending()) {
            edited = applied;
            chooseLayer(chosenLayer);
            return true;
        }
        if (undo.isEmpty()) {
            return false;
        }
        redo.push(applied);
        applied = undo.pop();
        edited = applied;
        chooseLayer(chosenLayer);
        applier.accept(applied);
        return true;
    }

    /**
     * Applies again the step {@link #undo} took back last (pending changes are dropped first).
     * @return whether there was one
     */
    public boolean redo() {
        if (redo.isEmpty()) {
            return false;
        }
        undo.push(applied);
        applied = redo.pop();
        edited = applied;
        chooseLayer(chosenLayer);
        applier.accept(applied);
        return true;
    }
}
