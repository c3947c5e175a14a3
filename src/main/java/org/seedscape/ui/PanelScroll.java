package org.seedscape.ui;

import com.jme3.input.InputManager;
import com.jme3.input.event.MouseMotionEvent;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.DefaultRangedValueModel;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.Slider;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.core.VersionedReference;
import com.simsilica.lemur.event.DefaultRawInputListener;
import com.simsilica.lemur.style.ElementId;
import java.util.List;
import java.util.function.Supplier;

/**
 * A list of rows shown in a given height: the rows that fit from the first one shown, and a scroll
 * bar beside them when they do not all fit. The mouse wheel over the panel scrolls it, row by row
 * (the event is consumed there, so neither the brush's radius nor the camera hears it). Lemur has
 * no clipping, so the list scrolls by whole rows, as Lemur's own list box does.
 */
final class PanelScroll {
    /** Rows a notch of the wheel scrolls. */
    static final int ROWS_PER_NOTCH = 3;
    /** The wheel's units to a notch where the backend counts 120 (LWJGL 2); GLFW counts one. */
    private static final int WHEEL_UNITS = 120;

    private final Container area = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.First, FillMode.Even),
            new ElementId("scrollArea"), UiStyle.STYLE);
    private final Container shown = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
            new ElementId("scrollRows"), UiStyle.STYLE);
    private final DefaultRangedValueModel position = new DefaultRangedValueModel(0, 0, 0);
    private final VersionedReference<Double> dragged = position.createReference();
    private final Slider bar = UiStyle.slider(position, Axis.Y, 0);
    /** The scroll bar's own height (arrows and a short track): the list is never shorter while it scrolls. */
    private final float barHeight = bar.getPreferredSize().y;
    private final Supplier<Panel> over;
    private final Wheel wheel = new Wheel();
    private List<Panel> rows = List.of();
    private float height = -1;
    /** The first row shown, and the rows shown: [first, end). */
    private int first, end;
    /** The largest first row that still fills the height. */
    private int lastFirst;
    /** Wheel rows not yet scrolled (taken on the next update, on the render thread with the rest). */
    private int wheelRows;

    /** @param over the panel whose rectangle takes the mouse wheel */
    PanelScroll(Supplier<Panel> over) {
        this.over = over;
        area.addChild(shown);
        bar.setDelta(1);
    }

    /** The rows and the scroll bar, to put in the panel. */
    Panel view() {
        return area;
    }

    /**
     * Shows {@code rows} in {@code height} pixels, scrolled as the scroll bar or the wheel asks.
     * Called every frame; the children change only when the rows shown do.
     */
    void show(List<Panel> rows, float height) {
        boolean changed = !rows.equals(this.rows) || height != this.height;
        if (dragged.update()) {
            first = lastFirst - (int) Math.round(position.getValue());
            changed = true;
        }
        if (wheelRows != 0) {
            first += wheelRows;
            wheelRows = 0;
            changed = true;
        }
        if (changed) {
            this.rows = List.copyOf(rows);
            this.height = height;
            lay();
        }
    }

    /** Scrolls the least that shows the rows from {@code from} to {@code to}, or as many as fit from {@code from}. */
    void reveal(Panel from, Panel to) {
        int a = rows.indexOf(from), b = rows.indexOf(to);
        if (a < 0 || b < a) {
            return;
        }
        first = heightOf(a, b + 1) <= height ? Math.max(Math.min(first, a), firstEndingAt(b)) : a;
        lay();
    }

    /** The first row from which the rows up to {@code last} just fit. */
    private int firstEndingAt(int last) {
        int start = last + 1;
        float total = 0;
        while (start > 0 && total + heightOf(start - 1, start) <= height) {
            start--;
            total += heightOf(start, start + 1);
        }
        return start;
    }

    /** Scrolls by {@code n} rows (down where positive). */
    void scrollBy(int n) {
        wheelRows += n;
    }

    /** Whether {@code row} is shown now. */
    boolean shows(Panel row) {
        int i = rows.indexOf(row);
        return i >= first && i < end;
    }

    /** Whether there are more rows than fit (the scroll bar shows). */
    boolean scrolls() {
        return lastFirst > 0;
    }

    /** The first row shown. */
    int first() {
        return first;
    }

    /** The first row shown when the list is scrolled to its end. */
    int lastFirst() {
        return lastFirst;
    }

    /** Hears the mouse wheel while the panel is open. */
    void listen(InputManager input) {
        input.addRawInputListener(wheel);
    }

    void stopListening(InputManager input) {
        input.removeRawInputListener(wheel);
    }

    private float heightOf(int from, int to) {
        float h = 0;
        for (int i = from; i < to; i++) {
            h += rows.get(i).getPreferredSize().y;
        }
        return h;
    }

    /** Puts the rows that fit from the first into the list, and the scroll bar beside them if some do not fit. */
    private void lay() {
        lastFirst = rows.isEmpty() ? 0 : Math.min(firstEndingAt(rows.size() - 1), rows.size() - 1);
        first = Math.max(0, Math.min(first, lastFirst));
        end = first;
        float used = 0;
        while (end < rows.size() && (used + heightOf(end, end + 1) <= height || end == first)) {
            used += heightOf(end, end + 1);
            end++;
        }
        shown.clearChildren();
        float width = 0;
        for (Panel row : rows) {
            width = Math.max(width, row.getPreferredSize().x);
        }
        for (Panel row : rows.subList(first, end)) {
            shown.addChild(row);
        }
        // While it scrolls the list keeps the whole height, so the bar and the panel hold still.
        float listHeight = scrolls() ? Math.max(Math.max(height, used), barHeight) : used;
        shown.setPreferredSize(new Vector3f(width, listHeight, 0));
        if (scrolls()) {
            if (bar.getParent() == null) {
                area.addChild(bar);
            }
            bar.setPreferredSize(new Vector3f(bar.getPreferredSize().x, listHeight, 0));
            position.setMaximum(lastFirst);
            position.setValue(lastFirst - first);
        } else {
            area.removeChild(bar);
            position.setMaximum(0);
        }
        dragged.update();
    }

    /** The wheel over the panel scrolls it, and nothing else hears it. */
    private final class Wheel extends DefaultRawInputListener {
        @Override
        public void onMouseMotionEvent(MouseMotionEvent e) {
            if (e.getDeltaWheel() == 0 || !inside(e.getX(), e.getY())) {
                return;
            }
            int d = e.getDeltaWheel(), notches = Math.abs(d) >= WHEEL_UNITS ? d / WHEEL_UNITS : d;
            scrollBy(-notches * ROWS_PER_NOTCH); // wheel up (positive) scrolls towards the top
            e.setConsumed();
        }

        private boolean inside(float x, float y) {
            Panel p = over.get();
            if (p.getParent() == null) {
                return false;
            }
            Vector3f at = p.getWorldTranslation(), size = p.getSize();
            return x >= at.x && x <= at.x + size.x && y <= at.y && y >= at.y - size.y;
        }
    }
}
