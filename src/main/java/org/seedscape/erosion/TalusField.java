package org.seedscape.erosion;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/**
 * What thermal erosion changed on one grid: metres added (scree) or taken (shed slopes) at every
 * sample, from {@link ThermalErosion} run over the grid and a halo of {@code 2 x steps} samples
 * around it, so every sample's change is the same in any grid that holds it ({@link #compute}).
 * Finer grids read it bilinearly ({@link #at(FieldGrid.Placement, int, int)}), as the height pass does
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
     * its halo, raised to {@code drainage}'s plains (null for none), {@code steps} steps at a talus
     * of {@code talusDegrees}, then the change inside.
     * Rows are spread over all cores when {@code parallel} (export's large grids); the bits are the
     * same either way.
     */
    public static TalusField compute(TerrainFunction terrain, DrainageFields drainage, SampleGrid grid, int steps,
                                     double talusDegrees, boolean parallel) {
        int halo = haloOf(steps), n = grid.size() + 2 * halo;
        SampleGrid wide = new SampleGrid(grid.originX() - halo * grid.spacing(), grid.originZ() - halo * grid.spacing(),
                grid.spacing(), n);
        return of(grid, ThermalErosion.toUnits(HeightBlocks.heightsOver(terrain, drainage, wide, parallel)), steps,
                talusDegrees, parallel);
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
     * The change at sample (i, j) of a finer grid placed at {@code p} in this one
     * ({@link #placementOf}): bilinear, exact at this grid's samples; the shader's twin.
     */
    public float at(FieldGrid.Placement p, int i, int j) {
        return FieldGrid.at(delta, grid.size(), p, i, j);
    }

    /** Where {@code finer} lies in this grid ({@link FieldGrid#placement}). */
    public FieldGrid.Placement placementOf(SampleGrid finer) {
        return FieldGrid.placement(grid, finer);
    }

    /** Adds the changes to heights over {@code finer} (row-major), as the height pass does. */
    public void addTo(SampleGrid finer, float[] heights) {
        FieldGrid.Placement p = placementOf(finer);
        int n = finer.size();
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                heights[i + j * n] += at(p, i, j);
            }
        }
    }

    /** The change at any point inside the grid, bilinear (export's grids, which need not lie on the lattice; point queries). */
    public double at(double x, double z) {
        return FieldGrid.at(grid, delta, x, z);
    }
}
