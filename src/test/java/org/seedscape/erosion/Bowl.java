package org.seedscape.erosion;

/** A test ground: a round bowl on a {@link #SIZE} x {@link #SIZE} grid, its floor at the centre, 100 m below the middle of each edge. */
public final class Bowl {
    public static final int SIZE = 41, CENTRE = 20;

    private Bowl() {
    }

    /** The bowl's heights, row-major: a quarter of the squared distance from the centre, in samples. */
    public static float[] heights() {
        float[] h = new float[SIZE * SIZE];
        for (int j = 0; j < SIZE; j++) {
            for (int i = 0; i < SIZE; i++) {
                double r = Math.hypot(i - CENTRE, j - CENTRE);
                h[i + j * SIZE] = (float) (r * r * 0.25);
            }
        }
        return h;
    }
}
