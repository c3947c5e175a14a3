package org.seedscape.gen;

import java.util.Arrays;
import com.jme3.asset.AssetManager;
import com.jme3.material.MatParam;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL20C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.opengl.GL42C;
import org.lwjgl.opengl.GL43C;
import org.lwjgl.opengl.GL45C;
import org.seedscape.erosion.DrainageField;
import org.seedscape.erosion.ErosionField;
import org.seedscape.erosion.FieldGrid;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.SampleGrid;

/**
 * The height pass ({@code MatDefs/Gen/TerrainGen.comp}), a compute shader, which jME cannot run:
 * this compiles it with the world's defines ({@link GenMaterial#defines}) and those of the output,
 * and gives it every parameter of the generation material as the uniform {@code m_Name}, as jME
 * gives them to the surface pass, so both read the same values. One program per set of defines,
 * kept until {@link #delete}. The program is bound only for the dispatch and the one jME had bound
 * before is restored, since jME tracks which program it bound; the image unit and storage buffer
 * bindings it uses are ones jME never touches. GL thread only.
 */
final class TerrainKernel {
    static final String SOURCE = "MatDefs/Gen/TerrainGen.comp";
    /** The work group's side, as the shader declares it. */
    private static final int GROUP = 8;
    /** The image unit of the stream's height target, as the shader declares it. */
    private static final int IMAGE_UNIT = 0;

    /** Where a dispatch writes, and the barrier that makes it visible to what reads it next. */
    private enum Output {
        /** Heights, dh/dx and dh/dz into the storage buffers of {@link SampleBuffers}, which are then copied. */
        GRADIENTS("", GL42C.GL_BUFFER_UPDATE_BARRIER_BIT),
        /** Heights alone into a storage buffer. */
        HEIGHTS("#define HEIGHT_ONLY 1\n", GL42C.GL_BUFFER_UPDATE_BARRIER_BIT),
        /**
         * One tile's heights, own and its parent level's, and thermal erosion's change to each,
         * into an RGBA32F texture, which the surface pass samples and a framebuffer read reads.
         */
        HEIGHT_IMAGE("#define HEIGHT_ONLY 1\n#define IMAGE_OUTPUT 1\n",
                GL42C.GL_TEXTURE_FETCH_BARRIER_BIT | GL42C.GL_FRAMEBUFFER_BARRIER_BIT);

        private final String defines;
        private final int barrier;

        Output(String defines, int barrier) {
            this.defines = defines;
            this.barrier = barrier;
        }
    }

    /** The defines of a tile's stamp field (the dabs' too) and of its exact stamps' field, last in that order. */
    private static final String STAMPS = "#define STAMPS 1\n", EXACT_STAMPS = "#define EXACT_STAMPS 1\n";

    /** The storage buffer bindings of the erosion and the drainage fields and the stamps' blends, as the shader declares them. */
    private static final int EROSION_BINDING = 9, DRAINAGE_BINDING = 10, STAMPS_BINDING = 11, EXACT_STAMPS_BINDING = 12;

    private final ComputePrograms programs;
    /** The storage buffers the last tile's erosion and drainage fields and stamps' blends were uploaded into, or 0. */
    private int erosionBuffer, drainageBuffer, stampsBuffer, exactStampsBuffer;

    TerrainKernel(AssetManager assets) {
        programs = new ComputePrograms(assets, SOURCE);
    }

    /**
     * Computes {@code rows} rows of the material's tiles from atlas row {@code firstRow} on, the
     * heights alone or with their gradient, into the storage buffers bound from that row on
     * ({@link SampleBuffers#bindRows}).
     */
    void dispatch(GenMaterial material, boolean heightOnly, int tileSize, int firstRow, int rows) {
        run(material, heightOnly ? Output.HEIGHTS : Output.GRADIENTS, tileSize, firstRow, rows);
    }

