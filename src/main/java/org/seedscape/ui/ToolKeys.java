package org.seedscape.ui;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.controls.ActionListener;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.seedscape.player.Controls;

/**
 * Binds the {@link Controls.Scope#TOOLS} keys (panel, HUD, key help, minimap, jump, screenshot)
 * to their actions. They stay bound while a panel has the mouse, so F1 closes what it opened.
 */
public final class ToolKeys extends BaseAppState implements ActionListener {
    private static final Set<Controls> TOOLS = Controls.of(Controls.Scope.TOOLS);
    private final Map<Controls, Runnable> actions;

    /** @param actions what each tool key does; every tool key must have one */
    public ToolKeys(Map<Controls, Runnable> actions) {
        if (!actions.keySet().equals(TOOLS)) {
            throw new IllegalArgumentException("tool keys without an action: " + missing(actions));
        }
        this.actions = new EnumMap<>(actions);
    }

    private static Set<Controls> missing(Map<Controls, Runnable> actions) {
        Set<Controls> m = Controls.of(Controls.Scope.TOOLS);
        m.removeAll(actions.keySet());
        return m;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        InputManager input = getApplication().getInputManager();
        for (Controls c : TOOLS) {
            input.addMapping(c.mapping(), c.trigger());
        }
        input.addListener(this, Controls.mappings(TOOLS));
    }

    @Override
    protected void onDisable() {
        InputManager input = getApplication().getInputManager();
        input.removeListener(this);
        for (Controls c : TOOLS) {
            input.deleteMapping(c.mapping());
        }
    }

    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        Controls c = Controls.ofMapping(name);
        if (pressed && c != null && actions.containsKey(c)) {
            actions.get(c).run();
        }
    }
}
