package org.seedscape.erosion;

import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;
import org.seedscape.landform.HydraulicErosion;
import org.seedscape.landform.ThermalErosion;

/**
 * The grid passes a world's erosion fields run, in order: hydraulic erosion ({@link HydraulicErosion},
 * {@code waterSteps} steps) cuts channels and lays fans, then thermal erosion ({@link ThermalErosion},
 * {@code talusSteps} steps) lays the walls left steeper than the talus angle down as scree. Both
 * reach two samples a step, so a grid's own samples need a halo of two samples for every step of
 * either ({@link #halo}).
 *
 * @param waterSteps   steps of hydraulic erosion (0 = none)
 * @param waterErosion the hydraulic capacity factor ({@link HydraulicErosion#capacityOf})
 * @param talusSteps   steps of thermal erosion (0 = none)
 * @param talusDegrees the talus angle
 */
public record ErosionPasses(int waterSteps, double waterErosion, int talusSteps, double talusDegrees) {

    /** A world's passes, from its preset's keys. */
    public static ErosionPasses of(TerrainParams params) {
        return new ErosionPasses((int) params.get(PresetKey.WATER_STEPS), params.get(PresetKey.WATER_EROSION),
                (int) params.get(PresetKey.TALUS_STEPS), params.get(PresetKey.TALUS_ANGLE));
    }

    /** Whether any pass changes the ground. */
    public boolean any() {
        return (waterSteps > 0 && HydraulicErosion.capacityOf(waterErosion) > 0) || talusSteps > 0;
    }

    /** Samples around a grid that the passes need, so that its own samples are the same in any larger grid. */
    public int halo() {
        return HydraulicErosion.HALO_PER_STEP * waterSteps + ThermalErosion.HALO_PER_STEP * talusSteps;
    }

    /**
     * The heights after both passes on a row-major {@code size x size} grid of units
     * {@code spacing} metres apart (the argument is left as it was), and the water that ran off
     * each sample in hydraulic erosion (none without it); rows spread over all cores when
     * {@code parallel}, the same bits either way.
     */
    public HydraulicErosion.Result run(int[] heights, int size, double spacing, boolean parallel) {
        HydraulicErosion.Result watered = waterSteps == 0 ? new HydraulicErosion.Result(heights, new int[heights.length])
                : HydraulicErosion.run(heights, size, waterSteps, HydraulicErosion.capacityOf(waterErosion),
                HydraulicErosion.slopeUnitOf(spacing), parallel);
        return new HydraulicErosion.Result(ThermalErosion.run(watered.heights(), size, talusSteps,
                ThermalErosion.talusUnits(talusDegrees, spacing), parallel), watered.runoff());
    }
}
