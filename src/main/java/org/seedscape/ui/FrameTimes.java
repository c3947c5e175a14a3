package org.seedscape.ui;

import java.util.Arrays;

/**
 * The last frame times, oldest first, in a fixed ring: what the HUD's frame-time graph draws and
 * its frame rate is counted from. Pushing allocates nothing, so it can run every frame.
 */
public final class FrameTimes {
    private final float[] ms;
    /** Scratch for {@link #percentile}, so that it allocates nothing either. */
    private final float[] sorted;
    private int next, size;

    public FrameTimes(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity);
        }
        ms = new float[capacity];
        sorted = new float[capacity];
    }

    /** Adds the newest frame's time; past capacity, the oldest is dropped. */
    public void push(float frameMs) {
        ms[next] = frameMs;
        next = (next + 1) % ms.length;
        size = Math.min(size + 1, ms.length);
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return ms.length;
    }

    /** The {@code i}-th frame time kept, 0 the oldest and {@code size() - 1} the newest. */
    public float get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException(i + " of " + size);
        }
        return ms[Math.floorMod(next - size + i, ms.length)];
    }

    /** The longest frame kept, 0 when none. */
    public float max() {
        float max = 0;
        for (int i = 0; i < size; i++) {
            max = Math.max(max, ms[i]);
        }
        return max;
    }

    /**
     * The time that a share {@code q} (0 to 1) of the kept frames take at most (nearest rank); 0 when
     * none. Sorts a copy: meant for a few times a second, not every frame.
     */
    public float percentile(double q) {
        if (size == 0) {
            return 0;
        }
        // Until the ring is full its frames fill the front of the array; order does not matter here.
        System.arraycopy(ms, 0, sorted, 0, size);
        Arrays.sort(sorted, 0, size);
        return sorted[Math.max((int) Math.ceil(q * size) - 1, 0)];
    }

    /** Milliseconds the kept frames span together. */
    public double spanMs() {
        double sum = 0;
        for (int i = 0; i < size; i++) {
            sum += ms[i];
        }
        return sum;
    }

    /**
     * Frames per second over the last second of frames kept, the one that straddles its start
     * counted in part (so the rate moves smoothly, not by whole frames); over all of them when they
     * span less. 0 when none.
     */
    public double fps() {
        double sumMs = 0, frames = 0;
        for (int i = size - 1; i >= 0 && sumMs < 1000; i--) {
            float ms = get(i);
            double part = sumMs + ms <= 1000 ? 1 : (1000 - sumMs) / ms;
            frames += part;
            sumMs += part * ms;
        }
        return sumMs > 0 ? frames * 1000 / sumMs : 0;
    }
}
