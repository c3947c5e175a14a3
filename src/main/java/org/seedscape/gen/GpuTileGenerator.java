package org.seedscape.gen;

import com.jme3.asset.AssetManager;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.Renderer;
import com.jme3.scene.Geometry;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.lwjgl.opengl.GL15C;
import org.lwjgl.opengl.GL33C;
import org.seedscape.erosion.Landforms;
import org.seedscape.noise.SampleGrid;
import org.seedscape.noise.TerrainFunction;

/**
 * Runs the generation shaders, one invocation per grid sample, and reads them back into plain
 * arrays. The height pass is one compute shader ({@link TerrainKernel}) everywhere: as batches
 * ({@link #startBatch}, {@link BatchReadback}) over one tile or an atlas of tiles, into
 * {@link TileData}s (height, dh/dx, dh/dz; or the height alone), and for the stream one tile at a
 * time into a float render target, the heights alone, which the surface pass (a fragment pass)
 * then reads to write the ground layer weights ({@link GroundLayers}) inside the grid's border: at
 * the grid's spacing, and at twice it on the samples the parent tile shares. The stream never
 * waits for them ({@link #start}, {@link TileReadback}). GL thread only. Render targets and
 * buffers are pooled and freed by {@link #dispose()}.
 */
public final class GpuTileGenerator implements TileGenerator {
    private final RenderManager renderManager;
    private final AssetManager assets;
    private final Geometry quad = new Geometry("terrain-gen-quad", new Quad(1, 1));
    private final Map<Integer, Target> heightTargets = new HashMap<>();
    private final Map<Integer, Target> layerTargets = new HashMap<>();
    /** Pass sets of taken or cancelled readbacks, for the next {@link #start}. */
    private final Deque<PassSet> freeSets = new ArrayDeque<>();
    /** Batch sets of taken or cancelled batches, for the next {@link #startBatch}. */
    private final Deque<BatchSet> freeBatches = new ArrayDeque<>();
    private final TileOrigins origins = new TileOrigins();
    /** The streaming path's passes: heights, then the layer weights at the grid's spacing and at twice it. */
    private static final int PASSES = 3;
    /**
     * Samples one batch pass may hold (per channel): export's largest grid, 8193 x 8193, fits;
     * with its gradient that is 1.6 GB in each of GPU and client memory.
     */
    static final long MAX_PASS_SAMPLES = 1L << 27;
    private GenMaterial material;
    /** The height pass, a compute shader; made on first use. */
    private TerrainKernel kernel;

    /**
     * One render target size and format: framebuffer, its texture, a camera for the viewport and,
     * for a synchronous read, a readback buffer (null in a tile's own {@link PassSet} or a {@link BatchSet}).
     */
    record Target(FrameBuffer frameBuffer, Texture2D texture, Camera camera, ByteBuffer pixels, Image.Format format) {
    }

    public GpuTileGenerator(RenderManager renderManager, AssetManager assets) {
        this.renderManager = renderManager;
        this.assets = assets;
    }

    /** Heights and their analytic gradients (export, tests, the bench-gen latency measurement); waits for the pass. */
    @Override
    public TileData generate(TerrainFunction terrain, SampleGrid grid) {
        return startBatch(terrain, List.of(grid), false).take().get(0);
    }

    /** Heights alone, as the streaming path's height pass computes them; waits for the pass. */
    public TileData generateHeights(TerrainFunction terrain, SampleGrid grid) {
        return startBatch(terrain, List.of(grid), true).take().get(0);
    }

