package org.seedscape.stream;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.seedscape.tile.TileKey;

/**
 * Which tiles are shown, and how a refine or coarsen blends in rather than popping.
 *
 * <p>Each frame the best cut through the needed quadtree is worked out from what is ready: a
 * tile is shown through its children only when all of its needed children are ready, so a hole
 * can appear only while a root tile is still missing. The shown set then moves toward that cut
 * one level at a time, and always as a partition of the ground (a tile and its replacements are
 * swapped in the same frame):
 * <ul>
 *   <li>refine: a fully blended tile is replaced by its children, which start at morph 0 (their
 *       vertices on the parent's surface) and morph to their own heights;</li>
 *   <li>coarsen: the children morph down to 0 and, once all are there, are replaced by the
 *       parent, which looks the same at that moment.</li>
 * </ul>
 * A tile's morph is 1 when it shows its own heights and 0 when it shows its parent's surface.
 */
public final class TileTransitions {
    /** A shown tile's blend state. */
    private static final class Shown {
        float morph;
        float target = 1;

        Shown(float morph) {
            this.morph = morph;
        }
    }

    private final Map<TileKey, Shown> shown = new HashMap<>();
    private final float morphSeconds;
    private final Set<TileKey> cut = new HashSet<>();
    private boolean settled;
    private int rootLevel;

    /** @param morphSeconds how long one level of refine or coarsen takes to blend */
    public TileTransitions(float morphSeconds) {
        if (!(morphSeconds > 0)) {
            throw new IllegalArgumentException("morphSeconds must be positive: " + morphSeconds);
        }
        this.morphSeconds = morphSeconds;
    }

    /**
     * Advances by {@code dt} seconds toward the best cut for {@code selection}; appends the tiles
     * to attach and to detach this frame (the two lists are applied together).
     */
    public void update(QuadtreeSelection selection, Predicate<TileKey> ready, double dt,
                       List<TileKey> attach, List<TileKey> detach) {
        cut.clear();
        rootLevel = selection.layout().rootLevel();
        boolean complete = true;
        for (TileKey root : selection.roots()) {
            complete &= bestCut(selection, root, ready);
        }
        float step = (float) (dt / morphSeconds);
        for (Shown s : shown.values()) {
            s.morph = s.target > s.morph ? Math.min(s.target, s.morph + step) : Math.max(s.target, s.morph - step);
        }

        Map<TileKey, List<TileKey>> coarsening = new HashMap<>();
        for (TileKey key : new ArrayList<>(shown.keySet())) {
            if (cut.contains(key)) {
                shown.get(key).target = 1;
                continue;
            }
            TileKey cover = coveringCutTile(key);
            if (cover != null) {
                shown.get(key).target = 0;
                coarsening.computeIfAbsent(cover, c -> new ArrayList<>()).add(key);
            } else if (!refinesInto(key)) {
                remove(key, detach); // left the view square, or a stale leftover
            }
        }
        for (TileKey t : cut) {
            if (shown.containsKey(t) || coarsening.containsKey(t)) {
                continue;
            }
            TileKey ancestor = shownAncestor(t);
            if (ancestor == null) {
                add(t, 1, attach); // nothing shown here yet: nothing to blend from
                continue;
            }
            Shown a = shown.get(ancestor);
            a.target = 1;
            if (a.morph >= 1) {
                remove(ancestor, detach);
                for (TileKey child : ancestor.children()) {
                    if (selection.needed().contains(child)) {
                        add(child, 0, attach);
                    }
                }
            }
        }
        for (Map.Entry<TileKey, List<TileKey>> e : coarsening.entrySet()) {
            collapse(e.getKey(), e.getValue(), ready, attach, detach);
        }
        settled = complete && shown.keySet().equals(cut)
                && shown.values().stream().allMatch(s -> s.morph >= 1);
        for (TileKey key : selection.leaves()) {
            settled &= cut.contains(key);
        }
    }

