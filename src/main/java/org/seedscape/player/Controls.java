package org.seedscape.player;

import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseAxisTrigger;
import com.jme3.input.controls.Trigger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every input binding of the first-person camera, in one table that the input code registers and
 * the key help prints, so the two cannot disagree. Esc (quit) is jME's own binding.
 */
public enum Controls {
    FORWARD("W", "move", new KeyTrigger(KeyInput.KEY_W)),
    LEFT("A", "move", new KeyTrigger(KeyInput.KEY_A)),
    BACK("S", "move", new KeyTrigger(KeyInput.KEY_S)),
    RIGHT("D", "move", new KeyTrigger(KeyInput.KEY_D)),
    LOOK_LEFT("mouse", "look", new MouseAxisTrigger(MouseInput.AXIS_X, true)),
    LOOK_RIGHT("mouse", "look", new MouseAxisTrigger(MouseInput.AXIS_X, false)),
    LOOK_UP("mouse", "look", new MouseAxisTrigger(MouseInput.AXIS_Y, false)),
    LOOK_DOWN("mouse", "look", new MouseAxisTrigger(MouseInput.AXIS_Y, true)),
    FAST("Shift", "fast", new KeyTrigger(KeyInput.KEY_LSHIFT)),
    UP("Space", "up", new KeyTrigger(KeyInput.KEY_SPACE)),
    DOWN("C", "down", new KeyTrigger(KeyInput.KEY_C)),
    TOGGLE_WALK("V", "walk/fly", new KeyTrigger(KeyInput.KEY_V));

    /** Quitting, which jME's SimpleApplication binds itself. */
    private static final String QUIT = "Esc quit";

    private final String input;
    private final String action;
    private final Trigger trigger;

    Controls(String input, String action, Trigger trigger) {
        this.input = input;
        this.action = action;
        this.trigger = trigger;
    }

    /** The input mapping's name. */
    public String mapping() {
        return "seedscape-" + name().toLowerCase().replace('_', '-');
    }

    public Trigger trigger() {
        return trigger;
    }

    /** Every mapping name, in table order. */
    public static String[] mappings() {
        Controls[] all = values();
        String[] names = new String[all.length];
        for (int i = 0; i < all.length; i++) {
            names[i] = all[i].mapping();
        }
        return names;
    }

    /**
     * One line of key help, each action after its inputs: "WASD move, mouse look, Shift fast,
     * Space up, C down, V walk/fly, Esc quit".
     */
    public static String help() {
        Set<String> actions = new LinkedHashSet<>();
        for (Controls c : values()) {
            actions.add(c.action);
        }
        List<String> parts = new ArrayList<>();
        for (String action : actions) {
            Set<String> inputs = new LinkedHashSet<>();
            for (Controls c : values()) {
                if (c.action.equals(action)) {
                    inputs.add(c.input);
                }
            }
            parts.add(String.join("", inputs) + " " + action);
        }
        parts.add(QUIT);
        return String.join(", ", parts);
    }
}
