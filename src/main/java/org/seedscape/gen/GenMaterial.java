package org.seedscape.gen;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.shader.VarType;
import com.jme3.texture.Texture2D;
import org.seedscape.noise.FixedLattice;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.world.TerrainKey;
import org.seedscape.world.TerrainParams;

/**
 * The generation passes' material for one world: the terrain parameters and ground layer rules as
 * uniforms, the defines that specialise the shader, and per grid the exact fixed-point lattice
 * origins and steps. Its default technique is the height pass, technique {@code Surface} the
 * surface pass.
 */
final class GenMaterial {
    static final String MATDEF = "MatDefs/Gen/TerrainGen.j3md";

    private final TerrainFunction terrain;
    private final Material material;

    GenMaterial(AssetManager assets, TerrainFunction terrain) {
        this.terrain = terrain;
        this.material = new Material(assets, MATDEF);
        TerrainParams p = terrain.params();
        material.setInt("Octaves", p.octaves());
        material.setInt("FractalType", p.fractal().ordinal());
        material.setInt("DerivativeOrder", TerrainFunction.requiredDerivativeOrder(p));
        setFloat("BaseAmplitude", p, TerrainKey.BASE_AMPLITUDE);
        setFloat("Roughness", p, TerrainKey.ROUGHNESS);
        setFloat("Sharpness", p, TerrainKey.SHARPNESS);
        setFloat("PeakEnhancement", p, TerrainKey.PEAK_ENHANCEMENT);
        setFloat("HeightScale", p, TerrainKey.HEIGHT_SCALE);
        setFloat("LowlandSmoothing", p, TerrainKey.LOWLAND_SMOOTHING);
        setFloat("SlopeSmoothing", p, TerrainKey.SLOPE_SMOOTHING);
        setFloat("ValleySmoothing", p, TerrainKey.VALLEY_SMOOTHING);
        setFloat("MultifractalOffset", p, TerrainKey.MULTIFRACTAL_OFFSET);
        setFloat("RidgeWeighting", p, TerrainKey.RIDGE_WEIGHTING);
        setFloat("WarpStrength", p, TerrainKey.WARP_STRENGTH);
        setFloat("WorleyWeight", p, TerrainKey.WORLEY_WEIGHT);
        setFloat("HeightBias", p, TerrainKey.HEIGHT_BIAS);
        setFloat("HeightGain", p, TerrainKey.HEIGHT_GAIN);
        setFloat("TerraceSpacing", p, TerrainKey.TERRACE_SPACING);
        setFloat("TerraceSharpness", p, TerrainKey.TERRACE_SHARPNESS);
        setFloat("PlateauHeight", p, TerrainKey.PLATEAU_HEIGHT);
        setFloat("PlateauStrength", p, TerrainKey.PLATEAU_STRENGTH);
        setFloat("PlainHeight", p, TerrainKey.PLAIN_HEIGHT);
        setFloat("PlainStrength", p, TerrainKey.PLAIN_STRENGTH);
        setFloat("ClampSoftness", p, TerrainKey.CLAMP_SOFTNESS);
        setFloat("HeightOffset", p, TerrainKey.HEIGHT_OFFSET);
        // The same switches the Java reference tests, so both skip the same steps.
        material.setBoolean("Warp", p.get(TerrainKey.WARP_STRENGTH) > 0);
        material.setBoolean("Worley", p.get(TerrainKey.WORLEY_WEIGHT) != 0);
        material.setBoolean("BiasGain", p.get(TerrainKey.HEIGHT_BIAS) != 0.5 || p.get(TerrainKey.HEIGHT_GAIN) != 0.5);
        material.setBoolean("Terraces", p.get(TerrainKey.TERRACE_SPACING) > 0);
        material.setBoolean("Plateau", p.get(TerrainKey.PLATEAU_STRENGTH) > 0);
        material.setBoolean("Plain", p.get(TerrainKey.PLAIN_STRENGTH) > 0);

        // The surface pass's ground layer rules (GroundLayers.Rules on the Java side).
        setFloat("SeaLevel", p, TerrainKey.SEA_LEVEL);
        setFloat("SnowLine", p, TerrainKey.SNOW_LINE);
        setFloat("SnowBand", p, TerrainKey.SNOW_BAND);
        setFloat("SnowMaxSlope", p, TerrainKey.SNOW_MAX_SLOPE);
        setFloat("RockSlope", p, TerrainKey.ROCK_SLOPE);
        setFloat("SoilSlope", p, TerrainKey.SOIL_SLOPE);
        setFloat("SlopeBand", p, TerrainKey.SLOPE_BAND);
        setFloat("GrassLine", p, TerrainKey.GRASS_LINE);
        setFloat("ConvexSoil", p, TerrainKey.CONVEX_SOIL);
        setFloat("BeachHeight", p, TerrainKey.BEACH_HEIGHT);
        setFloat("BeachBand", p, TerrainKey.BEACH_BAND);
        setFloat("AltitudeNoise", p, TerrainKey.ALTITUDE_NOISE);
        setFloat("SlopeNoise", p, TerrainKey.SLOPE_NOISE);

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

    /** Points the pass at a grid: every lattice's fixed-point origin and step, as (lo, hi) int pairs. */
    void setGrid(SampleGrid grid) {
        material.setParam("LatticeFixed", VarType.IntArray, latticeUniforms(terrain, grid));
    }

    /**
     * Points the surface pass at a height pass result of spacing {@code spacing}, for every
     * {@code step}-th sample (1 or 2, also the neighbour step) inside a border of {@code border}.
     */
    void setSurfaceInput(Texture2D heights, double spacing, int border, int step) {
        material.setTexture("Heights", heights);
        material.setFloat("Spacing", (float) spacing);
        material.setInt("First", border);
        material.setInt("Step", step);
    }

    /** Per slot: origin x (lo, hi), origin z (lo, hi), step (lo, hi), in the layout Terrain.glsllib reads. */
    static int[] latticeUniforms(TerrainFunction terrain, SampleGrid grid) {
        int[] out = new int[TerrainFunction.LATTICES * 6];
        for (int s = 0; s < TerrainFunction.LATTICES; s++) {
            FixedLattice lattice = terrain.lattice(s);
            put(out, s * 6, lattice.at(grid.originX()));
            put(out, s * 6 + 2, lattice.at(grid.originZ()));
            put(out, s * 6 + 4, lattice.step(grid.spacing()));
        }
        return out;
    }

    private static void put(int[] out, int at, long fixed) {
        out[at] = (int) fixed;
        out[at + 1] = (int) (fixed >>> 32);
    }

    private void setFloat(String name, TerrainParams p, TerrainKey key) {
        material.setFloat(name, (float) p.get(key));
    }
}
