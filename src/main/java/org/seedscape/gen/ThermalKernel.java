package org.seedscape.gen;

import com.jme3.asset.AssetManager;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL20C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.opengl.GL42C;
import org.lwjgl.opengl.GL43C;

/**
 * Thermal erosion on the GPU ({@code MatDefs/Gen/Thermal.comp}, the twin of
 * {@link org.seedscape.erosion.ThermalErosion}): the steps run as one compute dispatch each over
 * two storage buffers in turn, in whole height units, so the result is the Java twin's, bit for
 * bit. The storage buffer bindings it uses are ones jME never touches, and it restores the program
 * jME had bound. GL thread only.
 */
public final class ThermalKernel {
    static final String SOURCE = "MatDefs/Gen/Thermal.comp";
    /** The work group's side and the storage buffer bindings, as the shader declares them. */
    private static final int GROUP = 8, FROM = 7, TO = 8;

    private final ComputePrograms programs;

    public ThermalKernel(AssetManager assets) {
        programs = new ComputePrograms(assets, SOURCE);
    }

    /**
     * Runs {@code steps} steps on the row-major {@code size x size} grid of units {@code heights}
     * with the talus drop {@code talus}; waits for the GPU and returns the new grid.
     */
    public int[] run(int[] heights, int size, int steps, int talus) {
        if (heights.length != size * size) {
            throw new IllegalArgumentException("heights must hold " + size + " x " + size + " samples: " + heights.length);
        }
        int[] buffers = new int[2];
        GL15C.glGenBuffers(buffers);
        int previous = GL11C.glGetInteger(GL20C.GL_CURRENT_PROGRAM);
        try {
            GL15C.glBindBuffer(GL43C.GL_SHADER_STORAGE_BUFFER, buffers[0]);
            GL15C.glBufferData(GL43C.GL_SHADER_STORAGE_BUFFER, heights, GL15C.GL_DYNAMIC_COPY);
            GL15C.glBindBuffer(GL43C.GL_SHADER_STORAGE_BUFFER, buffers[1]);
            GL15C.glBufferData(GL43C.GL_SHADER_STORAGE_BUFFER, 4L * heights.length, GL15C.GL_DYNAMIC_COPY);
            ComputePrograms.Program program = programs.get("");
            GL20C.glUseProgram(program.id());
            GL20C.glUniform1i(program.location("m_Size"), size);
            GL20C.glUniform1i(program.location("m_Talus"), talus);
            int groups = (size + GROUP - 1) / GROUP;
            for (int s = 0; s < steps; s++) {
                GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, FROM, buffers[s & 1]);
                GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, TO, buffers[(s + 1) & 1]);
                GL43C.glDispatchCompute(groups, groups, 1);
                GL42C.glMemoryBarrier(GL43C.GL_SHADER_STORAGE_BARRIER_BIT | GL42C.GL_BUFFER_UPDATE_BARRIER_BIT);
            }
            int[] out = new int[heights.length];
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
        programs.delete();
    }
}
