package org.seedscape.ui;

import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Button.ButtonAction;
import com.simsilica.lemur.Command;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A button's background as it answers the pointer: one colour at rest, a lighter one under the
 * pointer, another while pressed, a faded one when disabled. Lemur changes only a button's text
 * colour on hover, which reads as no feedback on a filled control.
 */
record ButtonShades(ColorRGBA rest, ColorRGBA hover, ColorRGBA pressed) {
    /** Every state change of a button, each one repainting it. */
    private static final List<ButtonAction> STATE_CHANGES = List.of(ButtonAction.HighlightOn, ButtonAction.HighlightOff,
            ButtonAction.Down, ButtonAction.Up, ButtonAction.Enabled, ButtonAction.Disabled);

    /** Shades that lighten {@code rest} under the pointer and darken it while pressed. */
    static ButtonShades of(ColorRGBA rest) {
        return new ButtonShades(rest, shifted(rest, 0.09f), shifted(rest, -0.07f));
    }

    /** Shades with {@code pressed} as the pressed colour (a thumb turns the accent while dragged). */
    static ButtonShades of(ColorRGBA rest, ColorRGBA pressed) {
        return new ButtonShades(rest, shifted(rest, 0.09f), pressed);
    }

    private static ColorRGBA shifted(ColorRGBA c, float by) {
        return new ColorRGBA(clamp(c.r + by), clamp(c.g + by), clamp(c.b + by), c.a);
    }

    private static float clamp(float v) {
        return Math.max(0, Math.min(1, v));
    }

    /** The colour for the button's state now. */
    ColorRGBA of(Button b) {
        if (!b.isEnabled()) {
            return new ColorRGBA(rest.r, rest.g, rest.b, rest.a * 0.45f);
        }
        return b.isPressed() ? pressed : b.isHighlightOn() ? hover : rest;
    }

    /** Sets the button's background to the colour for its state (its background is a quad). */
    void paint(Button b) {
        ColorRGBA c = of(b);
        if (b.getBackground() instanceof QuadBackgroundComponent quad && !quad.getColor().equals(c)) {
            quad.setColor(c);
        }
    }

    /** Lemur's button commands that repaint the button on each state change (a style's "buttonCommands"). */
    Map<ButtonAction, List<Command<? super Button>>> commands() {
        return commands(this::paint);
    }

    /** The button commands that run {@code repaint} on each state change. */
    static Map<ButtonAction, List<Command<? super Button>>> commands(Command<? super Button> repaint) {
        Map<ButtonAction, List<Command<? super Button>>> map = new EnumMap<>(ButtonAction.class);
        for (ButtonAction a : STATE_CHANGES) {
            map.put(a, List.of(repaint));
        }
        return map;
    }
}
