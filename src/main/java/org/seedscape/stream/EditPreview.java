package org.seedscape.stream;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.edit.Brush;
import org.seedscape.edit.Dab;
import org.seedscape.edit.EditLayer;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.render.TerrainMaterials;

/**
 * Brush strokes on screen before their tiles are remade: the dabs asked for beyond those the drawn
 * tiles carry are grounded on the drawn world and mapped, keep and add over their square
 * ({@link TerrainMaterials#showEditPreview}), which the terrain's vertices lay over the ground as
 * they are drawn. A stroke shows as its dabs are laid, not seconds after it ends, when the tiles
 * that carry it (their landform layers worked out again) are swapped in and the preview goes.
 * Where the asked dabs do not begin with the drawn ones (an undo) nothing is previewed. The map is
 * made on a thread of its own, the newest asked for first; while a stroke grows, only its new dabs
 * are laid over the last map ({@link PreviewBlends}). The render thread only hands maps over.
 */
final class EditPreview {
    private static final Logger LOG = Logger.getLogger(EditPreview.class.getName());
    /** Metres, the radius of the dab the preview's first map is made of ({@link #warm}): the demo brush's to start. */
    private static final double WARM_RADIUS = 40;

    /** Dabs to preview over a drawn world, numbered as asked. */
    private record Ask(long number, TerrainFunction drawn, List<Dab> dabs) {
    }

