package org.seedscape.edit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.seedscape.stamp.HeightFunction;
import org.seedscape.stamp.StampBlend;

/**
 * The brushes' layer: dabs in the order they were made, each on the ground the ones before it
 * left ({@link GroundedDab}), between the stamps and the landform layers. What it does at a point
 * is {@code h' = keep h + add}, as the stamps' blend is, so the height pass applies it from the
 * tile's field as it applies them. The dabs are the data; a layer of fewer of them
 * ({@link #first}) is the world before the later ones, so undoing costs nothing and redoing is
 * grounding them again (the same bits: grounding is a pure function). Immutable and thread-safe.
 */
public final class EditLayer {
    /** Metres a side of the squares that index the dabs by where they reach. */
    static final double CELL = 256;
    public static final EditLayer EMPTY = new EditLayer(List.of());
    /** The least keep a layer's dabs before the preview's may leave for an erase to take them back through it. */
    private static final double MIN_KEEP = 1e-6;

    private final List<GroundedDab> dabs;
    /** For each cell a dab reaches (key {@link #cell}), the indices of those that do, in order. */
    private final Map<Long, int[]> cells = new HashMap<>();
    /** Each dab's box: min x, min z, max x, max z. */
    private final double[][] bounds;

    private EditLayer(List<GroundedDab> dabs) {
        this.dabs = dabs;
        this.bounds = dabs.stream().map(GroundedDab::bounds).toArray(double[][]::new);
        Map<Long, List<Integer>> lists = new HashMap<>();
        for (int d = 0; d < bounds.length; d++) {
            double[] b = bounds[d];
            for (long ci = index(b[0]); ci <= index(b[2]); ci++) {
                for (long cj = index(b[1]); cj <= index(b[3]); cj++) {
                    lists.computeIfAbsent(cell(ci, cj), c -> new ArrayList<>()).add(d);
                }
            }
        }
        lists.forEach((c, l) -> cells.put(c, l.stream().mapToInt(Integer::intValue).toArray()));
    }

    /**
     * This layer with one more dab on top, grounded on {@code below}: the world with this layer's
     * dabs; {@code noise} the world's, for a noise dab.
     */
    public EditLayer with(Dab dab, HeightFunction below, NoiseFields noise) {
        List<GroundedDab> more = new ArrayList<>(dabs);
        more.add(GroundedDab.on(dab, below, noise));
        return new EditLayer(List.copyOf(more));
    }

    /** The layer of its first {@code count} dabs (the world before the later ones). */
    public EditLayer first(int count) {
        return count == dabs.size() ? this : new EditLayer(dabs.subList(0, count));
    }

    /** Its dabs, in order. */
    public List<Dab> dabs() {
        return dabs.stream().map(GroundedDab::dab).toList();
    }

    public int size() {
        return dabs.size();
    }

    public boolean isEmpty() {
        return dabs.isEmpty();
    }

    /** The dabs' blend at a point for a grid of {@code spacing} metres, into {@code out}. */
    public void blend(double x, double z, double spacing, StampBlend out) {
        blendFrom(0, x, z, spacing, out);
    }

    /**
     * The blend of the dabs from the {@code first} on at a point for a grid of {@code spacing}
     * metres, into {@code out}: what they do to the ground the ones before them left. Where an erase
     * dab among them takes back dabs before the {@code first} (of its layer), that is the blend
     * of its whole layer from there on over the layer's dabs before the {@code first} taken back
     * (the ground its layer began on is that ground undone by them); where those dabs flattened
     * the ground whole, nothing tells what lay under it, and the erase takes back only the later dabs.
     */
    public void blendFrom(int first, double x, double z, double spacing, StampBlend out) {
        out.clear();
        int[] here = cells.get(cell(index(x), index(z)));
        if (here == null) {
            return;
        }
        int from = first == 0 ? 0 : erasedLayerBegins(here, first);
        if (from < first) {
            StampBlend before = new StampBlend();
            lay(here, from, first, x, z, spacing, out, before);
            if (Math.abs(before.keep) > MIN_KEEP) {
                out.keep /= before.keep; // out applied to the ground before them: (h - before.add) / before.keep
                out.add -= out.keep * before.add;
                return;
            }
            out.clear();
        }
        lay(here, first, first, x, z, spacing, out, null);
    }

