package org.seedscape.stream;

import com.jme3.app.Application;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.seedscape.noise.TerrainFunction;

/**
 * Switches the stream to each world asked for (the panel's settings, the brush's strokes, a game's
 * edits): its terrain function is made on a thread of its own (laying a stroke of smooth dabs
 * samples thousands of heights a dab, and stamps are grounded anew when the parameters change),
 * one world at a time in the order asked, each from the one made before it, then handed to the
 * streaming state on the render thread ({@link StreamingState#setTerrain}). A stroke built on
 * the world before it grounds only its own dabs ({@link TerrainFunction#rebuiltFor},
 * {@link TerrainFunction#withEdits}).
 */
public final class TerrainSwitches {
    private static final Logger LOG = Logger.getLogger(TerrainSwitches.class.getName());
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
    public TerrainSwitches(Application app, StreamingState streaming) {
        this.app = app;
        this.streaming = streaming;
        this.last = streaming.terrain();
    }

    /**
     * Makes the world {@code change} gives from the last one made, then shows it; {@code what}
     * names it in the log if making it fails. Any thread.
     */
    public void apply(UnaryOperator<TerrainFunction> change, String what) {
        apply(change, what, (before, made) -> { });
    }

    /**
     * As {@link #apply(UnaryOperator, String)}, and tells {@code handed} on the render thread, as
     * the streaming state is handed the world made, of it and of the world it was made from.
     */
    public void apply(UnaryOperator<TerrainFunction> change, String what, BiConsumer<TerrainFunction, TerrainFunction> handed) {
        thread.execute(() -> {
            try {
                TerrainFunction before = last;
                TerrainFunction made = change.apply(before);
                last = made;
                app.enqueue(() -> {
                    streaming.setTerrain(made);
                    handed.accept(before, made);
                });
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "cannot make the world " + what, e);
            }
        });
    }

    /** Makes no more worlds (one being made is dropped). */
    public void stop() {
        thread.shutdownNow();
    }
}
