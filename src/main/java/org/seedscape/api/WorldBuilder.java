package org.seedscape.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.logging.Logger;
import org.seedscape.edit.WorldLayers;
import org.seedscape.render.GroundImage;
import org.seedscape.render.GroundLayerTexture;
import org.seedscape.render.Quality;
import org.seedscape.render.RenderScale;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;

/**
 * The options of a {@link SeedscapeWorld}, each checked as it is set: a bad value throws an
 * {@link IllegalArgumentException} naming the option, the value and what is allowed. Options left
 * out take the demo's defaults: the {@value #DEFAULT_PRESET} preset, seed 1, a view growing with
 * height, the quality the renderer suits, foliage on, a {@value #DEFAULT_CACHE_MIB} MiB cache, the
 * viewport's full resolution, our ground textures and the world's sun and sky light in the
 * application's root node.
 */
public final class WorldBuilder {
    private static final Logger LOG = Logger.getLogger(WorldBuilder.class.getName());
    /** The least fixed view distance, metres: the view square is then 2 km across. */
    public static final double MIN_VIEW_DISTANCE = 1024;
    /** The farthest fixed view distance, metres. */
    public static final double MAX_VIEW_DISTANCE = 65536;
    public static final long MIN_CACHE_MIB = 64, MAX_CACHE_MIB = 65536, DEFAULT_CACHE_MIB = 512;
    /** The most {@link #detail} there is: 16 times the tiles of the default. */
    public static final double MAX_DETAIL = 4;
    public static final String DEFAULT_PRESET = "default";

    private Preset preset;
    private long seed = 1;
    private double viewDistance;
    private Quality quality;
    private boolean foliage = true;
    private long cacheBytes = DEFAULT_CACHE_MIB << 20;
    private WorldLayers layers = WorldLayers.NONE;
    private float renderScale = 1;
    private double detail = TileLayout.DEFAULT_SPLIT_FACTOR;
    /** Per ground layer, in {@link GroundLayer} order. */
    private final GroundLayerTexture[] ground = GroundLayerTexture.OURS.toArray(GroundLayerTexture[]::new);
    private boolean sceneLights = true;

    WorldBuilder() {
    }

    /**
     * The world's preset: a name ({@code config/NAME.properties} under the working directory, else
     * the built-in preset of that name: alpine, canyons, default, hills, islands) or the path of a
     * {@code .properties} file, loaded now.
     *
     * @throws org.seedscape.world.InputException from {@link PresetLoader#load} for an unknown name,
     *         an unreadable file or a bad line, its message naming the file, the key and what is allowed
     */
    public WorldBuilder preset(String nameOrPath) {
        if (nameOrPath == null || nameOrPath.isBlank()) {
            throw new IllegalArgumentException("preset must be a preset name (" + String.join(", ", PresetLoader.available())
                    + ") or the path of a .properties file: " + (nameOrPath == null ? "null" : "'" + nameOrPath + "'"));
        }
        preset = PresetLoader.load(nameOrPath);
        return this;
    }

    /**
     * The world's preset, loaded already ({@link PresetLoader#load}) or made in code.
     */
    public WorldBuilder preset(Preset value) {
        if (value == null) {
            throw new IllegalArgumentException("preset must be a preset, not null");
        }
        preset = value;
        return this;
    }

    /**
     * Heightmaps stamped into the world and brush strokes, as a world file places them (docs/WORLDS.md,
     * "Real places: stamps" and "Shape the world by hand"), read now; strokes made on another
     * preset or seed than the built world's still apply, with a logged warning.
     *
     * @throws org.seedscape.world.InputException for a bad line or a heightmap that cannot be read,
     *         its message naming the file, the key or what is wrong with the heightmap
     */
    public WorldBuilder worldFile(Path file) {
        if (file == null) {
            throw new IllegalArgumentException("worldFile must be the path of a world file, not null");
        }
        layers = WorldLayers.load(file);
        return this;
    }

    /**
     * Heightmaps stamped into the world and brush strokes, loaded already ({@link WorldLayers#load})
     * or made in code; as {@link #worldFile}.
     */
    public WorldBuilder layers(WorldLayers value) {
        if (value == null) {
            throw new IllegalArgumentException("layers must be the world's stamps and strokes (WorldLayers.NONE for none), not null");
        }
        layers = value;
        return this;
    }

    /** The seed: any value; the same seed and preset give the same world everywhere. */
    public WorldBuilder seed(long value) {
        seed = value;
        return this;
    }

    /**
     * How far the view reaches, in metres from the camera to the edge of the streamed square: 0
     * for a view growing with the camera's height above the ground (8 km on the ground, 32 km from
     * 1000 m up), else between {@link #MIN_VIEW_DISTANCE} and {@link #MAX_VIEW_DISTANCE}.
     */
    public WorldBuilder viewDistance(double metres) {
        if (!(metres == 0 || metres >= MIN_VIEW_DISTANCE && metres <= MAX_VIEW_DISTANCE)) {
            throw new IllegalArgumentException("viewDistance must be 0 (automatic) or between " + (long) MIN_VIEW_DISTANCE
                    + " and " + (long) MAX_VIEW_DISTANCE + " metres: " + metres);
        }
        viewDistance = metres;
        return this;
    }

    /**
     * How much the terrain draws per pixel, or null to let the renderer decide when the world
     * starts: {@link Quality#LOW} on a software rasteriser, {@link Quality#HIGH} on a GPU.
     */
    public WorldBuilder quality(Quality tier) {
        quality = tier;
        return this;
    }

