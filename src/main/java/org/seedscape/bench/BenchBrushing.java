package org.seedscape.bench;

import org.seedscape.io.JsonWriter;
import org.seedscape.player.Controls;
import org.seedscape.stream.StreamingState;
import org.seedscape.ui.BrushState;

/**
 * Brushing during a bench flight ({@code bench --brush SECONDS}), as a user brushes: the brush's
 * left button held from a frame on for {@code seconds}, let go and pressed again every
 * {@value #STROKE_SECONDS} s (a stroke each, applied and remade behind the preview as the flight
 * goes on), the dabs laid wherever the crosshair meets the ground. It measures the frames from the
 * first press until the last stroke's tiles are swapped in: how many, the slowest, how many took
 * over 50 ms (and of those while the button was held), and how long the first dab took to show
 * ({@link StreamingState#showsEditPreview}).
 */
public final class BenchBrushing {
    /** Seconds a stroke is held before the button is let go and pressed again. */
    static final double STROKE_SECONDS = 1;

    private final BrushState brush;
    private final StreamingState streaming;
    private final int atFrame;
    private final int heldFrames;
    private final int strokeFrames = (int) Math.round(STROKE_SECONDS / BenchFlight.STEP_SECONDS);
    private boolean held;
    private int strokes, frames, over50, heldOver50, firstShownFrames = -1;
    private double slowestMs, heldSlowestMs, firstShownMs = -1;
    private long pressedNanos;
    private boolean done;

    /** The brush, attached and enabled by the caller; held from flight frame {@code atFrame} for {@code seconds}. */
    public BenchBrushing(BrushState brush, StreamingState streaming, int atFrame, double seconds) {
        this.brush = brush;
        this.streaming = streaming;
        this.atFrame = atFrame;
        this.heldFrames = (int) Math.round(seconds / BenchFlight.STEP_SECONDS);
    }

    /** Flight frame {@code k} begins; the one before it took {@code lastMs}. Before the brush's update. */
    void frame(int k, double lastMs) {
        if (done || k < atFrame) {
            return;
        }
        if (k > atFrame) {
            frames++;
            slowestMs = Math.max(slowestMs, lastMs);
            if (lastMs > 50) {
                over50++;
            }
            if (k <= atFrame + heldFrames) {
                heldSlowestMs = Math.max(heldSlowestMs, lastMs);
                heldOver50 += lastMs > 50 ? 1 : 0;
            }
        }
        if (firstShownMs < 0 && k > atFrame && streaming.showsEditPreview()) {
            firstShownMs = (System.nanoTime() - pressedNanos) * 1e-6;
            firstShownFrames = k - atFrame;
        }
        int into = k - atFrame;
        if (into < heldFrames && into % strokeFrames == 0) {
            if (held) {
                press(false);
            }
            press(true);
            strokes++;
            if (into == 0) {
                pressedNanos = System.nanoTime();
            }
        } else if (into == heldFrames) {
            press(false);
        } else if (into > heldFrames && !streaming.refreshing()) {
            done = true; // the last stroke's tiles are in: brushing's work is over
        }
    }

    private void press(boolean down) {
        held = down;
        brush.onAction(Controls.BRUSH_PAINT.mapping(), down, (float) BenchFlight.STEP_SECONDS);
    }

    /** What it measured, into the bench's JSON ({@code brush_*}; -1 where the flight ended first). */
    void putJson(JsonWriter json) {
        json.put("brush_at_frame", atFrame)
                .put("brush_seconds", heldFrames * BenchFlight.STEP_SECONDS)
                .put("brush_strokes", strokes)
                .put("brush_dabs", streaming.terrain().edits().size())
                .put("brush_frames", frames)
                .put("brush_frames_over_50ms", over50)
                .put("brush_slowest_ms", Math.round(slowestMs * 10) / 10.0)
                .put("brush_held_frames_over_50ms", heldOver50)
                .put("brush_held_slowest_ms", Math.round(heldSlowestMs * 10) / 10.0)
                .put("brush_first_shown_ms", Math.round(firstShownMs))
                .put("brush_first_shown_frames", firstShownFrames)
                .put("brush_remade", done ? "yes" : "no");
    }
}
