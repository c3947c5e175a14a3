package org.seedscape.stream;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.seedscape.tile.TileKey;
import org.seedscape.tile.TileLayout;

/**
 * Which tiles the camera needs: the leaves of the quadtree over the view square
 * {@code [cam - viewDistance, cam + viewDistance]}, fine near the camera and coarse far away. The
 * view distance may be less than the layout's, which sets the root level ({@link ViewDistance}).
 *
 * <p>Every root tile of {@link TileLayout#rootLevel()} that meets the square is split while
 * {@link TileLayout#distance} is below {@code splitFactor * tileSize}. Children that miss the
 * square are dropped. With the Chebyshev distance and a split factor of at least 1, leaves that
 * touch differ by at most one level: a leaf at level L touching a leaf at L - 2 would need the
 * latter's parent P (size s/2) split, so the camera is within {@code k s/2} of P and hence within
 * {@code k s/2 + s/2 <= k s} of the leaf, which would then have been split.
 */
public final class QuadtreeSelection {
    private final TileLayout layout;
    private final double camX, camZ, heightAboveGround, viewDistance;
    /** The tiles shown when everything is ready. */
    private final List<TileKey> leaves = new ArrayList<>();
    /** Leaves, and every tile above them (the roots included). */
    private final Set<TileKey> needed = new LinkedHashSet<>();
    private final List<TileKey> roots = new ArrayList<>();

    private QuadtreeSelection(TileLayout layout, double camX, double camZ, double heightAboveGround, double viewDistance) {
        this.layout = layout;
        this.viewDistance = viewDistance;
        this.camX = camX;
        this.camZ = camZ;
        this.heightAboveGround = heightAboveGround;
    }

    /** The selection over the layout's whole view distance. */
    public static QuadtreeSelection select(TileLayout layout, double camX, double camZ, double heightAboveGround) {
        return select(layout, camX, camZ, heightAboveGround, layout.viewDistance());
    }

    /** The selection over a view square of {@code viewDistance}, at most the layout's. */
    public static QuadtreeSelection select(TileLayout layout, double camX, double camZ, double heightAboveGround,
                                           double viewDistance) {
        if (!(viewDistance > 0 && viewDistance <= layout.viewDistance())) {
            throw new IllegalArgumentException("view distance " + viewDistance + " outside (0, " + layout.viewDistance() + "]");
        }
        QuadtreeSelection s = new QuadtreeSelection(layout, camX, camZ, heightAboveGround, viewDistance);
        int root = layout.rootLevel();
        double size = layout.tileSize(root), v = viewDistance;
        int x0 = (int) Math.floor((camX - v) / size), x1 = (int) Math.ceil((camX + v) / size) - 1;
        int z0 = (int) Math.floor((camZ - v) / size), z1 = (int) Math.ceil((camZ + v) / size) - 1;
        for (int tz = z0; tz <= z1; tz++) {
            for (int tx = x0; tx <= x1; tx++) {
                TileKey key = new TileKey(root, tx, tz);
                s.roots.add(key);
                s.visit(key);
            }
        }
        return s;
    }

    private void visit(TileKey key) {
        needed.add(key);
        if (!splits(key)) {
            leaves.add(key);
            return;
        }
        for (TileKey child : key.children()) {
            if (meetsViewSquare(child)) {
                visit(child);
            }
        }
    }

    /** Whether a needed tile is shown through its children. */
    public boolean splits(TileKey key) {
        return key.level() > 0
                && layout.distance(key, camX, camZ, heightAboveGround) < layout.splitFactor() * layout.tileSize(key.level());
    }

    private boolean meetsViewSquare(TileKey key) {
        double size = layout.tileSize(key.level()), v = viewDistance;
        double x0 = key.tx() * size, z0 = key.tz() * size;
        return x0 < camX + v && x0 + size > camX - v && z0 < camZ + v && z0 + size > camZ - v;
    }

    /** The tiles to show when everything is ready; they cover the view square without overlap. */
    public List<TileKey> leaves() {
        return leaves;
    }

    /** Leaves and all their ancestors: the tiles worth generating and keeping. */
    public Set<TileKey> needed() {
        return needed;
    }

    /** The coarsest tiles meeting the view square. */
    public List<TileKey> roots() {
        return roots;
    }

    /** Whether a needed tile is a leaf (shown itself) rather than split. */
    public boolean isLeaf(TileKey key) {
        return needed.contains(key) && !splits(key);
    }

    public TileLayout layout() {
        return layout;
    }

    /** Metres from the camera to the edge of the view square. */
    public double viewDistance() {
        return viewDistance;
    }
}
