package org.seedscape.app;

import com.jme3.system.Timer;

/**
 * A clock that advances by the same step every frame, whatever the wall clock does, so a scripted
 * run simulates the same blends, morphs and ripples on every machine and every run.
 */
public final class FixedStepTimer extends Timer {
    private static final long TICKS_PER_SECOND = 1_000_000_000L;
    private final float step;
    private long frames;

    public FixedStepTimer(double stepSeconds) {
        this.step = (float) stepSeconds;
    }

    @Override
    public long getTime() {
        return Math.round(frames * (double) step * TICKS_PER_SECOND);
    }

    @Override
    public long getResolution() {
        return TICKS_PER_SECOND;
    }

    @Override
    public float getFrameRate() {
        return 1 / step;
    }

    @Override
    public float getTimePerFrame() {
        return step;
    }

    @Override
    public void update() {
        frames++;
    }

    @Override
    public void reset() {
        frames = 0;
    }
}