    /**
     * Starts one pass over several grids of one size and spacing, at most
     * {@link #maxTilesPerPass} of them, and its read-back; {@link BatchReadback#take} gives each
     * grid's tile, bit for bit what {@link #generate} (or, {@code heightOnly}, {@link #generateHeights})
     * gives it alone, and with the heights of the streaming path. The pass
     * ({@link TerrainKernel}) and the copy of its output into client memory are queued at once, so
     * the CPU can start further batches while the GPU works through this one.
     */
    public BatchReadback startBatch(TerrainFunction terrain, List<SampleGrid> grids, boolean heightOnly) {
        SampleGrid first = grids.get(0);
        for (SampleGrid grid : grids) {
            if (grid.size() != first.size() || grid.spacing() != first.spacing()) {
                throw new IllegalArgumentException("one pass draws grids of one size and spacing: " + first + ", " + grid);
            }
        }
        int tileSize = first.size();
        if (grids.size() > maxTilesPerPass(tileSize)) {
            throw new IllegalArgumentException(grids.size() + " tiles of " + tileSize + " samples exceed one pass's "
                    + maxTilesPerPass(tileSize));
        }
        TileAtlas atlas = new TileAtlas(tileSize, grids.size());
        BatchSet set = batchSet(atlas, heightOnly ? 1 : 3);
        useWorld(terrain);
        material.setGrids(grids);
        int rowsPerDispatch = SampleBuffers.maxRowsPerBinding(tileSize, TerrainKernel.maxRows());
        int timer = GL15C.glGenQueries();
        GL15C.glBeginQuery(GL33C.GL_TIME_ELAPSED, timer);
        for (int row = 0; row < atlas.rows(); row += rowsPerDispatch) {
            int rows = Math.min(rowsPerDispatch, atlas.rows() - row);
            set.buffers().bindRows(tileSize, row, rows);
            kernel.dispatch(material, heightOnly, tileSize, row, rows);
        }
        GL15C.glEndQuery(GL33C.GL_TIME_ELAPSED); // the pass alone, not the copy
        set.buffers().queueReadback();
        return new BatchReadback(this, terrain, grids, set, timer);
    }

    /**
     * The most tiles of {@code tileSize} samples a pass can hold: {@link #MAX_PASS_SAMPLES}, which
     * its buffers hold in GPU and client memory.
     */
    public int maxTilesPerPass(int tileSize) {
        return TileAtlas.maxTiles(tileSize, MAX_PASS_SAMPLES);
    }

    /** A free batch set for an atlas and channel count, or a new one. */
    private BatchSet batchSet(TileAtlas atlas, int channels) {
        for (BatchSet set : freeBatches) {
            if (set.atlas().equals(atlas) && set.buffers().holds(atlas.samples(), channels)) {
                freeBatches.remove(set);
                return set;
            }
        }
        return new BatchSet(atlas, new SampleBuffers(atlas.samples(), channels));
    }

    /** An atlas and the buffers its pass writes and is read back into. */
    record BatchSet(TileAtlas atlas, SampleBuffers buffers) {
    }

    /** Takes back a batch set whose tiles have been read or dropped. */
    void release(BatchSet set) {
        freeBatches.push(set);
    }

    /** The synchronous read: the CPU waits for the pass. */
    private void readNow(int pass, Target target) {
        target.pixels().clear();
        renderManager.getRenderer().readFrameBufferWithFormat(target.frameBuffer(), target.pixels(), target.format());
    }

    /**
     * The streaming path, synchronously: the heights-only pass and then the surface pass over the
     * same grid, inside a border of {@code border} samples (tests and tools; the stream uses
     * {@link #start}).
     */
    public TileLayers generateWithLayers(TerrainFunction terrain, SampleGrid grid, int border) {
        return generateWithLayers(terrain, grid, border, Landforms.TileFields.NONE);
    }

    /**
     * {@link #generateWithLayers(TerrainFunction, SampleGrid, int)} with erosion's changes
     * {@code fields} (filled basins, erosion's changes) applied to the heights, as
     * {@link #start(TerrainFunction, SampleGrid, int, Landforms.TileFields)} applies them.
     */
    public TileLayers generateWithLayers(TerrainFunction terrain, SampleGrid grid, int border,
                                         Landforms.TileFields fields) {
        Target[] shared = passTargets(grid.size(), border, (pass, side, format) ->
                (pass == 0 ? heightTargets : layerTargets).computeIfAbsent(side, s -> newTarget(s, s, format, true)));
        float[][] out = new float[PASSES][];
        streamingPasses(terrain, grid, border, shared, fields, (pass, target) -> {
            readNow(pass, target);
            out[pass] = new float[target.pixels().remaining() / 4];
            target.pixels().asFloatBuffer().get(out[pass]);
        });
        return new TileLayers(heightsOf(grid, out[0], 4, float[]::new), border, out[1], out[2]);
    }

    /**
     * A height pass's target as read back, {@code stride} floats a sample of which the first two
     * are the tile's own height and its parent level's, into a {@link TileData} of the two in
     * arrays from {@code arrays}.
     */
    static TileData heightsOf(SampleGrid grid, float[] interleaved, int stride, IntFunction<float[]> arrays) {
        int n = grid.count();
        float[] own = arrays.apply(n), parent = arrays.apply(n);
        for (int k = 0; k < n; k++) {
            own[k] = interleaved[stride * k];
            parent[k] = interleaved[stride * k + 1];
        }
        return TileData.heightsOnly(grid, own, parent, "gpu");
    }

