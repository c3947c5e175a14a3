package org.seedscape.export;

import java.util.Objects;

/**
 * What an export was made from, as the user asked for it; written to {@code meta.json} with the
 * tile's statistics.
 *
 * @param seed     world seed
 * @param preset   name of the terrain preset
 * @param x        world x of the exported area, metres, as requested
 * @param z        world z of the exported area, metres, as requested
 * @param size     width of the exported area, metres
 * @param res      samples per side
 * @param seaLevel height of the sea surface, metres (colours the hillshade)
 */
public record ExportMeta(long seed, String preset, double x, double z, double size, int res, double seaLevel) {
    public ExportMeta {
        Objects.requireNonNull(preset, "preset");
    }
}
