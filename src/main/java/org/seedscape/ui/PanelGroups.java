package org.seedscape.ui;

import com.jme3.math.ColorRGBA;
import com.jme3.texture.Texture2D;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.IconComponent;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.style.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The panel's groups as an accordion: each a header bar (a disclosure triangle and its title) over
 * its rows, at most one open at a time so the panel stays short. The open group's header is marked:
 * a lighter bar, its triangle pointing down, title and triangle in the accent colour. Clicking a
 * header opens its group (closing the open one) or closes it.
 */
final class PanelGroups {
    /** A group: its header and its rows, which may be rebuilt between calls (the stamps'). */
    private record Group(Button header, IconComponent triangle, Supplier<List<? extends Panel>> rows) {
    }

    private final Map<String, Group> groups = new LinkedHashMap<>();
    private final Texture2D closedTriangle = TriangleIcon.texture(TriangleIcon.Pointing.RIGHT),
            openTriangle = TriangleIcon.texture(TriangleIcon.Pointing.DOWN);
    private String open;
    /** Counts the openings and closings, so a caller can tell the rows have changed. */
    private int changes;

    /** Adds a group, closed, after the others; {@code id} names it to {@link #open} and {@link #isOpen}. */
    void add(String id, String title, Supplier<List<? extends Panel>> rows) {
        Button header = new Button(title, new ElementId(UiStyle.HEADER), UiStyle.STYLE);
        IconComponent triangle = TriangleIcon.icon(closedTriangle, UiStyle.DIM_TEXT, 10);
        header.setIcon(triangle);
        header.addClickCommands(b -> {
            if (id.equals(open)) {
                close();
            } else {
                open(id);
            }
        });
        // Repainted on every state, for the open header's shades differ from the others'.
        ButtonShades.commands(b -> paint(id)).forEach((action, commands) -> commands.forEach(c -> header.addCommands(action, c)));
        groups.put(id, new Group(header, triangle, rows));
        paint(id);
    }

    /** Opens the group {@code id}, closing the one open. */
    void open(String id) {
        if (!groups.containsKey(id)) {
            throw new IllegalArgumentException("no group " + id);
        }
        if (id.equals(open)) {
            return;
        }
        String was = open;
        open = id;
        changes++;
        if (was != null) {
            paint(was);
        }
        paint(id);
    }

    /** Closes the open group, if any. */
    void close() {
        String was = open;
        if (was != null) {
            open = null;
            changes++;
            paint(was);
        }
    }

    boolean isOpen(String id) {
        return id.equals(open);
    }

    /** The open group's id, or null. */
    String openId() {
        return open;
    }

    /** How many times a group has opened or closed: the rows change when this does (or an open group rebuilds its rows). */
    int changes() {
        return changes;
    }

    /** The headers in order with the open group's rows under its header: what the panel lists. */
    List<Panel> items() {
        List<Panel> items = new ArrayList<>();
        groups.forEach((id, g) -> {
            items.add(g.header());
            if (id.equals(open)) {
                items.addAll(g.rows().get());
            }
        });
        return items;
    }

    /** The rows of group {@code id}, as it shows them now. */
    List<? extends Panel> rows(String id) {
        return groups.get(id).rows().get();
    }

    /** The header of group {@code id}. */
    Button header(String id) {
        return groups.get(id).header();
    }

    /** Whether the header of {@code id} is drawn as the open group's: its triangle down, its bar in the open shades. */
    boolean markedOpen(String id) {
        Group g = groups.get(id);
        return g.triangle().getImageTexture() == openTriangle && UiStyle.OPEN_HEADER_SHADES.of(g.header()).equals(
                ((QuadBackgroundComponent) g.header().getBackground()).getColor());
    }

    /** Draws the header of {@code id} as open or closed, in the shade of its state under the pointer. */
    private void paint(String id) {
        Group g = groups.get(id);
        boolean isOpen = id.equals(open);
        ColorRGBA text = isOpen ? UiStyle.ACCENT : UiStyle.TEXT;
        if (!text.equals(g.header().getColor())) {
            g.header().setColor(text);
        }
        g.triangle().setImageTexture(isOpen ? openTriangle : closedTriangle);
        g.triangle().setColor(isOpen ? UiStyle.ACCENT : UiStyle.DIM_TEXT);
        (isOpen ? UiStyle.OPEN_HEADER_SHADES : UiStyle.HEADER_SHADES).paint(g.header());
    }
}
