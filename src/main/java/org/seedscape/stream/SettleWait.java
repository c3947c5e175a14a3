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
    private final int frames;
    private final double maxSeconds;
    private int settledFrames;
    private long since = System.nanoTime();

    /**
     * Ready after {@code frames} frames in a row for which {@code settled} held (usually
     * {@link StreamingState#settled}); fails after {@code maxSeconds} of waiting. Seconds, not
     * frames: a GPU draws a frame in a millisecond, so 5,000 frames were 5 s, less than a
     * 32 km view takes to build there.
     */
    public SettleWait(BooleanSupplier settled, int frames, double maxSeconds) {
        this.settled = settled;
        this.frames = frames;
        this.maxSeconds = maxSeconds;
    }

    /** Starts waiting afresh (after the camera moved). */
    public void restart() {
        settledFrames = 0;
        since = System.nanoTime();
    }

    /**
     * Counts this frame: call once a frame.
     * @throws IllegalStateException when the view has not settled within the allowed time
     */
    public void countFrame() {
        settledFrames = settled.getAsBoolean() ? settledFrames + 1 : 0;
        if (!ready() && (System.nanoTime() - since) * 1e-9 > maxSeconds) {
            throw new IllegalStateException("the view did not settle in " + maxSeconds + " s");
        }
    }

    /** Whether the world has been settled for enough counted frames in a row. */
    public boolean ready() {
        return settledFrames >= frames;
    }
}
