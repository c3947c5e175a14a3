package org.seedscape.bench;

import org.seedscape.stream.Ground;

/**
 * A fake ground for route tests: straight ridges, the height a sine of x (or of z), so the steepest
 * slope is known. The drawn ground lies a little above the exact one and waves differently, as a
 * coarser tile would, so a route that confuses the two shows it.
 */
record SineGround(double amplitude, double wavelength, boolean risesAlongX) implements Ground {
    static final double DRAWN_OFFSET = 0.8, DRAWN_WAVE = 0.5, DRAWN_WAVELENGTH = 97;

    @Override
    public double trueHeight(double worldX, double worldZ) {
        return amplitude * Math.sin(2 * Math.PI * (risesAlongX ? worldX : worldZ) / wavelength);
    }

    /** A formula: nothing to make ahead. */
    @Override
    public void prepare(double worldX, double worldZ) {
    }

    @Override
    public double drawnHeight(double worldX, double worldZ) {
        return trueHeight(worldX, worldZ) + DRAWN_OFFSET + DRAWN_WAVE * Math.sin(2 * Math.PI * worldX / DRAWN_WAVELENGTH);
    }

    /** Drawn everywhere: the whole wave is shown. */
    @Override
    public void drawnHeights(double minX, double minZ, double step, int nx, int nz, float[] out) {
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                out[i + j * nx] = (float) drawnHeight(minX + i * step, minZ + j * step);
            }
        }
    }

    /** Open ground: nothing stands on it. */
    @Override
    public void keepClear(double[] xz, double radius) {
    }

    /** The steepest slope of the exact ground, metres per metre. */
    double maxSlope() {
        return amplitude * 2 * Math.PI / wavelength;
    }

    /** The steepest slope of the drawn ground. */
    double maxDrawnSlope() {
        return maxSlope() + DRAWN_WAVE * 2 * Math.PI / DRAWN_WAVELENGTH;
    }
}
