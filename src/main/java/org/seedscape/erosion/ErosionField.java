package org.seedscape.erosion;

import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.landform.HydraulicErosion;
import org.seedscape.landform.ThermalErosion;

/**
 * What erosion changed on one grid: metres added (fans, scree) or taken (channels, shed slopes) at
 * every sample, from {@link ErosionPasses} (hydraulic, then thermal erosion) run over the grid and
 * a halo of two samples a step around it, so every sample's change is the same in any grid that
 * holds it ({@link #compute}).
 * Finer grids read it bilinearly ({@link #at(FieldGrid.Placement, int, int)}), as the height pass does
 * ({@code MatDefs/Gen/TerrainGen.comp}, its twin: change both or neither).
 *
 * @param grid   where the changes lie
 * @param delta  metres added at each sample, row-major over {@code grid}
 * @param runoff metres of water that ran off each sample over hydraulic erosion's steps (0 without
 *               it): greatest along channels, where flow gathers
 */
public record ErosionField(SampleGrid grid, float[] delta, float[] runoff) {
    public ErosionField {
        if (delta.length != grid.count() || runoff.length != grid.count()) {
            throw new IllegalArgumentException("delta and runoff must hold " + grid.count() + " samples: " + delta.length
                    + ", " + runoff.length);
        }
    }

    /**
     * Erosion's changes on {@code grid}: the terrain at the grid's spacing over the grid and its
     * halo, raised to {@code drainage}'s plains (null for none), the passes, then the change inside.
     * Rows are spread over all cores when {@code parallel} (export's large grids); the bits are the
     * same either way.
     */
    public static ErosionField compute(TerrainFunction terrain, DrainageFields drainage, SampleGrid grid,
                                       ErosionPasses passes, boolean parallel) {
        int halo = passes.halo(), n = grid.size() + 2 * halo;
        SampleGrid wide = new SampleGrid(grid.originX() - halo * grid.spacing(), grid.originZ() - halo * grid.spacing(),
                grid.spacing(), n);
        return of(grid, ThermalErosion.toUnits(HeightBlocks.heightsOver(terrain, drainage, wide, parallel)), passes,
                parallel);
    }

    /**
     * The changes on {@code grid} from the terrain's heights in units over it and its halo
     * ({@link ErosionPasses#halo}), row-major, which are left as they were.
     */
    public static ErosionField of(SampleGrid grid, int[] before, ErosionPasses passes, boolean parallel) {
        int halo = passes.halo(), n = grid.size() + 2 * halo;
        HydraulicErosion.Result after = passes.run(before, n, grid.spacing(), parallel);
        int size = grid.size();
        float[] delta = new float[size * size], runoff = new float[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                int k = (i + halo) + (j + halo) * n;
                delta[i + j * size] = ThermalErosion.toMetres(after.heights()[k] - before[k]);
                runoff[i + j * size] = ThermalErosion.toMetres(after.runoff()[k]);
            }
        }
        return new ErosionField(grid, delta, runoff);
    }

    /**
     * The change at sample (i, j) of a finer grid placed at {@code p} in this one
     * ({@link #placementOf}): bilinear, exact at this grid's samples; the shader's twin.
     */
    public float at(FieldGrid.Placement p, int i, int j) {
        return FieldGrid.at(delta, grid.size(), p, i, j);
    }

    /** The runoff at sample (i, j) of a finer grid placed at {@code p}: bilinear, as {@link #at(FieldGrid.Placement, int, int)}. */
    public float runoffAt(FieldGrid.Placement p, int i, int j) {
        return FieldGrid.at(runoff, grid.size(), p, i, j);
    }

    /** Where {@code finer} lies in this grid ({@link FieldGrid#placement}). */
    public FieldGrid.Placement placementOf(SampleGrid finer) {
        return FieldGrid.placement(grid, finer);
    }

    /** The changes on a grid of the same spacing inside this one, its samples on this grid's. */
    public ErosionField within(SampleGrid inner) {
        FieldGrid.Placement p = placementOf(inner);
        int n = inner.size(), size = grid.size();
        if (p.shift() != 0) {
            throw new IllegalArgumentException(inner + " is finer than " + grid);
        }
        float[] insideDelta = new float[n * n], insideRunoff = new float[n * n];
        for (int j = 0; j < n; j++) {
            System.arraycopy(delta, p.offsetX() + (p.offsetZ() + j) * size, insideDelta, j * n, n);
            System.arraycopy(runoff, p.offsetX() + (p.offsetZ() + j) * size, insideRunoff, j * n, n);
        }
        return new ErosionField(inner, insideDelta, insideRunoff);
    }

    /** The change at any point inside the grid, bilinear (export's grids, which need not lie on the lattice; point queries). */
    public double at(double x, double z) {
        return FieldGrid.at(grid, delta, x, z);
    }

    /** The runoff at any point inside the grid, bilinear, as {@link #at(double, double)}. */
    public double runoffAt(double x, double z) {
        return FieldGrid.at(grid, runoff, x, z);
    }
}
