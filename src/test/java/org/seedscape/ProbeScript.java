package org.seedscape;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;

/**
 * The scripted state of a child-JVM probe: it acts in {@code initialize} and {@code update} only,
 * so it has nothing to clean up, enable or disable.
 */
public abstract class ProbeScript extends BaseAppState {
    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