    /**
     * Lays the dabs from the {@code from} on, none of them an erase, over the blend {@code out}
     * holds at a point: where {@code out} is {@link #blendFrom} a {@code first} before them, the
     * same bits as {@code blendFrom(first)} of them all, at the cost of the later dabs alone.
     */
    public void layOver(int from, double x, double z, double spacing, StampBlend out) {
        int[] here = cells.get(cell(index(x), index(z)));
        if (here != null) {
            lay(here, from, from, x, z, spacing, out, null);
        }
    }

    /**
     * Lays the dabs of {@code here} (a square's, in order) from the {@code from} on into
     * {@code out}, each erase dab taking back toward where its layer began; into {@code before},
     * unless null, the blend of those before the {@code first}.
     */
    private void lay(int[] here, int from, int first, double x, double z, double spacing, StampBlend out, StampBlend before) {
        StampBlend layerBelow = new StampBlend();
        int layer = -1;
        boolean taken = before == null;
        for (int d : here) {
            if (d < from) {
                continue;
            }
            if (!taken && d >= first) {
                before.set(out);
                taken = true;
            }
            GroundedDab g = dabs.get(d);
            if (g.dab().layer() != layer) {
                layer = g.dab().layer();
                layerBelow.set(out);
            }
            g.blend(x, z, spacing, out, layerBelow);
        }
        if (!taken) {
            before.set(out);
        }
    }

    /**
     * Where the layer of the last dab of {@code here} before the {@code first} begins in
     * {@code here}, when an erase dab of that layer from the {@code first} on takes back its dabs;
     * else the {@code first}.
     */
    private int erasedLayerBegins(int[] here, int first) {
        int last = -1;
        while (last + 1 < here.length && here[last + 1] < first) {
            last++;
        }
        if (last < 0) {
            return first;
        }
        int layer = dabs.get(here[last]).dab().layer();
        boolean erases = false;
        for (int k = last + 1; k < here.length && dabs.get(here[k]).dab().layer() == layer && !erases; k++) {
            erases = dabs.get(here[k]).dab().brush() == Brush.ERASE;
        }
        if (!erases) {
            return first;
        }
        int begins = last;
        while (begins > 0 && dabs.get(here[begins - 1]).dab().layer() == layer) {
            begins--;
        }
        return here[begins];
    }

    /** Whether any dab reaches a point (through the index: cheap enough for every sample). */
    public boolean reaches(double x, double z) {
        int[] here = cells.get(cell(index(x), index(z)));
        if (here == null) {
            return false;
        }
        for (int d : here) {
            double[] b = bounds[d];
            if (b[0] <= x && b[2] >= x && b[1] <= z && b[3] >= z) {
                return true;
            }
        }
        return false;
    }

    /** Whether any dab reaches into the square {@code [x0, x1] x [z0, z1]}. */
    public boolean touches(double x0, double z0, double x1, double z1) {
        for (double[] b : bounds) {
            if (b[0] <= x1 && b[2] >= x0 && b[1] <= z1 && b[3] >= z0) {
                return true;
            }
        }
        return false;
    }

    /** The box every dab of a layer reaches into, min x, min z, max x, max z; null when empty. */
    public double[] reach() {
        return reachOfDabsFrom(0);
    }

    /** The box the dabs from the {@code first} on reach into, min x, min z, max x, max z; null when there are none. */
    public double[] reachOfDabsFrom(int first) {
        if (first >= bounds.length) {
            return null;
        }
        double[] r = bounds[first].clone();
        for (int d = first + 1; d < bounds.length; d++) {
            double[] b = bounds[d];
            r[0] = Math.min(r[0], b[0]);
            r[1] = Math.min(r[1], b[1]);
            r[2] = Math.max(r[2], b[2]);
            r[3] = Math.max(r[3], b[3]);
        }
        return r;
    }

    /** Bytes its dabs hold (smooth dabs' rasters), for the memory docs/WORLDS.md states ("Shape the world by hand"). */
    public long bytes() {
        return dabs.stream().mapToLong(GroundedDab::bytes).sum();
    }

    private static long index(double metres) {
        return (long) Math.floor(metres / CELL);
    }

    private static long cell(long i, long j) {
        return (i << 32) ^ (j & 0xffffffffL);
    }
}
