package org.seedscape.erosion;

import java.util.Arrays;

/**
 * Where water poured on a height grid comes to rest: a priority flood (Barnes, Lehman and Mulla
 * 2014) from the outlets (the grid's edge and every sample at or below the sea) inwards, lowest
 * level first. A sample reached from a neighbour at water level {@code l} keeps its height as
 * its level where that is above {@code l} (its water runs down to the neighbour); one at or below
 * it lies in a basin and gets {@code l + rise}: with {@code rise} 0 the levels are those of still
 * water, a closed basin's up to its lowest rim; with more, a basin's level also falls by
 * {@code rise} a sample to where it spills, so water poured anywhere finds a way down, while
 * ground that drains keeps its height however gentle (Barnes' Priority-Flood+epsilon lifts every
 * slope gentler than the rise). Deterministic: ties go to the lower sample index. Four neighbours,
 * as every other grid pass here.
 */
public final class BasinFill {

    private BasinFill() {
    }

    /**
     * The flood of a row-major {@code size x size} grid.
     *
     * @param level the water level at each sample, never below its height
     * @param order the samples in the order the flood reached them: outlets first, every other
     *              after the one it was reached from
     * @param from  the neighbour each sample was reached from (where its water goes), -1 at outlets
     */
    public record Flood(float[] level, int[] order, int[] from) {
    }

    /** The flood with the sea at {@code seaLevel}, levels rising by at least {@code rise} metres a sample away from the outlets. */
    public static Flood of(float[] heights, int size, double seaLevel, float rise) {
        return flood(heights, size, seaLevel, rise, false);
    }

    /**
     * The flood that reaches samples in the order of their own heights, not of their water levels:
     * inside a basin it comes down the lowest way in from the spill point, so each sample's
     * {@code from} leads out along the lowest way ({@link BasinCarve}'s channels). Its levels are
     * the heights.
     */
    public static Flood lowestFirst(float[] heights, int size, double seaLevel) {
        return flood(heights, size, seaLevel, 0, true);
    }

    private static Flood flood(float[] heights, int size, double seaLevel, float rise, boolean byHeight) {
        if (size < 1 || heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        if (!(rise >= 0)) {
            throw new IllegalArgumentException("rise must be at least 0: " + rise);
        }
        int n = heights.length;
        float[] level = new float[n];
        Arrays.fill(level, Float.NaN);
        int[] order = new int[n], from = new int[n];
        int reached = 0;
        SampleHeap open = new SampleHeap(n);
        for (int k = 0; k < n; k++) {
            int i = k % size, j = k / size;
            if (i == 0 || j == 0 || i == size - 1 || j == size - 1 || heights[k] <= seaLevel) {
                level[k] = heights[k];
                from[k] = -1;
                open.push(level[k], k);
            }
        }
        while (!open.isEmpty()) {
            int k = open.pop();
            order[reached++] = k;
            int i = k % size, j = k / size;
            for (int e = 0; e < 4; e++) {
                int ni = i + (e == 0 ? -1 : e == 1 ? 1 : 0), nj = j + (e == 2 ? -1 : e == 3 ? 1 : 0);
                if (ni < 0 || nj < 0 || ni >= size || nj >= size) {
                    continue;
                }
                int m = ni + nj * size;
                if (Float.isNaN(level[m])) {
                    level[m] = byHeight || heights[m] > level[k] ? heights[m] : level[k] + rise;
                    from[m] = k;
                    open.push(level[m], m);
                }
            }
        }
        return new Flood(level, order, from);
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
