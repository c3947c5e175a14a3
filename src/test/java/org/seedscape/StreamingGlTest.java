package org.seedscape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.seedscape.cli.Main;
import org.seedscape.stream.StreamingState;
import org.seedscape.stream.ViewDistance;

/**
 * The streaming world in a real GL context (each run in its own JVM, GL errors checked on every
 * call): a short bench flight, the hole test, walking, and a 30 km flight's memory.
 */
class StreamingGlTest {
    private static final int MAGENTA = 0xff00ff;

    @Test
    void aShortBenchFlightRunsCleanAndWritesItsResults(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Main.class, 300, "bench", "--frames", "240", "--width", "640",
                "--height", "360", "--out", dir.toString(), "--ui", "on", "--change", "roughness=0.55", "--change-at", "10");
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        String json = Files.readString(dir.resolve("bench.json"));
        for (String key : new String[] {"frames", "median_ms", "p95_ms", "p99_ms", "max_ms", "frames_over_50ms",
                "frames_over_100ms", "first_frame_s", "loaded_s", "tiles_generated", "tiles_evicted", "tiles_visible_max",
                "view_distance_m", "heap_peak_mb", "gc_pause_ms_max", "gc_pause_ms_total", "gc_collectors", "gl_renderer",
                "gen_ms_total", "jit_ms_total", "quality", "route", "distance_m", "foliage", "foliage_ms_build_total",
                "foliage_visible_max_grass", "foliage_visible_max_bush", "foliage_visible_max_broadleaf",
                "foliage_visible_max_conifer", "foliage_visible_max_rock", "ui", "change", "change_at_frame",
                "change_refresh_ms", "change_refresh_frames"}) {
            assertTrue(json.contains("\"" + key + "\""), key + " missing from " + json);
        }
        assertEquals(240, number(json, "frames"));
        // Started without a collector option, the bench runs again in a child JVM on ZGC (CollectorLaunch).
        assertTrue(json.contains("\"gc_collectors\": \"ZGC"), json);
        assertTrue(json.contains("\"route\": \"straight\""), json);
        // Under Xvfb, auto takes jME's window.
        assertTrue(json.contains("\"gl_api\": \"glfw\""), json);
        // Xvfb's GL is Mesa's software rasteriser: the low tier unless asked otherwise.
        assertTrue(json.contains("\"quality\": \"low\""), json);
        // Foliage is on by default, and the flight sees trees.
        assertTrue(json.contains("\"foliage\": \"on\""), json);
        assertTrue(number(json, "foliage_visible_max_broadleaf") + number(json, "foliage_visible_max_conifer") > 100, json);
        assertTrue(number(json, "foliage_ms_build_total") > 0, json);
        assertTrue(number(json, "tiles_generated") > 50);
        // The HUD and minimap flew along, and the world changed at frame 10 was whole again within the flight.
        assertTrue(json.contains("\"ui\": \"on\""), json);
        assertTrue(json.contains("\"change\": \"roughness=0.55\""), json);
        assertTrue(number(json, "change_refresh_frames") > 0 && number(json, "change_refresh_ms") > 0, json);
        // The flight starts once the world has loaded around the start, after the first covered frame.
        assertTrue(number(json, "loaded_s") >= number(json, "first_frame_s"), json);
        String lastLine = r.output().strip().substring(r.output().strip().lastIndexOf('\n') + 1);
        assertTrue(lastLine.startsWith("{") && lastLine.contains("\"median_ms\""), "JSON is not the last line: " + lastLine);
        for (String shot : new String[] {"shot-start.png", "shot-mid.png", "shot-mid-next.png", "shot-end.png"}) {
            BufferedImage img = ImageIO.read(dir.resolve(shot).toFile());
            assertEquals(640, img.getWidth());
            assertTrue(distinctColours(img) > 50, shot + " looks blank");
        }
        // frames.csv: a header and one row per flight frame, whose tiles add up to the JSON's
        // (less those generated before the flight began) and whose builders' CPU time is the JSON's.
        List<String> rows = Files.readAllLines(dir.resolve("frames.csv"));
        assertEquals("frame,ms,tiles_generated,gen_ms,gc_pause_ms,render_cpu_ms,build_cpu_ms,jit_ms", rows.get(0));
        assertEquals(241, rows.size());
        long tilesInFlight = 0;
        double buildCpuMs = 0, jitMs = 0;
        for (int i = 1; i < rows.size(); i++) {
            String[] cells = rows.get(i).split(",");
            assertEquals(i - 1, Integer.parseInt(cells[0]));
            assertTrue(Double.parseDouble(cells[1]) > 0, rows.get(i));
            tilesInFlight += Long.parseLong(cells[2]);
            assertTrue(Double.parseDouble(cells[5]) > 0, "the render thread works every frame: " + rows.get(i));
            buildCpuMs += Double.parseDouble(cells[6]);
            jitMs += Double.parseDouble(cells[7]);
        }
        assertTrue(tilesInFlight > 0 && tilesInFlight <= number(json, "tiles_generated"), "tiles in flight " + tilesInFlight);
        assertTrue(buildCpuMs > 0, "tiles were built in flight");
        assertEquals(number(json, "build_cpu_ms_total"), buildCpuMs, 0.1);
        assertTrue(jitMs > 0, "the JIT compiles in a flight's first seconds");
        assertEquals(number(json, "jit_ms_total"), jitMs, 0.1);
        assertNotNull(ImageIO.read(dir.resolve("frames.png").toFile()), "frames.png");
    }

    /** Without a display the bench draws through EGL into a buffer of the size asked for, and says so. */
    @Test
    void aBenchFlightWithoutADisplayRunsThroughEgl(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Map.of("DISPLAY", ""), Main.class, 300, "bench", "--frames", "60", "--width", "480",
                "--height", "270", "--out", dir.toString());
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        String json = Files.readString(dir.resolve("bench.json"));
        assertTrue(json.contains("\"gl_api\": \"egl\""), json);
        assertEquals(60, number(json, "frames"));
        for (String shot : new String[] {"shot-start.png", "shot-end.png"}) {
            BufferedImage img = ImageIO.read(dir.resolve(shot).toFile());
            assertEquals(480, img.getWidth());
            assertEquals(270, img.getHeight());
            assertTrue(distinctColours(img) > 50, shot + " looks blank");
        }
    }

    /**
     * Magenta clear colour, no sky or sea: from low and high viewpoints, looking at and below the
     * horizon, near the origin and 10^6 and 10^7 m away, no magenta pixel may show below the
     * terrain's silhouette (below the first terrain pixel of its column).
     */
    @ParameterizedTest(name = "through {0}")
    @ValueSource(strings = {"glfw", "egl"})
    void noHolesFromAnyViewpoint(String gl, @TempDir Path dir) throws Exception {
        // Without a display, the probe's context comes through EGL (GlChoice.auto).
        Map<String, String> env = gl.equals("egl") ? Map.of("DISPLAY", "") : Map.of();
        ChildJvm.Result r = ChildJvm.run(env, StreamingProbe.class, 600, "holes", dir.toString());
        assertTrue(r.output().contains("GL " + gl), r.output());
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        int backgroundSeen = 0;
        for (StreamingProbe.Viewpoint v : StreamingProbe.VIEWPOINTS) {
            BufferedImage img = ImageIO.read(dir.resolve(v.name() + ".png").toFile());
            int terrain = 0, holes = 0;
            for (int x = 0; x < img.getWidth(); x++) {
                boolean below = false;
                for (int y = 0; y < img.getHeight(); y++) {
                    boolean magenta = (img.getRGB(x, y) & 0xffffff) == MAGENTA;
                    if (!magenta) {
                        terrain++;
                        below = true;
                    } else if (below) {
                        holes++;
                    }
                }
            }
            assertTrue(terrain > img.getWidth() * img.getHeight() / 5, v.name() + " shows too little terrain: " + terrain);
            assertEquals(0, holes, v.name() + " has magenta below the silhouette");
            backgroundSeen += img.getWidth() * img.getHeight() - terrain;
        }
        // The background must show where no terrain is (the probe turns the sky and the sea off),
        // or a hole could not show either.
        assertTrue(backgroundSeen > 0, "no viewpoint shows the magenta background above the terrain");
    }

    @Test
    void walkingKeepsTheEyeAtEyeHeightOverTheGround() throws Exception {
        ChildJvm.Result r = ChildJvm.run(StreamingProbe.class, 300, "walk");
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        Matcher m = Pattern.compile("WALK steps=(\\d+) compared=(\\d+) max_dev=([\\d.]+) true_max_dev=([\\d.]+)")
                .matcher(r.output());
        assertTrue(m.find(), r.output());
        int steps = Integer.parseInt(m.group(1)), compared = Integer.parseInt(m.group(2));
        assertTrue(compared >= steps * 0.9, "compared only " + compared + " of " + steps);
        assertTrue(Double.parseDouble(m.group(3)) <= 0.05, "eye strayed " + m.group(3) + " m from the drawn ground");
    }

    /** Walking straight at a tree's trunk stops in front of it: the walker never enters the trunk nor gets past it. */
    @Test
    void walkingStopsAtATrunk() throws Exception {
        ChildJvm.Result r = ChildJvm.run(StreamingProbe.class, 300, "trunk");
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        Matcher m = Pattern.compile("TRUNK radius=([\\d.]+) body=([\\d.]+) nearest=([\\d.]+) along=([\\d.]+)")
                .matcher(r.output());
        assertTrue(m.find(), "no tree near the start, or no result: " + r.output());
        double radius = Double.parseDouble(m.group(1)), body = Double.parseDouble(m.group(2));
        double nearest = Double.parseDouble(m.group(3)), along = Double.parseDouble(m.group(4));
        assertTrue(radius > 0.1, "a trunk, not a twig: " + radius);
        assertTrue(nearest >= radius + body - 1e-3, "walked into the trunk: " + nearest + " m from its axis");
        assertTrue(along < 6 - radius - body + 1e-3 && along > 1, "walked " + along + " m of the 6 m to the trunk's axis");
    }

    /**
     * A world changed while flying, with tiles on the GPU and on the builders: no frame draws old
     * and new tiles together, none goes back to old tiles, and the new world is whole within seconds.
     */
    @Test
    void aChangedWorldReplacesTheOldOneWholeAndForGood() throws Exception {
        ChildJvm.Result r = ChildJvm.run(StreamingProbe.class, 300, "change");
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        Matcher m = Pattern.compile("CHANGE mixed=(\\d+) back=(\\d+) refresh_frames=(-?\\d+) refresh_ms=(-?[\\d.]+)")
                .matcher(r.output());
        assertTrue(m.find(), r.output());
        assertEquals(0, Integer.parseInt(m.group(1)), "frames drawing old and new tiles together");
        assertEquals(0, Integer.parseInt(m.group(2)), "frames going back to old tiles");
        int frames = Integer.parseInt(m.group(3));
        assertTrue(frames > 0, "the new world never appeared: " + r.output());
    }

    /**
     * A teleport 1000 km away from 2000 m up, to 60 m over the ground there: the view is the ground's
     * at once (8 km, not the 32 km it left), and the first whole picture there comes no later than
     * the first one at the start did.
     */
    @Test
    void aTeleportIsWholeAsSoonAsTheStart() throws Exception {
        ChildJvm.Result r = ChildJvm.run(StreamingProbe.class, 300, "jump");
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        Matcher m = Pattern.compile("JUMP start_ms=(\\d+) jump_ms=(\\d+) longest_frame_ms=(\\d+) view_before_m=(\\d+)"
                + " view_after_m=(\\d+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        assertEquals(ViewDistance.HIGH, Double.parseDouble(m.group(4)), r.output());
        assertEquals(ViewDistance.GROUND, Double.parseDouble(m.group(5)), r.output());
        assertTrue(Double.parseDouble(m.group(2)) <= Double.parseDouble(m.group(1)), r.output());
    }

    /** 30 km at 1000 m/s: memory stays bounded, tiles are evicted, GL textures and framebuffers do not pile up. */
    @Test
    void aThirtyKilometreFlightStaysWithinMemory(@TempDir Path dir) throws Exception {
        ChildJvm.Result r = ChildJvm.run(Main.class, 900, "bench", "--frames", "1500", "--speed", "1000",
                "--width", "640", "--height", "360", "--cache-mb", "128", "--out", dir.toString());
        assertEquals(0, r.exitCode(), r.output());
        assertNoErrors(r.output());
        String json = Files.readString(dir.resolve("bench.json"));
        assertEquals(30000, number(json, "distance_m"), 1);
        assertTrue(number(json, "heap_peak_mb") < 1024, json);
        assertTrue(number(json, "tiles_evicted") > 100, json);
        // Three generation targets (heights, layer weights at the tile's and the parent's scale)
        // for each tile on the GPU at once, the ground albedos and normal maps and the sea's normal
        // map, the foliage atlas and the trees' two impostor textures, the render scale's
        // target (a texture and a framebuffer) and the brush preview's map: nothing per cached tile.
        int sets = StreamingState.maxTilesInFlight();
        assertTrue(number(json, "gl_textures_max") <= 3 * sets + 3 + 3 + 1 + 1, json);
        assertTrue(number(json, "gl_framebuffers_max") <= 3 * sets + 1, json);
        assertTrue(number(json, "cache_peak_mb") < 400, json);
    }

    private static void assertNoErrors(String output) {
        assertFalse(output.contains("Exception"), output);
        assertFalse(output.contains("SEVERE"), output);
    }

    private static double number(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\":\\s*([-\\d.eE]+)").matcher(json);
        assertTrue(m.find(), key + " missing from " + json);
        return Double.parseDouble(m.group(1));
    }

    private static int distinctColours(BufferedImage img) throws IOException {
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 4) {
            for (int x = 0; x < img.getWidth(); x += 4) {
                colours.add(img.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