    /** A made map: keep and add per texel over a square, for an ask. */
    private record Map(Ask ask, float[] keepAdd, double cornerX, double cornerZ, double side) {
    }

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "edit-preview");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<Ask> waiting = new AtomicReference<>();
    private final AtomicBoolean working = new AtomicBoolean();
    private final AtomicReference<Map> made = new AtomicReference<>();
    /** The last ask (render thread). */
    private Ask asked = new Ask(0, null, List.of());
    /** The map shown now, null when none is (render thread). */
    private Map shown;
    /** The last world grounded, to add dabs to while a stroke grows (the preview's thread alone). */
    private Ask groundedFor;
    private TerrainFunction grounded;
    /** The last map's blends, and the ask they were made for (the preview's thread alone). */
    private PreviewBlends blends;
    private Ask blendsFor;
    /** Metres: the finest texel a map is made with (half the finest tiles' sample spacing: finer shows nothing more). */
    private final double finestTexel;

    EditPreview(double finestTexel) {
        this.finestTexel = finestTexel;
    }

    /**
     * Previews the dabs of {@code target} beyond those of {@code drawn}, the world the shown tiles
     * carry, or nothing where {@code target} does not begin with them. Render thread.
     */
    void ask(TerrainFunction drawn, List<Dab> target, TerrainMaterials materials) {
        if (target.isEmpty() && asked.dabs().isEmpty()) {
            return; // no brush: nothing shown, nothing to show
        }
        List<Dab> carried = drawn.edits().dabs();
        List<Dab> dabs = target.size() > carried.size() && startsWith(target, carried)
                ? List.copyOf(target.subList(carried.size(), target.size())) : List.of();
        if (drawn == asked.drawn() && dabs.equals(asked.dabs())) {
            return;
        }
        // A map of other dabs than these on other tiles would lay some twice or lose some: gone
        // until the new one is made. One that only lacks the newest dabs stays meanwhile.
        if (drawn != asked.drawn() || !startsWith(dabs, asked.dabs())) {
            materials.hideEditPreview();
            shown = null;
        }
        asked = new Ask(asked.number() + 1, drawn, dabs);
        if (!dabs.isEmpty()) {
            waiting.set(asked);
            startWork();
        }
    }

    /**
     * Shows the newest map where it was made for the last ask or an earlier one it grew from (while
     * a stroke is laid, the map of its first dabs shows until the next is made). Render thread.
     */
    void poll(TerrainMaterials materials) {
        Map map = made.getAndSet(null);
        if (map != null && map.ask().drawn() == asked.drawn() && startsWith(asked.dabs(), map.ask().dabs())) {
            materials.showEditPreview(map.keepAdd(), map.cornerX(), map.cornerZ(), map.side());
            shown = map;
        }
    }

    /** The square the shown map covers, min x, min z and side (world metres); null when none is shown. Render thread. */
    double[] shownSquare() {
        return shown == null ? null : new double[] {shown.cornerX(), shown.cornerZ(), shown.side()};
    }

    /**
     * The height shown at world (x, z) where the drawn tiles have {@code drawn}: the shown map's
     * blend laid over it as the vertex shader lays it (between texel middles, the edge texels held
     * beyond them). Render thread.
     */
    double shownOver(double x, double z, double drawn) {
        if (shown == null) {
            return drawn;
        }
        int texels = PreviewBlends.TEXELS;
        double u = (x - shown.cornerX()) / shown.side(), v = (z - shown.cornerZ()) / shown.side();
        if (!(u >= 0 && v >= 0 && u <= 1 && v <= 1)) {
            return drawn;
        }
        double fu = Math.min(Math.max(u * texels - 0.5, 0), texels - 1.0), fv = Math.min(Math.max(v * texels - 0.5, 0), texels - 1.0);
        int i = Math.min((int) fu, texels - 2), j = Math.min((int) fv, texels - 2);
        double a = fu - i, b = fv - j;
        float[] m = shown.keepAdd();
        double keep = 0, add = 0;
        for (int dj = 0; dj < 2; dj++) {
            for (int di = 0; di < 2; di++) {
                double w = (di == 0 ? 1 - a : a) * (dj == 0 ? 1 - b : b);
                int at = 2 * ((j + dj) * texels + i + di);
                keep += w * m[at];
                add += w * m[at + 1];
            }
        }
        return keep * drawn + add;
    }

    private static boolean startsWith(List<Dab> dabs, List<Dab> start) {
        return dabs.size() >= start.size() && dabs.subList(0, start.size()).equals(start);
    }

    /**
     * Makes a map of one dab on {@code drawn} on the preview's thread and drops it, so that the JIT
     * has compiled the map before the first stroke's (while it compiled them, a frame of the first
     * stroke took 65 ms). Render thread, once a brush is out.
     */
    void warm(TerrainFunction drawn) {
        thread.execute(() -> {
            map(new Ask(-1, drawn, List.of(new Dab(Brush.RAISE, 0, 0, WARM_RADIUS, 1, 0.5, 0))));
            groundedFor = null;
            grounded = null;
        });
    }

    void stop() {
        thread.shutdownNow();
    }

    private void startWork() {
        if (working.compareAndSet(false, true)) {
            thread.execute(this::work);
        }
    }

    /** Maps the newest ask until none waits (asks made meanwhile replace each other). */
    private void work() {
        try {
            for (Ask a = waiting.getAndSet(null); a != null; a = waiting.getAndSet(null)) {
                made.set(map(a));
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "a brush stroke's preview failed; it shows once its tiles are made", e);
        } finally {
            working.set(false);
            if (waiting.get() != null) {
                startWork();
            }
        }
    }

    private Map map(Ask a) {
        boolean grows = groundedFor != null && groundedFor.drawn() == a.drawn() && startsWith(a.dabs(), groundedFor.dabs());
        int laid = grows ? groundedFor.dabs().size() : 0;
        grounded = grows ? grounded.withEdits(a.dabs().subList(laid, a.dabs().size())) : a.drawn().withEdits(a.dabs());
        boolean blendsGrow = grows && blends != null && blendsFor == groundedFor && a.dabs().stream().noneMatch(EditPreview::erases);
        groundedFor = a;
        EditLayer layer = grounded.edits();
        int first = a.drawn().edits().size();
        if (blendsGrow && blends.holds(layer, first + laid)) {
            blends.grow(layer, first + laid);
        } else {
            blends = PreviewBlends.of(layer, first, finestTexel);
        }
        blendsFor = a;
        return new Map(a, blends.keepAdd(), blends.cornerX, blends.cornerZ, blends.side);
    }

    private static boolean erases(Dab d) {
        return d.brush() == Brush.ERASE;
    }
}
