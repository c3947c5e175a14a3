package org.seedscape.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * One row per flight frame: its wall-clock time, the tiles generated and the milliseconds spent in
 * generation passes within it, the garbage-collection pauses that ended within it, the CPU time
 * the render thread and the tile builders used in it, and the JIT compilations that ended in it
 * (on a machine with few cores, builders, the JIT's compiler threads and a software rasteriser
 * compete for them: a slow frame with no tile or build under it may be a compilation). Written as
 * {@code frames.csv}, drawn as {@code frames.png} ({@link FramePlot}), so a slow frame can be tied
 * to its cause.
 */
final class FrameLog {
    static final String CSV_HEADER = "frame,ms,tiles_generated,gen_ms,gc_pause_ms,render_cpu_ms,build_cpu_ms,jit_ms";

    private double[] ms = new double[1024];
    private int[] tiles = new int[1024];
    private double[] genMs = new double[1024];
    private double[] gcMs = new double[1024];
    private double[] renderCpuMs = new double[1024];
    private double[] buildCpuMs = new double[1024];
    private double[] jitMs = new double[1024];
    private int count;

    /** One frame's row. */
    void add(double frameMs, int tilesGenerated, double generationMs, double gcPauseMs, double renderCpu, double buildCpu,
             double jit) {
        if (count == ms.length) {
            int n = 2 * count;
            ms = Arrays.copyOf(ms, n);
            tiles = Arrays.copyOf(tiles, n);
            genMs = Arrays.copyOf(genMs, n);
            gcMs = Arrays.copyOf(gcMs, n);
            renderCpuMs = Arrays.copyOf(renderCpuMs, n);
            buildCpuMs = Arrays.copyOf(buildCpuMs, n);
            jitMs = Arrays.copyOf(jitMs, n);
        }
        ms[count] = frameMs;
        tiles[count] = tilesGenerated;
        genMs[count] = generationMs;
        gcMs[count] = gcPauseMs;
        renderCpuMs[count] = renderCpu;
        buildCpuMs[count] = buildCpu;
        jitMs[count] = jit;
        count++;
    }

    int count() {
        return count;
    }

    /** The frame times' order statistics. */
    FrameStats stats() {
        return stats(0, count);
    }

    /** Order statistics of frames {@code from} (inclusive) to {@code to} (exclusive). */
    FrameStats stats(int from, int to) {
        return new FrameStats(Arrays.copyOfRange(ms, from, to));
    }

    double ms(int frame) {
        return ms[frame];
    }

    int tiles(int frame) {
        return tiles[frame];
    }

    double genMs(int frame) {
        return genMs[frame];
    }

    double gcMs(int frame) {
        return gcMs[frame];
    }

    /** The most collection pause time in one frame, in milliseconds. */
    double gcMsMax() {
        double max = 0;
        for (int i = 0; i < count; i++) {
            max = Math.max(max, gcMs[i]);
        }
        return max;
    }

    /** Collection pauses over all frames, in milliseconds. */
    double gcMsTotal() {
        return sumOfFrames(gcMs);
    }

    /** The render thread's CPU milliseconds per frame, in order. */
    FrameStats renderCpuStats() {
        return new FrameStats(Arrays.copyOf(renderCpuMs, count));
    }

    /** The builders' CPU milliseconds over all frames. */
    double buildCpuMsTotal() {
        return sumOfFrames(buildCpuMs);
    }

    /** The JIT's compilation milliseconds over all frames. */
    double jitMsTotal() {
        return sumOfFrames(jitMs);
    }

    private double sumOfFrames(double[] column) {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += column[i];
        }
        return sum;
    }

    /** The CSV: a header line, then one line per frame. */
    byte[] csv() {
        StringBuilder s = new StringBuilder(CSV_HEADER).append('\n');
        for (int i = 0; i < count; i++) {
            s.append(String.format(Locale.ROOT, "%d,%.3f,%d,%.3f,%.3f,%.3f,%.3f,%.0f\n", i, ms[i], tiles[i], genMs[i], gcMs[i],
                    renderCpuMs[i], buildCpuMs[i], jitMs[i]));
        }
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }
}
