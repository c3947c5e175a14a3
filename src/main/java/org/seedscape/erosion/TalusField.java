package org.seedscape.erosion;

import java.util.stream.IntStream;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.noise.TerrainSample;

/**
 * What thermal erosion changed on one grid: metres added (scree) or taken (shed slopes) at every
 * sample, from {@link ThermalErosion} run over the grid and a halo of {@code 2 x steps} samples
 * around it, so every sample's change is the same in any grid that holds it ({@link #compute}).
 * Finer grids read it bilinearly ({@link #at(int, int, int, int, int)}), as the height pass does
 * ({@code MatDefs/Gen/TerrainGen.comp}, its twin: change both or neither).
 *
 * @param grid  where the changes lie
 * @param delta metres added at each sample, row-major over {@code grid}
 */
public record TalusField(SampleGrid grid, float[] delta) {
    public TalusField {
        if (delta.length != grid.count()) {
            throw new IllegalArgumentException("delta must hold " + grid.count() + " samples: " + delta.length);
        }
    }

    /**
     * Thermal erosion's changes on {@code grid}: the terrain at the grid's spacing over the grid and
     * its halo, {@code steps} steps at a talus of {@code talusDegrees}, then the change inside.
     * Rows are spread over all cores when {@code parallel} (export's large grids); the bits are the
     * same either way.
     */
    public static TalusField compute(TerrainFunction terrain, SampleGrid grid, int steps, double talusDegrees,
                                     boolean parallel) {
        int halo = haloOf(steps), n = grid.size() + 2 * halo;
        SampleGrid wide = new SampleGrid(grid.originX() - halo * grid.spacing(), grid.originZ() - halo * grid.spacing(),
                grid.spacing(), n);
        int[] before = new int[n * n];
        IntStream rows = IntStream.range(0, n);
        (parallel ? rows.parallel() : rows).forEach(j -> {
            TerrainSample s = new TerrainSample();
            for (int i = 0; i < n; i++) {
                terrain.sampleGrid(wide, i, j, s);
                before[i + j * n] = ThermalErosion.toUnits((float) s.height);
            }
        });
        return of(grid, before, steps, talusDegrees, parallel);
    }

    /** Samples around a grid that {@code steps} steps need: {@link ThermalErosion#HALO_PER_STEP} a step. */
    public static int haloOf(int steps) {
        return ThermalErosion.HALO_PER_STEP * steps;
    }

    /**
     * The changes on {@code grid} from the terrain's heights in units over it and its halo
     * ({@link #haloOf}), row-major, which are left as they were.
     */
    public static TalusField of(SampleGrid grid, int[] before, int steps, double talusDegrees, boolean parallel) {
        int halo = haloOf(steps), n = grid.size() + 2 * halo;
        int[] after = ThermalErosion.run(before, n, steps, ThermalErosion.talusUnits(talusDegrees, grid.spacing()), parallel);
        int size = grid.size();
        float[] delta = new float[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                int k = (i + halo) + (j + halo) * n;
                delta[i + j * size] = ThermalErosion.toMetres(after[k] - before[k]);
            }
        }
        return new TalusField(grid, delta);
    }

    /**
     * The change at sample (i, j) of a finer grid whose sample (0, 0) is sample
     * ({@code offsetX}, {@code offsetZ}) of this grid at its own spacing, which is this one's over
     * {@code 2^shift}: bilinear, exact at this grid's samples. The shader's twin, operation for
     * operation (it marks them {@code precise}, so no fused multiply-add changes a bit).
     */
    public float at(int offsetX, int offsetZ, int shift, int i, int j) {
        int a = offsetX + i, b = offsetZ + j, size = grid.size(), mask = (1 << shift) - 1;
        int ci = a >> shift, cj = b >> shift;
        int ci1 = Math.min(ci + 1, size - 1), cj1 = Math.min(cj + 1, size - 1);
        float tx = (a & mask) / (float) (1 << shift), tz = (b & mask) / (float) (1 << shift);
        float d00 = delta[ci + cj * size], d10 = delta[ci1 + cj * size];
        float d01 = delta[ci + cj1 * size], d11 = delta[ci1 + cj1 * size];
        float d0 = d00 + (d10 - d00) * tx, d1 = d01 + (d11 - d01) * tx;
        return d0 + (d1 - d0) * tz;
    }

    /** Where a finer grid lies in this one: its first sample's index at its spacing, and the spacing's ratio as a shift. */
    public record Placement(int offsetX, int offsetZ, int shift) {
    }

    /**
     * Where {@code finer} lies in this grid, for {@link #at(int, int, int, int, int)}: its spacing
     * must be this one's over a power of two and its samples on its own lattice within this grid.
     */
    public Placement placementOf(SampleGrid finer) {
        int shift = Math.getExponent(grid.spacing()) - Math.getExponent(finer.spacing());
        double ox = (finer.originX() - grid.originX()) / finer.spacing();
        double oz = (finer.originZ() - grid.originZ()) / finer.spacing();
        int last = (grid.size() - 1) << Math.max(shift, 0);
        if (shift < 0 || Math.scalb(finer.spacing(), shift) != grid.spacing() || ox != Math.rint(ox) || oz != Math.rint(oz)
                || ox < 0 || oz < 0 || ox + finer.size() - 1 > last || oz + finer.size() - 1 > last) {
            throw new IllegalArgumentException(finer + " does not lie on the lattice of " + grid);
        }
        return new Placement((int) ox, (int) oz, shift);
    }

    /** Adds the changes to heights over {@code finer} (row-major), as the height pass does. */
    public void addTo(SampleGrid finer, float[] heights) {
        Placement p = placementOf(finer);
        int n = finer.size();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                heights[i + j * n] += at(p.offsetX(), p.offsetZ(), p.shift(), i, j);
            }
        }
    }

    /** The change at any point inside the grid, bilinear (export's grids, which need not lie on the lattice; point queries). */
    public double at(double x, double z) {
        int size = grid.size();
        double u = (x - grid.originX()) / grid.spacing(), v = (z - grid.originZ()) / grid.spacing();
        int ci = Math.max(0, Math.min((int) Math.floor(u), size - 2)), cj = Math.max(0, Math.min((int) Math.floor(v), size - 2));
        double tx = u - ci, tz = v - cj;
        double d0 = delta[ci + cj * size] + (delta[ci + 1 + cj * size] - delta[ci + cj * size]) * tx;
        double d1 = delta[ci + (cj + 1) * size] + (delta[ci + 1 + (cj + 1) * size] - delta[ci + (cj + 1) * size]) * tx;
        return d0 + (d1 - d0) * tz;
    }
}
