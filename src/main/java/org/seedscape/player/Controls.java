package org.seedscape.player;

import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseAxisTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.input.controls.Trigger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every input binding of the demo, in one table that the input code registers and the key help
 * prints, so the two cannot disagree. Esc (quit) is jME's own binding. The {@link Scope#CAMERA}
 * bindings move and turn the camera ({@link PlayerState}); the {@link Scope#TOOLS} ones open the
 * panels and tools of package {@code ui}; the {@link Scope#BRUSH} ones work the brush while it is
 * on ({@code ui.BrushState}).
 */
public enum Controls {
    FORWARD("W", "move", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_W)),
    LEFT("A", "move", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_A)),
    BACK("S", "move", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_S)),
    RIGHT("D", "move", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_D)),
    LOOK_LEFT("mouse", "look", Scope.CAMERA, new MouseAxisTrigger(MouseInput.AXIS_X, true)),
    LOOK_RIGHT("mouse", "look", Scope.CAMERA, new MouseAxisTrigger(MouseInput.AXIS_X, false)),
    LOOK_UP("mouse", "look", Scope.CAMERA, new MouseAxisTrigger(MouseInput.AXIS_Y, false)),
    LOOK_DOWN("mouse", "look", Scope.CAMERA, new MouseAxisTrigger(MouseInput.AXIS_Y, true)),
    FAST("Shift", "fast", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_LSHIFT)),
    UP("Space", "up", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_SPACE)),
    DOWN("C", "down", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_C)),
    TOGGLE_WALK("V", "walk/fly", Scope.CAMERA, new KeyTrigger(KeyInput.KEY_V)),
    TOGGLE_PANEL("F1", "world settings", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_F1)),
    TOGGLE_HUD("F2", "HUD", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_F2)),
    KEY_HELP("H", "key help", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_H)),
    KEY_HELP_F3("F3", "key help", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_F3)),
    TOGGLE_MINIMAP("M", "minimap", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_M)),
    JUMP_FAR("T", "jump far away", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_T)),
    SCREENSHOT("F12", "screenshot", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_F12)),
    TOGGLE_BRUSH("B", "brush on/off", Scope.TOOLS, new KeyTrigger(KeyInput.KEY_B)),
    BRUSH_PAINT("left button", "brush: paint where the crosshair points", Scope.BRUSH, new MouseButtonTrigger(MouseInput.BUTTON_LEFT)),
    BRUSH_INVERT("Ctrl", "brush: the other way (lower for raise)", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_LCONTROL)),
    BRUSH_RAISE("1", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_1)),
    BRUSH_LOWER("2", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_2)),
    BRUSH_FLATTEN("3", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_3)),
    BRUSH_SMOOTH("4", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_4)),
    BRUSH_TERRACE("5", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_5)),
    BRUSH_NOISE("6", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_6)),
    BRUSH_WARP("7", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_7)),
    BRUSH_CLONE("8", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_8)),
    BRUSH_ERODE("9", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_9)),
    BRUSH_ERASE("0", "brush: raise, lower, flatten, smooth, terrace, noise, warp, clone, erode, erase", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_0)),
    BRUSH_SOURCE("Alt", "brush: clone's source (hold and click)", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_LMENU)),
    BRUSH_BIGGER("wheel", "brush: radius", Scope.BRUSH, new MouseAxisTrigger(MouseInput.AXIS_WHEEL, false)),
    BRUSH_SMALLER("wheel", "brush: radius", Scope.BRUSH, new MouseAxisTrigger(MouseInput.AXIS_WHEEL, true)),
    BRUSH_WEAKER("[", "brush: strength", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_LBRACKET)),
    BRUSH_STRONGER("]", "brush: strength", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_RBRACKET)),
    BRUSH_HARDER(",", "brush: falloff", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_COMMA)),
    BRUSH_SOFTER(".", "brush: falloff", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_PERIOD)),
    BRUSH_LOWER_STEPS("-", "brush: terrace step", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_MINUS)),
    BRUSH_HIGHER_STEPS("=", "brush: terrace step", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_EQUALS)),
    UNDO("Z", "brush: undo", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_Z)),
    REDO("Y", "brush: redo", Scope.BRUSH, new KeyTrigger(KeyInput.KEY_Y));

    /** Who listens to a binding. */
    public enum Scope {
        /** Moving and looking; frozen while a panel has the mouse. */
        CAMERA,
        /** Panels and tools. */
        TOOLS,
        /** The brush's, while it is on. */
        BRUSH
    }

    /** Quitting, which jME's SimpleApplication binds itself. */
    private static final String QUIT_INPUT = "Esc", QUIT_ACTION = "quit";

    private final String input;
    private final String action;
    private final Scope scope;
    private final Trigger trigger;

    Controls(String input, String action, Scope scope, Trigger trigger) {
        this.input = input;
        this.action = action;
        this.scope = scope;
        this.trigger = trigger;
    }

    /** What the player presses or moves, as the key help shows it ("W", "mouse", "F3"). */
    public String input() {
        return input;
    }

    /** What it does, as the key help shows it; bindings with the same action share a help row. */
    public String action() {
        return action;
    }

    /** The input mapping's name. */
    public String mapping() {
        return "seedscape-" + name().toLowerCase().replace('_', '-');
    }

    public Trigger trigger() {
        return trigger;
    }

    public Scope scope() {
        return scope;
    }

    /** The bindings of one scope, in table order. */
    public static Set<Controls> of(Scope scope) {
        Set<Controls> set = EnumSet.noneOf(Controls.class);
        for (Controls c : values()) {
            if (c.scope == scope) {
                set.add(c);
            }
        }
        return set;
    }

    /** The binding whose mapping is {@code mapping}, or null. */
    public static Controls ofMapping(String mapping) {
        for (Controls c : values()) {
            if (c.mapping().equals(mapping)) {
                return c;
            }
        }
        return null;
    }

    /** Every mapping name, in table order. */
    public static String[] mappings() {
        return mappings(EnumSet.allOf(Controls.class));
    }

    /** The mapping names of some bindings. */
    public static String[] mappings(Set<Controls> controls) {
        return controls.stream().map(Controls::mapping).toArray(String[]::new);
    }

    /**
     * The key help, one row per action in table order: its inputs ("WASD", "H/F3") and the
     * action. Quitting comes last.
     */
    public static Map<String, String> helpRows() {
        Map<String, Set<String>> inputsByAction = new LinkedHashMap<>();
        for (Controls c : values()) {
            inputsByAction.computeIfAbsent(c.action, a -> new LinkedHashSet<>()).add(c.input);
        }
        Map<String, String> rows = new LinkedHashMap<>();
        inputsByAction.forEach((action, inputs) -> {
            boolean letters = inputs.stream().allMatch(i -> i.length() == 1);
            rows.put(String.join(letters ? "" : "/", inputs), action);
        });
        rows.put(QUIT_INPUT, QUIT_ACTION);
        return rows;
    }

    /** The key help on one line: "WASD move, mouse look, ..., Esc quit". */
    public static String help() {
        List<String> parts = new ArrayList<>();
        helpRows().forEach((inputs, action) -> parts.add(inputs + " " + action));
        return String.join(", ", parts);
    }
}
