package org.seedscape.export;

import java.util.Arrays;

/**
 * Where water poured on a height grid cannot drain away: the land in closed basins, found by a
 * priority flood (Barnes, Lehman and Mulla 2014). The outlets are the grid's edge and every sample
 * at or below the sea; from them the flood rises through the grid, lowest sample first, and each
 * sample's water level is the higher of its own height and the level of the sample the flood
 * reached it from. A land sample whose water level lies above its height is in a closed basin:
 * water would have to fill the basin to that level before it could run on.
 *
 * @param landShare   the share of land samples (above the sea) in closed basins, 0 to 1; 0 where
 *                    there is no land
 * @param deepest     the deepest a closed basin's water stands over the ground, metres
 */
public record ClosedBasins(double landShare, double deepest) {

    /** The closed basins of a row-major {@code size x size} grid with the sea at {@code seaLevel}. */
    public static ClosedBasins of(float[] heights, int size, double seaLevel) {
        if (size < 1 || heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        float[] level = new float[heights.length];
        Arrays.fill(level, Float.NaN);
        SampleHeap open = new SampleHeap(heights.length);
        for (int k = 0; k < heights.length; k++) {
            int i = k % size, j = k / size;
            if (i == 0 || j == 0 || i == size - 1 || j == size - 1 || heights[k] <= seaLevel) {
                level[k] = heights[k];
                open.push(level[k], k);
            }
        }
        while (!open.isEmpty()) {
            int k = open.pop();
            int i = k % size, j = k / size;
            for (int n = 0; n < 4; n++) {
                int ni = i + (n == 0 ? -1 : n == 1 ? 1 : 0), nj = j + (n == 2 ? -1 : n == 3 ? 1 : 0);
                if (ni < 0 || nj < 0 || ni >= size || nj >= size) {
                    continue;
                }
                int m = ni + nj * size;
                if (Float.isNaN(level[m])) {
                    level[m] = Math.max(heights[m], level[k]);
                    open.push(level[m], m);
                }
            }
        }
        long land = 0, closed = 0;
        double deepest = 0;
        for (int k = 0; k < heights.length; k++) {
            if (heights[k] > seaLevel) {
                land++;
                double depth = level[k] - heights[k];
                if (depth > 0) {
                    closed++;
                    deepest = Math.max(deepest, depth);
                }
            }
        }
        return new ClosedBasins(land == 0 ? 0 : (double) closed / land, deepest);
    }

    /**
     * A binary min-heap of samples by water level, as longs: the level's float bits made to sort
     * as integers in the high word, the sample index in the low word.
     */
    private static final class SampleHeap {
        private final long[] items;
        private int count;

        SampleHeap(int capacity) {
            items = new long[capacity];
        }

        boolean isEmpty() {
            return count == 0;
        }

        void push(float level, int index) {
            int bits = Float.floatToIntBits(level);
            int key = bits < 0 ? ~bits : bits | Integer.MIN_VALUE; // orders as unsigned like the floats
            long item = ((long) key << 32) ^ Long.MIN_VALUE | (index & 0xffffffffL);
            int at = count++;
            while (at > 0) {
                int parent = (at - 1) / 2;
                if (items[parent] <= item) {
                    break;
                }
                items[at] = items[parent];
                at = parent;
            }
            items[at] = item;
        }

        /** The index of the lowest sample, taken off the heap. */
        int pop() {
            long top = items[0], last = items[--count];
            int at = 0;
            while (true) {
                int child = 2 * at + 1;
                if (child >= count) {
                    break;
                }
                if (child + 1 < count && items[child + 1] < items[child]) {
                    child++;
                }
                if (last <= items[child]) {
                    break;
                }
                items[at] = items[child];
                at = child;
            }
            if (count > 0) {
                items[at] = last;
            }
            return (int) top;
        }
    }
}
