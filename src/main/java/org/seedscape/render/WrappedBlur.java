package org.seedscape.render;

import java.util.Arrays;

/**
 * A texture that repeats, blurred by three box passes {@code 2 radius + 1} texels wide along each
 * axis (close to a Gaussian of deviation {@code radius}), wrapping round its edges: the macro
 * variation's smooth noise, and the broad variation the ground textures' detail leaves out.
 * Running sums, so a pass costs the same whatever the radius.
 */
final class WrappedBlur {
    private WrappedBlur() {
    }

    /** {@code values} of a {@code size}-square texture, {@code channels} interleaved, blurred. */
    static float[] of(float[] values, int size, int radius, int channels) {
        // where each texel's window gains a texel and loses one, wrapped
        int[] enters = new int[size], leaves = new int[size];
        for (int i = 0; i < size; i++) {
            enters[i] = Math.floorMod(i + radius + 1, size);
            leaves[i] = Math.floorMod(i - radius, size);
        }
        float width = 2 * radius + 1;
        int row = size * channels;
        float[] a = values.clone(), b = new float[values.length], sums = new float[row];
        for (int pass = 0; pass < 3; pass++) {
            for (int y = 0; y < size; y++) { // along x, within each row
                int start = y * row;
                for (int c = 0; c < channels; c++) {
                    float sum = 0;
                    for (int k = -radius; k <= radius; k++) {
                        sum += a[start + Math.floorMod(k, size) * channels + c];
                    }
                    for (int x = 0; x < size; x++) {
                        b[start + x * channels + c] = sum / width;
                        sum += a[start + enters[x] * channels + c] - a[start + leaves[x] * channels + c];
                    }
                }
            }
            Arrays.fill(sums, 0); // along z: whole rows at a time, in memory order
            for (int k = -radius; k <= radius; k++) {
                int from = Math.floorMod(k, size) * row;
                for (int i = 0; i < row; i++) {
                    sums[i] += b[from + i];
                }
            }
            for (int y = 0; y < size; y++) {
                int to = y * row, enter = enters[y] * row, leave = leaves[y] * row;
                for (int i = 0; i < row; i++) {
                    a[to + i] = sums[i] / width;
                    sums[i] += b[enter + i] - b[leave + i];
                }
            }
        }
        return a;
    }
}
