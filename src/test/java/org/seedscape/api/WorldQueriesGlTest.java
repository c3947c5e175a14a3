package org.seedscape.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.seedscape.ChildJvm;

/**
 * The world's queries in a plain SimpleApplication, in real OpenGL (EGL; one child JVM,
 * {@link QueriesProbe}, foliage on), once the tiles around the camera have blended in: the drawn
 * height, ray casts, ground layers, and trunks and rocks, each against what the shown tiles hold;
 * and what each costs a call (printed).
 */
class WorldQueriesGlTest {
    @Test
    void theQueriesAnswerFromWhatTheWorldDraws() throws Exception {
        ChildJvm.Result r = ChildJvm.run(QueriesProbe.class, 400);
        String out = r.output();
        assertEquals(0, r.exitCode(), out);
        assertFalse(out.contains("Exception") || out.contains("SEVERE") || out.contains("TIMEOUT") || out.contains("ERROR"), out);
        out.lines().filter(l -> l.startsWith("COST")).forEach(System.out::println);

        // At vertices of the drawn mesh its own heights, bit for bit, and the exact ground's; between
        // them on the triangles of the patch's LOD grid, so within the range of that cell's corners;
        // NaN where nothing is drawn.
        assertEquals(0, number(out, "vertex_mismatches"), out);
        assertTrue(number(out, "vertex_vs_exact_m") <= QueriesProbe.VERTEX_TOLERANCE, out);
        assertEquals(0, number(out, "outside_cell"), out);
        assertTrue(out.contains("nowhere=true"), out);

        // Rays straight down hit the drawn height, rays to the sky nothing, slanted rays the drawn
        // height where they hit; the world-coordinate cast finds the nearest of jME's results.
        assertEquals(0, number(out, "down_missed"), out);
        assertTrue(number(out, "down_worst_m") < 0.01, out);
        assertEquals(0, number(out, "sky_hits"), out);
        assertEquals(0, number(out, "not_patches"), out);
        assertEquals(0, number(out, "slant_missed"), out);
        assertTrue(number(out, "slant_worst_m") < 0.01, out);
        assertTrue(number(out, "ground_hit_worst_m") < 0.01, out);
        assertEquals(0, number(out, "far_hits"), out);
        assertTrue(out.contains("far_null=true"), out);

        // Weights in [0, 1] adding up to 1, as the GPU painted them: the surface pass and its Java
        // twin agree within 2e-3 on the same heights (GroundLayersTest), and the twin reads the exact
        // heights, within VERTEX_TOLERANCE of the GPU's.
        assertTrue(number(out, "LAYERS samples") >= 100, out);
        assertEquals(0, number(out, "out_of_range"), out);
        assertTrue(number(out, "sum_worst") < 1e-6, out);
        assertTrue(number(out, "gpu_worst") < 0.01, out);

        // Every trunk and rock of the shown tiles within the radius, nearest first, on the ground;
        // none where nothing is shown.
        assertTrue(number(out, "OBSTACLES found") > 0, out);
        assertEquals(number(out, "expected"), number(out, "OBSTACLES found"), out);
        assertEquals(0, number(out, "unmatched"), out);
        assertEquals(0, number(out, "off_ground"), out);
        assertEquals(0, number(out, "beyond"), out);
        assertEquals(0, number(out, "unsorted"), out);
        assertTrue(out.contains("none_far=true"), out);
    }

    /** The number after {@code name=} in the output (the first such). */
    private static double number(String out, String name) {
        Matcher m = Pattern.compile("(?:^|[ \\n])" + Pattern.quote(name) + "=(-?[0-9.eE+-]+)").matcher(out);
        assertTrue(m.find(), name + " missing from:\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
