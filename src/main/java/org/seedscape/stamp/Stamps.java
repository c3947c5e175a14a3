package org.seedscape.stamp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.seedscape.world.InputException;
import org.seedscape.stamp.read.HeightRaster;
import org.seedscape.stamp.read.HeightRasters;
import org.seedscape.stamp.read.RasterOptions;

/** Loads the stamps a world file describes: every heightmap read whole and checked before any is used. */
public final class Stamps {
    /** A stamp's default blend band, as a share of its raster's narrower side. */
    static final double DEFAULT_BAND_SHARE = 1.0 / 8;

    private Stamps() {
    }

    /** The stamps of a world file, in order. */
    public static List<Stamp> load(Path worldFile) {
        return load(worldFile, WorldFile.read(worldFile).stamps());
    }

    /** The stamps a world file places, in order. */
    public static List<Stamp> load(Path worldFile, List<StampPlacement> placements) {
        List<Stamp> out = new ArrayList<>();
        for (StampPlacement p : placements) {
            out.add(load(worldFile, p));
        }
        return List.copyOf(out);
    }

    /**
     * A heightmap with the world file's defaults for every key, its middle at world (x, z), named
     * after its file (the panel's "Add").
     */
    public static Stamp loadAt(Path file, double x, double z) {
        String base = file.getFileName() == null ? "stamp" : file.getFileName().toString().replaceAll("\\.[^.]*$", "");
        String name = base.replaceAll("[^A-Za-z0-9_-]", "_");
        StampPlacement p = new StampPlacement(name.isEmpty() ? "stamp" : name, file, RasterOptions.DEFAULTS, x, z, 0, 1, 0,
                Double.NaN, StampPlacement.Fit.SETTLE, false, 1);
        return load(file, p);
    }

    /** One placement's heightmap, read and placed; its band resolved (by default an eighth of its narrower side, 0 for an exact stamp). */
    static Stamp load(Path worldFile, StampPlacement p) {
        HeightRaster raster = HeightRasters.read(p.file(), p.reading());
        double narrower = Math.min((raster.columns() - 1) * raster.spacingX(), (raster.rows() - 1) * raster.spacingZ())
                * p.scale();
        double band = p.band();
        if (Double.isNaN(band)) {
            band = p.exact() ? 0 : narrower * DEFAULT_BAND_SHARE;
        } else if (band > narrower / 2) {
            throw new InputException(worldFile + ": stamp." + p.name() + ".band = " + band + " is wider than half the stamp ("
                    + Math.round(narrower / 2) + " m), which would never show whole; allowed [0, " + Math.floor(narrower / 2) + "]");
        }
        return Stamp.of(p.withBand(band), raster);
    }
}
