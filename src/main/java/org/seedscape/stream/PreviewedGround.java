package org.seedscape.stream;

/**
 * The ground as the brush sees it: as drawn, with the strokes the edit preview shows laid over it
 * ({@link EditPreview#shownOver}), so that the brush's ring lies on the ground the eye sees and the
 * crosshair lays dabs where it points, on a mound raised a moment ago as on the tiles. Render thread.
 */
final class PreviewedGround {
    /** Halvings of the step the ray crosses the previewed ground in. */
    private static final int HALVINGS = 12;

    private final Ground ground;
    private final DrawnSurface surface;
    private final EditPreview preview;

    PreviewedGround(Ground ground, DrawnSurface surface, EditPreview preview) {
        this.ground = ground;
        this.surface = surface;
        this.preview = preview;
    }

    double heightAt(double x, double z) {
        return preview.shownOver(x, z, ground.drawnHeight(x, z));
    }

    /**
     * Metres along the ray from world (x, y, z) along the unit direction (dx, dy, dz) to where it
     * first meets the ground shown, within {@code limit}; infinite where it does not. Outside the
     * shown map's square that is the drawn ground's first crossing; over it, the ray is stepped a
     * texel at a time and the crossing found between the last step above and the first below.
     */
    double firstCrossing(double x, double y, double z, double dx, double dy, double dz, double limit) {
        double[] square = preview.shownSquare();
        double[] drawn = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY}; // the first crossing; the first beyond the square
        double[] across = square == null ? null : across(square, x, z, dx, dz, limit);
        surface.crossings(x, y, z, dx, dy, dz, limit, (t, nx, ny, nz, patch, triangle) -> {
            drawn[0] = Math.min(drawn[0], t);
            if (across != null && t > across[1]) {
                drawn[1] = Math.min(drawn[1], t);
            }
        });
        if (across == null || drawn[0] < across[0]) {
            return drawn[0]; // the shown ground is the drawn ground until the ray is over the square
        }
        double step = square[2] / PreviewBlends.TEXELS; // a texel: none is stepped over
        int steps = (int) Math.ceil((across[1] - across[0]) / step);
        double before = across[0];
        for (int k = 0; k <= steps; k++) {
            double at = Math.min(across[0] + k * step, across[1]);
            if (y + at * dy <= heightAt(x + at * dx, z + at * dz)) {
                // below it from the start, the eye is under a mound the preview raised: the tiles' crossing, as without one
                return k == 0 ? drawn[0] : crossingBetween(before, at, x, y, z, dx, dy, dz);
            }
            before = at;
        }
        return drawn[1];
    }

    /** The stretch of the ray over the square (min x, min z, side), from and to, within the limit; null where it misses. */
    private static double[] across(double[] square, double x, double z, double dx, double dz, double limit) {
        double from = 0, to = limit;
        double[][] slabs = {{x, dx, square[0]}, {z, dz, square[1]}};
        for (double[] s : slabs) {
            double start = s[0], d = s[1], min = s[2], max = s[2] + square[2];
            if (Math.abs(d) < 1e-12) {
                if (start < min || start > max) {
                    return null;
                }
                continue;
            }
            double t0 = (min - start) / d, t1 = (max - start) / d;
            from = Math.max(from, Math.min(t0, t1));
            to = Math.min(to, Math.max(t0, t1));
        }
        return from <= to ? new double[] {from, to} : null;
    }

    /** Where the ray crosses the shown ground between {@code above} and {@code below} metres along it. */
    private double crossingBetween(double above, double below, double x, double y, double z, double dx, double dy, double dz) {
        for (int k = 0; k < HALVINGS; k++) {
            double mid = (above + below) / 2;
            if (y + mid * dy <= heightAt(x + mid * dx, z + mid * dz)) {
                below = mid;
            } else {
                above = mid;
            }
        }
        return below;
    }
}