    /**
     * Computes one tile's heights over {@code grid}, its own and its parent level's, into the
     * RGBA32F texture {@code texture} (a GL name) of its size, raised to the plains of filled
     * basins and with erosion's changes added where {@code fields} has them (and, blue and alpha,
     * the changes themselves and the water that ran off), and the stamps' blends: those below the
     * layers on the procedural heights, the exact ones on top.
     */
    void dispatchToImage(GenMaterial material, int texture, SampleGrid grid, Landforms.TileFields fields) {
        GL42C.glBindImageTexture(IMAGE_UNIT, texture, 0, false, 0, GL15C.GL_WRITE_ONLY, GL30C.GL_RGBA32F);
        // A new buffer for every field: passes still queued keep reading the one they were given,
        // which GL frees once they are done. Filling one buffer again with glBufferData gave an
        // H200 other heights from run to run (near-ground shots differed between runs), as
        // rewriting TileOrigins' buffer in place did on llvmpipe.
        if (fields.erosion() != null) {
            erosionBuffer = newBuffer(erosionBuffer, interleaved(fields.erosion()), EROSION_BINDING);
        }
        if (fields.drainage().length > 0) {
            drainageBuffer = newBuffer(drainageBuffer, interleaved(fields.drainage()), DRAINAGE_BINDING);
        }
        if (fields.stamps() != null) {
            stampsBuffer = newBuffer(stampsBuffer, fields.stamps(), STAMPS_BINDING);
        }
        if (fields.exactStamps() != null) {
            exactStampsBuffer = newBuffer(exactStampsBuffer, fields.exactStamps(), EXACT_STAMPS_BINDING);
        }
        run(material, Output.HEIGHT_IMAGE, grid.size(), 0, grid.size(), grid, fields);
        for (int binding : new int[] {EROSION_BINDING, DRAINAGE_BINDING, STAMPS_BINDING, EXACT_STAMPS_BINDING}) {
            GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, binding, 0);
        }
        GL42C.glBindImageTexture(IMAGE_UNIT, 0, 0, false, 0, GL15C.GL_WRITE_ONLY, GL30C.GL_RGBA32F);
    }

    /** A new immutable storage buffer holding {@code data}, bound at {@code binding}, in place of {@code old} (deleted). */
    private static int newBuffer(int old, float[] data, int binding) {
        if (old != 0) {
            GL15C.glDeleteBuffers(old);
        }
        int buffer = GL45C.glCreateBuffers();
        GL45C.glNamedBufferStorage(buffer, data, 0);
        GL30C.glBindBufferBase(GL43C.GL_SHADER_STORAGE_BUFFER, binding, buffer);
        return buffer;
    }

    /** An erosion field as the shader reads it: (change, runoff) a sample. */
    private static float[] interleaved(ErosionField field) {
        float[] out = new float[2 * field.delta().length];
        for (int k = 0; k < field.delta().length; k++) {
            out[2 * k] = field.delta()[k];
            out[2 * k + 1] = field.runoff()[k];
        }
        return out;
    }

    /** Drainage fields as the shader reads them: one after the other, (level, gate, cut, bed) a sample. */
    private static float[] interleaved(DrainageField[] fields) {
        int count = 0;
        for (DrainageField f : fields) {
            count += f.level().length;
        }
        float[] out = new float[4 * count];
        int at = 0;
        for (DrainageField f : fields) {
            for (int k = 0; k < f.level().length; k++, at += 4) {
                out[at] = f.level()[k];
                out[at + 1] = f.gate()[k];
                out[at + 2] = f.cut() == null ? 0 : f.cut()[k];
                out[at + 3] = f.bed() == null ? 0 : f.bed()[k];
            }
        }
        return out;
    }

    private void run(GenMaterial genMaterial, Output output, int tileSize, int firstRow, int rows) {
        run(genMaterial, output, tileSize, firstRow, rows, null, Landforms.TileFields.NONE);
    }

    private void run(GenMaterial genMaterial, Output output, int tileSize, int firstRow, int rows, SampleGrid grid,
                     Landforms.TileFields fields) {
        String defines = genMaterial.defines() + output.defines + (fields.erosion() != null ? "#define EROSION_FIELD 1\n" : "")
                + (fields.drainage().length > 0 ? "#define DRAINAGE_LAYERS " + fields.drainage().length + "\n" : "")
                + (Arrays.stream(fields.drainage()).anyMatch(DrainageField::cuts) ? "#define DRAINAGE_CUTS 1\n" : "")
                + (fields.stamps() != null ? STAMPS : "")
                + (fields.exactStamps() != null ? EXACT_STAMPS : "");
        ComputePrograms.Program program = programs.get(defines);
        int previous = GL11C.glGetInteger(GL20C.GL_CURRENT_PROGRAM);
        GL20C.glUseProgram(program.id());
        try {
            for (MatParam param : genMaterial.material().getParams()) {
                setUniform(program.location(param.getPrefixedName()), param);
            }
            if (fields.erosion() != null) {
                FieldGrid.Placement p = fields.erosion().placementOf(grid);
                GL20C.glUniform2i(program.location("m_ErosionOffset"), p.offsetX(), p.offsetZ());
                GL20C.glUniform1i(program.location("m_ErosionShift"), p.shift());
                GL20C.glUniform1i(program.location("m_ErosionSize"), fields.erosion().grid().size());
                GL20C.glUniform1i(program.location("m_ErosionParent"), fields.erosionInParent() ? 1 : 0);
            }
            int base = 0;
            for (int l = 0; l < fields.drainage().length; l++) {
                DrainageField f = fields.drainage()[l];
                FieldGrid.Placement p = f.placementOf(grid);
                GL20C.glUniform2i(program.location("m_DrainOffset[" + l + "]"), p.offsetX(), p.offsetZ());
                GL20C.glUniform1i(program.location("m_DrainShift[" + l + "]"), p.shift());
                GL20C.glUniform1i(program.location("m_DrainSize[" + l + "]"), f.grid().size());
                GL20C.glUniform1i(program.location("m_DrainBase[" + l + "]"), base);
                base += f.level().length;
            }
            if (fields.drainage().length > 0) {
                GL20C.glUniform1i(program.location("m_DrainParentLayers"), fields.drainageInParent());
            }
            GL20C.glUniform1i(program.location("m_TileSize"), tileSize);
            GL20C.glUniform1i(program.location("m_FirstRow"), firstRow);
            GL20C.glUniform1i(program.location("m_Rows"), rows);
            GL43C.glDispatchCompute(groups(tileSize), groups(rows), 1);
            GL42C.glMemoryBarrier(output.barrier);
        } finally {
            GL20C.glUseProgram(previous);
        }
    }

    /**
     * Compiles ahead the tiles' height pass of {@code material}'s world with a stamp field (which
     * the dabs' blends come in) for one of the sets of fields compiled already without it; returns
     * whether there was one to compile. A brush's first edit then does not wait for them (175 ms
     * each on llvmpipe).
     */
    boolean compileEditVariant(GenMaterial material) {
        String tile = material.defines() + Output.HEIGHT_IMAGE.defines;
        return programs.compileVariant(d -> !d.startsWith(tile) || d.contains(STAMPS) ? null
                : d.endsWith(EXACT_STAMPS) ? d.substring(0, d.length() - EXACT_STAMPS.length()) + STAMPS + EXACT_STAMPS
                : d + STAMPS);
    }

    /** The most rows one dispatch can cover (work groups along y). */
    static int maxRows() {
        return GL43C.glGetIntegeri(GL43C.GL_MAX_COMPUTE_WORK_GROUP_COUNT, 1) * GROUP;
    }

    private static int groups(int samples) {
        return (samples + GROUP - 1) / GROUP;
    }

    private static void setUniform(int location, MatParam param) {
        if (location < 0) {
            return; // not read by this specialisation, or a surface pass parameter (the height texture among them)
        }
        switch (param.getVarType()) {
            case Float -> GL20C.glUniform1f(location, (Float) param.getValue());
            case Int -> GL20C.glUniform1i(location, (Integer) param.getValue());
            case FloatArray -> GL20C.glUniform1fv(location, (float[]) param.getValue());
            case IntArray -> GL20C.glUniform1iv(location, (int[]) param.getValue());
            default -> throw new IllegalStateException("uniform " + param.getName() + " of type " + param.getVarType());
        }
    }

    void delete() {
        programs.delete();
        for (int buffer : new int[] {erosionBuffer, drainageBuffer, stampsBuffer, exactStampsBuffer}) {
            if (buffer != 0) {
                GL15C.glDeleteBuffers(buffer);
            }
        }
        erosionBuffer = 0;
        drainageBuffer = 0;
        stampsBuffer = 0;
        exactStampsBuffer = 0;
    }
}
