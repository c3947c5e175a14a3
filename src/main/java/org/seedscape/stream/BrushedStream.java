package org.seedscape.stream;

import java.util.List;
import org.seedscape.edit.Dab;

/** What a brush tells the stream each frame it is on ({@link StreamingState#brushing}). */
public interface BrushedStream {
    /**
     * Shows the dabs of {@code target} that the drawn tiles do not carry yet at once, laid over the
     * drawn ground, until the tiles that carry them are swapped in: the applied world's dabs and
     * those of the stroke being laid.
     */
    void previewEdits(List<Dab> target);

    /**
     * Whether more strokes are coming (one is being laid, or one was let go moments ago): while
     * they are, an edit's landform layers and tiles wait, the preview showing its strokes, so that
     * brushing leaves the frame's time to drawing; once they stop, the newest edit is made.
     */
    void strokesComing(boolean coming);

    /** The height shown at world (x, z): the drawn ground with the strokes the preview shows laid over it. */
    double shownHeight(double x, double z);

    /**
     * Metres along the ray from world (x, y, z) along the unit direction (dx, dy, dz) to where it
     * first meets the ground shown (the drawn ground with the preview's strokes), within
     * {@code limit}; infinite where it does not.
     */
    double firstShownCrossing(double x, double y, double z, double dx, double dy, double dz, double limit);
}
