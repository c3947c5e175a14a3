package org.seedscape.stream;

import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * How hard the stream makes tiles: with the loading budget while the world loads or a hole is in
 * sight, else with the frame's (or the refresh's) budget; and whether the view is covered.
 */
final class GenerationPace {
    /** Where the camera was last frame, to notice a jump (a teleport), which loads like a start. */
    private double lastCamX = Double.NaN, lastCamZ = Double.NaN;
    private boolean covered;
    /**
     * Whether a part of the view square that the haze does not hide is shown at no level: a hole
     * in sight, which the loading budget fills. A root entering at the square's edge, where the
     * fade to the world's edge leaves at most a tenth of the ground showing, is filled with the
     * frame budget: with the loading budget, the first metres of a flight from a tile corner
     * started 64 tiles in one frame on an H200 and took 7-10 ms a frame to collect them.
     */
    private boolean holeInSight = true;
    /** Where that fade leaves a tenth of the ground showing, as a fraction of the view distance (Atmosphere.hazeLeft). */
    static final double HOLE_SIGHT = 0.9;
    /**
     * Until the view first settles, or for at most {@link #LOADING_SECONDS_MAX} of frames, missing
     * tiles are generated with the loading budget: with the frame budget alone, the detailed world
     * took some 400 frames to appear around a new camera; with it, a few seconds.
     */
    private boolean loading = true;
    private double loadingSeconds;
    static final double LOADING_SECONDS_MAX = 10;

    /**
     * A jump of the camera beyond the view distance in one frame (a teleport) leaves nothing
     * useful around it: the world loads there as at the start, with the loading budget, and for
     * the view of the height it arrived at ({@link StreamingState#arrive}), not the one it left: a jump from
     * 2000 m up would otherwise load a 32 km world around a camera 60 m over the ground. Returns
     * whether the camera jumped.
     */
    boolean noticeJump(double camX, double camZ, double viewDistance) {
        boolean jumped = Math.hypot(camX - lastCamX, camZ - lastCamZ) > viewDistance;
        if (jumped) {
            restartLoading();
        }
        lastCamX = camX;
        lastCamZ = camZ;
        return jumped;
    }

    /** Loads as at the start: a new world with nothing to keep on screen, or a jump. */
    void restartLoading() {
        loading = true;
        loadingSeconds = 0;
    }

    /** Nothing of a new world is shown yet. */
    void uncover() {
        covered = false;
    }

    /** Takes this frame's view: whether the shown tiles cover the selection, and whether a hole is in sight. */
    void see(QuadtreeSelection selection, double camX, double camZ, TileTransitions transitions, boolean nothingShown) {
        covered = transitions.covers(selection) && !nothingShown;
        holeInSight = nothingShown || !covered && holeInSight(selection, camX, camZ, transitions::covers);
    }

    /** Counts a frame of loading, which ends once {@code settled} or after {@link #LOADING_SECONDS_MAX}. */
    void advanceLoading(float tpf, BooleanSupplier settled) {
        if (loading) {
            loadingSeconds += tpf;
            loading = !settled.getAsBoolean() && loadingSeconds < LOADING_SECONDS_MAX;
        }
    }

    /** Render-thread milliseconds a frame may spend on generation, bigger while a hole is in sight or the world loads. */
    double budgetMs(StreamingSettings settings, boolean refreshing) {
        if (refreshing) {
            return settings.refreshBudgetMs();
        }
        return holeInSight || loading ? settings.loadingBudgetMs() : settings.frameBudgetMs();
    }

    /** Whether every part of the view square is shown at some level. */
    boolean covered() {
        return covered;
    }

    boolean loading() {
        return loading;
    }

    /** Whether a root of the selection that {@code covered} denies comes nearer than {@link #HOLE_SIGHT} of the view distance. */
    static boolean holeInSight(QuadtreeSelection selection, double camX, double camZ, Predicate<TileKey> covered) {
        TileLayout layout = selection.layout();
        double sight = HOLE_SIGHT * selection.viewDistance();
        for (TileKey root : selection.roots()) {
            double half = layout.tileSize(root.level()) / 2;
            double dx = Math.max(Math.abs(layout.centreX(root) - camX) - half, 0);
            double dz = Math.max(Math.abs(layout.centreZ(root) - camZ) - half, 0);
            if (Math.hypot(dx, dz) < sight && !covered.test(root)) {
                return true;
            }
        }
        return false;
    }
}
