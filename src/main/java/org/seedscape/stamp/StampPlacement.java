package org.seedscape.stamp;

import java.nio.file.Path;
import org.seedscape.stamp.read.RasterOptions;

/**
 * Where and how a heightmap goes into the world, as a world file says it ({@link WorldFile}).
 *
 * @param name      the stamp's name in the world file, for messages
 * @param file      the heightmap (a file, or an export folder)
 * @param reading   what the file itself does not say (its spacing, height scale, flip)
 * @param centreX   world x of the raster's centre, metres; NaN: where the file says it lies (an export folder), else 0
 * @param centreZ   world z of the raster's centre, metres; NaN as for {@code centreX}
 * @param rotation  degrees about its centre, counter-clockwise on the map (+x right, +z up): from +x toward +z
 * @param scale     multiplies the raster's horizontal spacing
 * @param offset    metres added to every height (after the fit)
 * @param band      metres inside the raster's edge over which it blends into the ground below (0: a hard edge)
 * @param fit       whether the world rises to the stamp's heights or the stamp settles onto the world
 * @param exact     the stamp's samples are drawn exactly: no detail, and it lies above the landform
 *                  layers (basin plains, erosion), which then leave it alone
 * @param detail    multiplies the procedural detail added below the raster's spacing (1: the
 *                  amplitude its own finest scale predicts; 0: none)
 * @param fill      the world's basin fill (the preset's {@code basinFill}) raises ground inside it
 *                  too; without, a real place keeps its valleys
 * @param opacity   how much of it lies on the ground, [0, 1]: its change to the ground below (and
 *                  to the basin fill's share) times this, as a faded stroke layer's
 * @param shown     whether it lies on the ground at all (a hidden stamp stays in the world file and
 *                  the panel)
 */
public record StampPlacement(String name, Path file, RasterOptions reading, double centreX, double centreZ,
                             double rotation, double scale, double offset, double band, Fit fit, boolean exact,
                             double detail, boolean fill, double opacity, boolean shown) {

    /** @throws IllegalArgumentException naming the value and what is allowed */
    public StampPlacement {
        if (!(opacity >= 0 && opacity <= 1)) {
            throw new IllegalArgumentException("opacity = " + opacity + " is out of range; allowed [0, 1]");
        }
    }

    /** A stamp shown whole. */
    public StampPlacement(String name, Path file, RasterOptions reading, double centreX, double centreZ, double rotation,
                          double scale, double offset, double band, Fit fit, boolean exact, double detail, boolean fill) {
        this(name, file, reading, centreX, centreZ, rotation, scale, offset, band, fit, exact, detail, fill, 1, true);
    }

    /** A stamp shown whole, whose valleys the world's basin fill leaves alone. */
    public StampPlacement(String name, Path file, RasterOptions reading, double centreX, double centreZ, double rotation,
                          double scale, double offset, double band, Fit fit, boolean exact, double detail) {
        this(name, file, reading, centreX, centreZ, rotation, scale, offset, band, fit, exact, detail, false);
    }

    /** This placement with its middle at world (x, z). */
    public StampPlacement at(double x, double z) {
        return new StampPlacement(name, file, reading, x, z, rotation, scale, offset, band, fit, exact, detail, fill, opacity, shown);
    }

    /** This placement with another band. */
    public StampPlacement withBand(double newBand) {
        return new StampPlacement(name, file, reading, centreX, centreZ, rotation, scale, offset, newBand, fit, exact, detail, fill,
                opacity, shown);
    }

    /** This placement faded to {@code newOpacity} and shown or hidden. */
    public StampPlacement asLayer(double newOpacity, boolean isShown) {
        return new StampPlacement(name, file, reading, centreX, centreZ, rotation, scale, offset, band, fit, exact, detail, fill,
                newOpacity, isShown);
    }

    /** How a stamp's heights meet the ground around it. */
    public enum Fit {
        /** Its heights stay as read: the world rises (or sinks) to them across the band. */
        RISE,
        /** It moves up or down by the mean difference from the ground below along its band. */
        SETTLE
    }
}
