package org.seedscape.gen;

import com.jme3.asset.AssetManager;
import java.util.Map;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL20C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.opengl.GL42C;
import org.lwjgl.opengl.GL43C;
import org.seedscape.landform.HydraulicErosion;
import org.seedscape.landform.ThermalErosion;

/**
 * Thermal and hydraulic erosion on the GPU ({@code MatDefs/Gen/Thermal.comp} and
 * {@code Hydraulic.comp}, the twins of {@link org.seedscape.erosion.ThermalErosion} and
 * {@link org.seedscape.erosion.HydraulicErosion}): the steps run as one compute dispatch each over
 * two storage buffers in turn, in whole units, so the results are the Java twins', bit for bit.
 * The storage buffer bindings it uses are ones jME never touches, and it restores the program jME
 * had bound. GL thread only.
 */
public final class ErosionKernel {
    static final String THERMAL = "MatDefs/Gen/Thermal.comp", HYDRAULIC = "MatDefs/Gen/Hydraulic.comp";
    /** The work group's side and the storage buffer bindings, as the shaders declare them. */
    private static final int GROUP = 8, FROM = 7, TO = 8;

    private final ComputePrograms thermal, hydraulic;

    public ErosionKernel(AssetManager assets) {
        thermal = new ComputePrograms(assets, THERMAL);
        hydraulic = new ComputePrograms(assets, HYDRAULIC);
    }

    /**
     * Runs {@code steps} steps of thermal erosion on the row-major {@code size x size} grid of units
     * {@code heights} with the talus drop {@code talus}; waits for the GPU and returns the new grid.
     */
    public int[] thermal(int[] heights, int size, int steps, int talus) {
        checkSize(heights, size);
        return run(thermal, heights, size, steps, Map.of("m_Talus", talus));
    }

    /**
     * Runs {@code steps} steps of hydraulic erosion on the row-major {@code size x size} grid of
     * units {@code heights} with the capacity factor {@code capacity} and a slope of 1 being
     * {@code slopeUnit} units; waits for the GPU and returns what the Java twin returns.
     */
    public HydraulicErosion.Result hydraulic(int[] heights, int size, int steps, int capacity, int slopeUnit) {
        checkSize(heights, size);
        int count = heights.length;
        int[] state = new int[4 * count]; // heights, then no water, sediment or runoff
        System.arraycopy(heights, 0, state, 0, count);
        return HydraulicErosion.resultOf(run(hydraulic, state, size, steps,
                Map.of("m_Capacity", capacity, "m_SlopeUnit", slopeUnit)), count);
    }

    private static void checkSize(int[] heights, int size) {
        if (heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
    }

    /** {@code steps} dispatches of {@code programs} over {@code state}, each reading the last and writing the next. */
    private static int[] run(ComputePrograms programs, int[] state, int size, int steps, Map<String, Integer> uniforms) {
        int[] buffers = new int[2];
        GL15C.glGenBuffers(buffers);
        int previous = GL11C.glGetInteger(GL20C.GL_CURRENT_PROGRAM);
        try {
            GL15C.glBindBuffer(GL43C.GL_SHADER_STORAGE_BUFFER, buffers[0]);
            GL15C.glBufferData(GL43C.GL_SHADER_STORAGE_BUFFER, state, GL15C.GL_DYNAMIC_COPY);
            GL15C.glBindBuffer(GL43C.GL_SHADER_STORAGE_BUFFER, buffers[1]);
            GL15C.glBufferData(GL43C.GL_SHADER_STORAGE_BUFFER, 4L * state.length, GL15C.GL_DYNAMIC_COPY);
            ComputePrograms.Program program = programs.get("");
            GL20C.glUseProgram(program.id());
            GL20C.glUniform1i(program.location("m_Size"), size);
            uniforms.forEach((name, value) -> GL20C.glUniform1i(program.location(name), value));
            int groups = (size + GROUP - 1) / GROUP;
            for (int s = 0; s < steps; s++) {
                GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, FROM, buffers[s & 1]);
                GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, TO, buffers[(s + 1) & 1]);
                GL43C.glDispatchCompute(groups, groups, 1);
                GL42C.glMemoryBarrier(GL43C.GL_SHADER_STORAGE_BARRIER_BIT | GL42C.GL_BUFFER_UPDATE_BARRIER_BIT);
            }
            int[] out = new int[state.length];
            GL15C.glBindBuffer(GL43C.GL_SHADER_STORAGE_BUFFER, buffers[steps & 1]);
            GL15C.glGetBufferSubData(GL43C.GL_SHADER_STORAGE_BUFFER, 0, out);
            return out;
        } finally {
            GL15C.glBindBuffer(GL43C.GL_SHADER_STORAGE_BUFFER, 0);
            GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, FROM, 0);
            GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, TO, 0);
            GL20C.glUseProgram(previous);
            GL15C.glDeleteBuffers(buffers);
        }
    }

    public void delete() {
        thermal.delete();
        hydraulic.delete();
    }
}
