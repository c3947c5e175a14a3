package org.seedscape.gen;

import com.jme3.asset.AssetKey;
import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.MaterialDef;
import com.jme3.math.Vector2f;
import com.jme3.shader.VarType;
import com.jme3.texture.Texture2D;
import java.util.List;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.PresetKey;
import org.seedscape.world.TerrainParams;

/**
 * The generation passes' material for one world: the preset keys the passes read as uniforms, the
 * defines that specialise the height pass, and per pass the exact fixed-point lattice origins of
 * its tiles ({@link TileOrigins}) and steps. jME draws its technique, the surface pass;
 * {@link TerrainKernel} runs the height pass with its defines and parameters.
 */
final class GenMaterial {
    static final String MATDEF = "MatDefs/Gen/TerrainGen.j3md";

    /**
     * The material definition with a Float parameter for every preset key a pass reads as a
     * uniform, declared here from {@link PresetKey} rather than listed again in the j3md (jME
     * shares one definition per asset, so this happens once).
     */
    private static MaterialDef definition(AssetManager assets) {
        MaterialDef def = (MaterialDef) assets.loadAsset(new AssetKey<MaterialDef>(MATDEF));
        synchronized (def) {
            for (PresetKey key : PresetKey.values()) {
                if (key.uniform() != PresetKey.Uniform.NONE && def.getMaterialParam(key.uniformName()) == null) {
                    def.addMaterialParam(VarType.Float, key.uniformName(), null);
                }
            }
        }
        return def;
    }

    private final TerrainFunction terrain;
    private final TileOrigins origins;
    private final Material material;
    /** The defines that specialise the height pass to this world, as GLSL lines. */
    private final String defines;

    /** {@code origins}: the generator's buffer of tile origins, which every world's material fills in turn. */
    GenMaterial(AssetManager assets, TerrainFunction terrain, TileOrigins origins) {
        this.terrain = terrain;
        this.origins = origins;
        this.material = new Material(definition(assets));
        TerrainParams p = terrain.params();
        material.setInt("Octaves", p.octaves());
        material.setInt("GullySlopeOctaves", terrain.gullySlopeOctaves());
        material.setVector2("SunlightAcross", new Vector2f(GroundLayers.SUNLIGHT_ACROSS_X, GroundLayers.SUNLIGHT_ACROSS_Z));
        // Every preset key a pass reads, under its own name: the table is the one list of them.
        for (PresetKey key : PresetKey.values()) {
            if (key.uniform() != PresetKey.Uniform.NONE) {
                material.setFloat(key.uniformName(), (float) p.get(key));
            }
        }
        // The same switches the Java reference tests, so both skip the same steps.
        StringBuilder d = new StringBuilder();
        d.append("#define DERIVATIVE_ORDER ").append(TerrainFunction.requiredDerivativeOrder(p)).append('\n');
        d.append("#define FRACTAL_TYPE ").append(p.fractal().ordinal()).append('\n');
        defineIf(d, "WARP", p.get(PresetKey.WARP_STRENGTH) > 0);
        defineIf(d, "WORLEY", p.get(PresetKey.WORLEY_WEIGHT) != 0);
        defineIf(d, "BIAS_GAIN", p.get(PresetKey.HEIGHT_BIAS) != 0.5 || p.get(PresetKey.HEIGHT_GAIN) != 0.5);
        defineIf(d, "TERRACES", p.get(PresetKey.TERRACE_SPACING) > 0);
        defineIf(d, "PLATEAU", p.get(PresetKey.PLATEAU_STRENGTH) > 0);
        defineIf(d, "PLAIN", p.get(PresetKey.PLAIN_STRENGTH) > 0);
        defineIf(d, "GULLIES", terrain.hasGullies());
        this.defines = d.toString();

        float[] frequency = new float[TerrainFunction.LATTICES];
        for (int s = 0; s < TerrainFunction.LATTICES; s++) {
            frequency[s] = (float) terrain.lattice(s).cellsPerMetre();
        }
        material.setParam("LatticeFrequency", VarType.FloatArray, frequency);
    }

    TerrainFunction terrain() {
        return terrain;
    }

    Material material() {
        return material;
    }

    /**
     * The height pass's defines for this world: DERIVATIVE_ORDER and FRACTAL_TYPE, and WARP,
     * WORLEY, BIAS_GAIN, TERRACES, PLATEAU, PLAIN, GULLIES where the world uses them (Terrain.glsllib).
     */
    String defines() {
        return defines;
    }

    private static void defineIf(StringBuilder out, String name, boolean on) {
        if (on) {
            out.append("#define ").append(name).append(" 1\n");
        }
    }

    /**
     * Points the pass at the tiles of an atlas ({@link TileAtlas}), one grid each, all of one size
     * and spacing: per tile every lattice's fixed-point origin, per lattice the step.
     */
    void setGrids(List<SampleGrid> grids) {
        origins.bind(terrain, grids);
        double spacing = grids.get(0).spacing();
        material.setParam("LatticeStep", VarType.IntArray, latticeSteps(terrain, spacing));
        setGullyFades(spacing);
    }

    /**
     * The gully octaves a pass of {@code spacing} computes, and how much of each it shows in its
     * own heights and in its parent level's ({@code 2 * spacing}).
     */
    private void setGullyFades(double spacing) {
        float[] own = new float[TerrainFunction.MAX_GULLY_OCTAVES], parent = new float[own.length];
        for (int k = 0; k < own.length; k++) {
            own[k] = (float) terrain.gullyFade(k, spacing);
            parent[k] = (float) terrain.gullyFade(k, 2 * spacing);
        }
        material.setInt("GullyOctavesUsed", terrain.gullyOctavesAt(spacing));
        material.setParam("GullyFade", VarType.FloatArray, own);
        material.setParam("GullyParentFade", VarType.FloatArray, parent);
    }

    /**
     * Points the surface pass at a height pass result of spacing {@code spacing}, for every
     * {@code step}-th sample (1 or 2, also the neighbour step) inside a border of {@code border}.
     */
    void setSurfaceInput(Texture2D heights, double spacing, int border, int step, boolean erosionInParent) {
        material.setTexture("Heights", heights);
        material.setFloat("Spacing", (float) spacing);
        material.setInt("First", border);
        material.setInt("Step", step);
        material.setInt("ErosionParent", erosionInParent ? 1 : 0);
    }

    /** Per slot: the fixed-point step between samples {@code spacing} apart, as a (lo, hi) int pair. */
    private static int[] latticeSteps(TerrainFunction terrain, double spacing) {
        int[] out = new int[TerrainFunction.LATTICES * 2];
        for (int s = 0; s < TerrainFunction.LATTICES; s++) {
            put(out, s * 2, terrain.lattice(s).step(spacing));
        }
        return out;
    }

    private static void put(int[] out, int at, long fixed) {
        out[at] = (int) fixed;
        out[at + 1] = (int) (fixed >>> 32);
    }
}
