package org.seedscape.api;

import com.jme3.app.Application;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.Stroke;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.GroundHoles;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.TerrainSwitches;
import org.seedscape.tile.TileLayout;

/**
 * Shapes a {@link SeedscapeWorld}'s ground by code ({@link SeedscapeWorld#editor()}), with undo and
 * redo: brush dabs as the demo's brush lays them (raise, lower, flatten to a height, smooth,
 * terrace, noise, warp, clone, erode, erase: {@link Brush}); {@code FLATTEN} with a target does what
 * jME's {@code setHeight} does over a disc, {@code RAISE} and {@code LOWER} what
 * {@code adjustHeight} does. The game's dabs lie in a layer of their own above the world file's
 * ({@link Dab#GAME_LAYER}, whatever layer they name), so {@code ERASE} takes back the game's
 * earlier dabs and leaves the world file's. Each {@link #edit} is one step, kept as data (its dabs, about 90 bytes
 * each), never as heights: the world made of them gives the same heights in every run, and undone
 * and redone the same bits. And holes, cut in what is drawn ({@link #cutHole}). Render thread; the
 * edits and holes need the world initialized (its first update).
 */
public final class GroundEditor {
    /** Steps kept for undo; an older one stays in the world for good. */
    public static final int UNDO_DEPTH = 1000;

    /** A world handed to the stream, and the box its dabs changed against the one before it. */
    private record Handed(TerrainFunction world, double[] box) {
    }

    /** Copied on change, so that a listener may remove itself while it is told. */
    private final List<EditListener> listeners = new CopyOnWriteArrayList<>();
    private final Deque<List<Dab>> done = new ArrayDeque<>();
    /** Steps undone, newest first; a new edit forgets them. */
    private final Deque<List<Dab>> undone = new ArrayDeque<>();
    /**
     * Every dab of the world the steps make: the world file's, then each step's (those beyond the
     * undo depth too); shown at once (the preview). An undo keeps all but its step's.
     */
    private final List<Dab> laid = new ArrayList<>();
    /** Worlds handed to the stream and not drawn yet, oldest first. */
    private final List<Handed> handed = new ArrayList<>();
    private final TileEvents tileEvents;
    private Application app;
    private StreamingState streaming;
    /** Makes the worlds off the render thread; null until the first edit. */
    private TerrainSwitches switches;

    /** {@code tileEvents}: told to show the tiles a hole meets again. */
    GroundEditor(TileEvents tileEvents) {
        this.tileEvents = tileEvents;
    }

    /**
     * Lays {@code dabs} in order on top of the world's edits, each on the ground the ones before it
     * left, below the landform layers (so rain and talus act on them). They show at once, laid
     * over the drawn ground as the demo's brush shows a stroke (within a frame or two: a map of
     * them is made on a thread of its own), without erosion's answer, which comes with the tiles.
     * The world with them is made on a thread of its own (smooth and erode dabs sample the ground
     * under them), then only the tiles they change are made again, nearest first, the old ones
     * drawn under the preview until all are swapped in together: a {@link TileListener} hears each
     * remade tile hidden and shown again with its new heights, physics
     * ({@code org.seedscape.physics}) follows them, and an {@link EditListener} hears once all are. {@link SeedscapeWorld#heightAt} answers with the edits once the world with
     * them is handed to the stream, before its tiles are remade. Some seconds on a 2-core machine
     * drawing with llvmpipe (3.5 s for four 40 m dabs in the default world, where the erosion fields
     * round them are made again), less than one on a GPU machine.
     *
     * @param dabs the dabs, in order ({@link Dab} checks each value as it is made)
     * @throws IllegalArgumentException for a null or empty list, one of more than {@link Stroke#MAX_DABS}
     *                                  dabs (lay more as more edits), or one holding null
     * @throws IllegalStateException before the world is initialized
     */
    public void edit(List<Dab> dabs) {
        if (dabs == null || dabs.isEmpty() || dabs.size() > Stroke.MAX_DABS || dabs.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("dabs must be a list of 1 to " + Stroke.MAX_DABS + " dabs, without nulls: "
                    + (dabs == null ? null : dabs.size() + " dabs"));
        }
        List<Dab> step = dabs.stream().map(d -> d.inLayer(Dab.GAME_LAYER)).toList();
        checkAttached();
        done.addLast(step);
        undone.clear();
        if (done.size() > UNDO_DEPTH) {
            done.removeFirst(); // its dabs stay in the world for good
        }
        laid.addAll(step);
        make(world -> world.withEdits(step), step.size() + " dabs");
    }

    /**
     * Takes back the last {@link #edit} not taken back yet (the dabs of the world file stay), as an
     * edit is laid: made off the render thread, then only the tiles it changes made again; an
     * {@link EditListener} hears once they are drawn.
     *
     * @return false where there is no edit to take back
     * @throws IllegalStateException before the world is initialized
     */
    public boolean undo() {
        checkAttached();
        if (done.isEmpty()) {
            return false;
        }
        List<Dab> step = done.removeLast();
        undone.push(step);
        int count = laid.size() - step.size();
        laid.subList(count, laid.size()).clear();
        make(world -> world.withFirstEdits(count), "undo");
        return true;
    }

