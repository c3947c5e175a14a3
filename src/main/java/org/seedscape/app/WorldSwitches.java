package org.seedscape.app;

import com.jme3.app.Application;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.noise.TerrainFunction;
import org.seedscape.stream.StreamingState;
import org.seedscape.ui.WorldEdits;

/**
 * Switches the stream to each world the panel or the brush applies: its terrain function is made
 * on a thread of its own (laying a stroke of smooth dabs samples thousands of heights a dab, and
 * stamps are grounded anew when the parameters change), one world at a time in the order applied,
 * then handed to the streaming state on the render thread. Each builds on the one before it, so a
 * stroke lays only its own dabs ({@link TerrainFunction#rebuiltFor}).
 */
public final class WorldSwitches implements Consumer<WorldEdits.World> {
    private static final Logger LOG = Logger.getLogger(WorldSwitches.class.getName());
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "world-switch");
        t.setDaemon(true);
        return t;
    });
    private final Application app;
    private final StreamingState streaming;
    /** The last world made; only the switching thread touches it after construction. */
    private TerrainFunction last;

    /** Render thread. */
    public WorldSwitches(Application app, StreamingState streaming) {
        this.app = app;
        this.streaming = streaming;
        this.last = streaming.terrain();
    }

    @Override
    public void accept(WorldEdits.World world) {
        thread.execute(() -> {
            try {
                TerrainFunction made = last.rebuiltFor(world.params(), world.seed(), world.layers());
                last = made;
                app.enqueue(() -> streaming.setTerrain(made));
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "cannot make the world " + world.preset() + ", seed " + world.seed(), e);
            }
        });
    }
}