    /** Adds the best ready cut under {@code key}; false when part of it has nothing ready. */
    private boolean bestCut(QuadtreeSelection selection, TileKey key, Predicate<TileKey> ready) {
        if (selection.splits(key)) {
            List<TileKey> kids = new ArrayList<>(4);
            boolean allReady = true;
            for (TileKey child : key.children()) {
                if (selection.needed().contains(child)) {
                    kids.add(child);
                    allReady &= ready.test(child);
                }
            }
            if (allReady) {
                boolean complete = true;
                for (TileKey child : kids) {
                    complete &= bestCut(selection, child, ready);
                }
                return complete;
            }
        }
        if (ready.test(key)) {
            cut.add(key);
            return true;
        }
        return false;
    }

    /**
     * Steps the shown tiles under cut tile {@code cover} one level up once the deepest group of
     * siblings has morphed down to its parent's surface.
     */
    private void collapse(TileKey cover, List<TileKey> under, Predicate<TileKey> ready,
                          List<TileKey> attach, List<TileKey> detach) {
        int deepest = under.stream().mapToInt(TileKey::level).min().orElseThrow();
        Map<TileKey, List<TileKey>> groups = new HashMap<>();
        for (TileKey k : under) {
            if (k.level() == deepest) {
                groups.computeIfAbsent(k.parent(), p -> new ArrayList<>()).add(k);
            }
        }
        for (Map.Entry<TileKey, List<TileKey>> g : groups.entrySet()) {
            TileKey parent = g.getKey();
            boolean down = g.getValue().stream().allMatch(k -> shown.get(k).morph <= 0);
            boolean parentCoveredOnlyByGroup = under.stream()
                    .filter(k -> parent.contains(k))
                    .allMatch(k -> k.level() == deepest);
            if (!down || !parentCoveredOnlyByGroup) {
                continue;
            }
            // The parent is kept in the cache while its children are shown; if it was lost anyway,
            // jump to the cut tile (the only case that can pop).
            TileKey replacement = ready.test(parent) ? parent : cover;
            for (TileKey k : new ArrayList<>(shown.keySet())) {
                if (replacement.contains(k)) {
                    remove(k, detach);
                }
            }
            add(replacement, 1, attach);
            shown.get(replacement).target = replacement.equals(cover) ? 1 : 0;
            if (replacement.equals(cover)) {
                return;
            }
        }
    }

    private boolean refinesInto(TileKey key) {
        for (TileKey t : cut) {
            if (key.level() > t.level() && key.contains(t)) {
                return true;
            }
        }
        return false;
    }

    private TileKey coveringCutTile(TileKey key) {
        return nearestAncestorIn(key, cut);
    }

    private TileKey shownAncestor(TileKey key) {
        return nearestAncestorIn(key, shown.keySet());
    }

    private TileKey nearestAncestorIn(TileKey key, Set<TileKey> set) {
        for (TileKey a = key; a.level() < rootLevel; ) {
            a = a.parent();
            if (set.contains(a)) {
                return a;
            }
        }
        return null;
    }

    private void add(TileKey key, float morph, List<TileKey> attach) {
        shown.put(key, new Shown(morph));
        attach.add(key);
    }

    private void remove(TileKey key, List<TileKey> detach) {
        shown.remove(key);
        detach.add(key);
    }

    /** The shown tiles. */
    public Set<TileKey> shown() {
        return shown.keySet();
    }

    /** A shown tile's morph: 0 on its parent's surface, 1 on its own heights. */
    public float morph(TileKey key) {
        Shown s = shown.get(key);
        return s == null ? 1 : s.morph;
    }

    /** Whether every needed leaf is shown itself, at full blend. */
    public boolean settled() {
        return settled;
    }

    /** Whether each root of the last selection is covered by shown tiles (some level each). */
    public boolean covers(QuadtreeSelection selection) {
        for (TileKey root : selection.roots()) {
            if (!covers(root)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a root is covered by shown tiles: itself or some of its descendants. */
    public boolean covers(TileKey root) {
        if (shown.containsKey(root)) {
            return true;
        }
        for (TileKey k : shown.keySet()) {
            if (root.contains(k)) {
                return true;
            }
        }
        return false;
    }

    /** Forgets every tile (a new world): the caller detaches them. */
    public List<TileKey> clear() {
        List<TileKey> all = new ArrayList<>(shown.keySet());
        shown.clear();
        cut.clear();
        settled = false;
        return all;
    }
}