    /**
     * Lays again the last edit {@link #undo} took back, as {@link #edit} laid it.
     *
     * @return false where there is none to lay again
     * @throws IllegalStateException before the world is initialized
     */
    public boolean redo() {
        checkAttached();
        if (undone.isEmpty()) {
            return false;
        }
        List<Dab> step = undone.pop();
        done.addLast(step);
        laid.addAll(step);
        make(world -> world.withEdits(step), "redo of " + step.size() + " dabs");
        return true;
    }

    /**
     * Cuts a hole in the drawn ground over [minX, maxX) x [minZ, maxZ), world metres, for a cave
     * mouth or a tunnel the game builds of its own meshes: the terrain and the plants on it are not
     * drawn there (looking in, the game's own geometry or the sky shows),
     * {@link SeedscapeWorld#drawnHeightAt} is NaN, {@link SeedscapeWorld#collide} and
     * {@link SeedscapeWorld#groundHit} pass through, {@link SeedscapeWorld#obstaclesNear} leaves out
     * the trees and rocks there, and {@code WorldPhysics} gives the tiles there ground with the
     * hole's triangles left out. Each shown tile the hole meets is told hidden and shown again
     * ({@link TileListener}). {@link SeedscapeWorld#heightAt} is still the terrain's: a hole is a
     * mask over what is drawn, and the world and its tiles are not made again. Up to {@value GroundHoles#MAX} at once;
     * render thread.
     *
     * @return the hole's number, for {@link #fillHole}
     * @throws IllegalArgumentException for a corner beyond {@link TileLayout#MAX_COORDINATE}, sides
     *         outside {@value GroundHoles#MIN_SIDE}-{@value GroundHoles#MAX_SIDE} metres, or
     *         {@value GroundHoles#MAX} holes cut already
     * @throws IllegalStateException before the world is initialized
     */
    public int cutHole(double minX, double minZ, double maxX, double maxZ) {
        SeedscapeWorld.checkPoint(minX, minZ);
        SeedscapeWorld.checkPoint(maxX, maxZ);
        checkAttached();
        int hole = streaming.holes().add(minX, minZ, maxX, maxZ);
        tileEvents.reshow(minX, minZ, maxX, maxZ);
        return hole;
    }

    /**
     * Fills a hole {@link #cutHole} cut: the ground is drawn there again, and the tiles it met are
     * told hidden and shown again. Render thread.
     *
     * @return false if there is no such hole (filled already)
     * @throws IllegalStateException before the world is initialized
     */
    public boolean fillHole(int hole) {
        checkAttached();
        double[] square = streaming.holes().remove(hole);
        if (square == null) {
            return false;
        }
        tileEvents.reshow(square[0], square[1], square[2], square[3]);
        return true;
    }

    /** Whether world (x, z) lies in a hole {@link #cutHole} cut; false before the world is initialized. */
    public boolean inHole(double x, double z) {
        return streaming != null && streaming.holes().contains(x, z);
    }

    /** Whether a hole meets the square [minX, maxX] x [minZ, maxZ]; false before the world is initialized. */
    public boolean holeMeets(double minX, double minZ, double maxX, double maxZ) {
        return streaming != null && streaming.holes().meet(minX, minZ, maxX, maxZ);
    }

    /** Tells {@code listener} once each edit, undo or redo from now on is drawn. */
    public void addListener(EditListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener must not be null");
        }
        listeners.add(listener);
    }

    public void removeListener(EditListener listener) {
        listeners.remove(listener);
    }

    /** The world is initialized: edits go to {@code streaming}, whose edits so far stay for good. */
    void attach(Application app, StreamingState streaming) {
        this.app = app;
        this.streaming = streaming;
        done.clear();
        undone.clear();
        handed.clear();
        laid.clear();
        laid.addAll(streaming.terrain().edits().dabs());
    }

    /** The world is leaving: makes no more worlds. */
    void detach() {
        if (switches != null) {
            switches.stop();
            switches = null;
        }
        streaming = null;
    }

    /** Tells the listeners of each world handed that is drawn now, and of those it replaced. Each frame. */
    void update() {
        TerrainFunction drawn = streaming.drawnTerrain();
        for (int i = handed.size() - 1; i >= 0; i--) {
            if (handed.get(i).world() == drawn) {
                List<Handed> shown = new ArrayList<>(handed.subList(0, i + 1));
                handed.subList(0, i + 1).clear();
                for (Handed h : shown) {
                    double[] b = h.box();
                    listeners.forEach(l -> l.editShown(b[0], b[1], b[2], b[3]));
                }
                return;
            }
        }
    }

    /**
     * Makes the world {@code change} gives off the render thread; meanwhile the stream lays the dabs
     * its tiles do not carry yet over them at once (the brush's preview), an undo's excepted.
     */
    private void make(UnaryOperator<TerrainFunction> change, String what) {
        streaming.brushing().previewEdits(List.copyOf(laid));
        if (switches == null) {
            switches = new TerrainSwitches(app, streaming);
        }
        switches.apply(change, what, (before, made) -> {
            double[] box = made.dabsChangedBox(before);
            if (box != null && box.length == 4) { // else the stream keeps the world it has: nothing to tell
                handed.add(new Handed(made, box));
            }
        });
    }

    private void checkAttached() {
        if (streaming == null) {
            throw new IllegalStateException("the world takes edits from its first update on: attach it to a SimpleApplication first");
        }
    }
}
