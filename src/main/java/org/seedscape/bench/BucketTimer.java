package org.seedscape.bench;

import com.jme3.profile.AppProfiler;
import com.jme3.profile.AppStep;
import com.jme3.profile.SpStep;
import com.jme3.profile.VpStep;
import com.jme3.renderer.Renderer;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue.Bucket;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The GPU time of one viewport's opaque bucket, frame by frame, from GL timer queries (jME's
 * profiling tasks): a query starts where jME begins that bucket and ends at the profiler's next
 * step, whatever it is (the next bucket, or the end of the viewport). Each frame's time is filed
 * under the label {@link #arm armed} for it; results are read a few frames later, when the GPU has
 * them, so timing never stalls the pipeline. Render thread; install with
 * {@code app.setAppProfiler}.
 */
final class BucketTimer implements AppProfiler {
    /** Queries in flight at most: a GPU runs a few frames behind the CPU. */
    private static final int QUERIES = 16;

    private final Renderer renderer;
    private final ViewPort viewPort;
    private final ArrayDeque<Integer> free = new ArrayDeque<>();
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();
    private final Map<String, List<Double>> millis = new HashMap<>();
    private String label;
    private Pending running;

    private record Pending(int query, String label) {
    }

    BucketTimer(Renderer renderer, ViewPort viewPort) {
        this.renderer = renderer;
        this.viewPort = viewPort;
        for (int id : renderer.generateProfilingTasks(QUERIES)) {
            free.add(id);
        }
    }

    /** Times the frames from the next one on under {@code label}; null stops timing. */
    void arm(String label) {
        this.label = label;
    }

    /** The times read back so far under {@code label}, in milliseconds (reads what the GPU has finished). */
    List<Double> millis(String label) {
        collect(false);
        return millis.getOrDefault(label, List.of());
    }

    /** Waits for every query in flight, then forgets every time taken. */
    void clear() {
        collect(true);
        millis.clear();
    }

    /** Whether no query waits for its result. */
    boolean idle() {
        collect(false);
        return pending.isEmpty() && running == null;
    }

    private void collect(boolean wait) {
        while (!pending.isEmpty() && (wait || renderer.isTaskResultAvailable(pending.peek().query()))) {
            Pending p = pending.poll();
            millis.computeIfAbsent(p.label(), k -> new ArrayList<>()).add(renderer.getProfilingTime(p.query()) * 1e-6);
            free.add(p.query());
        }
    }

    @Override
    public void appStep(AppStep step) {
        stop();
    }

    @Override
    public void appSubStep(String... additionalInfo) {
    }

    @Override
    public void vpStep(VpStep step, ViewPort vp, Bucket bucket) {
        stop();
        if (vp == viewPort && step == VpStep.RenderBucket && bucket == Bucket.Opaque && label != null) {
            if (free.isEmpty()) {
                collect(true);
            }
            running = new Pending(free.poll(), label);
            renderer.startProfiling(running.query());
        }
    }

    @Override
    public void spStep(SpStep step, String... additionalInfo) {
        stop();
    }

    private void stop() {
        if (running != null) {
            renderer.stopProfiling();
            pending.add(running);
            running = null;
        }
    }
}
