package org.seedscape.noise;

import org.seedscape.edit.EditLayer;
import org.seedscape.stamp.StampBlend;
import org.seedscape.stamp.StampLayer;

/**
 * The layers between the procedural terrain and the landform layers, on a procedural sample: the
 * stamps that are not exact, with the gully filter carved into their share down their own slope,
 * then the brushes' dabs. Heights, the parent level's height (read for a grid twice as coarse) and
 * the gradient, by the product rule with the blends' own slopes by central differences.
 * Immutable and thread-safe.
 */
final class ShapingLayers {
    /** Metres the blends are worked out over to give the gradient. */
    private static final double GRADIENT_STEP = 0.01;

    /** The stamps, or null for none. */
    private final StampLayer stamps;
    private final EditLayer edits;
    private final GullyFilter gullies;
    private final FixedLattice[] lattices;
    /** The lattice slot of the first gully octave. */
    private final int gullySlot;

    ShapingLayers(StampLayer stamps, EditLayer edits, GullyFilter gullies, FixedLattice[] lattices, int gullySlot) {
        this.stamps = stamps;
        this.edits = edits;
        this.gullies = gullies;
        this.lattices = lattices;
        this.gullySlot = gullySlot;
    }

    StampLayer stamps() {
        return stamps;
    }

    EditLayer edits() {
        return edits;
    }

    /** The width of the stamps' shapes whose slope their gullies follow: the widest gullies' wavelength. */
    double stampGuideMetres() {
        return GullyFilter.wavelength(lattices[gullySlot]);
    }

    /**
     * Applies the stamps, then the dabs, to a procedural sample at a point for a grid of {@code
     * spacing}, {@code cx} and {@code cz} holding its lattice coordinates: heights and gradient.
     */
    void apply(double x, double z, double spacing, long[] cx, long[] cz, TerrainSample out) {
        if (stamps != null && stamps.touches(x, z, x, z)) {
            double h = out.height, gx = out.gradX, gz = out.gradZ;
            double[] d = blendSlopes(stamps::blend, x, z, spacing);
            double[] gullyParts = new double[3];
            double keep = stampHeights(x, z, spacing, cx, cz, gullyParts, out);
            // The stamps' gullies are (1 - keep) g: their gradient, less g times keep's.
            out.gradX = keep * gx + h * d[0] + d[1] + gullyParts[0] - gullyParts[2] * d[0];
            out.gradZ = keep * gz + h * d[2] + d[3] + gullyParts[1] - gullyParts[2] * d[2];
        }
        if (edits.reaches(x, z)) {
            double h = out.height, gx = out.gradX, gz = out.gradZ;
            double[] d = blendSlopes(edits::blend, x, z, spacing);
            double keep = editHeights(x, z, spacing, out);
            out.gradX = keep * gx + h * d[0] + d[1];
            out.gradZ = keep * gz + h * d[2] + d[3];
        }
    }

    /**
     * {@link #apply} for the heights alone (the landform layers' blocks): the blends' part of the
     * gradient, four more blends a sample, is not worked out, and the gradient is NaN where a stamp
     * or a dab lies.
     */
    void heights(double x, double z, double spacing, long[] cx, long[] cz, TerrainSample out) {
        stampHeights(x, z, spacing, cx, cz, new double[3], out);
        editHeights(x, z, spacing, out);
    }

    /** A layer's blend at a point for a grid's spacing: {@code StampLayer.blend}, {@code EditLayer.blend}. */
    @FunctionalInterface
    private interface BlendAt {
        void blend(double x, double z, double spacing, StampBlend out);
    }

    /** A blend's slopes at a point by central differences: d keep / dx, d add / dx, d keep / dz, d add / dz. */
    private static double[] blendSlopes(BlendAt layer, double x, double z, double spacing) {
        StampBlend e = new StampBlend(), w = new StampBlend();
        double dx = 2 * GRADIENT_STEP;
        layer.blend(x + GRADIENT_STEP, z, spacing, e);
        layer.blend(x - GRADIENT_STEP, z, spacing, w);
        double keepX = (e.keep - w.keep) / dx, addX = (e.add - w.add) / dx;
        layer.blend(x, z + GRADIENT_STEP, spacing, e);
        layer.blend(x, z - GRADIENT_STEP, spacing, w);
        return new double[] {keepX, addX, (e.keep - w.keep) / dx, (e.add - w.add) / dx};
    }

    /**
     * The stamps on a sample's height and parent level's height, with the gully filter carved into
     * the stamps' share of them down the stamps' own slope ({@link #stampGullies}); the gradient
     * NaN where they reach; into {@code gullyParts} the stamps' share of the gullies' gradient and
     * the gullies' own height (for keep's part of the gradient); returns the blend's keep.
     */
    private double stampHeights(double x, double z, double spacing, long[] cx, long[] cz, double[] gullyParts, TerrainSample out) {
        if (stamps == null || !stamps.touches(x, z, x, z)) {
            return 1;
        }
        StampBlend b = new StampBlend();
        stamps.blend(x, z, spacing, b);
        double keep = b.keep;
        out.height = b.over(out.height);
        if (!stamps.sameBlends(spacing, 2 * spacing)) {
            stamps.blend(x, z, 2 * spacing, b);
        }
        out.parentHeight = b.over(out.parentHeight);
        if (gullies.on() && (keep < 1 || b.keep < 1)) {
            TerrainSample g = stampGullies(x, z, spacing, cx, cz);
            out.height += (1 - keep) * g.height;
            out.parentHeight += (1 - b.keep) * g.parentHeight;
            gullyParts[0] = (1 - keep) * g.gradX;
            gullyParts[1] = (1 - keep) * g.gradZ;
            gullyParts[2] = g.height;
        }
        out.gradX = Double.NaN;
        out.gradZ = Double.NaN;
        return keep;
    }

    /**
     * The dabs on a sample's height and parent level's height (the parent's grid twice as coarse
     * reads them prefiltered for it); the gradient NaN where they reach; returns the blend's keep.
     */
    private double editHeights(double x, double z, double spacing, TerrainSample out) {
        if (!edits.reaches(x, z)) {
            return 1;
        }
        StampBlend b = new StampBlend();
        edits.blend(x, z, spacing, b);
        out.height = b.over(out.height);
        double keep = b.keep;
        edits.blend(x, z, 2 * spacing, b);
        out.parentHeight = b.over(out.parentHeight);
        out.gradX = Double.NaN;
        out.gradZ = Double.NaN;
        return keep;
    }

    /**
     * The gully filter alone (heights, gradient, parent level's height of the gullies on flat
     * ground at 0) down the stamps' slope at a point: their shapes at least as wide as the widest
     * gullies, as the procedural terrain's guide holds its octaves that wide. The stamps' share of
     * the ground gets these, the procedural share keeps its own; the height pass does the same with
     * the slope it reads from the tile's stamp field ({@link #stampGuideMetres}).
     */
    private TerrainSample stampGullies(double x, double z, double spacing, long[] cx, long[] cz) {
        double[] slope = new double[2];
        stamps.wideSlope(x, z, stampGuideMetres(), slope);
        TerrainSample g = new TerrainSample();
        gullies.apply(cx, cz, lattices, gullySlot, spacing, slope[0], slope[1], g);
        return g;
    }
}
