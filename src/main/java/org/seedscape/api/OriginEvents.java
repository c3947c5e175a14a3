package org.seedscape.api;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.seedscape.render.FloatingOrigin;

/** The world's {@link OriginListener}s, told of each jump of its floating origin (as one of the origin's followers). */
final class OriginEvents implements Runnable {
    private final FloatingOrigin origin;
    /** Copied on change, so that a listener may remove itself while it is told. */
    private final List<OriginListener> listeners = new CopyOnWriteArrayList<>();
    /** The origin the listeners know of. */
    private double toldX, toldZ;

    OriginEvents(FloatingOrigin origin) {
        this.origin = origin;
        origin.addFollower(this);
    }

    void add(OriginListener listener) {
        listeners.add(listener);
    }

    void remove(OriginListener listener) {
        listeners.remove(listener);
    }

    /** The origin moved: tells the listeners by how much since they were last told. */
    @Override
    public void run() {
        double dx = origin.x() - toldX, dz = origin.z() - toldZ;
        toldX = origin.x();
        toldZ = origin.z();
        if (dx != 0 || dz != 0) {
            listeners.forEach(l -> l.originMoved(dx, dz));
        }
    }
}
