package org.seedscape.stream;

/**
 * Waits, frame by frame, until the streaming world has stayed settled (every needed tile shown at
 * its own level, fully blended, nothing building) for some consecutive frames, as scripted runs do
 * before they take a picture or measure. The extra frames let jME's geomipmap LOD jobs, which run
 * on another thread, swap in their index buffers.
 */
public final class SettleWait {
    private final StreamingState streaming;
    private final int frames, maxFrames;
    private int settledFrames, waited;

    /** Ready after {@code frames} settled frames in a row; fails after {@code maxFrames} frames of waiting. */
    public SettleWait(StreamingState streaming, int frames, int maxFrames) {
        this.streaming = streaming;
        this.frames = frames;
        this.maxFrames = maxFrames;
    }

    /** Starts waiting afresh (after the camera moved). */
    public void restart() {
        settledFrames = 0;
        waited = 0;
    }

    /**
     * Call once a frame; true once the world has been settled for enough frames in a row.
     * @throws IllegalStateException when the view has not settled within the allowed frames
     */
    public boolean ready() {
        settledFrames = streaming.settled() ? settledFrames + 1 : 0;
        if (++waited > maxFrames) {
            throw new IllegalStateException("the view did not settle in " + maxFrames + " frames");
        }
        return settledFrames >= frames;
    }
}