    /**
     * The streaming path without waiting: the same passes into render targets of the tile's own,
     * read back on later frames ({@link TileReadback}), so neither the passes nor their reads
     * ever hold up the render thread. This runs the height pass; the surface passes, which sample
     * its target, follow once it is done ({@link #drawSurfaces}): sampling a target still being
     * written makes a software rasteriser finish it first, on the render thread.
     */
    public TileReadback start(TerrainFunction terrain, SampleGrid grid, int border) {
        return start(terrain, grid, border, Landforms.TileFields.NONE);
    }

    /**
     * {@link #start(TerrainFunction, SampleGrid, int)} with the tile's {@code fields} applied to
     * the heights: raised to the plains of filled basins, erosion's changes added
     * (the parent level draws the field too).
     */
    public TileReadback start(TerrainFunction terrain, SampleGrid grid, int border, Landforms.TileFields fields) {
        PassSet set = passSet(grid.size(), border);
        int timer = timed(() -> heightsOnlyPass(terrain, grid, set.targets(), fields, NO_READ));
        return new TileReadback(this, terrain, grid, set, fields.erosionInParent(), timer);
    }

    /** A free pass set that fits, or a new one. */
    private PassSet passSet(int gridSize, int border) {
        PassSet set = freeSets.stream().filter(f -> f.fits(gridSize, border)).findFirst().orElse(null);
        if (set != null) {
            freeSets.remove(set);
            return set;
        }
        Target[] own = passTargets(gridSize, border, (pass, side, format) -> newTarget(side, side, format, false));
        PixelBuffer[] buffers = new PixelBuffer[PASSES];
        Arrays.setAll(buffers, pass -> new PixelBuffer());
        return new PassSet(gridSize, border, own, buffers);
    }

    /**
     * The surface passes of a started tile whose heights are drawn, its parent level drawing the
     * erosion field too where {@code erosionInParent}; returns their timer query.
     */
    int drawSurfaces(TerrainFunction terrain, SampleGrid grid, PassSet set, boolean erosionInParent) {
        return timed(() -> surfacePasses(terrain, grid, set.border(), set.targets(), erosionInParent, NO_READ));
    }

    /** Issues {@code passes} inside a GPU timer query, whose result the caller reads once they are done. */
    private static int timed(Runnable passes) {
        int timer = GL15C.glGenQueries();
        GL15C.glBeginQuery(GL33C.GL_TIME_ELAPSED, timer);
        passes.run();
        GL15C.glEndQuery(GL33C.GL_TIME_ELAPSED);
        return timer;
    }

    /**
     * The streaming passes' targets for a grid, from {@code target(pass, side, format)}: the
     * heights (RGBA32F: the tile's own and its parent level's, and erosion's change to
     * each), then the layer weights (RGBA32F) at the grid's spacing and at twice it.
     */
    private static Target[] passTargets(int gridSize, int border, TargetMaker target) {
        Target[] targets = new Target[PASSES];
        targets[0] = target.make(0, gridSize, Image.Format.RGBA32F);
        for (int step = 1; step < PASSES; step++) {
            targets[step] = target.make(step, GroundLayers.computedSide(gridSize, border, step), Image.Format.RGBA32F);
        }
        return targets;
    }

    /** Gives a pass's render target of a side and format. */
    private interface TargetMaker {
        Target make(int pass, int side, Image.Format format);
    }

    /** A tile's own render targets (heights, then layer weights at two steps) and the pixel buffers they are read into. */
    record PassSet(int gridSize, int border, Target[] targets, PixelBuffer[] buffers) {
        boolean fits(int size, int b) {
            return gridSize == size && border == b;
        }
    }

    /** Starts reading a set's finished targets into its pixel buffers (they run on the GPU's queue). */
    void readIntoBuffers(PassSet set) {
        Renderer renderer = renderManager.getRenderer();
        for (int pass = 0; pass < PASSES; pass++) {
            Target t = set.targets()[pass];
            renderer.setFrameBuffer(t.frameBuffer());
            int side = t.camera().getWidth();
            // The heights' own and parent channels alone: the surface pass has used the erosion ones.
            set.buffers()[pass].readBoundFramebuffer(side, side, pass == 0 ? 2 : 4);
        }
        renderer.setFrameBuffer(null);
    }

    /** Takes back a set whose tile has been read or dropped. */
    void release(PassSet set) {
        freeSets.push(set);
    }

    /** Reads one pass's target while its framebuffer is bound: pass 0 the heights, 1 and 2 the layer weights. */
    private interface PassReader {
        void read(int pass, Target target);
    }