    /**
     * The fraction of the viewport's width and height the world is drawn at, between
     * {@value RenderScale#MIN} and 1 (the default): below 1 the world draws into a smaller picture
     * that is stretched over the viewport before the GUI is drawn on it (Unity's render scale,
     * Unreal's screen percentage), taking over the main viewport's output; a software rasteriser
     * spends most of a frame shading pixels, so the demo draws half the width and height there.
     */
    public WorldBuilder renderScale(float fraction) {
        if (!(fraction >= RenderScale.MIN && fraction <= 1)) {
            throw new IllegalArgumentException("renderScale must be between " + RenderScale.MIN + " and 1: " + fraction);
        }
        renderScale = fraction;
        return this;
    }

    /**
     * How much ground detail the terrain keeps at a distance, from 1 (the default) to
     * {@value #MAX_DETAIL}: the quadtree splits a tile into four finer ones while the camera is
     * nearer than {@code detail} tile sizes, so at 2 the finest tiles (1 m between samples) reach
     * twice as far, and every level after them. It costs about {@code detail}^2 as many tiles, so as
     * many draw calls and generation passes, and cache. This is the terrain's LOD rule's one knob: a
     * rule of the game's own could let neighbouring tiles differ by more than one level, which the
     * stitching between levels cannot hide; {@link #quality} sets how far each tile's geomipmap
     * levels and texture detail reach.
     */
    public WorldBuilder detail(double factor) {
        if (!(factor >= TileLayout.DEFAULT_SPLIT_FACTOR && factor <= MAX_DETAIL)) {
            throw new IllegalArgumentException("detail must be between 1 and " + MAX_DETAIL + " tile sizes: " + factor);
        }
        detail = factor;
        return this;
    }

    /**
     * Whether the world adds its sun and sky light ({@link SeedscapeWorld#sun}, {@link SeedscapeWorld#ambient})
     * to the application's root node while it is enabled, so that the game's own lit objects
     * ({@code Lighting.j3md}; {@code PBRLighting.j3md} by the sun) are lit as the ground is; true by default.
     * Off for a game that lights its scene itself: the lights are still there to add where it wants them.
     */
    public WorldBuilder sceneLights(boolean on) {
        sceneLights = on;
        return this;
    }

    /** Whether plants and rocks stand on the ground. */
    public WorldBuilder foliage(boolean on) {
        foliage = on;
        return this;
    }

    /**
     * Bytes the tile cache may hold (tiles shown and tiles kept for when the camera comes back),
     * between {@value #MIN_CACHE_MIB} MiB and {@value #MAX_CACHE_MIB} MiB.
     */
    public WorldBuilder cacheBytes(long bytes) {
        if (bytes < MIN_CACHE_MIB << 20 || bytes > MAX_CACHE_MIB << 20) {
            throw new IllegalArgumentException("cacheBytes must be between " + (MIN_CACHE_MIB << 20) + " (" + MIN_CACHE_MIB
                    + " MiB) and " + (MAX_CACHE_MIB << 20) + " (" + MAX_CACHE_MIB + " MiB): " + bytes);
        }
        cacheBytes = bytes;
        return this;
    }

    /**
     * Draws a ground layer with a game's own texture instead of ours (the layer's rules, where it
     * lies, stay the preset's): {@link GroundTexture#assets} or {@link GroundTexture#files}, with its
     * repeat in metres and an optional tint. Our processing applies to it as to ours: its fine
     * detail over its mean colour, which far ground shows; its luminance as the relief the layers
     * blend by at their borders; hex tiling in the high tier. Files are checked here; asset paths when
     * the world starts (the application's AssetManager finds them).
     *
     * @throws IllegalArgumentException for a null layer or texture, or a file that does not exist or
     *         cannot be read (naming the layer and the path)
     */
    public WorldBuilder groundTexture(GroundLayer layer, GroundTexture texture) {
        if (layer == null) {
            throw new IllegalArgumentException("groundTexture layer must be one of " + Arrays.toString(GroundLayer.values())
                    + ", not null");
        }
        if (texture == null) {
            throw new IllegalArgumentException("groundTexture texture for " + layer
                    + " must be a GroundTexture (GroundTexture.assets or GroundTexture.files), not null");
        }
        checkFile(layer, "albedo", texture.albedo());
        checkFile(layer, "normal map", texture.normal());
        ground[layer.ordinal()] = texture.forLayer(layer);
        return this;
    }

    private static void checkFile(GroundLayer layer, String what, GroundImage image) {
        if (image instanceof GroundImage.File file && !(Files.isRegularFile(file.path()) && Files.isReadable(file.path()))) {
            throw new IllegalArgumentException("groundTexture " + layer + " " + what + " must be a readable image file: "
                    + file.path() + (Files.exists(file.path()) ? " cannot be read" : " does not exist"));
        }
    }

    /** The world, to attach to a {@code SimpleApplication}'s state manager; the builder can go on making others. */
    public SeedscapeWorld build() {
        Preset p = preset != null ? preset : PresetLoader.load(DEFAULT_PRESET);
        String mismatch = layers.mismatch(p.name(), seed);
        if (mismatch != null) {
            LOG.warning(mismatch);
        }
        return new SeedscapeWorld(new WorldConfig(p, seed, viewDistance, quality, foliage, cacheBytes, layers, renderScale,
                detail, List.of(ground), sceneLights));
    }
}
