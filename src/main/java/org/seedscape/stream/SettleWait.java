package org.seedscape.stream;

import java.util.function.BooleanSupplier;

/**
 * Waits, frame by frame, until the streaming world has stayed settled (every needed tile shown at
 * its own level, fully blended, nothing building) for some consecutive frames, as scripted runs do
 * before they take a picture or measure. The extra frames let jME's geomipmap LOD jobs, which run
 * on another thread, swap in their index buffers.
 */
public final class SettleWait {
    private final BooleanSupplier settled;
    private final int frames, maxFrames;
    private int settledFrames, waited;

    /**
     * Ready after {@code frames} frames in a row for which {@code settled} held (usually
     * {@link StreamingState#settled}); fails after {@code maxFrames} frames of waiting.
     */
    public SettleWait(BooleanSupplier settled, int frames, int maxFrames) {
        this.settled = settled;
        this.frames = frames;
        this.maxFrames = maxFrames;
    }

    /** Starts waiting afresh (after the camera moved). */
    public void restart() {
        settledFrames = 0;
        waited = 0;
    }

    /**
     * Counts this frame: call once a frame.
     * @throws IllegalStateException when the view has not settled within the allowed frames
     */
    public void countFrame() {
        settledFrames = settled.getAsBoolean() ? settledFrames + 1 : 0;
        if (++waited > maxFrames) {
            throw new IllegalStateException("the view did not settle in " + maxFrames + " frames");
        }
    }

    /** Whether the world has been settled for enough counted frames in a row. */
    public boolean ready() {
        return settledFrames >= frames;
    }
}
