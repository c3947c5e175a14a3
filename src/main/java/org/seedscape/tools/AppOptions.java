package org.seedscape.tools;

import java.util.Set;
import org.seedscape.SeedscapeApp;
import org.seedscape.world.PresetLoader;

/** The options every mode that opens the streaming world shares, and their checks. */
final class AppOptions {
    static final Set<String> NAMES = Set.of("preset", "seed", "width", "height", "view-distance", "cache-mb");
    static final double MAX_COORDINATE = 1e9;

    private AppOptions() {
    }

    static SeedscapeApp.Config config(Options o, boolean fullscreen, String title) {
        return new SeedscapeApp.Config(
                PresetLoader.load(o.string("preset", "default")),
                o.whole("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE),
                (int) o.whole("width", 1280, 320, 7680),
                (int) o.whole("height", 720, 200, 4320),
                fullscreen,
                o.number("view-distance", 8192, 1024, 65536),
                o.whole("cache-mb", 512, 64, 65536) << 20,
                title);
    }
}
