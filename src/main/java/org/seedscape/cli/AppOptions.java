package org.seedscape.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.seedscape.api.WorldBuilder;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.gl.GlChoice;
import org.seedscape.render.Quality;
import org.seedscape.render.RenderScale;
import org.seedscape.edit.WorldLayers;
import org.seedscape.tile.TileLayout;
import org.seedscape.world.Preset;
import org.seedscape.world.PresetLoader;

/** The options every mode that opens the streaming world shares, and their checks. */
final class AppOptions {
    static final Set<String> NAMES = Set.of("preset", "seed", "width", "height", "view-distance", "cache-mb", "quality",
            "render-scale", "foliage", "gl", "world", "detail");
    /** The words --quality takes; auto (the default) picks by the renderer. */
    private static final List<String> WORDS = List.of("auto", Quality.LOW.word(), Quality.HIGH.word());

    private AppOptions() {
    }

    static SeedscapeApp.Config config(Options o, boolean fullscreen, String title, PrintStream err) {
        Preset preset = PresetLoader.load(o.string("preset", WorldBuilder.DEFAULT_PRESET));
        long seed = o.whole("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        return new SeedscapeApp.Config(
                preset,
                seed,
                (int) o.whole("width", 1280, 320, 7680),
                (int) o.whole("height", 720, 200, 4320),
                fullscreen,
                o.number("view-distance", 0, WorldBuilder.MIN_VIEW_DISTANCE, WorldBuilder.MAX_VIEW_DISTANCE), // 0: growing with height
                o.whole("cache-mb", WorldBuilder.DEFAULT_CACHE_MIB, WorldBuilder.MIN_CACHE_MIB, WorldBuilder.MAX_CACHE_MIB) << 20,
                quality(o),
                (float) o.number("render-scale", 0, RenderScale.MIN, 1), // 0: the tier's
                o.choice("foliage", "on", List.of("on", "off")).equals("on"),
                title,
                layers(o, preset, seed, err),
                o.number("detail", TileLayout.DEFAULT_SPLIT_FACTOR, TileLayout.DEFAULT_SPLIT_FACTOR, WorldBuilder.MAX_DETAIL));
    }

    /**
     * --world FILE: its stamps and strokes, loaded whole (none when left out); a warning to {@code
     * err} if its strokes were made on another preset or seed than --preset and --seed.
     */
    static WorldLayers layers(Options o, Preset preset, long seed, PrintStream err) {
        if (!o.given("world")) {
            return WorldLayers.NONE;
        }
        WorldLayers layers = WorldLayers.load(Path.of(o.string("world", "")));
        String mismatch = layers.mismatch(preset.name(), seed);
        if (mismatch != null) {
            err.println(mismatch);
        }
        return layers;
    }

    /** --quality low|high, or null when left out: the renderer picks ({@link Quality#forRenderer}). */
    private static Quality quality(Options o) {
        String word = o.choice("quality", "auto", WORDS);
        return word.equals("auto") ? null : Quality.valueOf(word.toUpperCase(Locale.ROOT));
    }

    /** --gl auto|egl|glfw: how to get the OpenGL context (auto: GLFW with a display, EGL without, each falling back to the other). */
    static GlChoice gl(Options o) {
        return GlChoice.of(o.choice("gl", "auto", GlChoice.WORDS), GlChoice.display());
    }

    /** A world coordinate option (--x, --z), 0 when left out. */
    static double coordinate(Options o, String name) {
        return o.number(name, 0, -TileLayout.MAX_COORDINATE, TileLayout.MAX_COORDINATE);
    }
}
