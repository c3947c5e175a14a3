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
}
