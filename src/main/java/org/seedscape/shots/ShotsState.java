package org.seedscape.shots;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.renderer.ViewPort;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.seedscape.app.FixedStepTimer;
import org.seedscape.app.SeedscapeApp;
import org.seedscape.foliage.Species;
import org.seedscape.io.FrameCapture;
import org.seedscape.player.PlayerState;
import org.seedscape.stream.SettleWait;

/**
 * The {@code shots} script: for each viewpoint in turn, places the camera, waits until the
 * streamed world has settled at full detail for that view, saves the frame as
 * {@code DIR/<name>.png} and reports it; stops the app after the last one. Two runs give the same
 * pictures, pixel for pixel: the shaders' clock stands still, so grass, leaves and water are caught
 * in the same gust and ripple (with the wind running, 28-63 % of the coast's, forest's and
 * meadow's pixels differed from run to run); the eye is placed from the ground as finally drawn;
 * and each viewpoint gets its own view distance at once ({@code arrived}).
 */
public final class ShotsState extends BaseAppState {
    /** Settled frames before a capture: a few more than one, for jME's LOD jobs on their own thread. */
    private static final int SETTLE_FRAMES = 8;
    /** Seconds a viewpoint may take to settle: llvmpipe builds a 32 km view in about 30. */
    private static final double MAX_WAIT_SECONDS = 300;

    private final List<Viewpoint> viewpoints;
    private final Path out;
    private final PlayerState player;
    private final PrintStream report;
    private final SettleWait settle;
    private final FrameCapture capture = new FrameCapture();
    /** The time the shaders see ({@code g_Time}): a fixed-step clock nobody steps. */
    private final FixedStepTimer stillClock = new FixedStepTimer(1 / 60.0);
    private final Supplier<int[]> foliageInView;
    /** Told when the camera is put at the next viewpoint (the streaming's {@code arrive}). */
    private final Runnable arrived;
    private int current = -1;
    private boolean requested;
    private String foliageSeen = "";
    /** Whether the pictures include the GUI drawn over the world. */
    private final boolean withGui;
    /** Called with each picture's index before it is set up (to show the GUI for it). */
    private IntConsumer beforeEach = i -> { };

    /**
     * {@code foliageInView}: the instances of each species in view now, by ordinal (reported with each
     * picture); {@code arrived}: told when the camera is put at the next viewpoint; {@code withGui}:
     * whether the pictures show the GUI over the world.
     */
    public ShotsState(List<Viewpoint> viewpoints, Path out, BooleanSupplier settled, Supplier<int[]> foliageInView,
                      Runnable arrived, PlayerState player, PrintStream report, boolean withGui) {
        this.arrived = arrived;
        this.withGui = withGui;
        this.viewpoints = viewpoints;
        this.out = out;
        this.player = player;
        this.report = report;
        this.foliageInView = foliageInView;
        this.settle = new SettleWait(settled, SETTLE_FRAMES, MAX_WAIT_SECONDS);
    }

    /** Calls {@code action} with each picture's index as its viewpoint is set up. */
    public void beforeEachPicture(IntConsumer action) {
        beforeEach = action;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        capturedViewPort().addProcessor(capture);
        getApplication().getRenderManager().setTimer(stillClock);
    }

    @Override
    protected void onDisable() {
        capturedViewPort().removeProcessor(capture);
        getApplication().getRenderManager().setTimer(getApplication().getTimer());
    }

    /** The last viewport of the picture: the GUI's, drawn after the world, or the world's. */
    private ViewPort capturedViewPort() {
        return withGui ? getApplication().getGuiViewPort()
                : ((SeedscapeApp) getApplication()).renderScale().pictureViewPort();
    }

    @Override
    public void update(float tpf) {
        if (current >= 0) {
            if (!requested) {
                // Again each frame: the eye is kept above the ground as drawn, which rises and falls
                // while tiles refine and morph; placed once, it kept the highest it met on the way.
                place(viewpoints.get(current));
                settle.countFrame();
                if (settle.ready()) {
                    capture.request(file(current)); // written at the end of this frame's render
                    requested = true;
                    foliageSeen = describe(foliageInView.get());
                }
                return;
            }
            report.println("shots: wrote " + file(current) + " (" + viewpoints.get(current).describe() + ")" + foliageSeen);
        }
        current++;
        requested = false;
        if (done()) {
            getApplication().stop();
            return;
        }
        beforeEach.accept(current);
        place(viewpoints.get(current));
        arrived.run();
        settle.restart();
    }

    private void place(Viewpoint v) {
        player.moveTo(v.x(), v.eyeY(), v.z());
        player.look(v.heading(), v.pitch());
    }

    /** "; in view: 1234 grass, ..." for the species seen, or nothing. */
    private static String describe(int[] perSpecies) {
        StringBuilder s = new StringBuilder();
        for (Species species : Species.values()) {
            if (perSpecies[species.ordinal()] > 0) {
                s.append(s.length() == 0 ? "; in view: " : ", ").append(perSpecies[species.ordinal()]).append(' ')
                        .append(species.key());
            }
        }
        return s.toString();
    }

    /** Whether every picture has been written. */
    public boolean done() {
        return current == viewpoints.size();
    }

    private Path file(int index) {
        return out.resolve(viewpoints.get(index).name() + ".png");
    }
}