    /** Reads nothing: the stream reads its targets later, through pixel buffers. */
    private static final PassReader NO_READ = (pass, target) -> { };

    /** The heights-only pass, then the surface pass at the grid's spacing and at twice it, into the given targets. */
    private void streamingPasses(TerrainFunction terrain, SampleGrid grid, int border, Target[] into,
                                 Landforms.TileFields fields, PassReader reader) {
        heightsOnlyPass(terrain, grid, into, fields, reader);
        surfacePasses(terrain, grid, border, into, fields.erosionInParent(), reader);
    }

    private void heightsOnlyPass(TerrainFunction terrain, SampleGrid grid, Target[] into, Landforms.TileFields fields,
                                 PassReader reader) {
        streamingMaterial(terrain, grid);
        Target target = into[0];
        Renderer renderer = renderManager.getRenderer();
        // jME makes the target's texture when its framebuffer is first set: it must exist before
        // the kernel writes it (and is never uploaded over afterwards).
        renderer.setFrameBuffer(target.frameBuffer());
        kernel.dispatchToImage(material, target.texture().getImage().getId(), grid, fields);
        reader.read(0, target);
        renderer.setFrameBuffer(null);
    }

    /** The surface pass at the grid's spacing and at twice it, from the heights in {@code into[0]}. */
    private void surfacePasses(TerrainFunction terrain, SampleGrid grid, int border, Target[] into,
                               boolean erosionInParent, PassReader reader) {
        streamingMaterial(terrain, grid);
        for (int step = 1; step < PASSES; step++) {
            material.setSurfaceInput(into[0].texture(), grid.spacing(), border, step, erosionInParent);
            draw(into[step], reader, step);
        }
    }

    /**
     * Compiles ahead the height pass a brush's edit will ask for, for the world last drawn: one
     * set of its tiles' fields with the dabs' field added a call ({@link TerrainKernel#compileEditVariant});
     * returns whether it compiled one. Render thread.
     */
    public boolean compileEditPasses() {
        return material != null && kernel.compileEditVariant(material);
    }

    /** The material as the streaming passes use it, whatever ran in between: the world and the grid. */
    private void streamingMaterial(TerrainFunction terrain, SampleGrid grid) {
        useWorld(terrain);
        material.setGrids(List.of(grid));
    }

    private void useWorld(TerrainFunction terrain) {
        if (material == null || material.terrain() != terrain) {
            material = new GenMaterial(assets, terrain, origins);
            quad.setMaterial(material.material());
        }
        if (kernel == null) {
            kernel = new TerrainKernel(assets);
        }
    }

    /** Draws the full-target quad (the surface pass) and lets the reader read the target. */
    private void draw(Target target, PassReader reader, int pass) {
        Renderer renderer = renderManager.getRenderer();
        renderer.setFrameBuffer(target.frameBuffer());
        renderManager.setCamera(target.camera(), false);
        quad.updateGeometricState();
        renderManager.renderGeometry(quad);
        reader.read(pass, target);
        renderer.setFrameBuffer(null);
    }

    @Override
    public String name() {
        return "gpu";
    }

    /** Frees every render target's and pixel buffer's GL objects. */
    public void dispose() {
        for (Map<Integer, Target> map : List.of(heightTargets, layerTargets)) {
            map.values().forEach(this::delete);
            map.clear();
        }
        freeBatches.forEach(set -> set.buffers().delete());
        freeBatches.clear();
        if (kernel != null) {
            kernel.delete();
            kernel = null;
        }
        origins.delete();
        for (PassSet set : freeSets) {
            for (Target t : set.targets()) {
                delete(t);
            }
            for (PixelBuffer b : set.buffers()) {
                b.delete();
            }
        }
        freeSets.clear();
    }

    private void delete(Target t) {
        Renderer renderer = renderManager.getRenderer();
        renderer.deleteFrameBuffer(t.frameBuffer());
        renderer.deleteImage(t.texture().getImage());
        if (t.pixels() != null) {
            BufferUtils.destroyDirectBuffer(t.pixels());
        }
    }

    private static Target newTarget(int width, int height, Image.Format format, boolean readNow) {
        Texture2D texture = new Texture2D(width, height, format);
        FrameBuffer fb = new FrameBuffer(width, height, 1);
        fb.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(texture));
        Camera camera = new Camera(width, height);
        ByteBuffer pixels = readNow ? BufferUtils.createByteBuffer(width * height * format.getBitsPerPixel() / 8) : null;
        return new Target(fb, texture, camera, pixels, format);
    }
}
